import { isCalendarDate, TIME_PATTERN } from '../../src/forms/appointment-slot-rules';
import { clinicDateTime } from '../../src/forms/clinic-clock';
import { formatClockTime } from '../../src/forms/date-time-format';
import type { IcsMethod } from './ics';

/**
 * Where an appointment request is, from its arrival to the visit: which step may follow which,
 * what each step needs, whom it tells. Staff act (`confirm`, `reschedule`, …); the table below
 * decides, so that a cancelled or ended request cannot be confirmed by accident.
 */

export const VISIT_STATUSES = ['new', 'contacted', 'confirmed', 'rescheduled', 'cancelled', 'attended', 'no-show'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/**
 * Who cancelled: the patient (on their page, or by telling the front desk) or the clinic (migration
 * 010 records the requests cancelled before as cancelled by the clinic, the only one who could).
 */
export type CancelledBy = 'clinic' | 'patient';

export const VISIT_ACTIONS = ['contact', 'confirm', 'reschedule', 'cancel-by-clinic', 'cancel-by-patient', 'mark-attended', 'mark-no-show'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

/** The e-mails a patient receives about their visit (patient-messages.ts writes them). */
export type PatientMessageKind = 'confirmed' | 'rescheduled' | 'cancelled-by-clinic' | 'cancelled-by-patient' | 'reminder';

/** What the patient is sent after a step: the e-mail, and the calendar file with it (if any). */
export interface PatientNotice {
  message: PatientMessageKind;
  calendar?: IcsMethod;
}

/** Statuses in which the patient holds a calendar file for the visit: a change must update or cancel it. */
const BOOKED: readonly VisitStatus[] = ['confirmed', 'rescheduled'];
/** Statuses before any visit was agreed. */
const OPEN: readonly VisitStatus[] = ['new', 'contacted'];

interface Transition {
  from: readonly VisitStatus[];
  to: VisitStatus;
  /** Confirm and reschedule record the agreed slot (date, time, branch): they need one. */
  needsSlot: boolean;
  /** Attended and no-show record what happened: not before the visit's day. */
  onOrAfterVisitDay: boolean;
  cancelledBy?: CancelledBy;
  /** Whom the step tells, by the status it leaves; nobody when absent. */
  notice?: (from: VisitStatus) => PatientNotice | undefined;
  /** How the staff page words it after "it cannot be …". */
  done: string;
}

export const TRANSITIONS: Readonly<Record<VisitAction, Transition>> = {
  contact: { from: ['new'], to: 'contacted', needsSlot: false, onOrAfterVisitDay: false, done: 'marked contacted' },
  confirm: {
    from: OPEN,
    to: 'confirmed',
    needsSlot: true,
    onOrAfterVisitDay: false,
    notice: () => ({ message: 'confirmed', calendar: 'REQUEST' }),
    done: 'confirmed',
  },
  reschedule: {
    from: BOOKED,
    to: 'rescheduled',
    needsSlot: true,
    onOrAfterVisitDay: false,
    // The same event (its UID) at a higher SEQUENCE: the calendar moves it.
    notice: () => ({ message: 'rescheduled', calendar: 'REQUEST' }),
    done: 'rescheduled',
  },
  // The clinic always tells the patient; the calendar file only removes an event that was sent.
  'cancel-by-clinic': {
    from: [...OPEN, ...BOOKED],
    to: 'cancelled',
    needsSlot: false,
    onOrAfterVisitDay: false,
    cancelledBy: 'clinic',
    notice: (from) => ({ message: 'cancelled-by-clinic', calendar: BOOKED.includes(from) ? 'CANCEL' : undefined }),
    done: 'cancelled',
  },
  // The patient knows already (they cancelled on their page, or told the front desk, who records it);
  // once a calendar file was sent, an "as you asked" e-mail with one more removes the event from their calendar.
  'cancel-by-patient': {
    from: [...OPEN, ...BOOKED],
    to: 'cancelled',
    needsSlot: false,
    onOrAfterVisitDay: false,
    cancelledBy: 'patient',
    notice: (from) => (BOOKED.includes(from) ? { message: 'cancelled-by-patient', calendar: 'CANCEL' } : undefined),
    done: 'cancelled',
  },
  // No-show and attended may correct each other: they record what happened, and staff can mis-click.
  'mark-attended': { from: [...BOOKED, 'no-show'], to: 'attended', needsSlot: false, onOrAfterVisitDay: true, done: 'marked attended' },
  'mark-no-show': { from: [...BOOKED, 'attended'], to: 'no-show', needsSlot: false, onOrAfterVisitDay: true, done: 'marked as a no-show' },
};

/** The steps staff may offer on a request in `status` (the staff page's buttons). */
export function allowedActions(status: VisitStatus): VisitAction[] {
  return VISIT_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(status));
}

/** The statuses that may follow `status`: the transition table read the other way. */
export function nextStatuses(status: VisitStatus): VisitStatus[] {
  return [...new Set(allowedActions(status).map((action) => TRANSITIONS[action].to))];
}

/** A visit's agreed date and time (clinic time) and branch. */
export interface SlotTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` */
  time: string;
  /** The branch's id (pages/branches/<id>.json). */
  branchId: string;
}

export interface VisitState {
  status: VisitStatus;
  /** ISO 8601: when the status was set. */
  changedAt: string;
  cancelledBy?: CancelledBy | null;
  /** The agreed slot, once confirmed. */
  slot?: SlotTime;
}

export interface TransitionAttempt {
  action: VisitAction;
  /** The slot being agreed, for confirm and reschedule. */
  slot?: SlotTime;
  now: Date;
  timeZone: string;
}

export type TransitionCheck = { allowed: true; to: VisitStatus; cancelledBy?: CancelledBy; notice?: PatientNotice } | { allowed: false; message: string };

/** `3 Dec 2026`: when something happened, on the clinic's calendar. */
function shortClinicDate(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'an unknown date';
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(instant);
}

/** `Thu 3 Dec 2026 at 10:30 am`: a slot as the staff page reads it. */
function slotLabel({ date, time }: SlotTime): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${day.replace(',', '')} at ${formatClockTime(time)}`;
}

