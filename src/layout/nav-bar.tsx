import { useEffect } from 'react';
import { AppLink, AppNavLink } from '../ui/app-link';
import { useSite } from '../content/content-context';
import { Icon } from '../ui/icon';
import { useScriptsRun } from '../ui/use-scripts-run';
import { useDictionary } from '../i18n/dictionary-context';
import { MOBILE_MENU_BUTTON_ID, MOBILE_MENU_ID, MOBILE_MENU_QUERY } from './mobile-menu-ids';
import { allowMobileMenu, DeferredMobileMenu } from './mobile-menu-loader';
import { setMobileMenuOpen, useMobileMenuOpen } from './mobile-menu-state';
import { TreatmentsDropdown } from './treatments-dropdown';
import { useIsTreatmentRoute } from './use-is-treatment-route';

function openMenu() {
  allowMobileMenu();
  setMobileMenuOpen(true);
}

/**
 * The main navigation: desktop links with the treatments dropdown, and the mobile menu button.
 * The mobile menu works before and without scripts: the server's button is a link to the
 * static menu (`#mobile-menu`); once scripts run it becomes a button opening the dialog.
 */
export function NavBar() {
  const site = useSite();
  const { layout } = useDictionary();
  const { items, appointmentButton } = site.nav;
  const treatmentsItem = items.find((item) => item.treatmentsMenu);
  const onTreatmentRoute = useIsTreatmentRoute(treatmentsItem?.href ?? '/treatments');

  return (
    <nav className="nav-bar" aria-label={layout.mainNav}>
      <div className="container nav-bar__inner">
        <AppLink to="/" className="nav-bar__logo" aria-label={layout.homeLink(site.clinic.name)}>
          <img src="/images/logo.svg" alt="" width={240} height={64} />
        </AppLink>
        <ul className="plain-list nav-bar__links">
          {items.map((item) =>
            item.treatmentsMenu ? (
              <TreatmentsDropdown key={item.href} label={item.label} href={item.href} current={onTreatmentRoute} />
            ) : (
              <li key={item.href}>
                <AppNavLink to={item.href} end className="nav-bar__link">
                  {item.label}
                </AppNavLink>
              </li>
            ),
          )}
        </ul>
        <AppNavLink to={appointmentButton.href} className="button nav-bar__appointment">
          {appointmentButton.label}
        </AppNavLink>
        <MobileMenuButton />
      </div>
      <DeferredMobileMenu />
    </nav>
  );
}

/**
 * The mobile menu button: in the server's HTML a link to the static menu (`#mobile-menu`); once
 * scripts run, a button opening the dialog. A component of its own, so that this switch after
 * hydration re-renders the button alone, not the whole navigation.
 */
function MobileMenuButton() {
  const scriptsRun = useScriptsRun();
  const mobileOpen = useMobileMenuOpen();
  const { openMenu: openMenuLabel } = useDictionary().layout;
  // A reader who opened the static menu before the scripts ran finds it open as the dialog, and
  // the address loses the target (the dialog's state is not kept there).
  useEffect(() => {
    if (!scriptsRun || window.location.hash !== `#${MOBILE_MENU_ID}` || !window.matchMedia?.(MOBILE_MENU_QUERY).matches) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    openMenu();
  }, [scriptsRun]);

  return scriptsRun ? (
    <button
      type="button"
      id={MOBILE_MENU_BUTTON_ID}
      className="nav-bar__menu-button"
      aria-label={openMenuLabel}
      aria-expanded={mobileOpen}
      aria-controls={MOBILE_MENU_ID}
      onClick={openMenu}
    >
      <Icon name="menu" size={26} />
    </button>
  ) : (
    <a id={MOBILE_MENU_BUTTON_ID} className="nav-bar__menu-button" href={`#${MOBILE_MENU_ID}`} aria-label={openMenuLabel}>
      <Icon name="menu" size={26} />
    </a>
  );
}
