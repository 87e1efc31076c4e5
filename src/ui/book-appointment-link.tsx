import { useLocation } from 'react-router-dom';
import { AppLink } from './app-link';

/**
 * A Book Appointment link that, when the visitor is already on the booking page, scrolls to the
 * top instead of navigating: smoothly, or at once for people who prefer reduced motion (the
 * footer's call to action, the home page's emergency call to action).
 */
export function BookAppointmentLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const { pathname } = useLocation();
  return (
    <AppLink
      to={href}
      className={className}
      onClick={(event) => {
        if (pathname !== href) return;
        event.preventDefault();
        const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
      }}
    >
      {label}
    </AppLink>
  );
}
