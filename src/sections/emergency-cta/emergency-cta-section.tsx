import { useId } from 'react';
import { useSite } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { BookAppointmentLink } from '../../ui/book-appointment-link';
import { Icon } from '../../ui/icon';
import { emergencyCtaWords } from '../../i18n/section-words/emergency-cta';
import { useSectionWords } from '../../i18n/dictionary-context';
import './emergency-cta.css';

/** The spec's texts, used wherever the page's JSON leaves one out. */
/** Where the button leads when the page's JSON gives none. */
const DEFAULT_BUTTON_HREF = '/book-appointment';

/**
 * For a patient in pain: book (the link scrolls to the top instead when already on the booking
 * page) or, for those who would rather talk to someone now, call the clinic's number from site.json.
 */
export default function EmergencyCtaSection({ section }: { section: SectionDefinition<'emergency-cta'> }) {
  const { clinic } = useSite();
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-emergency-title`;
  const words = useSectionWords('emergencyCta', emergencyCtaWords);
  const button = { label: words.button, href: DEFAULT_BUTTON_HREF, ...section.button };
  return (
    <section className="emergency-cta" aria-labelledby={titleId}>
      <div className="container emergency-cta__inner">
        <span className="emergency-cta__icon">
          <Icon name="heart" size={30} />
        </span>
        <div className="emergency-cta__text">
          <h2 className="emergency-cta__title" id={titleId}>
            {section.title ?? words.title}
          </h2>
          <p className="emergency-cta__line">{section.text ?? words.text}</p>
        </div>
        <div className="emergency-cta__actions">
          <BookAppointmentLink className="button button--light" href={button.href} label={button.label} />
          <a className="emergency-cta__call" href={`tel:${clinic.phone.e164}`}>
            <Icon name="phone" size={18} />
            <span>
              {section.callLabel ?? words.callLabel} <strong>{clinic.phone.display}</strong>
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
