import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiPaths } from '../../contract/api-contract';
import { useContentIndex, useSite } from '../../content/content-context';
import { appointmentChoices } from '../../content/derived-lists';
import type { SectionDefinition } from '../../content/types';
import { createAppointmentFieldValidators, type AppointmentPayload } from '../../forms/appointment-form-rules';
import { clinicToday } from '../../forms/clinic-clock';
import { CLINIC_COUNTRY_CODE } from '../../forms/phone-rules';
import { ConsentNotice } from '../../forms-ui/consent-notice';
import { FormField, SubmitButton } from '../../forms-ui/form-field';
import { MessageField, PersonalDetailsFields } from '../../forms-ui/enquiry-fields';
import { useSubmitEnquiry } from '../../forms-ui/use-submit-enquiry';
import { Icon } from '../../ui/icon';
import './appointment-form.css';

/** The form state of SPEC §3; the treatment is `service` (the spec's `services`), as the shared rules expect. */
export interface AppointmentFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  service: string;
  date: string;
  time: string;
  message: string;
}

const EMPTY: AppointmentFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  service: '',
  date: '',
  time: '',
  message: '',
};

/** The time goes out exactly as entered (24-hour `HH:mm`): DESIGN.md drops the spec's 12-hour shift. */
export function toAppointmentPayload(values: AppointmentFormValues): AppointmentPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber,
    countryCode: CLINIC_COUNTRY_CODE,
    message: values.message.trim(),
    service: values.service,
    date: values.date,
    time: values.time,
  };
}

const now = () => new Date();

/** The book-appointment page's form, on a dark panel. */
export default function AppointmentFormSection({ section }: { section: SectionDefinition<'appointment-form'> }) {
  const index = useContentIndex();
  const { clinic } = useSite();
  const treatmentChoices = useMemo(() => appointmentChoices(index), [index]);
  const validators = useMemo(() => createAppointmentFieldValidators({ treatmentChoices, now }), [treatmentChoices]);
  // Today in the clinic (Asia/Kolkata), whatever the visitor's time zone: the date input's minimum.
  const [today] = useState(() => clinicToday(now()));
  const uid = useId();
  const titleId = `${uid}-title`;
  const field = (name: keyof AppointmentFormValues) => `${uid}-${name}`;

  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AppointmentFormValues>({ mode: 'onChange', defaultValues: EMPTY });
  const submit = useSubmitEnquiry({ path: apiPaths.bookAppointment, toPayload: toAppointmentPayload, reset: () => reset(EMPTY) });

  // Registered here, in form order: react-hook-form focuses the first invalid field in this order.
  const fields = {
    firstName: register('firstName', { validate: validators.firstName }),
    lastName: register('lastName', { validate: validators.lastName }),
    email: register('email', { validate: validators.email }),
    phoneNumber: register('phoneNumber', { validate: validators.phoneNumber }),
    service: register('service', { validate: validators.service }),
    date: register('date', { validate: validators.date }),
    time: register('time', { validate: validators.time }),
    message: register('message', { validate: validators.message }),
  };

  return (
    <section className="appointment-form-section" aria-labelledby={titleId}>
      <div className="container">
        <div className="appointment-form-section__panel form-theme-dark">
          <div className="appointment-form-section__intro-column">
            <h2 id={titleId} className="appointment-form-section__title">{section.title}</h2>
            {section.intro && <p className="appointment-form-section__intro">{section.intro}</p>}
            <ul className="appointment-form-section__facts">
              <li>
                <Icon name="clock" size={20} />
                <span>{clinic.hours}</span>
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
          <form className="enquiry-form" noValidate aria-labelledby={titleId} onSubmit={handleSubmit(submit)}>
            <PersonalDetailsFields idFor={field} registrations={fields} errors={errors} />
            <FormField id={field('service')} label="Treatment" required className="form-field--wide" error={errors.service?.message}>
              {(control) => (
                <select {...control} {...fields.service}>
                  <option value="">Select a treatment</option>
                  {treatmentChoices.map((choice) => (
                    <option key={choice} value={choice}>{choice}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={field('date')} label="Date" required error={errors.date?.message}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  min={today}
                  {...fields.date}
                  onChange={async (event) => {
                    await fields.date.onChange(event);
                    // "Not earlier than now" depends on the date: re-check a time already entered.
                    if (getValues('time')) void trigger('time');
                  }}
                />
              )}
            </FormField>
            <FormField id={field('time')} label="Time" required error={errors.time?.message}>
              {(control) => <input {...control} type="time" {...fields.time} />}
            </FormField>
            <MessageField id={field('message')} registration={fields.message} error={errors.message?.message} rows={4} />
            <div className="enquiry-form__actions">
              <SubmitButton pending={isSubmitting} label="Book Appointment" pendingLabel="Sending" describedBy={`${uid}-consent`} />
            </div>
            <ConsentNotice id={`${uid}-consent`} content={section.consent} />
          </form>
        </div>
      </div>
    </section>
  );
}
