import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useContentIndex } from '../content/content-context';
import { treatmentMenu } from '../content/derived-lists';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icon';
import { useIsTreatmentRoute } from './use-is-treatment-route';

/**
 * The full-screen mobile menu, a Dialog that slides in from the right over 0.6 s. Treatments
 * expands to a scrolling list (max 300 px, opening over 0.3 s) and, while expanded, the other links
 * are hidden. Choosing a link, the close button or Escape closes it; focus returns to the menu button.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const index = useContentIndex();
  const { items, appointmentButton } = index.site.nav;
  const treatmentsItem = items.find((item) => item.treatmentsMenu);
  const onTreatmentRoute = useIsTreatmentRoute(treatmentsItem?.href ?? '/treatments');
  const entries = treatmentMenu(index);
  const [expanded, setExpanded] = useState(false);
  // However it closes, it opens again collapsed.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setExpanded(false);
  }
  const { pathname } = useLocation();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A navigation (a link here, or Back) closes the menu.
  useEffect(() => onCloseRef.current(), [pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) => `mobile-menu__link${isActive ? ' is-current' : ''}`;

  return (
    <Dialog id="mobile-menu" className="mobile-menu" label="Menu" closeLabel="Close menu" open={open} onClose={onClose}>
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
    </Dialog>
  );
}
