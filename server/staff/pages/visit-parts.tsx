/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { PossibleDuplicate, InboxRequest, RequestEvent } from '../../db/inbox-repository';
import type { RequestNote } from '../../db/visit-repository';
import type { OpenChangeRequest } from '../../db/change-request-repository';
import { allowedActions, type VisitAction } from '../../visits/visit-status';
import { NOTE_MAX_LENGTH } from '../staff-actions';
import type { StaffContext } from '../staff-context';
import { STATUS_LABELS, describeSlot, formatClinicTime } from '../staff-format';
import { requestActionPath, requestPagePath, requestStatusPath } from '../staff-paths';
import type { SlotErrors, SlotField, SlotInput } from '../visit-slot-input';
import { ErrorText } from './form-fields';

/** The visit's parts of a request's page and card: its slot, its steps, its history, its notes. */

/**
 * The steps taken by one button and how the button says it: most by the status each leads to, as
 * `POST …/status` names it; the patient's cancellation (told by phone) by its own address, since
 * `cancelled` by name is the clinic's.
 */
const BUTTON_STEPS: ReadonlyArray<{ action: VisitAction; label: string; danger?: boolean } & ({ status: string } | { path: 'patient-cancelled' })> = [
  { action: 'contact', status: 'contacted', label: 'Mark contacted' },
  { action: 'mark-attended', status: 'attended', label: 'Mark attended' },
  { action: 'mark-no-show', status: 'no-show', label: 'Mark no-show' },
  { action: 'cancel-by-patient', path: 'patient-cancelled', label: 'The patient cancelled', danger: true },
  { action: 'cancel-by-clinic', status: 'cancelled', label: 'Cancel the visit', danger: true },
];

const actor = (name: string) => (name === 'retention' ? 'Retention job' : name === 'patient' ? 'The patient' : name);

