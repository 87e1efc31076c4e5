/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { addDays } from '../../../src/content/branch-hours';
import { formatCalendarDate, formatClockTime } from '../../../src/forms/date-time-format';
import type { StoredRequest } from '../../db/request-rows';
import type { PossibleDuplicate } from '../../db/inbox-repository';
import type { OpenChangeRequest } from '../../db/change-request-repository';
import { SelectField } from './content-fields';
import { ChangeRequestBadge } from './visit-parts';
import { ALL_BRANCHES, dayQueryString } from '../day-query';
import type { StaffBranch, StaffContext } from '../staff-context';
import { STATUS_LABELS, showPhone } from '../staff-format';
import { allowedActions } from '../../visits/visit-status';
import { DAY_VIEW_PATH, STAFF_HOME_PATH, requestActionPath, requestPagePath } from '../staff-paths';
import { Notice } from './notice';

export interface DayPageProps {
  date: string;
  /** Undefined: every branch. */
  branch: StaffBranch | undefined;
  problems: string[];
  /** What the last step did (a confirmation from a row), as the inbox says it. */
  notice?: string;
  /** In the order of their times. */
  requests: StoredRequest[];
  /** Each request's possible duplicates (same mobile number, within an hour), by its id. */
  duplicates: ReadonlyMap<number, readonly PossibleDuplicate[]>;
  /** The patient's requests for another time that no step has answered yet, by request id. */
  changeRequests: ReadonlyMap<number, OpenChangeRequest>;
  context: StaffContext;
}

type RowMarks = Pick<DayPageProps, 'duplicates' | 'changeRequests'>;

/** The summary of a request on one line: the patient's message, cut where the line would end. */
const SUMMARY_LENGTH = 90;

/** Where a request's visit is: the confirmed branch, else the one asked for ('' for none). */
function branchOf(request: StoredRequest): string {
  return request.slot?.branchId ?? request.values.branch ?? '';
}

