import { REQUEST_FORMS, readLabelOf, type DisplayContext, type FieldValues } from '../../src/forms/request-fields';
import { languageName } from '../../src/i18n/language-names';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import type { OutboxPayload } from '../db/outbox-repository';

export interface ComposedMessage {
  subject: string;
  text: string;
  /** The visitor's address, so the clinic can simply press reply. */
  replyTo: string;
}

// A visitor's text lands in a header: line breaks and control characters must not.
function singleLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function fullName(request: FieldValues): string {
  return singleLine(`${request.firstName} ${request.lastName}`);
}

/**
 * Subject and plain-text body of the e-mail sent to the clinic for one stored request: every
 * field of its form as the field shows itself (request-fields.ts), the message last and whole, then
 * the patient's language;
 * an appointment's times are the clinic's, in its time zone, which the e-mail names.
 */
export function composeOutboxMessage(payload: OutboxPayload, context: DisplayContext & { timeZone: string }): ComposedMessage {
  const { request } = payload;
  const lines = REQUEST_FORMS[payload.kind].flatMap((field) => {
    if (!field.show) return [];
    const value = request[field.name] ?? '';
    const shown = value === '' ? (field.unset ?? '(none)') : field.show(value, request, context);
    return [field.control?.kind === 'message' && value !== '' ? `${readLabelOf(field)}:\n${shown}` : `${readLabelOf(field)}: ${shown}`];
  });
  const appointment = payload.kind === 'appointment';
  return {
    subject: appointment
      ? `New appointment request: ${fullName(request)}, ${singleLine(request.date)} ${singleLine(request.time)}`
      : `New enquiry from ${fullName(request)}`,
    replyTo: request.email,
    text: [
      appointment
        ? `A visitor asked for an appointment on the website (times are clinic time, ${context.timeZone}).`
        : 'A visitor sent an enquiry from the website contact form.',
      '',
      ...lines,
      // The language the patient used the site in (and their e-mails are in): the clinic replies in it if it can.
      `Language: ${languageName(payload.language ?? DEFAULT_LANGUAGE, 'en')}`,
      '',
      `Reference: ${payload.reference}`,
      `Received: ${payload.receivedAt}`,
    ].join('\n'),
  };
}
