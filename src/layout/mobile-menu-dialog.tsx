import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../ui/dialog';
import { MENU_CLOSE_LABEL, MENU_LABEL, MOBILE_MENU_ID } from './mobile-menu-ids';
import { MobileMenuContent } from './mobile-menu-content';

/**
 * The full-screen mobile menu once scripts run: a Dialog that slides in from the right over
 * 0.6 s. The browser's modal dialog moves focus in (to the close button), keeps Tab inside,
 * makes the page behind inert, and closes on Escape; the page does not scroll behind it and
 * focus returns to the menu button. Choosing a link closes it; it always opens collapsed.
 * Its own chunk (with the Dialog): the page's first scripts carry only the server's menu.
 */
export default function MobileMenuDialog({ open, onClose }: { open: boolean; onClose(): void }) {
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
    <Dialog id={MOBILE_MENU_ID} className="mobile-menu" label={MENU_LABEL} closeLabel={MENU_CLOSE_LABEL} open={open} onClose={onClose}>
      <MobileMenuContent toggle={{ kind: 'dialog', expanded, onToggle: () => setExpanded((e) => !e) }} onNavigate={onClose} />
    </Dialog>
  );
}
