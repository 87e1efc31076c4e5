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

function fullName(request: { firstName: string; lastName: string }): string {
  return singleLine(`${request.firstName} ${request.lastName}`);
}

function lines(fields: Array<[label: string, value: string]>): string {
  return fields.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/**
 * Subject and plain-text body of the e-mail sent to the clinic for one stored request; the
 * appointment's time is the clinic's, in `timeZone`, which the e-mail names.
 */
export function composeOutboxMessage(payload: OutboxPayload, timeZone: string): ComposedMessage {
  const { request } = payload;
  const visitorFields: Array<[string, string]> = [
    ['First name', request.firstName],
    ['Last name', request.lastName],
    ['Email', request.email],
    ['Phone', `${request.countryCode} ${request.phoneNumber}`],
  ];
  const message = request.message === '' ? '(none)' : `\n${request.message}`;

  if (payload.kind === 'appointment') {
    const { service, date, time } = payload.request;
    return {
      subject: `New appointment request: ${fullName(request)}, ${singleLine(date)} ${singleLine(time)}`,
      replyTo: request.email,
      text: [
        'A visitor asked for an appointment on the website.',
        '',
        lines([...visitorFields, ['Treatment', service], ['Date', date], ['Time', `${time} (clinic time, ${timeZone})`]]),
        `Message: ${message}`,
        '',
        lines([
          ['Reference', payload.reference],
          ['Appointment request number', String(payload.id)],
          ['Received', payload.receivedAt],
        ]),
      ].join('\n'),
    };
  }

  return {
    subject: `New enquiry from ${fullName(request)}`,
    replyTo: request.email,
    text: [
      'A visitor sent an enquiry from the website contact form.',
      '',
      lines(visitorFields),
      `Message: ${message}`,
      '',
      lines([
        ['Reference', payload.reference],
        ['Enquiry number', String(payload.id)],
        ['Received', payload.receivedAt],
      ]),
    ].join('\n'),
  };
}
