/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { REQUEST_STATUSES } from '../../db/database-schema';
import { NO_BRANCH, type InboxFilter, type InboxPage as InboxResults, type PossibleDuplicate } from '../../db/inbox-repository';
import { BRANCH_UNSET_LABEL } from '../../../src/forms/request-fields';
import type { StaffContext } from '../staff-context';
import { INBOX_PAGE_SIZE, inboxQueryString } from '../inbox-filter';
import { STATUS_LABELS } from '../staff-format';
import { may } from '../staff-permissions';
import { CSV_EXPORT_PATH, STAFF_HOME_PATH, requestPagePath } from '../staff-paths';
import { RequestFacts, RequestHeading } from './request-parts';
import { DuplicateLinks, StepButtons, VisitFacts } from './visit-parts';

export interface InboxPageProps {
  /** Each listed request's possible duplicates, by its id. */
  duplicates: ReadonlyMap<number, readonly PossibleDuplicate[]>;
  results: InboxResults;
  filter: InboxFilter;
  page: number;
  problems: string[];
  notice?: string;
  /** SMTP is not set: nothing is e-mailed, so this inbox is the only place requests show up. */
  mailOff: boolean;
  context: StaffContext;
  /** The viewer's role: the page offers only what it may do (staff-permissions.ts). */
  role: string;
  /** This page's own address, where status changes return to. */
  selfPath: string;
}

function FilterForm({ filter, context }: { filter: InboxFilter; context: StaffContext }) {
  return (
    <form className="filters" method="get" action={STAFF_HOME_PATH} role="search" aria-label="Filter requests">
      <div className="field filters__search">
        <label htmlFor="filter-q">Search name, phone, e-mail, reference or treatment</label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.search} maxLength={100} autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" name="status" defaultValue={filter.status ?? ''}>
          <option value="">Any status</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>{STATUS_LABELS[status]}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-kind">Kind</label>
        <select id="filter-kind" name="kind" defaultValue={filter.kind ?? ''}>
          <option value="">Any kind</option>
          <option value="appointment">Appointment requests</option>
          <option value="contact">Enquiries</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-branch">Branch</label>
        <select id="filter-branch" name="branch" defaultValue={filter.branch ?? ''}>
          <option value="">Any branch</option>
          {context.branches.map((branch) => (
            <option key={branch.id} value={branch.id}>{branch.name}</option>
          ))}
          <option value={NO_BRANCH}>{BRANCH_UNSET_LABEL}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-from">Received from</label>
        <input id="filter-from" name="from" type="date" defaultValue={filter.receivedFrom} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">Received until</label>
        <input id="filter-to" name="to" type="date" defaultValue={filter.receivedTo} />
      </div>
      <div className="field">
        <label htmlFor="filter-day">Appointment asked for</label>
        <input id="filter-day" name="day" type="date" defaultValue={filter.askedFor} />
      </div>
      <div className="filters__actions">
        <button className="button" type="submit">Show</button>
        <a className="button button--quiet" href={STAFF_HOME_PATH}>Clear filters</a>
      </div>
    </form>
  );
}

function Pager({ filter, page, total }: { filter: InboxFilter; page: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages of requests">
      {page > 1 ? <a href={`${STAFF_HOME_PATH}${inboxQueryString(filter, page - 1)}`}>← Newer</a> : <span />}
      <span>Page {Math.min(page, pages)} of {pages}</span>
      {page < pages ? <a href={`${STAFF_HOME_PATH}${inboxQueryString(filter, page + 1)}`}>Older →</a> : <span />}
    </nav>
  );
}

/** The list of requests, newest first, with filters, search, CSV export and one-click status changes. */
export function InboxPage({ results, duplicates, filter, page, problems, notice, mailOff, context, role, selfPath }: InboxPageProps) {
  const { requests, total } = results;
  const filtered = inboxQueryString(filter) !== '';
  return (
    <>
      <div className="inbox__title">
        <h1>Requests</h1>
        <p className="inbox__count" aria-live="polite">
          {total === 1 ? '1 request' : `${total} requests`}
          {filtered ? (total === 1 ? ' matches these filters' : ' match these filters') : ''}
        </p>
      </div>
      {notice && <p className="notice notice--success" role="status">{notice}</p>}
      {mailOff && (
        <p className="notice">
          E-mail delivery is off on this server (SMTP_URL is not set): new requests are not e-mailed to the clinic and patients get
          no acknowledgement. Check this inbox.
        </p>
      )}
      {problems.length > 0 && (
        <ul className="notice notice--error" role="alert">
          {problems.map((problem) => <li key={problem}>{problem}</li>)}
        </ul>
      )}
      <FilterForm filter={filter} context={context} />
      {may(role, 'requests.export') && (
        <p className="export">
          <a href={`${CSV_EXPORT_PATH}${inboxQueryString(filter)}`} download>
            {total === 1 ? 'Download this request as CSV' : `Download ${filtered ? 'these' : 'all'} ${total} requests as CSV`}
          </a>
        </p>
      )}
      {requests.length === 0 ? (
        <p className="empty">{filtered ? 'No request matches these filters.' : 'No requests yet.'}</p>
      ) : (
        <ol className="request-list">
          {requests.map((request) => (
            <li key={`${request.kind}-${request.id}`}>
              <article
                className={`request${request.erasedAt ? ' request--erased' : ''}${duplicates.has(request.id) ? ' request--duplicate' : ''}`} aria-labelledby={`request-${request.reference}`}>
                <RequestHeading request={request} level={2} linked timeZone={context.timeZone} />
                <RequestFacts request={request} context={context} messageLimit={280} />
                <VisitFacts request={request} context={context} />
                <DuplicateLinks duplicates={duplicates.get(request.id) ?? []} context={context} />
                <div className="request__actions">
                  {may(role, 'requests.status') && <StepButtons request={request} returnTo={selfPath} confirmLink />}
                  <a className="request__more" href={requestPagePath(request.reference)}>
                    History{request.erasedAt || !may(role, 'requests.erase') ? '' : ' and erasure'}
                    <span className="visually-hidden"> of {request.reference}</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager filter={filter} page={page} total={total} />
    </>
  );
}
