/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { REQUEST_FORMS, readLabelOf } from '../../../src/forms/request-fields';
import type { StaffContext } from '../staff-context';
import type { InboxRequest, RequestEvent } from '../../db/inbox-repository';
import { STATUS_LABELS, formatClinicTime } from '../staff-format';
import { may } from '../staff-permissions';
import { STAFF_HOME_PATH, requestErasePath, requestPagePath } from '../staff-paths';
import { RequestFacts, RequestHeading, StatusForm } from './request-parts';

export interface RequestPageProps {
  request: InboxRequest;
  history: RequestEvent[];
  notice?: string;
  error?: string;
  context: StaffContext;
  /** The viewer's role: the status buttons and the erase form show only when it may use them. */
  role: string;
}

function describeEvent(event: RequestEvent): string {
  if (event.action === 'erase') return 'Personal details erased';
  const from = event.fromStatus ? STATUS_LABELS[event.fromStatus] : '—';
  const to = event.toStatus ? STATUS_LABELS[event.toStatus] : '—';
  return `${from} → ${to}`;
}

function History({ history, timeZone }: { history: RequestEvent[]; timeZone: string }) {
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
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {history.map((event, index) => (
              <tr key={index}>
                <td><time dateTime={event.at}>{formatClinicTime(event.at, timeZone)}</time></td>
                <td>{event.actor === 'retention' ? 'Retention job' : event.actor}</td>
                <td>{describeEvent(event)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
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
        When the patient asks, or the request is no longer needed: its {erasedFieldList(request)} are removed for good, with the
        record of the e-mails about it (one still waiting is never sent). The reference, kind, status, when it arrived and this history stay as
        the record that the request existed.
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
export function RequestPage({ request, history, notice, error, context, role }: RequestPageProps) {
  return (
    <>
      <p className="back"><a href={STAFF_HOME_PATH}>← All requests</a></p>
      {notice && <p className="notice notice--success" role="status">{notice}</p>}
      {error && <p className="notice notice--error" role="alert">{error}</p>}
      <article className={`request request--single${request.erasedAt ? ' request--erased' : ''}`} aria-labelledby={`request-${request.reference}`}>
        <RequestHeading request={request} level={1} linked={false} timeZone={context.timeZone} />
        <RequestFacts request={request} context={context} />
        {may(role, 'requests.status') && !request.erasedAt && (
          <div className="request__actions">
            <StatusForm request={request} returnTo={requestPagePath(request.reference)} />
          </div>
        )}
      </article>
      <History history={history} timeZone={context.timeZone} />
      {!request.erasedAt && may(role, 'requests.erase') && <EraseForm request={request} />}
    </>
  );
}
