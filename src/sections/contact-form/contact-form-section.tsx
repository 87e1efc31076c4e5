import { useSite } from '../../content/content-context';
import { formatOpeningHours } from '../../content/opening-hours';
import type { SectionDefinition } from '../../content/types';
import { ConsentNotice } from '../../forms-ui/consent-notice';
import { EnquiryForm } from '../../forms-ui/enquiry-form';
import { SubmitButton } from '../../forms-ui/form-field';
import { FORM_SECTION, RequestFormFields, useRequestForm } from '../../forms-ui/request-form-fields';
import { useSubmitEnquiry } from '../../forms-ui/use-submit-enquiry';
import { ClinicMap } from '../../ui/clinic-map';
import { Icon } from '../../ui/icon';
import './contact-form.css';

/** The contact page: 'Contact Information', the clinic's map and details, and the enquiry form. */
export default function ContactFormSection({ section }: { section: SectionDefinition<'contact-form'> }) {
  const { clinic } = useSite();
  const requestForm = useRequestForm('contact');
  const titleId = requestForm.idFor('title');
  const submit = useSubmitEnquiry(requestForm);

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
            <ul className="contact-form-section__facts">
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
                <span>{formatOpeningHours(clinic.openingHours)}</span>
              </li>
            </ul>
            <ClinicMap showAddresses className="contact-form-section__map" />
          </div>

          <div className="contact-form-section__panel">
            <EnquiryForm id={FORM_SECTION.contact} labelledBy={titleId} onSubmit={requestForm.form.handleSubmit(submit)}>
              <RequestFormFields requestForm={requestForm} messageRows={5} />
              <div className="enquiry-form__actions">
                <SubmitButton
                  pending={requestForm.form.formState.isSubmitting}
                  label="Send Message"
                  pendingLabel="Sending..."
                  describedBy={requestForm.idFor('consent')}
                />
              </div>
              <ConsentNotice id={requestForm.idFor('consent')} content={section.consent} />
            </EnquiryForm>
          </div>
        </div>
      </div>
    </section>
  );
}
