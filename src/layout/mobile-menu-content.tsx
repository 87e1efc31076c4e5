import type { ReactNode } from 'react';
import { AppLink, AppNavLink } from '../ui/app-link';
import { useContentIndex } from '../content/content-context';
import { treatmentMenu, type TreatmentMenuEntry } from '../content/derived-lists';
import { Icon } from '../ui/icon';
import { LanguageSwitcher } from './language-switcher';
import { useDictionary } from '../i18n/dictionary-context';
import { callHref, chatHref } from './clinic-contact-links';
import { MobileTreatmentsList } from './mobile-treatments-list';
import { useIsTreatmentRoute } from './use-is-treatment-route';

const CHAT_LABEL = 'WhatsApp';

export interface TreatmentsSlot {
  /** The nav item, its label and the overview's path. */
  item: { label: string; href: string };
  entries: TreatmentMenuEntry[];
  /** The class of the expanding control (marked current on the treatment pages). */
  toggleClass: string;
}

interface Props {
  /**
   * The inside of the Treatments item: without scripts a native <details> (StaticTreatments);
   * in the dialog a button (aria-expanded) and the list.
   */
  treatments(slot: TreatmentsSlot): ReactNode;
  /** While the dialog's Treatments is expanded, the other links and the Appointment button are hidden. */
  othersHidden?: boolean;
  /** A link was chosen (the dialog closes; the static menu closes by loading the next page). */
  onNavigate?(): void;
}

/**
 * What the mobile menu holds, with or without scripts: the clinic's logo (home), the main links
 * with Treatments expanding to its scrolling list (while expanded, the other links and the
 * Appointment button are hidden), the Appointment button, then the phone and WhatsApp links
 * and the opening hours, so a patient can call from the menu.
 */
export function MobileMenuContent({ treatments, othersHidden = false, onNavigate }: Props) {
  const index = useContentIndex();
  const { layout, common } = useDictionary();
  const site = index.site;
  const { items, appointmentButton } = site.nav;
  const treatmentsItem = items.find((item) => item.treatmentsMenu);
  const onTreatmentRoute = useIsTreatmentRoute(treatmentsItem?.href ?? '/treatments');
  const entries = treatmentMenu(index);
  const linkClass = ({ isActive }: { isActive: boolean }) => `mobile-menu__link${isActive ? ' is-current' : ''}`;
  const toggleClass = `mobile-menu__link mobile-menu__expand${onTreatmentRoute ? ' is-current' : ''}`;

  return (
    <>
      <div className="mobile-menu__header">
        <AppLink to="/" className="mobile-menu__logo" aria-label={layout.homeLink(site.clinic.name)} onClick={onNavigate}>
          <img src="/images/logo.svg" alt="" width={240} height={64} />
        </AppLink>
      </div>
      <ul className="plain-list mobile-menu__list">
        {items.map((item) =>
          item.treatmentsMenu ? (
            <li key={item.href} className="mobile-menu__item--treatments">
              {treatments({ item, entries, toggleClass })}
            </li>
          ) : (
            <li key={item.href} hidden={othersHidden}>
              <AppNavLink to={item.href} end className={linkClass} onClick={onNavigate}>
                {item.label}
              </AppNavLink>
            </li>
          ),
        )}
        <li hidden={othersHidden} className="mobile-menu__item--appointment">
          <AppNavLink to={appointmentButton.href} className="button mobile-menu__appointment" onClick={onNavigate}>
            <Icon name="calendar" size={20} />
            {appointmentButton.label}
          </AppNavLink>
        </li>
      </ul>
      <div className="mobile-menu__contact">
        <div className="mobile-menu__contact-links">
          <a className="mobile-menu__contact-link" href={callHref(site)}>
            <Icon name="phone" size={22} />
            <span className="mobile-menu__contact-label">{layout.callUs}</span> <span className="mobile-menu__contact-value">{site.clinic.phone.display}</span>
          </a>
          <a className="mobile-menu__contact-link mobile-menu__contact-link--chat" href={chatHref(site)} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={22} />
            <span className="mobile-menu__contact-label">{CHAT_LABEL}</span> <span className="mobile-menu__contact-value">{layout.chatWithUs}</span>{' '}
            <span className="visually-hidden">{common.newTab}</span>
          </a>
        </div>
        <p className="mobile-menu__hours">
          <Icon name="clock" size={16} />
          {index.hours.short}
        </p>
        <LanguageSwitcher className="mobile-menu__languages" />
      </div>
    </>
  );
}

/** Treatments without scripts: a native <details>; the stylesheet hides the other links while it is open. */
export function StaticTreatments({ item, entries, toggleClass }: TreatmentsSlot) {
  return (
    <details className="mobile-menu__group">
      <summary className={toggleClass}>
        {item.label}
        <Icon name="chevron" size={20} />
      </summary>
      <MobileTreatmentsList allHref={item.href} entries={entries} />
    </details>
  );
}
