/**
 * Every field of the two request forms, described once: its name (in the form, the API's payload
 * and its `fields` messages), its labels, its rule, the column it is stored in, the control the
 * browser shows for it and how people read it (thank-you page, staff pages, e-mails, CSV). The
 * browser forms, the API's payload check, the form posted without JavaScript, the staff inbox,
 * the clinic's e-mail and the CSV export all read these lists: a new field is one entry here
 * (and its column in a migration).
 */
import type { BookingRules } from './booking-rules';
import { validateAppointmentDate, validateAppointmentTime } from './appointment-slot-rules';
import { chosenBranch, validateBranchTreatment, type RequestBranch } from './branch-rules';
import { validateAppointmentEmail, validateContactEmail } from './email-rules';
import type { FormDictionary, RequestFieldName } from './form-dictionary';
import { ENGLISH_FORM_DICTIONARY } from './form-messages';
import { formatClockTime } from './date-time-format';
import { validateMessage } from './message-rules';
import { validateFirstName, validateLastName } from './name-rules';
import { CLINIC_COUNTRY_CODE, nationalPhoneNumber, validateCountryCode, validatePhoneNumber } from './phone-rules';

export type RequestKind = 'contact' | 'appointment';

/** A treatment a patient can ask for: its id (the treatment file's, never changes) and its label. */
export interface TreatmentChoice {
  id: string;
  label: string;
}

/** What reading a stored field needs besides its value: the treatments and the branches, for their names. */
export interface DisplayContext {
  treatments: readonly TreatmentChoice[];
  branches: readonly RequestBranch[];
}

/**
 * What the rules need: the treatments and branches to choose from, the clinic's clock, its booking
 * limits and the language their messages are in.
 */
export interface RuleContext extends DisplayContext {
  /** The current instant; "today" and "now" are read from it in the clinic's time zone. */
  now: () => Date;
  booking: BookingRules;
  /** The messages' language (form-dictionary.ts); English when not given. */
  dictionary?: FormDictionary;
}

/** A request's fields as text, by field name ('' for a field the request does not have). */
export type FieldValues = Record<string, string>;

/** How the browser shows the field (see forms-ui/request-field.tsx); a field without one is not on the form. */
type FieldControl =
  | { kind: 'text'; autoComplete: string }
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'branch'; /** Fields whose rule reads this one, checked again when it changes. */ recheck: string[] }
  | { kind: 'treatment' }
  | { kind: 'date'; /** As for a branch. */ recheck: string[] }
  | { kind: 'time' }
  | { kind: 'message' };

export interface FieldDescriptor {
  name: RequestFieldName;
  /** On the form and in its error summary, in English (staff read it so too); a page in another language shows its dictionary's `labels`. */
  label: string;
  /** Where people read it back (thank-you page, staff, e-mail, CSV), when it differs from `label`. */
  readLabel?: string;
  /** The column of the `requests` table it is stored in. */
  column: RequestColumn;
  required: boolean;
  control?: FieldControl;
  /** Never typed: the value the form always sends (the API still checks it). */
  fixedValue?: string;
  /** What was sent, in its stored form before the rule sees it (a phone number without +91; a treatment's label as its id). */
  parse?: (text: string, context: DisplayContext) => string;
  rule: (value: string, values: FieldValues, context: RuleContext) => string | true;
  /**
   * A rule the forms add (the browser's and the one posted without JavaScript), not the API: a
   * choice the form asks for while the API's payload may leave it out.
   */
  formRule?: (value: string, values: FieldValues, context: RuleContext) => string | true;
  /** How people read the stored value; undefined: not shown (it is part of another field's display). */
  show?: (value: string, values: FieldValues, context: DisplayContext) => string;
  /** What staff read (pages, e-mail, CSV) when the field was left empty; default `(none)` (CSV: empty). */
  unset?: string;
  /** In the CSV, when it differs from `show`. */
  csv?: (value: string, values: FieldValues) => string;
  /** Staff reach the patient by it: the value is a link of this kind. */
  link?: 'tel' | 'mailto';
  /** Removed when the request is erased (personal data; an appointment's treatment and time, health data about a named person). */
  personal: boolean;
}

