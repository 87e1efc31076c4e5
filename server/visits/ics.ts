/**
 * An iCalendar file (RFC 5545) for one appointment, as an e-mail attachment: one VCALENDAR with
 * one VEVENT. Written by hand because the format is small and its rules are few, but each of them
 * breaks real calendars when missed: CRLF line endings, TEXT escaping, lines folded at 75 octets.
 *
 * Times are written in UTC (`…Z`), converted from the clinic's wall clock: every calendar reads
 * UTC alike, and the file needs no VTIMEZONE block (which clients disagree about).
 */

/** REQUEST adds or updates the event in the patient's calendar; CANCEL removes it (RFC 5546). */
export type IcsMethod = 'REQUEST' | 'CANCEL';

interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  method: IcsMethod;
  /** The same for every version of one appointment, so calendars update it rather than add another. */
  uid: string;
  /** Raised on each change: a calendar ignores a version whose SEQUENCE is not higher than the one it has. */
  sequence: number;
  /** When the file is written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  geo?: { latitude: number; longitude: number };
  description: string;
  /** The patient's page for the appointment. */
  url?: string;
  organizer: IcsPerson;
  attendee?: IcsPerson;
}

const PRODUCT_ID = '-//Demo Dental Clinic//Appointments//EN';
/** Octets per line before the line break; longer lines are folded (RFC 5545 3.1). */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** Lone surrogates have no UTF-8 form; they become U+FFFD, as a UTF-8 encoder would write them. */
function wellFormed(text: string): string {
  return text.replace(/\p{Surrogate}/gu, '\uFFFD');
}

/**
 * A TEXT value: backslash, semicolon and comma escaped, every line break written `\n`, other
 * control characters (which TEXT may not hold) replaced by spaces. Whatever a patient typed stays
 * inside its one property.
 */
export function escapeText(text: string): string {
  return wellFormed(text)
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(/[\\;,\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`))
    .replace(/(?!\t)\p{Cc}/gu, ' ');
}

/**
 * A parameter value (`CN=…`): quoted when it holds `:`, `;` or `,`, which would otherwise end it.
 * A quoted value cannot hold a double quote (RFC 5545 has no escape for it), so one becomes `'`;
 * control characters become spaces.
 */
export function parameterValue(text: string): string {
  const value = wellFormed(text)
    .replace(/"/g, "'")
    .replace(/\p{Cc}/gu, ' ');
  return /[:;,]/.test(value) ? `"${value}"` : value;
}

/** A mailto URI: the address percent-encoded where a URI needs it, so it cannot end the line. */
function mailto(email: string): string {
  return `mailto:${encodeURI(wellFormed(email.trim()))}`;
}

/** `20261203T050000Z` */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

const encoder = new TextEncoder();

/**
 * A content line folded so that no line exceeds 75 octets of UTF-8 before its CRLF; each
 * continuation starts with one space (which counts). Folds fall between characters, never inside
 * one, so a line of Gujarati or Devanagari stays valid UTF-8 line by line.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** The whole file: one VEVENT, every line folded and ended with CRLF. */
export function writeIcs(event: IcsEvent): string {
  const status = event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.latitude};${event.geo.longitude}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${new URL(event.url).href}`] : []),
    `ORGANIZER;CN=${parameterValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    // The visit was agreed by phone: the patient has accepted already and is asked for no reply.
    ...(event.attendee
      ? [`ATTENDEE;CN=${parameterValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(event.attendee.email)}`]
      : []),
    `STATUS:${status}`,
    // Shown as busy while it lasts, and removed from busy time once cancelled.
    `TRANSP:${event.method === 'CANCEL' ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

/** The attachment's media type: mail clients offer "add to calendar" from the method in it. */
export function icsContentType(method: IcsMethod): string {
  return `text/calendar; charset=UTF-8; method=${method}`;
}
