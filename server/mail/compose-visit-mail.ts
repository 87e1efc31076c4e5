import type { Branch } from '../../src/content/branches';
import { findBranch } from '../../src/content/branches';
import type { TreatmentChoice } from '../../src/forms/request-fields';
import type { ClinicDatabase } from '../db/open-database';
import type { OutboxMessage } from '../db/outbox-repository';
import { icsContentType, type IcsMethod } from '../visits/ics';
import { composePatientMessage, isCancellation, type MessageSite, type VisitFacts } from '../visits/patient-messages';
import { plainFirstName } from './patient-text';
import { isReminderCurrent } from '../visits/reminder-schedule';
import { visitCalendar } from '../visits/visit-calendar';
import { patientNoticeOf } from '../visits/visit-notices';

export type VisitMailSite = MessageSite & { branches: readonly Branch[] };

export interface VisitMail {
  /** The branch of the visit the e-mail is about: the confirmed one once there is a slot, else the one asked for. */
  branchId: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  icalEvent?: { method: IcsMethod; filename: string; content: string };
}

export interface VisitMailContext {
  site: VisitMailSite;
  treatments: readonly TreatmentChoice[];
  now: Date;
  /** Makes a token for this e-mail's link to the patient's page and returns the link. */
  manageUrl: () => Promise<string>;
}

/**
 * The e-mail of a visit update or reminder, written from the event it is about (its slot and
 * SEQUENCE), not from the request as it is now: an update queued before a reschedule still
 * describes the slot it announced, and the calendar file's SEQUENCE is the event's, so a
 * calendar applies the versions in order. Undefined when it must not go out: a reminder whose
 * visit has changed or been cancelled since it was scheduled, or whose day has begun (checked
 * here, when it is sent, whatever voiding did or did not reach it). When it is due is the
 * outbox's business (fixed when it was queued), so a later REMINDER_HOUR does not void it.
 */
export async function composeVisitMail(db: ClinicDatabase, message: OutboxMessage, context: VisitMailContext): Promise<VisitMail | undefined> {
  const { kysely } = db;
  const { site, now } = context;
  const timeZone = site.clinic.timeZone;
  if (message.eventId === null) return undefined;
  const event = await kysely.selectFrom('request_events').selectAll().where('id', '=', message.eventId).executeTakeFirst();
  const request = await kysely.selectFrom('requests').selectAll().where('id', '=', message.requestId).executeTakeFirst();
  if (!event || !request) return undefined;
  const currentSequence = request.visit_sequence;
  // The version the event announced (every step changeVisit records carries it).
  const sequence = event.visit_sequence ?? currentSequence;

  // The slot the event recorded; a request cancelled before any was agreed has the one asked for.
  const date = event.slot_date ?? request.appointment_date;
  const time = event.slot_time ?? request.appointment_time;
  const branch = findBranch(site.branches, event.slot_branch_id ?? request.branch_id ?? '') ?? site.branches[0];
  if (!date || !time || !branch) return undefined;

  const notice =
    message.purpose === 'reminder'
      ? { message: 'reminder' as const, calendar: undefined }
      : event.to_status && patientNoticeOf({ from: event.from_status, to: event.to_status, cancelledBy: event.cancelled_by });
  if (!notice) return undefined;

  if (message.purpose === 'reminder') {
    const { confirmed_date, confirmed_time, confirmed_branch_id } = request;
    const booked =
      confirmed_date && confirmed_time && confirmed_branch_id ? { date: confirmed_date, time: confirmed_time, branchId: confirmed_branch_id } : undefined;
    const scheduledFor = { sequence, slot: { date, time, branchId: event.slot_branch_id ?? '' } };
    if (!isReminderCurrent(scheduledFor, { status: request.status, sequence: currentSequence, slot: booked }, now, timeZone)) return undefined;
  }

  const previous = notice.message === 'rescheduled' ? await previousSlot(db, event.request_id, event.id, site.branches) : undefined;
  const facts: VisitFacts = {
    reference: request.reference,
    firstName: request.first_name,
    phoneNumber: request.phone_number,
    treatmentLabel: context.treatments.find((treatment) => treatment.id === request.treatment_id)?.label,
    date,
    time,
    branch,
    ...(previous ? { previous } : {}),
    // A cancellation points to a new request instead (no token made for it): the page would only say "cancelled".
    manageUrl: isCancellation(notice.message) ? '' : await context.manageUrl(),
  };
  // In the language the patient used the site in.
  const composed = composePatientMessage(notice.message, facts, site, { calendar: notice.calendar, language: request.language });
  const branchId = event.slot_branch_id ?? request.branch_id ?? undefined;
  if (!notice.calendar) return { branchId, subject: composed.subject, text: composed.text, html: composed.html };

  const name = plainFirstName(request.first_name);
  const ics = visitCalendar(facts, site, {
    method: notice.calendar,
    sequence,
    now,
    attendee: { name: name ?? request.email, email: request.email },
    language: request.language,
  });
  return {
    branchId,
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    // As an attachment, every mail client can save or open it; as nodemailer's icalEvent (a
    // text/calendar alternative of the message), Gmail and Outlook also show their own "add to
    // calendar" or "event updated/cancelled" panel. The same file both times.
    attachments: [{ filename: 'appointment.ics', content: ics, contentType: icsContentType(notice.calendar) }],
    icalEvent: { method: notice.calendar, filename: 'invite.ics', content: ics },
  };
}

/** Where and when the visit was before the event that moved it: the slot of the latest earlier step that had one. */
async function previousSlot({ kysely }: ClinicDatabase, requestId: number, eventId: number, branches: readonly Branch[]): Promise<VisitFacts['previous']> {
  const earlier = await kysely
    .selectFrom('request_events')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('id', '<', eventId)
    .orderBy('id', 'desc')
    .execute();
  const before = earlier.find((row) => row.slot_date && row.slot_time && row.slot_branch_id);
  const branch = before?.slot_branch_id ? findBranch(branches, before.slot_branch_id) : undefined;
  return before?.slot_date && before.slot_time && branch ? { date: before.slot_date, time: before.slot_time, branch } : undefined;
}
