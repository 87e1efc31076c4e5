import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  checkTransition,
  nextStatuses,
  VISIT_ACTIONS,
  VISIT_STATUSES,
  type SlotTime,
  type VisitAction,
  type VisitState,
  type VisitStatus,
} from './visit-status';

const TIME_ZONE = 'Asia/Kolkata';
// 26 Nov 2026, 10:00 in the clinic.
const NOW = new Date('2026-11-26T04:30:00.000Z');
const SLOT: SlotTime = { date: '2026-12-03', time: '10:30', branchId: 'south-bopal' };
const LATER: SlotTime = { date: '2026-12-04', time: '17:00', branchId: 'south-bopal' };

/** The rule, written out by hand (not read from the module's table): which action each status allows. */
const ALLOWED: Record<VisitStatus, readonly VisitAction[]> = {
  new: ['contact', 'confirm', 'cancel-by-clinic', 'cancel-by-patient'],
  contacted: ['confirm', 'cancel-by-clinic', 'cancel-by-patient'],
  confirmed: ['reschedule', 'cancel-by-clinic', 'cancel-by-patient', 'mark-attended', 'mark-no-show'],
  rescheduled: ['reschedule', 'cancel-by-clinic', 'cancel-by-patient', 'mark-attended', 'mark-no-show'],
  cancelled: [],
  attended: ['mark-no-show'],
  'no-show': ['mark-attended'],
};

const EXPECTED_TARGET: Record<VisitAction, VisitStatus> = {
  contact: 'contacted',
  confirm: 'confirmed',
  reschedule: 'rescheduled',
  'cancel-by-clinic': 'cancelled',
  'cancel-by-patient': 'cancelled',
  'mark-attended': 'attended',
  'mark-no-show': 'no-show',
};

function state(status: VisitStatus, extra: Partial<VisitState> = {}): VisitState {
  const booked = ['confirmed', 'rescheduled', 'attended', 'no-show'].includes(status);
  return { status, changedAt: '2026-11-25T12:00:00.000Z', slot: booked ? SLOT : undefined, ...extra };
}

/** On the visit's day, so that attended and no-show may be recorded; a new slot for the slot actions. */
function attempt(action: VisitAction) {
  const onVisitDay = action === 'mark-attended' || action === 'mark-no-show';
  return { action, slot: action === 'reschedule' ? LATER : SLOT, now: onVisitDay ? new Date('2026-12-03T06:00:00.000Z') : NOW, timeZone: TIME_ZONE };
}

const pairs = VISIT_STATUSES.flatMap((status) => VISIT_ACTIONS.map((action) => [status, action] as const));

