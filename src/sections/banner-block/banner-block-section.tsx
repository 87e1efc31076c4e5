import { useId } from 'react';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { RichText, SmartLink } from '../../ui/rich-text';
import './banner-block.css';

/**
 * A coloured band: a large title beside a short text with links (to treatments, on the home
 * page) and a button. Stacked on phones, side by side from 900 px.
 */
export default function BannerBlockSection({ section }: { section: SectionDefinition<'banner-block'> }) {
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-banner-title`;
  return (
    <section className="banner-block" aria-labelledby={titleId}>
      <div className="container">
        <div className="banner-block__panel">
          <div className="banner-block__head">
            <span className="banner-block__mark">
              <Icon name="tooth" size={30} />
            </span>
            <h2 className="banner-block__title" id={titleId}>
              {section.title}
            </h2>
          </div>
          <div className="banner-block__body">
            <RichText blocks={section.body} />
            {section.button && (
              <SmartLink className="button" href={section.button.href}>
                {section.button.label}
              </SmartLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
