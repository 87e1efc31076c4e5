import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { apiPaths } from '../../contract/api-contract';
import { useSite } from '../../content/content-context';
import { formatOpeningHours } from '../../content/opening-hours';
import type { SectionDefinition } from '../../content/types';
import { contactFieldValidators } from '../../forms/contact-form-rules';
import { EMPTY_CONTACT_VALUES, toContactPayload, type ContactFormValues } from '../../forms/form-values';
import { ConsentNotice } from '../../forms-ui/consent-notice';
import { EnquiryForm } from '../../forms-ui/enquiry-form';
import { SubmitButton } from '../../forms-ui/form-field';
import { MESSAGE_LABEL, MessageField, PersonalDetailsFields, personalDetailsSummaryFields } from '../../forms-ui/enquiry-fields';
import { FormErrorSummary, useInitialFormState, withInitialValue } from '../../forms-ui/posted-form';
import { useSubmitEnquiry } from '../../forms-ui/use-submit-enquiry';
import { ClinicMap } from '../../ui/clinic-map';
import { Icon } from '../../ui/icon';
import './contact-form.css';

/** The form's id: the page the server answers a post with opens at it. */
const FORM_ID = 'contact-form';

/** The contact page: 'Contact Information', the clinic's map and details, and the enquiry form. */
export default function ContactFormSection({ section }: { section: SectionDefinition<'contact-form'> }) {
  const { clinic } = useSite();
  const uid = useId();
  const titleId = `${uid}-title`;
  const field = (name: keyof ContactFormValues) => `${uid}-${name}`;

  // Empty, or what was posted without JavaScript with the server's messages (see posted-form.tsx).
  const initial = useInitialFormState('contact-form', EMPTY_CONTACT_VALUES);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ mode: 'onChange', defaultValues: initial.values, errors: initial.errors });
  // Registered here, in form order: react-hook-form focuses the first invalid field in this order.
  const fields = {
    firstName: withInitialValue(register('firstName', { validate: contactFieldValidators.firstName }), initial),
    lastName: withInitialValue(register('lastName', { validate: contactFieldValidators.lastName }), initial),
    email: withInitialValue(register('email', { validate: contactFieldValidators.email }), initial),
    phoneNumber: withInitialValue(register('phoneNumber', { validate: contactFieldValidators.phoneNumber }), initial),
    message: withInitialValue(register('message', { validate: contactFieldValidators.message }), initial),
  };
  const submit = useSubmitEnquiry({
    path: apiPaths.createContactInquiry,
    toSent: (values: ContactFormValues) => ({ kind: 'contact', request: toContactPayload(values) }),
    reset: () => reset(EMPTY_CONTACT_VALUES),
  });

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
            <EnquiryForm id={FORM_ID} labelledBy={titleId} onSubmit={handleSubmit(submit)}>
              <FormErrorSummary
                initial={initial}
                errors={errors}
                fields={[...personalDetailsSummaryFields(field), ['message', MESSAGE_LABEL, field('message')]]}
              />
              <PersonalDetailsFields idFor={field} registrations={fields} errors={errors} />
              <MessageField id={field('message')} registration={fields.message} error={errors.message?.message} rows={5} />
              <div className="enquiry-form__actions">
                <SubmitButton pending={isSubmitting} label="Send Message" pendingLabel="Sending..." describedBy={`${uid}-consent`} />
              </div>
              <ConsentNotice id={`${uid}-consent`} content={section.consent} />
            </EnquiryForm>
          </div>
        </div>
      </div>
    </section>
  );
}
