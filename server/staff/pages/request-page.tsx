/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { InboxRequest, RequestEvent } from '../../db/inbox-repository';
import { STATUS_LABELS, formatClinicTime } from '../staff-format';
import { STAFF_HOME_PATH, requestErasePath, requestPagePath } from '../staff-paths';
import { RequestFacts, RequestHeading, StatusForm } from './request-parts';

export interface RequestPageProps {
  request: InboxRequest;
  history: RequestEvent[];
  notice?: string;
  error?: string;
  clinicName: string;
  timeZone: string;
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

function EraseForm({ request }: { request: InboxRequest }) {
  return (
    <section className="erase" aria-labelledby="erase-title">
      <h2 id="erase-title">Erase personal details</h2>
      <p>
        When the patient asks, or the request is no longer needed: the name, phone, e-mail and message are removed for good,
        with any e-mail about it still waiting to be sent. The reference, kind, times, treatment and this history stay as the
        record that the request existed.
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

/** One request: everything it holds, its status buttons, its history and the erase form. */
export function RequestPage({ request, history, notice, error, clinicName, timeZone }: RequestPageProps) {
  return (
    <>
      <p className="back"><a href={STAFF_HOME_PATH}>← All requests</a></p>
      {notice && <p className="notice notice--success" role="status">{notice}</p>}
      {error && <p className="notice notice--error" role="alert">{error}</p>}
      <article className={`request request--single${request.erasedAt ? ' request--erased' : ''}`} aria-labelledby={`request-${request.reference}`}>
        <RequestHeading request={request} level={1} linked={false} timeZone={timeZone} />
        <RequestFacts request={request} clinicName={clinicName} timeZone={timeZone} />
        <div className="request__actions">
          <StatusForm request={request} returnTo={requestPagePath(request.reference)} />
        </div>
      </article>
      <History history={history} timeZone={timeZone} />
      {!request.erasedAt && <EraseForm request={request} />}
    </>
  );
}