function summaryOf(request: StoredRequest): string {
  const line = (request.values.message ?? '').replace(/\s+/g, ' ').trim();
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH).trimEnd()}…` : line;
}

function DayNavigation({ date, branch, context }: Pick<DayPageProps, 'date' | 'branch' | 'context'>) {
  return (
    <div className="day-nav">
      <nav className="day-nav__days" aria-label="Other days">
        <a href={`${DAY_VIEW_PATH}${dayQueryString(addDays(date, -1), branch)}`}>← Previous day</a>
        <a href={`${DAY_VIEW_PATH}${dayQueryString(addDays(date, 1), branch)}`}>Next day →</a>
      </nav>
      <form className="day-nav__form" method="get" action={DAY_VIEW_PATH} aria-label="Choose a day and branch">
        <div className="field">
          <label htmlFor="day-date">Day</label>
          <input id="day-date" name="date" type="date" required defaultValue={date} />
        </div>
        <SelectField
          id="day-branch"
          name="branch"
          label="Branch"
          value={branch?.id ?? ALL_BRANCHES}
          options={[{ value: ALL_BRANCHES, label: 'All branches' }, ...context.branches.map((entry) => ({ value: entry.id, label: entry.name }))]}
        />
        <button className="button" type="submit">
          Show
        </button>
      </form>
      <p className="hint day-nav__print">To print the day, one page per branch, use the browser’s Print command (Ctrl+P).</p>
    </div>
  );
}

/**
 * One press confirms a request exactly as the patient asked (day, time, branch), and the day view
 * comes back with the row confirmed; another time or a dentist is chosen on the request's page.
 * Only for a request that can still be confirmed and asked for a time and a branch.
 */
function ConfirmAsAsked({ request, returnTo }: { request: StoredRequest; returnTo: string }) {
  const { date, time, branch } = request.values;
  if (!date || !time || !branch || !allowedActions(request.status).includes('confirm')) return null;
  return (
    <form className="day-table__confirm" method="post" action={requestActionPath(request.reference, 'confirm')}>
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="time" value={time} />
      <input type="hidden" name="branch" value={branch} />
      <input type="hidden" name="return" value={returnTo} />
      <button className="button button--small" type="submit" aria-label={`Confirm ${request.reference} as asked, ${formatClockTime(time)}`}>
        Confirm as asked
      </button>
    </form>
  );
}

/** A row whose request may be the same patient's other one: which, linked, so both are handled together. */
function DuplicateOf({ duplicates }: { duplicates: readonly PossibleDuplicate[] | undefined }) {
  if (!duplicates?.length) return null;
  return (
    <span className="day-table__duplicate">
      Possible duplicate of{' '}
      {duplicates.map((duplicate, index) => (
        <span key={duplicate.reference}>
          {index > 0 && ', '}
          <a href={requestPagePath(duplicate.reference)}>{duplicate.reference}</a>
        </span>
      ))}
    </span>
  );
}

function DayTable({
  requests,
  context,
  returnTo,
  duplicates,
  changeRequests,
}: RowMarks & { requests: StoredRequest[]; context: StaffContext; returnTo: string }) {
  if (requests.length === 0) return <p className="muted">No appointment requests for this day.</p>;
  return (
    <table className="day-table">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Patient</th>
          <th scope="col">Treatment</th>
          <th scope="col">Mobile</th>
          <th scope="col">Status</th>
          <th scope="col">Summary</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => {
          const time = request.slot?.time ?? request.values.time;
          const treatment = context.treatments.find((choice) => choice.id === request.values.service)?.label ?? request.values.service;
          const phone = showPhone(request, context);
          return (
            <tr key={request.id} className={`day-table__row day-table__row--${request.status}`}>
              <td className="day-table__time">
                {time ? formatClockTime(time) : '—'}
                {!request.slot && <span className="day-table__asked"> asked</span>}
              </td>
              <td>
                <a href={requestPagePath(request.reference)}>
                  {request.values.firstName} {request.values.lastName}
                </a>
                <span className="day-table__reference">{request.reference}</span>
                <DuplicateOf duplicates={duplicates.get(request.id)} />
              </td>
              <td>{treatment || <span className="muted">—</span>}</td>
              <td>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </td>
              <td>
                <span className={`badge badge--${request.status}`}>{STATUS_LABELS[request.status]}</span>
                <ChangeRequestBadge changeRequest={changeRequests.get(request.id)} />
                <ConfirmAsAsked request={request} returnTo={returnTo} />
              </td>
              <td className="day-table__summary">{summaryOf(request)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * One day's appointment requests, by branch, in the order of their times (the confirmed time
 * where there is one, else the time asked for). Printed, each branch is one A4 page without the
 * staff area's header and controls (staff.css).
 */
export function DayPage({ date, branch, problems, notice, requests, duplicates, changeRequests, context }: DayPageProps) {
  const sections = (branch ? [branch] : context.branches).map((entry) => ({
    key: entry.id,
    name: entry.name,
    requests: requests.filter((request) => branchOf(request) === entry.id),
  }));
  const known = new Set(context.branches.map((entry) => entry.id));
  const unplaced = branch ? [] : requests.filter((request) => !known.has(branchOf(request)));
  if (unplaced.length > 0) sections.push({ key: 'none', name: 'Branch not chosen', requests: unplaced });
  const day = formatCalendarDate(date);
  return (
    <div className="day">
      <p className="back">
        <a href={STAFF_HOME_PATH}>← All requests</a>
      </p>
      <h1>
        {day} <span className="day__branch">{branch ? branch.name : 'All branches'}</span>
      </h1>
      <Notice text={notice} />
      {problems.length > 0 && (
        <ul className="notice notice--error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <DayNavigation date={date} branch={branch} context={context} />
      {sections.map((section) => (
        <section key={section.key} className="day-branch" aria-labelledby={`day-${section.key}`}>
          <h2 id={`day-${section.key}`}>
            {section.name} <span className="day-branch__date">{day}</span>
            <span className="day-branch__count">{section.requests.length === 1 ? '1 request' : `${section.requests.length} requests`}</span>
          </h2>
          <DayTable
            requests={section.requests}
            context={context}
            returnTo={`${DAY_VIEW_PATH}${dayQueryString(date, branch)}`}
            duplicates={duplicates}
            changeRequests={changeRequests}
          />
        </section>
      ))}
    </div>
  );
}
