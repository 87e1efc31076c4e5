import { Link, useLocation } from 'react-router-dom';

/**
 * A Book Appointment link that, when the visitor is already on the booking page, scrolls
 * smoothly to the top instead of navigating (SPEC: footer CTA and the emergency CTA).
 */
export function BookAppointmentLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={href}
      className={className}
      onClick={(event) => {
        if (pathname !== href) return;
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      {label}
    </Link>
  );
}
