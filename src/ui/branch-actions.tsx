import { branchMapLinks, type Branch } from '../content/branches';
import { useSite } from '../content/content-context';
import type { BranchTexts } from '../content/types';
import { AppLink } from './app-link';
import { branchBookingHref, fillTokens, whatsAppChat } from './branch-texts';
import { Icon } from './icon';
import './branch-actions.css';

/**
 * How to reach a branch: book (the appointment form with the branch chosen), call, WhatsApp and
 * directions. Each label also names the branch for screen readers, since a page lists several.
 */
export function BranchActions({ branch, texts, directions = true }: { branch: Branch; texts: Required<BranchTexts>; directions?: boolean }) {
  const site = useSite();
  const which = <span className="visually-hidden"> ({branch.name})</span>;
  return (
    <ul className="plain-list branch-actions">
      <li>
        <AppLink className="button branch-actions__book" to={branchBookingHref(site, branch)}>
          <Icon name="calendar" size={18} />
          {texts.book}
          {which}
        </AppLink>
      </li>
      <li>
        <a className="branch-actions__link" href={`tel:${branch.phone.e164}`}>
          <Icon name="phone" size={18} />
          {fillTokens(texts.call, { phone: branch.phone.display, branch: branch.name })}
          {which}
        </a>
      </li>
      <li>
        <a className="branch-actions__link" href={whatsAppChat(branch)} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" size={18} />
          {texts.whatsApp}
          {which}
          <span className="visually-hidden"> {texts.newTab}</span>
        </a>
      </li>
      {directions && (
        <li>
          <a className="branch-actions__link" href={branchMapLinks(branch).directions} target="_blank" rel="noopener noreferrer">
            <Icon name="pin" size={18} />
            {texts.directions}
            {which}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