describe('the transition table', () => {
  it.each(pairs.filter(([status, action]) => ALLOWED[status].includes(action)))('%s → %s is allowed', (status, action) => {
    const check = checkTransition(state(status), attempt(action));
    expect(check).toMatchObject({ allowed: true, to: EXPECTED_TARGET[action] });
  });

  it.each(pairs.filter(([status, action]) => !ALLOWED[status].includes(action)))('%s → %s is refused, with a message', (status, action) => {
    const check = checkTransition(state(status), attempt(action));
    expect(check.allowed).toBe(false);
    if (!check.allowed) expect(check.message).toMatch(/^This |^Only /);
  });

  it.each(VISIT_STATUSES)('offers staff exactly the allowed steps on a %s request', (status) => {
    expect(allowedActions(status).sort()).toEqual([...ALLOWED[status]].sort());
  });

  it('lists the statuses that may follow each status', () => {
    expect(nextStatuses('new')).toEqual(['contacted', 'confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['rescheduled', 'cancelled', 'attended', 'no-show']);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('attended')).toEqual(['no-show']);
  });
});

describe('a cancelled or ended request cannot be confirmed by accident', () => {
  it('says who cancelled and when, and what to do instead', () => {
    const check = checkTransition(state('cancelled', { cancelledBy: 'patient', changedAt: '2026-12-02T20:00:00.000Z' }), attempt('confirm'));
    // 20:00 UTC on 2 Dec is 01:30 on 3 Dec in the clinic.
    expect(check).toEqual({
      allowed: false,
      message: 'This request was cancelled by the patient on 3 Dec 2026; it cannot be confirmed. Ask the patient to send a new request.',
    });
    expect(checkTransition(state('cancelled', { cancelledBy: 'clinic' }), attempt('reschedule'))).toMatchObject({
      message: 'This request was cancelled by the clinic on 25 Nov 2026; it cannot be rescheduled. Ask the patient to send a new request.',
    });
  });

  it('a request cancelled before "by" was recorded says only when', () => {
    expect(checkTransition(state('cancelled', { cancelledBy: null }), attempt('confirm'))).toMatchObject({
      message: 'This request was cancelled on 25 Nov 2026; it cannot be confirmed. Ask the patient to send a new request.',
    });
  });

  it('cancelling twice says it was already cancelled', () => {
    expect(checkTransition(state('cancelled', { cancelledBy: 'clinic' }), attempt('cancel-by-patient'))).toMatchObject({
      message: 'This request was already cancelled by the clinic on 25 Nov 2026.',
    });
  });

  it('an attended visit cannot be confirmed, rescheduled or cancelled', () => {
    for (const action of ['confirm', 'reschedule', 'cancel-by-clinic'] as const) {
      const check = checkTransition(state('attended'), attempt(action));
      expect(check).toMatchObject({ allowed: false, message: expect.stringMatching(/^This visit was marked attended on 25 Nov 2026; it cannot be/) });
    }
    expect(checkTransition(state('no-show'), attempt('mark-no-show'))).toMatchObject({ message: 'This visit was already marked as a no-show on 25 Nov 2026.' });
  });

  it('confirming a confirmed visit points to rescheduling, naming the slot', () => {
    expect(checkTransition(state('confirmed'), attempt('confirm'))).toMatchObject({
      message: 'This visit is already confirmed for Thu 3 Dec 2026 at 10:30 am. To change the date, time or branch, reschedule it.',
    });
  });

  it('an open request cannot be rescheduled or marked attended', () => {
    expect(checkTransition(state('new'), attempt('reschedule'))).toMatchObject({
      message: expect.stringMatching(/confirm it with a date, time and branch first/),
    });
    expect(checkTransition(state('contacted'), attempt('mark-attended'))).toMatchObject({ message: 'Only a confirmed visit can be marked attended.' });
    expect(checkTransition(state('contacted'), attempt('contact'))).toMatchObject({ message: 'This request is already marked contacted.' });
  });
});

describe('the slot', () => {
  it.each([
    ['no slot', undefined],
    ['an impossible date', { ...SLOT, date: '2026-02-30' }],
    ['a date in another format', { ...SLOT, date: '03/12/2026' }],
    ['an impossible time', { ...SLOT, time: '24:00' }],
    ['no branch', { ...SLOT, branchId: ' ' }],
  ])('confirming with %s is refused', (_case, slot) => {
    expect(checkTransition(state('new'), { ...attempt('confirm'), slot })).toEqual({
      allowed: false,
      message: 'Give the date (YYYY-MM-DD), time (HH:mm) and branch of the visit to confirm it.',
    });
  });

  it('a slot already past in the clinic is refused; one later today is not', () => {
    // 10:00 in the clinic.
    expect(checkTransition(state('new'), { ...attempt('confirm'), slot: { ...SLOT, date: '2026-11-26', time: '09:59' } })).toMatchObject({
      allowed: false,
      message: 'Thu 26 Nov 2026 at 9:59 am has already passed in the clinic; choose a later time.',
    });
    expect(checkTransition(state('new'), { ...attempt('confirm'), slot: { ...SLOT, date: '2026-11-25', time: '18:00' } }).allowed).toBe(false);
    expect(checkTransition(state('new'), { ...attempt('confirm'), slot: { ...SLOT, date: '2026-11-26', time: '10:00' } }).allowed).toBe(true);
  });

  it('rescheduling to the same slot is refused; another branch at the same time is a change', () => {
    expect(checkTransition(state('confirmed'), { ...attempt('reschedule'), slot: SLOT })).toMatchObject({
      allowed: false,
      message: expect.stringMatching(/already at Thu 3 Dec/),
    });
    expect(checkTransition(state('confirmed'), { ...attempt('reschedule'), slot: { ...SLOT, branchId: 'chandkheda' } }).allowed).toBe(true);
  });

  it('attended and no-show are recorded from the visit’s day in the clinic, not before', () => {
    // 23:59 on 2 Dec in the clinic, then 00:00 on 3 Dec.
    const before = { ...attempt('mark-attended'), now: new Date('2026-12-02T18:29:00.000Z') };
    expect(checkTransition(state('confirmed'), before)).toEqual({
      allowed: false,
      message: 'The visit is on Thu 3 Dec 2026 at 10:30 am; it can be marked attended from that day.',
    });
    expect(checkTransition(state('confirmed'), { ...before, now: new Date('2026-12-02T18:30:00.000Z') }).allowed).toBe(true);
    expect(checkTransition(state('rescheduled'), { ...attempt('mark-no-show'), now: new Date('2026-12-02T18:29:00.000Z') }).allowed).toBe(false);
  });
});

describe('whom a step tells', () => {
  const notice = (status: VisitStatus, action: VisitAction) => {
    const check = checkTransition(state(status), attempt(action));
    return check.allowed ? check.notice : 'refused';
  };

  it('confirming and rescheduling send the patient the calendar event', () => {
    expect(notice('new', 'confirm')).toEqual({ message: 'confirmed', calendar: 'REQUEST' });
    expect(notice('contacted', 'confirm')).toEqual({ message: 'confirmed', calendar: 'REQUEST' });
    expect(notice('confirmed', 'reschedule')).toEqual({ message: 'rescheduled', calendar: 'REQUEST' });
    expect(notice('rescheduled', 'reschedule')).toEqual({ message: 'rescheduled', calendar: 'REQUEST' });
  });

  it('the clinic’s cancellation is always told; it cancels the calendar event only once one was sent', () => {
    expect(notice('confirmed', 'cancel-by-clinic')).toEqual({ message: 'cancelled-by-clinic', calendar: 'CANCEL' });
    expect(notice('rescheduled', 'cancel-by-clinic')).toEqual({ message: 'cancelled-by-clinic', calendar: 'CANCEL' });
    expect(notice('new', 'cancel-by-clinic')).toEqual({ message: 'cancelled-by-clinic', calendar: undefined });
  });

  it('the patient’s own cancellation sends only the calendar cancellation, when there is an event to remove', () => {
    expect(notice('confirmed', 'cancel-by-patient')).toEqual({ message: 'cancelled-by-patient', calendar: 'CANCEL' });
    expect(notice('contacted', 'cancel-by-patient')).toBeUndefined();
  });

  it('contact, attended and no-show tell nobody', () => {
    expect(notice('new', 'contact')).toBeUndefined();
    expect(notice('confirmed', 'mark-attended')).toBeUndefined();
    expect(notice('confirmed', 'mark-no-show')).toBeUndefined();
  });

  it('a cancellation records who cancelled', () => {
    expect(checkTransition(state('confirmed'), attempt('cancel-by-patient'))).toMatchObject({ to: 'cancelled', cancelledBy: 'patient' });
    expect(checkTransition(state('new'), attempt('cancel-by-clinic'))).toMatchObject({ to: 'cancelled', cancelledBy: 'clinic' });
  });
});
