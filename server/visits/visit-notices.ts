import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../db/database-schema';
import { scheduleReminder } from './reminder-schedule';
import type { RecordedVisitChange } from '../db/visit-repository';
import { TRANSITIONS, type CancelledBy, type PatientNotice, type VisitAction, type VisitStatus } from './visit-status';

/**
 * The patient's e-mails that follow a step of the visit's lifecycle, queued in the outbox in the
 * same transaction as the step, so that a change and its news are committed together or not at
 * all: the update (confirmed, moved, cancelled) and the reminder the day before.
 */

/** A step as the lifecycle records it (request_events). */
export interface VisitStep {
  from: VisitStatus | null;
  to: VisitStatus;
  cancelledBy: CancelledBy | null;
}

/** The action a recorded step was (visit-status.ts), so its table says whom it tells. */
function actionOf({ to, cancelledBy }: VisitStep): VisitAction | undefined {
  switch (to) {
    case 'confirmed':
      return 'confirm';
    case 'rescheduled':
      return 'reschedule';
    case 'cancelled':
      return cancelledBy === 'patient' ? 'cancel-by-patient' : 'cancel-by-clinic';
    default:
      return undefined;
  }
}

/** What the patient is sent after `step`, if anything (the lifecycle's table decides). */
export function patientNoticeOf(step: VisitStep): PatientNotice | undefined {
  const action = actionOf(step);
  return action && step.from ? TRANSITIONS[action].notice?.(step.from) : undefined;
}

interface RecordedStep extends VisitStep {
  eventId: number;
  requestId: number;
  /** The visit's slot after the step (for a cancellation, the one it had). */
  slot: { date: string } | null;
  /** The visit's SEQUENCE after the step. */
  visitSequence: number;
  /** ISO 8601: when the step was taken. */
  at: string;
}

export interface VisitNoticeSettings {
  /** E-mail is on (SMTP_URL): news queued while it is off would arrive stale once it is set up. */
  mailEnabled: boolean;
  timeZone: string;
  /** REMINDER_HOUR. */
  reminderHour: number;
}

/**
 * Queues what `step` tells the patient, in `trx` (the step's own transaction). Any reminder
 * still waiting is voided: the visit it announced has moved or been cancelled. A confirmed or
 * moved visit gets a new reminder, due the day before at REMINDER_HOUR (reminder-schedule.ts).
 */
async function queueVisitNotices(trx: Kysely<DatabaseTables>, step: RecordedStep, settings: VisitNoticeSettings): Promise<void> {
  await trx
    .updateTable('outbox')
    .set({ voided_at: step.at })
    .where('request_id', '=', step.requestId)
    .where('purpose', '=', 'reminder')
    .where('status', '=', 'pending')
    .where('voided_at', 'is', null)
    .execute();
  if (!settings.mailEnabled) return;
  const at = new Date(step.at);
  const message = { request_id: step.requestId, audience: 'patient' as const, event_id: step.eventId, created_at: step.at };
  if (patientNoticeOf(step)) {
    await trx
      .insertInto('outbox')
      .values({ ...message, purpose: 'visit-update', next_attempt_at: at.getTime() })
      .execute();
  }
  if ((step.to === 'confirmed' || step.to === 'rescheduled') && step.slot) {
    const reminder = scheduleReminder(step.slot, step.visitSequence, at, settings);
    if (reminder) {
      await trx
        .insertInto('outbox')
        .values({ ...message, purpose: 'reminder', next_attempt_at: reminder.dueAt.getTime() })
        .execute();
    }
  }
}

/**
 * The patient's e-mails after a step recorded by changeVisit (visit-repository.ts), for
 * appointments: its `afterChange`, so the step and its news commit together. The step carries the
 * confirmed slot (for a cancellation, the one called off) and the visit's SEQUENCE, which
 * changeVisit also wrote on the event for the e-mail to carry.
 */
export function visitNoticesAfter(settings: VisitNoticeSettings) {
  return async (trx: Kysely<DatabaseTables>, change: RecordedVisitChange): Promise<void> => {
    if (change.kind !== 'appointment') return;
    await queueVisitNotices(
      trx,
      {
        eventId: change.eventId,
        requestId: change.requestId,
        from: change.from,
        to: change.to,
        cancelledBy: change.cancelledBy,
        slot: change.slot,
        visitSequence: change.visitSequence,
        at: change.at,
      },
      settings,
    );
  };
}