function refusal(message: string): TransitionCheck {
  return { allowed: false, message };
}

/** Why a step cannot follow the request's status, in words the front desk can act on. */
function wrongStatus(state: VisitState, action: VisitAction, timeZone: string): string {
  const { done, to } = TRANSITIONS[action];
  const already = to === state.status;
  const on = shortClinicDate(state.changedAt, timeZone);
  switch (state.status) {
    case 'cancelled': {
      const by = state.cancelledBy ? ` by the ${state.cancelledBy}` : '';
      if (already) return `This request was already cancelled${by} on ${on}.`;
      return `This request was cancelled${by} on ${on}; it cannot be ${done}. Ask the patient to send a new request.`;
    }
    case 'attended':
    case 'no-show': {
      const what = TRANSITIONS[state.status === 'attended' ? 'mark-attended' : 'mark-no-show'].done;
      if (already) return `This visit was already ${what} on ${on}.`;
      return `This visit was ${what} on ${on}; it cannot be ${done}. For another visit, ask the patient to send a new request.`;
    }
    case 'confirmed':
    case 'rescheduled': {
      const slot = state.slot ? ` for ${slotLabel(state.slot)}` : '';
      if (action === 'confirm') return `This visit is already confirmed${slot}. To change the date, time or branch, reschedule it.`;
      return `This visit is confirmed${slot}; it cannot be ${done}.`;
    }
    case 'new':
    case 'contacted':
      if (action === 'reschedule') return 'This request has no confirmed visit yet: confirm it with a date, time and branch first.';
      if (action === 'mark-attended' || action === 'mark-no-show') return `Only a confirmed visit can be ${done}.`;
      return 'This request is already marked contacted.';
  }
}

/** A slot that can be agreed: a real date and time, not already past in the clinic. */
function slotProblem(slot: SlotTime | undefined, action: VisitAction, now: Date, timeZone: string): string | undefined {
  if (!slot || !isCalendarDate(slot.date) || !TIME_PATTERN.test(slot.time) || slot.branchId.trim() === '') {
    return `Give the date (YYYY-MM-DD), time (HH:mm) and branch of the visit to ${action} it.`;
  }
  const clinicNow = clinicDateTime(now, timeZone);
  // ISO dates and 24-hour times compare correctly as strings.
  if (slot.date < clinicNow.date || (slot.date === clinicNow.date && slot.time < clinicNow.time)) {
    return `${slotLabel(slot)} has already passed in the clinic; choose a later time.`;
  }
  return undefined;
}

/**
 * Whether staff (or the patient, for `cancel-by-patient`) may take this step now: the status it
 * leads to and the patient's notice, or a message saying why not and what to do instead.
 */
export function checkTransition(state: VisitState, attempt: TransitionAttempt): TransitionCheck {
  const { action, now, timeZone } = attempt;
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(state.status)) return refusal(wrongStatus(state, action, timeZone));
  if (transition.needsSlot) {
    const problem = slotProblem(attempt.slot, action, now, timeZone);
    if (problem) return refusal(problem);
    const { date, time, branchId } = attempt.slot!;
    if (action === 'reschedule' && state.slot && date === state.slot.date && time === state.slot.time && branchId === state.slot.branchId) {
      return refusal(`The visit is already at ${slotLabel(state.slot)} at that branch; choose another date, time or branch to reschedule it.`);
    }
  }
  if (transition.onOrAfterVisitDay && state.slot && clinicDateTime(now, timeZone).date < state.slot.date) {
    return refusal(`The visit is on ${slotLabel(state.slot)}; it can be ${transition.done} from that day.`);
  }
  return { allowed: true, to: transition.to, cancelledBy: transition.cancelledBy, notice: transition.notice?.(state.status) };
}
