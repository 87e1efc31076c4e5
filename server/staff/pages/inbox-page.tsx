/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { REQUEST_STATUSES } from '../../db/database-schema';
import { NO_BRANCH, type InboxFilter, type InboxPage as InboxResults, type InboxRequest, type PossibleDuplicate } from '../../db/inbox-repository';
import type { OpenChangeRequest } from '../../db/change-request-repository';
import { groupPossibleDuplicates } from '../duplicate-groups';
import { BRANCH_UNSET_LABEL } from '../../../src/forms/request-fields';
import type { StaffContext } from '../staff-context';
import { INBOX_PAGE_SIZE, inboxQueryString } from '../inbox-filter';
import { STATUS_LABELS, showPhone } from '../staff-format';
import { may } from '../staff-permissions';
import { CSV_EXPORT_PATH, STAFF_HOME_PATH, requestPagePath } from '../staff-paths';
import { SelectField } from './content-fields';
import { RequestFacts, RequestHeading } from './request-parts';
import { ChangeRequestNote, DuplicateLinks, StepButtons, VisitFacts } from './visit-parts';
import { Notice } from './notice';

export interface InboxPageProps {
  /** Each listed request's possible duplicates, by its id. */
  duplicates: ReadonlyMap<number, readonly PossibleDuplicate[]>;
  /** The patient's requests for another time that no step has answered yet, by request id. */
  changeRequests: ReadonlyMap<number, OpenChangeRequest>;
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
      <SelectField
        id="filter-status"
        name="status"
        label="Status"
        value={filter.status ?? ''}
        placeholder="Any status"
        options={REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
      />
      <SelectField
        id="filter-kind"
        name="kind"
        label="Kind"
        value={filter.kind ?? ''}
        placeholder="Any kind"
        options={[
          { value: 'appointment', label: 'Appointment requests' },
          { value: 'contact', label: 'Enquiries' },
        ]}
      />
      <SelectField
        id="filter-branch"
        name="branch"
        label="Branch"
        value={filter.branch ?? ''}
        placeholder="Any branch"
        options={[...context.branches.map((branch) => ({ value: branch.id, label: branch.name })), { value: NO_BRANCH, label: BRANCH_UNSET_LABEL }]}
      />
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
        <button className="button" type="submit">
          Show
        </button>
        <a className="button button--quiet" href={STAFF_HOME_PATH}>
          Clear filters
        </a>
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
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? <a href={`${STAFF_HOME_PATH}${inboxQueryString(filter, page + 1)}`}>Older →</a> : <span />}
    </nav>
  );
}

type CardProps = Pick<InboxPageProps, 'duplicates' | 'changeRequests' | 'context' | 'role' | 'selfPath'>;

/** One request in the list: its facts, its visit, what the patient asked since, its next steps. */
function RequestCard({ request, level, duplicates, changeRequests, context, role, selfPath }: CardProps & { request: InboxRequest; level: 2 | 3 }) {
  return (
    <article
      className={`request${request.erasedAt ? ' request--erased' : ''}${duplicates.has(request.id) ? ' request--duplicate' : ''}`}
      aria-labelledby={`request-${request.reference}`}
    >
      <RequestHeading request={request} level={level} linked timeZone={context.timeZone} />
      <ChangeRequestNote changeRequest={changeRequests.get(request.id)} context={context} />
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
  );
}

/**
 * Requests that may be one patient sending twice, side by side under one heading that says why,
 * so they are handled together (one confirmed, the other cancelled) rather than as strangers.
 */
function DuplicateGroup({ requests, ...cardProps }: CardProps & { requests: InboxRequest[] }) {
  const headingId = `duplicates-${requests[0].reference}`;
  return (
    <section className="duplicate-group" aria-labelledby={headingId}>
      <h2 className="duplicate-group__title" id={headingId}>
        Possible duplicates: {requests.length} requests from {showPhone(requests[0], cardProps.context)} within an hour
      </h2>
      <ol className="duplicate-group__list">
        {requests.map((request) => (
          <li key={`${request.kind}-${request.id}`}>
            <RequestCard request={request} level={3} {...cardProps} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The list of requests, newest first, with filters, search, CSV export and one-click status changes. */
export function InboxPage({ results, duplicates, changeRequests, filter, page, problems, notice, mailOff, context, role, selfPath }: InboxPageProps) {
  const { requests, total } = results;
  const cardProps = { duplicates, changeRequests, context, role, selfPath };
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
      <Notice text={notice} />
      {mailOff && (
        <p className="notice">
          E-mail delivery is off on this server (SMTP_URL is not set): new requests are not e-mailed to the clinic and patients get no acknowledgement. Check
          this inbox.
        </p>
      )}
      {problems.length > 0 && (
        <ul className="notice notice--error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
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
          {groupPossibleDuplicates(requests, duplicates).map((entry) =>
            entry.kind === 'single' ? (
              <li key={`${entry.request.kind}-${entry.request.id}`}>
                <RequestCard request={entry.request} level={2} {...cardProps} />
              </li>
            ) : (
              <li key={`group-${entry.requests[0].id}`}>
                <DuplicateGroup requests={entry.requests} {...cardProps} />
              </li>
            ),
          )}
        </ol>
      )}
      <Pager filter={filter} page={page} total={total} />
    </>
  );
}
