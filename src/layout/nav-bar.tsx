import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSite } from '../content/content-context';
import { Icon } from '../ui/icon';
import { MobileMenu } from './mobile-menu';
import { TreatmentsDropdown } from './treatments-dropdown';
import { useIsTreatmentRoute } from './use-is-treatment-route';

/** The main navigation: desktop links with the treatments dropdown, and the mobile menu button. */
export function NavBar() {
  const site = useSite();
  const { items, appointmentButton } = site.nav;
  const treatmentsItem = items.find((item) => item.treatmentsMenu);
  const onTreatmentRoute = useIsTreatmentRoute(treatmentsItem?.href ?? '/treatments');
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <nav className="nav-bar" aria-label="Main">
      <div className="container nav-bar__inner">
        <Link to="/" className="nav-bar__logo" aria-label={`${site.clinic.name}, home`}>
          <img src="/images/logo.svg" alt="" width={240} height={64} />
        </Link>
        <ul className="nav-bar__links">
          {items.map((item) =>
            item.treatmentsMenu ? (
              <TreatmentsDropdown key={item.href} label={item.label} href={item.href} current={onTreatmentRoute} />
            ) : (
              <li key={item.href}>
                <NavLink to={item.href} end className="nav-bar__link">{item.label}</NavLink>
              </li>
            ),
          )}
        </ul>
        <NavLink to={appointmentButton.href} className="button nav-bar__appointment">{appointmentButton.label}</NavLink>
        <button
          type="button"
          className="nav-bar__menu-button"
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen(true)}
        >
          <Icon name="menu" size={26} />
        </button>
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </nav>
  );
}
