/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { REQUEST_FORMS, readLabelOf } from '../../../src/forms/request-fields';
import type { StaffContext } from '../staff-context';
import type { InboxRequest, PossibleDuplicate, RequestEvent } from '../../db/inbox-repository';
import { may } from '../staff-permissions';
import { STAFF_HOME_PATH, requestActionPath, requestErasePath, requestPagePath } from '../staff-paths';
import type { RequestNote } from '../../db/visit-repository';
import type { SlotErrors, SlotInput } from '../visit-slot-input';
import { RequestFacts, RequestHeading } from './request-parts';
import { DuplicateLinks, History, Notes, SlotForm, StepButtons, VisitFacts } from './visit-parts';
import { Notice } from './notice';

export interface RequestPageProps {
  request: InboxRequest;
  history: RequestEvent[];
  notes: RequestNote[];
  duplicates: readonly PossibleDuplicate[];
  notice?: string;
  error?: string;
  /** The slot form as sent, and its fields' errors, when it was refused. */
  slotInput?: SlotInput;
  slotErrors?: SlotErrors;
  noteError?: string;
  /** The visit's last change has a message for the patient, to send on WhatsApp from the clinic's phone. */
  patientWhatsApp?: boolean;
  context: StaffContext;
  /** The viewer's role: the status buttons and the erase form show only when it may use them. */
  role: string;
}

/** What erasure blanks for this kind of request (the fields marked personal), lower case: `first name, …, time and message`. */
function erasedFieldList(request: InboxRequest): string {
  const labels = REQUEST_FORMS[request.kind].filter((field) => field.personal).map((field) => readLabelOf(field).toLowerCase());
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

function EraseForm({ request }: { request: InboxRequest }) {
  return (
    <section className="erase" aria-labelledby="erase-title">
      <h2 id="erase-title">Erase personal details</h2>
      <p>
        When the patient asks, or the request is no longer needed: its {erasedFieldList(request)} are removed for good, with the record of the e-mails about it
        (one still waiting is never sent). The reference, kind, status, when it arrived and this history stay as the record that the request existed.
      </p>
      <form method="post" action={requestErasePath(request.reference)}>
        <div className="checkbox">
          <input id="erase-confirm" name="confirm" type="checkbox" value="yes" required />
          <label htmlFor="erase-confirm">I understand this cannot be undone</label>
        </div>
        <button className="button button--danger" type="submit">
          {/* One flex item, so the space before the reference survives. */}
          <span>
            Erase personal details of <span className="nowrap">{request.reference}</span>
          </span>
        </button>
      </form>
    </section>
  );
}

/** One request: everything it holds, its status buttons, its history and the erase form (each as the viewer's role allows). */
export function RequestPage({
  request,
  history,
  notes,
  duplicates,
  notice,
  error,
  slotInput,
  slotErrors,
  noteError,
  patientWhatsApp,
  context,
  role,
}: RequestPageProps) {
  return (
    <>
      <p className="back">
        <a href={STAFF_HOME_PATH}>← All requests</a>
      </p>
      <Notice text={notice} />
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <article className={`request request--single${request.erasedAt ? ' request--erased' : ''}`} aria-labelledby={`request-${request.reference}`}>
        <RequestHeading request={request} level={1} linked={false} timeZone={context.timeZone} />
        <RequestFacts request={request} context={context} />
        <VisitFacts request={request} context={context} />
        <DuplicateLinks duplicates={duplicates} context={context} />
        {patientWhatsApp && (
          <form className="tell-patient" method="post" action={requestActionPath(request.reference, 'whatsapp')} target="_blank">
            <button className="button button--quiet" type="submit" aria-describedby="tell-patient-hint">
              Tell the patient on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </button>
            <span className="hint" id="tell-patient-hint">
              The same words as the patient’s e-mail, with their own link to the request, ready to send from the clinic’s phone.
            </span>
          </form>
        )}
        {may(role, 'requests.status') && !request.erasedAt && (
          <div className="request__actions">
            <StepButtons request={request} returnTo={requestPagePath(request.reference)} />
          </div>
        )}
      </article>
      {may(role, 'requests.status') && <SlotForm request={request} context={context} input={slotInput} errors={slotErrors} />}
      <History history={history} context={context} />
      <Notes request={request} notes={notes} context={context} error={noteError} />
      {!request.erasedAt && may(role, 'requests.erase') && <EraseForm request={request} />}
    </>
  );
}