/** The buttons of the steps the request's status allows that need nothing but a press; confirming needs the slot form. */
export function StepButtons({ request, returnTo, confirmLink }: { request: InboxRequest; returnTo: string; confirmLink?: boolean }) {
  if (request.erasedAt) return null;
  const allowed = allowedActions(request.status);
  const buttons = BUTTON_STEPS.filter((step) => allowed.includes(step.action));
  const canConfirm = allowed.includes('confirm');
  if (buttons.length === 0 && !(confirmLink && canConfirm)) return null;
  return (
    <form className="status-form" method="post" action={requestStatusPath(request.reference)}>
      <input type="hidden" name="return" value={returnTo} />
      <fieldset>
        <legend>
          Next step <span className="visually-hidden">for {request.reference}</span>
        </legend>
        <div className="status-form__buttons">
          {confirmLink && canConfirm && (
            <a className="button button--small" href={`${requestPagePath(request.reference)}#visit`}>
              Confirm with a time…<span className="visually-hidden"> ({request.reference})</span>
            </a>
          )}
          {buttons.map((step) => (
            <button
              key={step.action}
              className={`button button--small${step.danger ? ' button--small-danger' : ''}`}
              type="submit"
              {...('status' in step ? { name: 'status', value: step.status } : { formAction: requestActionPath(request.reference, step.path) })}
            >
              {step.label}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}

/** The confirmed visit: when, where, with whom; or who cancelled. */
export function VisitFacts({ request, context }: { request: InboxRequest; context: StaffContext }) {
  if (request.erasedAt || (!request.slot && !request.cancelledBy)) return null;
  return (
    <p className={`visit-facts visit-facts--${request.status}`}>
      {request.slot && (
        <>
          <strong>{request.status === 'cancelled' ? 'Was booked for' : request.status === 'rescheduled' ? 'Moved to' : 'Booked for'}</strong>{' '}
          {describeSlot(request.slot, context)}
        </>
      )}
      {request.cancelledBy && <span className="visit-facts__cancelled">Cancelled by the {request.cancelledBy}.</span>}
    </p>
  );
}

/** Links between requests that may be one patient sending twice, both ways. */
export function DuplicateLinks({ duplicates, context }: { duplicates: readonly PossibleDuplicate[]; context: StaffContext }) {
  if (duplicates.length === 0) return null;
  return (
    <p className="duplicates">
      <strong>Possible duplicate</strong> (same mobile number, within an hour):{' '}
      {duplicates.map((duplicate, index) => (
        <span key={duplicate.reference}>
          {index > 0 && ', '}
          <a href={requestPagePath(duplicate.reference)}>{duplicate.reference}</a> received{' '}
          <time dateTime={duplicate.receivedAt}>{formatClinicTime(duplicate.receivedAt, context.timeZone)}</time>
        </span>
      ))}
    </p>
  );
}

/**
 * The patient asked for another time on their page and nobody has taken a step since: a badge
 * (and, on the inbox card, their note) where the front desk works, so it is seen without opening
 * the request.
 */
export function ChangeRequestNote({ changeRequest, context }: { changeRequest: OpenChangeRequest | undefined; context: StaffContext }) {
  if (!changeRequest) return null;
  return (
    <p className="change-request">
      <ChangeRequestBadge changeRequest={changeRequest} /> <time dateTime={changeRequest.at}>{formatClinicTime(changeRequest.at, context.timeZone)}</time>
      {changeRequest.message && <span className="change-request__message">“{changeRequest.message}”</span>}
    </p>
  );
}

export function ChangeRequestBadge({ changeRequest }: { changeRequest: OpenChangeRequest | undefined }) {
  return changeRequest ? <span className="badge badge--change-request">Asked for another time</span> : null;
}

/**
 * The slot form: confirm (a request not yet booked) or reschedule (a booked visit). It starts from
 * what was sent back after an error, else the current slot, else what the patient asked for.
 */
export function SlotForm({ request, context, input, errors = {} }: { request: InboxRequest; context: StaffContext; input?: SlotInput; errors?: SlotErrors }) {
  const allowed = allowedActions(request.status);
  const action = allowed.includes('confirm') ? 'confirm' : allowed.includes('reschedule') ? 'reschedule' : undefined;
  if (!action || request.erasedAt) return null;
  const start: SlotInput = input ?? {
    date: request.slot?.date ?? request.values.date ?? '',
    time: request.slot?.time ?? request.values.time ?? '',
    branch: request.slot?.branchId ?? request.values.branch ?? '',
    dentist: request.slot?.dentistId ?? '',
  };
  const errorId = (field: SlotField) => `slot-${field}-error`;
  const invalid = (field: SlotField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {});
  const title = action === 'confirm' ? 'Confirm the visit' : 'Reschedule the visit';
  return (
    <section className="visit" id="visit" aria-labelledby="visit-title">
      <h2 id="visit-title">{title}</h2>
      <p className="hint">
        {action === 'confirm'
          ? 'The patient’s choice is filled in: change it to what you agreed with them.'
          : 'The new date, time or branch you agreed with the patient.'}
      </p>
      <form className="slot-form" method="post" action={requestActionPath(request.reference, action)} noValidate>
        <div className="field">
          <label htmlFor="slot-date">Date</label>
          <input id="slot-date" name="date" type="date" required defaultValue={start.date} {...invalid('date')} />
          <ErrorText id={errorId('date')} error={errors.date} />
        </div>
        <div className="field">
          <label htmlFor="slot-time">Time</label>
          <input id="slot-time" name="time" type="time" required defaultValue={start.time} {...invalid('time')} />
          <ErrorText id={errorId('time')} error={errors.time} />
        </div>
        <fieldset className="field slot-form__branches" {...(errors.branch ? { 'aria-describedby': errorId('branch') } : {})}>
          <legend>Branch</legend>
          {context.branches.map((branch) => (
            <div key={branch.id} className="radio">
              <input id={`slot-branch-${branch.id}`} name="branch" type="radio" value={branch.id} required defaultChecked={start.branch === branch.id} />
              <label htmlFor={`slot-branch-${branch.id}`}>{branch.name}</label>
            </div>
          ))}
          <ErrorText id={errorId('branch')} error={errors.branch} />
        </fieldset>
        <div className="field">
          <label htmlFor="slot-dentist">Dentist (optional)</label>
          <select id="slot-dentist" name="dentist" defaultValue={start.dentist} {...invalid('dentist')}>
            <option value="">Any dentist</option>
            {context.dentists.map((dentist) => (
              <option key={dentist.id} value={dentist.id}>
                {dentist.name}
              </option>
            ))}
          </select>
          <ErrorText id={errorId('dentist')} error={errors.dentist} />
        </div>
        <div className="slot-form__actions">
          <button className="button" type="submit">
            {action === 'confirm' ? 'Confirm this visit' : 'Move the visit here'}
          </button>
        </div>
      </form>
    </section>
  );
}

function describeEvent(event: RequestEvent): string {
  if (event.action === 'erase') return 'Personal details erased';
  if (event.action === 'change-request') return 'The patient asked for a change';
  const from = event.fromStatus ? STATUS_LABELS[event.fromStatus] : '—';
  const to = event.toStatus ? STATUS_LABELS[event.toStatus] : '—';
  return `${from} → ${to}${event.cancelledBy ? ` (by the ${event.cancelledBy})` : ''}`;
}

/** Every event of the request, oldest first: when, who, what, and the visit's slot at that moment. */
export function History({ history, context }: { history: RequestEvent[]; context: StaffContext }) {
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {history.length === 0 ? (
        <p className="muted">No changes yet: the request is as it arrived.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Visit</th>
            </tr>
          </thead>
          <tbody>
            {history.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.at}>{formatClinicTime(event.at, context.timeZone)}</time>
                </td>
                <td>{actor(event.actor)}</td>
                <td>
                  {describeEvent(event)}
                  {event.message && <span className="history__message">“{event.message}”</span>}
                </td>
                <td>{event.slot ? describeSlot(event.slot, context) : <span className="muted">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The clinic's internal notes (never shown to the patient), and a form to add one. */
export function Notes({ request, notes, context, error }: { request: InboxRequest; notes: RequestNote[]; context: StaffContext; error?: string }) {
  return (
    <section className="notes" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      <p className="hint">For the clinic only: the patient never sees them. They are erased with the request.</p>
      {notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ol className="notes__list">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="notes__meta">
                <strong>{note.author}</strong>, <time dateTime={note.at}>{formatClinicTime(note.at, context.timeZone)}</time>
              </p>
              <p className="notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      {!request.erasedAt && (
        <form className="notes__form" method="post" action={requestActionPath(request.reference, 'notes')}>
          <div className="field">
            <label htmlFor="note-text">Add a note</label>
            <textarea
              id="note-text"
              name="text"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              required
              {...(error ? { 'aria-invalid': true, 'aria-describedby': 'note-error' } : {})}
            />
            <ErrorText id="note-error" error={error} />
          </div>
          <button className="button button--quiet" type="submit">
            Add note
          </button>
        </form>
      )}
    </section>
  );
}
