import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icon';
import { useScrollCue } from '../ui/use-scroll-cue';
import { MobileMenuContent } from './mobile-menu-content';
import { MOBILE_MENU_ID } from './mobile-menu-ids';
import { useDictionary } from '../i18n/dictionary-context';
import { MOBILE_TREATMENTS_ID, MobileTreatmentsList } from './mobile-treatments-list';

/**
 * The full-screen mobile menu once scripts run: a Dialog that slides in from the right over
 * 0.6 s. The browser's modal dialog moves focus in (to the close button), keeps Tab inside,
 * makes the page behind inert, and closes on Escape; the page does not scroll behind it and
 * focus returns to the menu button. Treatments is a button expanding the list, which the dialog
 * measures for its scroll cue. Choosing a link closes it; it always opens collapsed.
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
  const listRef = useRef<HTMLUListElement>(null);
  const cue = useScrollCue(listRef, expanded);
  const { pathname } = useLocation();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const { layout } = useDictionary();
  // A navigation (a link here, or Back) closes the menu; mounting is none (the menu may mount open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onCloseRef.current();
  }, [pathname]);

  return (
    <Dialog id={MOBILE_MENU_ID} className="mobile-menu" label={layout.menu} closeLabel={layout.closeMenu} open={open} onClose={onClose}>
      <MobileMenuContent
        othersHidden={expanded}
        onNavigate={onClose}
        treatments={({ item, entries, toggleClass }) => (
          <>
            <button type="button" className={toggleClass} aria-expanded={expanded} aria-controls={MOBILE_TREATMENTS_ID} onClick={() => setExpanded((e) => !e)}>
              {item.label}
              <Icon name="chevron" size={20} className={expanded ? 'is-flipped' : undefined} />
            </button>
            <MobileTreatmentsList allHref={item.href} entries={entries} listRef={listRef} cue={cue} hidden={!expanded} onNavigate={onClose} />
          </>
        )}
      />
    </Dialog>
  );
}
