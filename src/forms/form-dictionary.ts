import type { FORM_MESSAGES } from './form-messages';
import type { UnsafeTextProblem } from './text-safety-rules';

/**
 * Everything the request forms say to a patient, in one language: the rules' messages, the
 * fields' labels and the form's own words (buttons, hints). One object of this type per language
 * (English in form-messages.ts, the others in dictionaries/): a key one of them lacks is a type
 * error, so no patient meets an English message on a Gujarati or Hindi page.
 */
type FormMessageKey = keyof typeof FORM_MESSAGES;

/** The fields that name themselves in an unsafe-text message. */
type UnsafeTextField = 'firstName' | 'lastName' | 'email' | 'message';

/** The fields a request form shows or the API checks (request-fields.ts), by their payload name. */
export type RequestFieldName = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'countryCode' | 'branch' | 'service' | 'date' | 'time' | 'message';

export interface FormDictionary {
  messages: Readonly<Record<FormMessageKey, string>>;
  unsafeText: Readonly<Record<UnsafeTextField, Readonly<Record<UnsafeTextProblem, string>>>>;
  /** The booking limits of pages/site.json, with the clinic's numbers. */
  dateTooFarAhead: (months: number) => string;
  /** `opens`, `closes`: `HH:mm`, 24-hour. */
  timeOutsideOpeningHours: (opens: string, closes: string) => string;
  branchRequired: string;
  branchUnknown: string;
  /** `date`: `YYYY-MM-DD`; `note`: the closure's note in pages/branches/, if any. */
  branchClosedOn: (branchName: string, date: string, note: string | undefined) => string;
  branchOpenHours: (branchName: string, date: string, opens: string, closes: string) => string;
  /** `offering`: the names of the branches that offer the treatment (none: no branch does). */
  treatmentOfferedAt: (treatmentLabel: string, offering: readonly string[]) => string;
  /** What each field is called on the form and in its error summary. */
  labels: Readonly<Record<RequestFieldName, string>>;
  /** How the thank-you page reads a request back: a field's name where it differs from its label, and the date and time written out. */
  summary: {
    readLabels: Readonly<Partial<Record<RequestFieldName, string>>>;
    /** `YYYY-MM-DD`, a calendar date. */
    date: (isoDate: string) => string;
    /** `HH:mm`. */
    time: (time: string) => string;
  };
  form: {
    /** After the label of a field that may be left empty, in brackets. */
    optional: string;
    /** Read out before the fixed `+91` of the mobile number. */
    countryCode: string;
    /** The treatment list's empty choice. */
    selectTreatment: string;
    /** The summary's title over a form the server showed again. */
    checkTheForm: string;
    /** The submit button, and its words while the request is on its way. */
    submit: Readonly<Record<'contact' | 'appointment', { idle: string; pending: string }>>;
  };
}
