import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { apiPaths } from '../../contract/api-contract';
import { useSite } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { contactFieldValidators, type ContactPayload } from '../../forms/contact-form-rules';
import { CLINIC_COUNTRY_CODE } from '../../forms/phone-rules';
import { ConsentNotice } from '../../forms-ui/consent-notice';
import { SubmitButton } from '../../forms-ui/form-field';
import { MessageField, PersonalDetailsFields } from '../../forms-ui/enquiry-fields';
import { useSubmitEnquiry } from '../../forms-ui/use-submit-enquiry';
import { Icon } from '../../ui/icon';
import './contact-form.css';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message: string;
}

const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

export function toContactPayload(values: ContactFormValues): ContactPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber,
    countryCode: CLINIC_COUNTRY_CODE,
    message: values.message.trim(),
  };
}

/** The contact page: 'Contact Information', the clinic's map and details, and the enquiry form. */
export default function ContactFormSection({ section }: { section: SectionDefinition<'contact-form'> }) {
  const { clinic } = useSite();
  const uid = useId();
  const titleId = `${uid}-title`;
  const field = (name: keyof ContactFormValues) => `${uid}-${name}`;

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ mode: 'onChange', defaultValues: EMPTY });
  // Registered here, in form order: react-hook-form focuses the first invalid field in this order.
  const fields = {
    firstName: register('firstName', { validate: contactFieldValidators.firstName }),
    lastName: register('lastName', { validate: contactFieldValidators.lastName }),
    email: register('email', { validate: contactFieldValidators.email }),
    phoneNumber: register('phoneNumber', { validate: contactFieldValidators.phoneNumber }),
    message: register('message', { validate: contactFieldValidators.message }),
  };
  const submit = useSubmitEnquiry({ path: apiPaths.createContactInquiry, toPayload: toContactPayload, reset: () => reset(EMPTY) });

  return (
    <section className="contact-form-section" aria-labelledby={titleId}>
      <div className="container">
        <header className="contact-form-section__header">
          <h2 id={titleId} className="contact-form-section__title">{section.title}</h2>
          {section.intro && <p className="contact-form-section__intro">{section.intro}</p>}
        </header>
        <div className="contact-form-section__layout">
          <div className="contact-form-section__aside">
            <iframe
              className="contact-form-section__map"
              src={clinic.mapEmbedUrl}
              title={`Map showing ${clinic.name}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
            <ul className="contact-form-section__facts">
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:${clinic.phone.e164}`}>{clinic.phone.display}</a>
              </li>
              <li>
                <Icon name="mail" size={20} />
                <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
              </li>
              {clinic.branches.map((branch) => (
                <li key={branch.name}>
                  <Icon name="pin" size={20} />
                  <span>
                    <strong>{branch.name}</strong>
                    <br />
                    {branch.address}
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="contact-form-section__panel">
            <form className="enquiry-form" noValidate aria-labelledby={titleId} onSubmit={handleSubmit(submit)}>
              <PersonalDetailsFields idFor={field} registrations={fields} errors={errors} />
              <MessageField id={field('message')} registration={fields.message} error={errors.message?.message} rows={5} />
              <div className="enquiry-form__actions">
                <SubmitButton pending={isSubmitting} label="Send Message" pendingLabel="Sending..." describedBy={`${uid}-consent`} />
              </div>
              <ConsentNotice id={`${uid}-consent`} content={section.consent} />
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