/** The stored columns the fields map to (migrations 004 and 008). */
type RequestColumn =
  'first_name' | 'last_name' | 'email' | 'phone_number' | 'country_code' | 'message' | 'branch_id' | 'treatment_id' | 'appointment_date' | 'appointment_time';

const asIs = (value: string) => value;

/** `98765 43210`: five and five, as Indian mobile numbers are read out. */
function groupedDigits(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** `17:45` → `5:45 pm`, as the site writes its hours; a value not in `HH:mm` shows as it is. */
function shownTime(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? formatClockTime(time) : time;
}

/** The treatment's id, whether its id or its label was sent (the spec's payload sends the label). */
function treatmentId(text: string, { treatments }: DisplayContext): string {
  return treatments.find((choice) => choice.id === text || choice.label === text)?.id ?? text;
}

/** The treatment's label; a stored id no treatment has any more shows as it is. */
function treatmentLabel(id: string, _values: FieldValues, { treatments }: DisplayContext): string {
  return treatments.find((choice) => choice.id === id)?.label ?? id;
}

/** A rule of the form's own modules: the value, and the dictionary its message is in. */
type TextRule = (value: unknown, dictionary?: FormDictionary) => string | true;

/** A name: required, autofilled by the browser as `autoComplete` says, read back as typed. */
const nameField = (name: 'firstName' | 'lastName', column: RequestColumn, autoComplete: string, rule: TextRule): FieldDescriptor => ({
  name,
  label: ENGLISH_FORM_DICTIONARY.labels[name],
  column,
  required: true,
  control: { kind: 'text', autoComplete },
  rule: (value, _values, { dictionary }) => rule(value, dictionary),
  show: asIs,
  personal: true,
});

const firstName = nameField('firstName', 'first_name', 'given-name', validateFirstName);
const lastName = nameField('lastName', 'last_name', 'family-name', validateLastName);

const email = (rule: TextRule): FieldDescriptor => ({
  name: 'email',
  label: ENGLISH_FORM_DICTIONARY.labels.email,
  column: 'email',
  required: true,
  control: { kind: 'email' },
  rule: (value, _values, { dictionary }) => rule(value, dictionary),
  show: asIs,
  link: 'mailto',
  personal: true,
});

const phoneNumber: FieldDescriptor = {
  name: 'phoneNumber',
  label: ENGLISH_FORM_DICTIONARY.labels.phoneNumber,
  column: 'phone_number',
  required: true,
  control: { kind: 'phone' },
  parse: nationalPhoneNumber,
  rule: (value, _values, { dictionary }) => validatePhoneNumber(value, dictionary),
  show: (value, values) => (value ? `${values.countryCode} ${groupedDigits(value)}` : ''),
  // In brackets: a leading + would make a spreadsheet read the number as a formula.
  csv: (value, values) => (value ? `(${values.countryCode}) ${groupedDigits(value)}` : ''),
  link: 'tel',
  personal: true,
};

/** The clinic takes Indian numbers only: the form shows the code fixed; the API checks what it is sent. */
const countryCode: FieldDescriptor = {
  name: 'countryCode',
  label: ENGLISH_FORM_DICTIONARY.labels.countryCode,
  column: 'country_code',
  required: true,
  fixedValue: CLINIC_COUNTRY_CODE,
  rule: (value, _values, { dictionary }) => validateCountryCode(value, dictionary),
  personal: false,
};

/**
 * The branch the request is for, by its id (pages/branches/<id>.json). Optional in the API, so a
 * request without one is still taken (the clinic's hours apply, staff see it unassigned); the
 * forms ask for it whenever there is a choice. Not personal: it names one of the clinic's own
 * places, which says nothing about anyone once the name and details beside it are erased, and
 * it keeps the erased record countable per branch.
 */
/** How staff read a request sent without a branch (its page, the inbox's filter, e-mail, CSV). */
export const BRANCH_UNSET_LABEL = 'Branch not chosen';

const branch = (askedOnForm: boolean): FieldDescriptor => ({
  name: 'branch',
  label: ENGLISH_FORM_DICTIONARY.labels.branch,
  column: 'branch_id',
  required: false,
  // The treatment, date and time rules read the branch: checked again when it changes.
  control: { kind: 'branch', recheck: ['service', 'date', 'time'] },
  rule: (value, _values, { branches, dictionary }) =>
    value === '' || chosenBranch(branches, value) ? true : (dictionary ?? ENGLISH_FORM_DICTIONARY).branchUnknown,
  ...(askedOnForm
    ? {
        formRule: (value: string, _values: FieldValues, { branches, dictionary }: RuleContext) =>
          value === '' && branches.length > 1 ? (dictionary ?? ENGLISH_FORM_DICTIONARY).branchRequired : true,
      }
    : {}),
  show: (value, _values, { branches }) => chosenBranch(branches, value)?.name ?? value,
  unset: BRANCH_UNSET_LABEL,
  personal: false,
});

const treatment: FieldDescriptor = {
  // `service` in the API's payload (the spec's name); the form's select sends the treatment's id.
  name: 'service',
  label: ENGLISH_FORM_DICTIONARY.labels.service,
  column: 'treatment_id',
  required: true,
  control: { kind: 'treatment' },
  parse: treatmentId,
  rule: (value, values, { treatments, branches, dictionary }) => {
    const choice = treatments.find((candidate) => candidate.id === value);
    if (!choice) return (dictionary ?? ENGLISH_FORM_DICTIONARY).messages.serviceRequired;
    const at = chosenBranch(branches, values.branch);
    return at ? validateBranchTreatment(at, branches, choice, dictionary) : true;
  },
  show: treatmentLabel,
  personal: true,
};

const date: FieldDescriptor = {
  name: 'date',
  label: ENGLISH_FORM_DICTIONARY.labels.date,
  readLabel: ENGLISH_FORM_DICTIONARY.summary.readLabels.date,
  column: 'appointment_date',
  required: true,
  control: { kind: 'date', recheck: ['time'] },
  rule: (value, values, { now, booking, branches, dictionary }) =>
    validateAppointmentDate(value, now(), booking, chosenBranch(branches, values.branch), dictionary),
  show: ENGLISH_FORM_DICTIONARY.summary.date,
  csv: asIs,
  personal: true,
};

const time: FieldDescriptor = {
  name: 'time',
  label: ENGLISH_FORM_DICTIONARY.labels.time,
  readLabel: ENGLISH_FORM_DICTIONARY.summary.readLabels.time,
  column: 'appointment_time',
  required: true,
  control: { kind: 'time' },
  rule: (value, values, { now, booking, branches, dictionary }) =>
    validateAppointmentTime(value, values.date, now(), booking, chosenBranch(branches, values.branch), dictionary),
  show: shownTime,
  csv: asIs,
  personal: true,
};

const message: FieldDescriptor = {
  name: 'message',
  label: ENGLISH_FORM_DICTIONARY.labels.message,
  column: 'message',
  required: false,
  control: { kind: 'message' },
  rule: (value, _values, { dictionary }) => validateMessage(value, dictionary),
  show: asIs,
  personal: true,
};

/** Each form's fields in form order (the order of its messages and of everything that reads it back). */
export const REQUEST_FORMS: Record<RequestKind, readonly FieldDescriptor[]> = {
  contact: [firstName, lastName, email(validateContactEmail), phoneNumber, countryCode, branch(false), message],
  appointment: [firstName, lastName, email(validateAppointmentEmail), phoneNumber, countryCode, branch(true), treatment, date, time, message],
};

/** Every stored field once (the CSV's columns, what erasure removes). */
export const ALL_REQUEST_FIELDS: readonly FieldDescriptor[] = [
  ...new Map([...REQUEST_FORMS.contact, ...REQUEST_FORMS.appointment].map((field) => [field.name, field])).values(),
];

export function readLabelOf(field: FieldDescriptor): string {
  return field.readLabel ?? field.label;
}
