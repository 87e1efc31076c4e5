import { useId } from 'react';
import { branchPath } from '../../content/branches';
import { useContentIndex } from '../../content/content-context';
import { formatPostalAddress } from '../../content/postal-address';
import type { SectionDefinition } from '../../content/types';
import { AppLink } from '../../ui/app-link';
import { BranchActions } from '../../ui/branch-actions';
import { BranchMap } from '../../ui/branch-map';
import { BranchOpenState } from '../../ui/branch-open-state';
import { branchTexts, fillTokens } from '../../ui/branch-texts';
import { Icon } from '../../ui/icon';
import { branchWords } from '../../i18n/section-words/branch';
import { useDictionary, useSectionWords } from '../../i18n/dictionary-context';
import { mapWords } from '../../i18n/section-words/map';
import './branch-list.css';

/**
 * Every branch side by side (stacked on phones), each name a link to its page. `cards` shows each
 * branch's map and every way to reach it; `compact` (beside the contact form) the essentials.
 */
export default function BranchListSection({ section }: { section: SectionDefinition<'branch-list'> }) {
  const { branches } = useContentIndex();
  const texts = branchTexts(section.texts, useSectionWords('branch', branchWords), useSectionWords('map', mapWords), useDictionary().common);
  const compact = section.variant === 'compact';
  const titleId = useId();
  const Heading = section.title ? 'h3' : 'h2';
  return (
    <section className={`branch-list${compact ? ' branch-list--compact' : ''}`} aria-labelledby={section.title ? titleId : undefined}>
      <div className="container">
        {section.title && (
          <h2 id={titleId} className="branch-list__title">
            {section.title}
          </h2>
        )}
        {section.intro && <p className="branch-list__intro">{section.intro}</p>}
        <ul className="card-grid branch-list__items">
          {branches.map((branch) => (
            <li key={branch.id} className="branch-list__item" data-branch={branch.id}>
              <Heading className="branch-list__name">
                <AppLink to={branchPath(branch)}>{branch.name}</AppLink>
              </Heading>
              <p className="branch-list__address">
                <Icon name="pin" size={18} />
                <span>{formatPostalAddress(branch.address)}</span>
              </p>
              <BranchOpenState branch={branch} texts={texts} />
              {compact ? (
                <p className="branch-list__compact-links">
                  <a href={`tel:${branch.phone.e164}`}>{fillTokens(texts.call, { phone: branch.phone.display, branch: branch.name })}</a>
                  <AppLink to={branchPath(branch)}>
                    {texts.details}
                    <span className="visually-hidden"> ({branch.name})</span>
                  </AppLink>
                </p>
              ) : (
                <>
                  <BranchMap branch={branch} texts={texts} />
                  <BranchActions branch={branch} texts={texts} />
                  <p className="branch-list__details">
                    <AppLink to={branchPath(branch)}>
                      {texts.details}
                      <span className="visually-hidden"> ({branch.name})</span>
                    </AppLink>
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
