import { useSite } from '../../content/content-context';
import { formatOpeningHours } from '../../content/opening-hours';
import type { SectionDefinition } from '../../content/types';
import { ConsentNotice } from '../../forms-ui/consent-notice';
import { EnquiryForm } from '../../forms-ui/enquiry-form';
import { SubmitButton } from '../../forms-ui/form-field';
import { FORM_SECTION, RequestFormFields, useRequestForm } from '../../forms-ui/request-form-fields';
import { useSubmitEnquiry } from '../../forms-ui/use-submit-enquiry';
import { Icon } from '../../ui/icon';
import './appointment-form.css';

/** The book-appointment page's form, on a dark panel. */
export default function AppointmentFormSection({ section }: { section: SectionDefinition<'appointment-form'> }) {
  const { clinic } = useSite();
  const requestForm = useRequestForm('appointment');
  const titleId = requestForm.idFor('title');
  const submit = useSubmitEnquiry(requestForm);

  return (
    <section className="appointment-form-section" aria-labelledby={titleId}>
      <div className="container">
        <div className="appointment-form-section__panel form-theme-dark">
          <div className="appointment-form-section__intro-column">
            <h2 id={titleId} className="appointment-form-section__title">
              {section.title}
            </h2>
            {section.intro && <p className="appointment-form-section__intro">{section.intro}</p>}
            <ul className="appointment-form-section__facts">
              <li>
                <Icon name="clock" size={20} />
                <span>{formatOpeningHours(clinic.openingHours)}</span>
              </li>
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:${clinic.phone.e164}`}>{clinic.phone.display}</a>
              </li>
              <li>
                <Icon name="pin" size={20} />
                <span>{clinic.branches.map((branch) => branch.name).join(' · ')}</span>
              </li>
            </ul>
          </div>
          <EnquiryForm id={FORM_SECTION.appointment} labelledBy={titleId} onSubmit={requestForm.form.handleSubmit(submit)}>
            <RequestFormFields requestForm={requestForm} messageRows={4} />
            <div className="enquiry-form__actions">
              <SubmitButton
                pending={requestForm.form.formState.isSubmitting}
                label="Book Appointment"
                pendingLabel="Sending"
                describedBy={requestForm.idFor('consent')}
              />
            </div>
            <ConsentNotice id={requestForm.idFor('consent')} content={section.consent} />
          </EnquiryForm>
        </div>
      </div>
    </section>
  );
}
