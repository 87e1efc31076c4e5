import { useId } from 'react';
import { useSite } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { BookAppointmentLink } from '../../ui/book-appointment-link';
import { Icon } from '../../ui/icon';
import './emergency-cta.css';

/** The spec's texts, used wherever the page's JSON leaves one out. */
export const EMERGENCY_CTA_DEFAULTS = {
  title: 'Having pain in a tooth?',
  text: 'Book your emergency visit today.',
  button: { label: 'Book Appointment', href: '/book-appointment' },
  callLabel: 'Or call us now:',
} as const;

/**
 * For a patient in pain: book (the link scrolls to the top instead when already on the booking
 * page) or, for those who would rather talk to someone now, call the clinic's number from site.json.
 */
export default function EmergencyCtaSection({ section }: { section: SectionDefinition<'emergency-cta'> }) {
  const { clinic } = useSite();
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-emergency-title`;
  const button = { ...EMERGENCY_CTA_DEFAULTS.button, ...section.button };
  return (
    <section className="emergency-cta" aria-labelledby={titleId}>
      <div className="container emergency-cta__inner">
        <span className="emergency-cta__icon">
          <Icon name="heart" size={30} />
        </span>
        <div className="emergency-cta__text">
          <h2 className="emergency-cta__title" id={titleId}>
            {section.title ?? EMERGENCY_CTA_DEFAULTS.title}
          </h2>
          <p className="emergency-cta__line">{section.text ?? EMERGENCY_CTA_DEFAULTS.text}</p>
        </div>
        <div className="emergency-cta__actions">
          <BookAppointmentLink className="button button--light" href={button.href} label={button.label} />
          <a className="emergency-cta__call" href={`tel:${clinic.phone.e164}`}>
            <Icon name="phone" size={18} />
            <span>
              {section.callLabel ?? EMERGENCY_CTA_DEFAULTS.callLabel} <strong>{clinic.phone.display}</strong>
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
