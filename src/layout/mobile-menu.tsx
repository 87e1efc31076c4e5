import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Icon } from '../ui/icon';
import { MENU_CLOSE_LABEL, MENU_LABEL, MOBILE_MENU_BUTTON_ID, MOBILE_MENU_ID, MOBILE_MENU_QUERY } from './mobile-menu-ids';
import { MobileMenuContent } from './mobile-menu-content';
import './mobile-menu.css';

type DialogProps = { open: boolean; onClose(): void };

/**
 * The dialog's code is a chunk of its own, fetched when the browser is idle on a phone-sized
 * screen (or at the first opening), so it costs nothing before interaction. Once fetched it
 * renders at once, without a Suspense round.
 */
let loadedDialog: ComponentType<DialogProps> | undefined;
const loadDialog = () =>
  import('./mobile-menu-dialog').then((module) => {
    loadedDialog = module.default;
    return module;
  });
const LazyDialog = lazy(loadDialog);

/**
 * The mobile menu. In the server's HTML and until scripts run, the static panel; once they run,
 * the dialog from its first opening on (the static panel stands in while its chunk arrives, so
 * a menu opened before the scripts ran stays open meanwhile).
 */
export function MobileMenu({ scripted, open, onClose }: DialogProps & { scripted: boolean }) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  useEffect(() => {
    if (!scripted || loadedDialog || !window.matchMedia?.(MOBILE_MENU_QUERY).matches) return;
    if (typeof requestIdleCallback !== 'function') {
      void loadDialog();
      return;
    }
    const handle = requestIdleCallback(() => void loadDialog(), { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, [scripted]);

  if (!scripted || !used) return <StaticMobileMenu />;
  const Loaded = loadedDialog;
  if (Loaded) return <Loaded open={open} onClose={onClose} />;
  return (
    <Suspense fallback={<StaticMobileMenu />}>
      <LazyDialog open={open} onClose={onClose} />
    </Suspense>
  );
}

/**
 * The menu in the server's HTML, for a reader without scripts (or before they run): the menu
 * button is a link to `#mobile-menu`, and this panel shows while it is the URL's target (the
 * stylesheet's `:target`). Treatments opens as a native <details>; the close link goes back to
 * the menu button; a link leads to its page, whose address has no target, so the menu is
 * closed there.
 */
function StaticMobileMenu() {
  return (
    <div id={MOBILE_MENU_ID} className="mobile-menu mobile-menu--static" role="dialog" aria-label={MENU_LABEL}>
      <div className="mobile-menu__box">
        <a className="mobile-menu__close" href={`#${MOBILE_MENU_BUTTON_ID}`} aria-label={MENU_CLOSE_LABEL}>
          <Icon name="close" size={22} />
        </a>
        <MobileMenuContent toggle={{ kind: 'static' }} />
      </div>
    </div>
  );
}
