import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiPaths } from '../../contract/api-contract';
import { useContentIndex, useSite } from '../../content/content-context';
import { appointmentChoices } from '../../content/derived-lists';
import { formatOpeningHours } from '../../content/opening-hours';
import type { SectionDefinition } from '../../content/types';
import { createAppointmentFieldValidators } from '../../forms/appointment-form-rules';
import { bookingRulesFromSite, lastBookableDate, lastBookableTime } from '../../forms/booking-rules';
import { clinicToday } from '../../forms/clinic-clock';
import { EMPTY_APPOINTMENT_VALUES, toAppointmentPayload, type AppointmentFormValues } from '../../forms/form-values';
import { ConsentNotice } from '../../forms-ui/consent-notice';
import { EnquiryForm } from '../../forms-ui/enquiry-form';
import { FormField, SubmitButton } from '../../forms-ui/form-field';
import { MESSAGE_LABEL, MessageField, PersonalDetailsFields, personalDetailsSummaryFields } from '../../forms-ui/enquiry-fields';
import { FormErrorSummary, useInitialFormState, withInitialValue } from '../../forms-ui/posted-form';
import { useSubmitEnquiry } from '../../forms-ui/use-submit-enquiry';
import { Icon } from '../../ui/icon';
import './appointment-form.css';

/** The form's id: the page the server answers a post with opens at it. */
const FORM_ID = 'appointment-form';

const now = () => new Date();

/** The book-appointment page's form, on a dark panel. */
export default function AppointmentFormSection({ section }: { section: SectionDefinition<'appointment-form'> }) {
  const index = useContentIndex();
  const site = useSite();
  const { clinic } = site;
  const treatmentChoices = useMemo(() => appointmentChoices(index), [index]);
  const booking = useMemo(() => bookingRulesFromSite(site), [site]);
  const validators = useMemo(() => createAppointmentFieldValidators({ treatmentChoices, now, booking }), [treatmentChoices, booking]);
  // Today in the clinic, whatever the visitor's time zone: the date input's minimum.
  const [today] = useState(() => clinicToday(now(), booking.timeZone));
  const uid = useId();
  const titleId = `${uid}-title`;
  const field = (name: keyof AppointmentFormValues) => `${uid}-${name}`;

  // Empty, or what was posted without JavaScript with the server's messages (see posted-form.tsx).
  const initial = useInitialFormState('appointment-form', EMPTY_APPOINTMENT_VALUES);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AppointmentFormValues>({ mode: 'onChange', defaultValues: initial.values, errors: initial.errors });
  const submit = useSubmitEnquiry({
    path: apiPaths.bookAppointment,
    toSent: (values: AppointmentFormValues) => ({ kind: 'appointment', request: toAppointmentPayload(values) }),
    reset: () => reset(EMPTY_APPOINTMENT_VALUES),
  });

  // Registered here, in form order: react-hook-form focuses the first invalid field in this order.
  const fields = {
    firstName: withInitialValue(register('firstName', { validate: validators.firstName }), initial),
    lastName: withInitialValue(register('lastName', { validate: validators.lastName }), initial),
    email: withInitialValue(register('email', { validate: validators.email }), initial),
    phoneNumber: withInitialValue(register('phoneNumber', { validate: validators.phoneNumber }), initial),
    service: withInitialValue(register('service', { validate: validators.service }), initial),
    date: withInitialValue(register('date', { validate: validators.date }), initial),
    time: withInitialValue(register('time', { validate: validators.time }), initial),
    message: withInitialValue(register('message', { validate: validators.message }), initial),
  };

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
          <EnquiryForm id={FORM_ID} labelledBy={titleId} onSubmit={handleSubmit(submit)}>
            <FormErrorSummary
              initial={initial}
              errors={errors}
              fields={[
                ...personalDetailsSummaryFields(field),
                ['service', 'Treatment', field('service')],
                ['date', 'Date', field('date')],
                ['time', 'Time', field('time')],
                ['message', MESSAGE_LABEL, field('message')],
              ]}
            />
            <PersonalDetailsFields idFor={field} registrations={fields} errors={errors} />
            <FormField id={field('service')} label="Treatment" required className="form-field--wide" error={errors.service?.message}>
              {(control) => (
                <select {...control} {...fields.service}>
                  <option value="">Select a treatment</option>
                  {treatmentChoices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
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
                  max={lastBookableDate(today, booking.horizonMonths)}
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
              {(control) => <input {...control} type="time" min={booking.opens} max={lastBookableTime(booking.closes)} {...fields.time} />}
            </FormField>
            <MessageField id={field('message')} registration={fields.message} error={errors.message?.message} rows={4} />
            <div className="enquiry-form__actions">
              <SubmitButton pending={isSubmitting} label="Book Appointment" pendingLabel="Sending" describedBy={`${uid}-consent`} />
            </div>
            <ConsentNotice id={`${uid}-consent`} content={section.consent} />
          </EnquiryForm>
        </div>
      </div>
    </section>
  );
}
