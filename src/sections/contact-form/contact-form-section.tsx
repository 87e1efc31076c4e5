import { useContentIndex } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { EnquiryForm } from '../../forms-ui/enquiry-form';
import { useRequestForm } from '../../forms-ui/request-form-fields';
import { ClinicMap } from '../../ui/clinic-map';
import { Icon } from '../../ui/icon';
import './contact-form.css';

/** The contact page: 'Contact Information', the clinic's map and details, and the enquiry form. */
export default function ContactFormSection({ section }: { section: SectionDefinition<'contact-form'> }) {
  const { site, hours } = useContentIndex();
  const { clinic } = site;
  const requestForm = useRequestForm('contact');
  const titleId = requestForm.idFor('title');

  return (
    <section className="contact-form-section" aria-labelledby={titleId}>
      <div className="container">
        <header className="contact-form-section__header">
          <h2 id={titleId} className="contact-form-section__title">
            {section.title}
          </h2>
          {section.intro && <p className="contact-form-section__intro">{section.intro}</p>}
        </header>
        <div className="contact-form-section__layout">
          <div className="contact-form-section__aside">
            <ul className="plain-list contact-form-section__facts">
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:${clinic.phone.e164}`}>{clinic.phone.display}</a>
              </li>
              <li>
                <Icon name="mail" size={20} />
                <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
              </li>
              <li>
                <Icon name="clock" size={20} />
                <span>{hours.full}</span>
              </li>
            </ul>
            <ClinicMap showAddresses className="contact-form-section__map" />
          </div>

          <div className="contact-form-section__panel">
            <EnquiryForm requestForm={requestForm} labelledBy={titleId} messageRows={5} consent={section.consent} />
          </div>
        </div>
      </div>
    </section>
  );
}
