import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useContentIndex } from '../content/content-context';
import { treatmentMenu } from '../content/derived-lists';
import { trapTab } from '../ui/focus-trap';
import { Icon } from '../ui/icon';
import { useIsTreatmentRoute } from './use-is-treatment-route';

/**
 * The full-screen mobile menu. Treatments expands to a scrolling list (max 300 px) and, while
 * expanded, the other links are hidden. Choosing a link, the close button or Escape closes it;
 * focus returns to the menu button.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const index = useContentIndex();
  const { items, appointmentButton } = index.site.nav;
  const treatmentsItem = items.find((item) => item.treatmentsMenu);
  const onTreatmentRoute = useIsTreatmentRoute(treatmentsItem?.href ?? '/treatments');
  const entries = treatmentMenu(index);
  const [expanded, setExpanded] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) {
      setExpanded(false);
      return;
    }
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('.mobile-menu__close')?.focus();
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [open]);

  useEffect(() => onCloseRef.current(), [pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) => `mobile-menu__link${isActive ? ' is-current' : ''}`;

  return (
    <div
      id="mobile-menu"
      ref={panelRef}
      className={`mobile-menu${open ? ' is-open' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      aria-hidden={!open}
      inert={!open || undefined}
    >
      <button type="button" className="mobile-menu__close" aria-label="Close menu" onClick={onClose}>
        <Icon name="close" size={26} />
      </button>
      <ul className="mobile-menu__list">
        {items.map((item) =>
          item.treatmentsMenu ? (
            <li key={item.href}>
              <button
                type="button"
                className={`mobile-menu__link mobile-menu__expand${onTreatmentRoute ? ' is-current' : ''}`}
                aria-expanded={expanded}
                aria-controls="mobile-treatments"
                onClick={() => setExpanded((e) => !e)}
              >
                {item.label}
                <Icon name="chevron" size={20} className={expanded ? 'is-flipped' : undefined} />
              </button>
              <ul id="mobile-treatments" className={`mobile-menu__treatments${expanded ? ' is-expanded' : ''}`} hidden={!expanded}>
                <li>
                  <NavLink to={item.href} end className={linkClass} onClick={onClose}>All treatments</NavLink>
                </li>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <NavLink to={entry.path} className={linkClass} onClick={onClose}>{entry.label}</NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href} hidden={expanded}>
              <NavLink to={item.href} end className={linkClass} onClick={onClose}>{item.label}</NavLink>
            </li>
          ),
        )}
        <li hidden={expanded}>
          <NavLink to={appointmentButton.href} className="button mobile-menu__appointment" onClick={onClose}>{appointmentButton.label}</NavLink>
        </li>
      </ul>
    </div>
  );
}
