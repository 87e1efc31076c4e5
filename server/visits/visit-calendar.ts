import { formatPostalAddress } from '../../src/content/postal-address';
import { clinicInstant } from '../../src/forms/clinic-clock';
import { writeIcs, type IcsMethod } from './ics';
import { MESSAGE_STRINGS, showFacts, type MessageLanguage, type MessageSite, type VisitFacts } from './patient-messages';

/**
 * The calendar file of a visit: the event patient-messages.ts's e-mails carry, in the same words.
 *
 * A visit lasts DEFAULT_VISIT_MINUTES unless staff say otherwise: the clinic books no durations
 * per treatment, and half an hour is a consultation or a check-up, the usual first visit. The
 * event is the patient's reminder of when to arrive, not the clinic's schedule; a longer sitting
 * (a root canal) can be given its own length.
 */
export const DEFAULT_VISIT_MINUTES = 30;

/**
 * `DC-7K4Q-92@www.example-clinic.in`: unique to the request and the same for every version of it,
 * so a calendar updates or removes the one event (RFC 5545 UID).
 */
export function visitUid(reference: string, siteUrl: string): string {
  return `${reference}@${new URL(siteUrl).hostname}`;
}

export interface CalendarOptions {
  method: IcsMethod;
  /** The visit's version: raised each time the patient is sent a new file. */
  sequence: number;
  now: Date;
  durationMinutes?: number;
  /** The patient, when their address is known: the event names them as its attendee. */
  attendee?: { name: string; email: string };
  language?: MessageLanguage;
}

export function visitCalendar(visit: VisitFacts, site: MessageSite, options: CalendarOptions): string {
  const strings = MESSAGE_STRINGS[options.language ?? 'en'];
  const shown = showFacts(visit, site, strings);
  const start = clinicInstant(visit.date, visit.time, site.clinic.timeZone);
  const { branch } = visit;
  return writeIcs({
    method: options.method,
    uid: visitUid(visit.reference, site.siteUrl),
    sequence: options.sequence,
    stamp: options.now,
    start,
    end: new Date(start.getTime() + (options.durationMinutes ?? DEFAULT_VISIT_MINUTES) * 60_000),
    summary: strings.eventSummary(shown),
    location: `${site.clinic.name}, ${branch.name}, ${formatPostalAddress(branch.address)}`,
    geo: branch.geo,
    description: strings.eventDescription(shown),
    url: visit.manageUrl,
    organizer: { name: site.clinic.name, email: branch.email },
    attendee: options.attendee,
  });
}
