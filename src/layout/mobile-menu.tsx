import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icon';
import { MobileMenuContent } from './mobile-menu-content';
import './mobile-menu.css';

/** The menu's id: the Dialog's, or the static panel's that `#mobile-menu` opens without scripts. */
export const MOBILE_MENU_ID = 'mobile-menu';
/** The menu button's id: the static panel's close link goes back to it. */
export const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button';
/** Where the menu button shows instead of the desktop links (the stylesheets' breakpoint). */
export const MOBILE_MENU_QUERY = '(max-width: 899px)';
const MENU_LABEL = 'Menu';
const CLOSE_LABEL = 'Close menu';

/**
 * The full-screen mobile menu once scripts run: a Dialog that slides in from the right over
 * 0.6 s. The browser's modal dialog moves focus in (to the close button), keeps Tab inside,
 * makes the page behind inert, and closes on Escape; the page does not scroll behind it and
 * focus returns to the menu button. Choosing a link closes it; it always opens collapsed.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
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

  // A navigation (a link here, or Back) closes the menu; mounting is none (the menu may mount open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onCloseRef.current();
  }, [pathname]);

  return (
    <Dialog id={MOBILE_MENU_ID} className="mobile-menu" label={MENU_LABEL} closeLabel={CLOSE_LABEL} open={open} onClose={onClose}>
      <MobileMenuContent toggle={{ kind: 'dialog', expanded, onToggle: () => setExpanded((e) => !e) }} onNavigate={onClose} />
    </Dialog>
  );
}

/**
 * The same menu in the server's HTML, for a reader without scripts (or before they run): the
 * menu button is a link to `#mobile-menu`, and this panel shows while it is the URL's target
 * (the stylesheet's `:target`). Treatments opens as a native <details>; the close link goes back
 * to the menu button; a link leads to its page, whose address has no target, so the menu is
 * closed there. Once scripts run, the nav bar swaps it for MobileMenu.
 */
export function StaticMobileMenu() {
  return (
    <div id={MOBILE_MENU_ID} className="mobile-menu mobile-menu--static" role="dialog" aria-label={MENU_LABEL}>
      <div className="mobile-menu__box">
        <a className="mobile-menu__close" href={`#${MOBILE_MENU_BUTTON_ID}`} aria-label={CLOSE_LABEL}>
          <Icon name="close" size={22} />
        </a>
        <MobileMenuContent toggle={{ kind: 'static' }} />
      </div>
    </div>
  );
}
