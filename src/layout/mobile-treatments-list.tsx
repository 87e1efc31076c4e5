import type { Ref } from 'react';
import { AppNavLink } from '../ui/app-link';
import type { TreatmentMenuEntry } from '../content/derived-lists';
import { Icon } from '../ui/icon';
import type { ScrollCue } from '../ui/use-scroll-cue';
import { useDictionary } from '../i18n/dictionary-context';

export const MOBILE_TREATMENTS_ID = 'mobile-treatments';

interface Props {
  allHref: string;
  entries: TreatmentMenuEntry[];
  /** Once scripts run, the dialog measures the list (useScrollCue) and says where it stands. */
  listRef?: Ref<HTMLUListElement>;
  cue?: ScrollCue;
  hidden?: boolean;
  onNavigate?(): void;
}

/**
 * The mobile menu's treatments: "All treatments" and every treatment page, in a box at most
 * 300 px tall that scrolls. While more is below, the bottom edge casts a shadow and a "Scroll
 * for more" hint shows under the box (never over a name in it); both go at the end of the list.
 * In the dialog, useScrollCue decides (`cue`); before scripts run, and without them, a
 * scroll-driven animation in the stylesheet does the same where the browser has them.
 */
export function MobileTreatmentsList({ allHref, entries, listRef, cue, hidden, onNavigate }: Props) {
  const { layout } = useDictionary();
  const linkClass = ({ isActive }: { isActive: boolean }) => `mobile-menu__link${isActive ? ' is-current' : ''}`;
  return (
    <div className="mobile-menu__scroll" data-cue={cue} hidden={hidden}>
      <ul ref={listRef} id={MOBILE_TREATMENTS_ID} className="plain-list mobile-menu__treatments">
        <li>
          <AppNavLink to={allHref} end className={(state) => `${linkClass(state)} mobile-menu__all`} onClick={onNavigate}>
            {layout.allTreatments}
            <span aria-hidden="true">→</span>
          </AppNavLink>
        </li>
        {entries.map((entry) => (
          <li key={entry.id}>
            <AppNavLink to={entry.path} className={linkClass} onClick={onNavigate}>
              <span className="mobile-menu__treatment">
                <Icon name={entry.icon} size={18} />
                {entry.label}
              </span>
            </AppNavLink>
          </li>
        ))}
      </ul>
      <div className="mobile-menu__cue" aria-hidden="true">
        <span className="mobile-menu__cue-hint">
          {layout.scrollForMore}
          <Icon name="chevron" size={14} />
        </span>
      </div>
    </div>
  );
}
