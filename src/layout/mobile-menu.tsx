import { memo } from 'react';
import { Icon } from '../ui/icon';
import { useScriptsRun } from '../ui/use-scripts-run';
import { MobileMenuContent, StaticTreatments } from './mobile-menu-content';
import MobileMenuDialog from './mobile-menu-dialog';
import { MOBILE_MENU_BUTTON_ID, MOBILE_MENU_ID } from './mobile-menu-ids';
import { useDictionary } from '../i18n/dictionary-context';
import { setMobileMenuOpen, useMobileMenuOpen } from './mobile-menu-state';

/**
 * The mobile menu (loaded by mobile-menu-loader.tsx): in the server's HTML and until scripts
 * run, the static panel; once they run, the dialog, open while the menu button says so.
 */
export function MobileMenu() {
  const scripted = useScriptsRun();
  const open = useMobileMenuOpen();
  if (!scripted) return <StaticMobileMenu />;
  return <MobileMenuDialog open={open} onClose={() => setMobileMenuOpen(false)} />;
}

/**
 * The menu in the server's HTML, for a reader without scripts (or before they run): the menu
 * button is a link to `#mobile-menu`, and this panel shows while it is the URL's target (the
 * stylesheet's `:target`). Treatments opens as a native <details>; the close link goes back to
 * the menu button; a link leads to its page, whose address has no target, so the menu is
 * closed there.
 */
const StaticMobileMenu = memo(function StaticMobileMenu() {
  const { layout } = useDictionary();
  return (
    <div id={MOBILE_MENU_ID} className="mobile-menu mobile-menu--static" role="dialog" aria-label={layout.menu}>
      <div className="mobile-menu__box">
        <a className="mobile-menu__close" href={`#${MOBILE_MENU_BUTTON_ID}`} aria-label={layout.closeMenu}>
          <Icon name="close" size={22} />
        </a>
        <MobileMenuContent treatments={(slot) => <StaticTreatments {...slot} />} />
      </div>
    </div>
  );
});
