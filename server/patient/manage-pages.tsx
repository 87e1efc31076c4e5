/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MANAGE_TOKEN_PARAM } from '../../src/forms/manage-link';
import { PrivatePageHead } from '../private-page-head';
import { CHANGE_REQUEST_MAX_LENGTH } from './change-request-rules';
import { MANAGE_PATHS } from './manage-paths';
import type { ManageView, VisitDetails } from './manage-view';

/** The clinic, as every page of the patient's side names it. */
export interface PatientPageFrame {
  title: string;
  clinicName: string;
  phone: { display: string; e164: string };
  stylesheetHref: string;
}

/**
 * The frame of the patient's pages: the site's look (its stylesheet and the page's own), no
 * script, never indexed, no referrer: the address holds the request's token.
 */
function PatientDocument({ frame, children }: { frame: PatientPageFrame; children: ReactNode }) {
  return (
    <html lang="en">
      <PrivatePageHead title={`${frame.title} · ${frame.clinicName}`} stylesheetHref={frame.stylesheetHref} />
      <body className="manage">
        <header className="manage__bar">
          <div className="container">
            <a className="manage__brand" href="/">
              {frame.clinicName}
            </a>
          </div>
        </header>
        <main id="main" className="container manage__main">
          {children}
        </main>
        <footer className="manage__footer">
          <div className="container">
            Questions? Call us on <a href={`tel:${frame.phone.e164}`}>{frame.phone.display}</a>.
          </div>
        </footer>
      </body>
    </html>
  );
}

export function renderPatientPage(frame: PatientPageFrame, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(<PatientDocument frame={frame}>{body}</PatientDocument>)}`;
}

/** What the page says after an action it took. */
export type ManageNotice = 'cancelled' | 'change-sent';

const NOTICES: Record<ManageNotice, string> = {
  cancelled: 'Your request is cancelled. The clinic has been told.',
  'change-sent': 'Thank you: the clinic has your message and will call or WhatsApp you to agree a new time.',
};

/** The hidden fields every action sends: the link's token and the form token that proves the form is ours. */
function ActionFields({ token, formToken }: { token: string; formToken: string }) {
  return (
    <>
      <input type="hidden" name={MANAGE_TOKEN_PARAM} value={token} />
      <input type="hidden" name="form" value={formToken} />
    </>
  );
}

function VisitFacts({ visit, requested }: { visit: VisitDetails; requested?: boolean }) {
  return (
    <dl className="manage__facts">
      <div>
        <dt>{requested ? 'Day asked for' : 'Day'}</dt>
        <dd>{visit.day}</dd>
      </div>
      <div>
        <dt>{requested ? 'Time asked for' : 'Time'}</dt>
        <dd>{visit.time}</dd>
      </div>
      {visit.branch && (
        <div>
          <dt>Branch</dt>
          <dd>
            <strong>{visit.branch.name}</strong>
            <br />
            {visit.branch.address}
            <br />
            <a href={visit.branch.mapHref} rel="noopener noreferrer" target="_blank">
              Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            {' · '}
            <a href={`tel:${visit.branch.phone.e164}`}>{visit.branch.phone.display}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Who cancelled, when the request records it (requests cancelled before it did say neither). */
const CANCELLED_BY = { patient: 'You cancelled this request.', clinic: 'The clinic cancelled this request.', unknown: 'This request is cancelled.' } as const;

function StatusPanel({ view }: { view: ManageView }) {
  const { state } = view;
  switch (state.status) {
    case 'received':
      return (
        <div className="manage__panel">
          <p className="manage__status">Received</p>
          <p>
            We have your appointment request. This is not yet a booking: we will call or WhatsApp you to agree the time, then confirm it here and by e-mail.
          </p>
          <VisitFacts visit={state.requested} requested />
        </div>
      );
    case 'confirmed':
      return (
        <div className="manage__panel manage__panel--confirmed">
          <p className="manage__status">{`Confirmed for ${state.visit.day} at ${state.visit.time}${state.visit.branch ? `, ${state.visit.branch.name}` : ''}`}</p>
          {state.rescheduled && <p>The time was changed: this is your new appointment.</p>}
          <VisitFacts visit={state.visit} />
        </div>
      );
    case 'cancelled':
      return (
        <div className="manage__panel manage__panel--cancelled">
          <p className="manage__status">Cancelled</p>
          <p>{`${CANCELLED_BY[state.by ?? 'unknown']} To book another visit, send a new request or call us.`}</p>
        </div>
      );
  }
}

export interface ManagePageProps {
  view: ManageView;
  token: string;
  formToken: string;
  notice?: ManageNotice;
  /** The change request as sent, with why it was refused. */
  change?: { value: string; error: string };
}

/** The patient's page for their request: where it stands, the calendar file once confirmed, cancel, ask for another time. */
export function ManagePage({ view, token, formToken, notice, change }: ManagePageProps) {
  const query = `?${MANAGE_TOKEN_PARAM}=${token}`;
  return (
    <>
      <h1>Your appointment request</h1>
      <p className="manage__lead">
        {view.firstName ? `Hello ${view.firstName}, here` : 'Here'} is where your request <span className="manage__reference">{view.reference}</span> stands.
      </p>
      {notice && (
        <p className="manage__notice" role="status">
          {NOTICES[notice]}
        </p>
      )}
      <StatusPanel view={view} />

      {view.state.status === 'confirmed' && (
        <p>
          <a className="button" href={`${MANAGE_PATHS.calendar}${query}`} download="appointment.ics">
            Add to my calendar (.ics)
          </a>
        </p>
      )}

      {view.canChange && (
        <>
          <section className="manage__section" aria-labelledby="change-title">
            <h2 id="change-title">Ask for another time</h2>
            <form method="post" action={MANAGE_PATHS.change} noValidate>
              <ActionFields token={token} formToken={formToken} />
              <label htmlFor="change-message">Which days or times would suit you?</label>
              <p id="change-hint" className="manage__hint">
                {`Up to ${CHANGE_REQUEST_MAX_LENGTH} characters. We will call or WhatsApp you to agree the new time; until then your request stays as it is.`}
              </p>
              {change && (
                <p id="change-error" className="manage__error">
                  {change.error}
                </p>
              )}
              <textarea
                id="change-message"
                name="message"
                rows={3}
                maxLength={CHANGE_REQUEST_MAX_LENGTH}
                required
                defaultValue={change?.value}
                aria-describedby={change ? 'change-error change-hint' : 'change-hint'}
                aria-invalid={change ? true : undefined}
              />
              <button className="button" type="submit">
                Send to the clinic
              </button>
            </form>
          </section>
          <section className="manage__section" aria-labelledby="cancel-title">
            <h2 id="cancel-title">Cancel</h2>
            <p>If you no longer need this appointment, cancel it so that someone else can have the time.</p>
            <a className="button button--danger" href={`${MANAGE_PATHS.cancel}${query}`}>
              Cancel my request
            </a>
          </section>
        </>
      )}
      <p className="manage__private">This page is private to you: anyone with its link can change your request, so please do not share it.</p>
    </>
  );
}

/** The confirm step before cancelling: one more press, and a way back. */
export function CancelPage({ view, token, formToken }: { view: ManageView; token: string; formToken: string }) {
  const what = view.state.status === 'confirmed' ? `your appointment on ${view.state.visit.day} at ${view.state.visit.time}` : 'your appointment request';
  return (
    <>
      <h1>Cancel your request?</h1>
      <p>
        {`This cancels ${what} (`}
        <span className="manage__reference">{view.reference}</span>
        {'). The clinic is told at once. To visit later, you will need to send a new request.'}
      </p>
      <form method="post" action={MANAGE_PATHS.cancel} className="manage__actions">
        <ActionFields token={token} formToken={formToken} />
        <button className="button button--danger" type="submit">
          Yes, cancel it
        </button>
        <a className="button button--quiet" href={`${MANAGE_PATHS.page}?${MANAGE_TOKEN_PARAM}=${token}`}>
          No, keep it
        </a>
      </form>
    </>
  );
}

/**
 * The one page for every link that opens nothing: a mistyped or made-up token, a request erased,
 * or one whose day has passed. The same words and status for all, so the page tells nobody
 * whether a request exists.
 */
export function EndedPage({ phone, bookingPath }: { phone: PatientPageFrame['phone']; bookingPath: string }) {
  return (
    <>
      <h1>This request has ended.</h1>
      <p>
        This link no longer opens a request. Links work until the end of the day of the visit. To book a visit or ask about one, call us on{' '}
        <a href={`tel:${phone.e164}`}>{phone.display}</a> or <a href={bookingPath}>send a new request</a>.
      </p>
    </>
  );
}

export function TooManyAttemptsPage({ minutes }: { minutes: number }) {
  return (
    <>
      <h1>Please try again later</h1>
      <p>{`Too many links that open no request came from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`}</p>
    </>
  );
}

/** A form of ours that was sent from elsewhere, or too late (the site restarted with a new secret): nothing was changed. */
export function RefusedPage({ token }: { token?: string }) {
  return (
    <>
      <h1>Nothing was changed</h1>
      <p>This form could not be checked, so nothing was changed. Please open your request from its link again and repeat what you wanted to do.</p>
      {token && (
        <p>
          <a className="button" href={`${MANAGE_PATHS.page}?${MANAGE_TOKEN_PARAM}=${token}`}>
            Back to my request
          </a>
        </p>
      )}
    </>
  );
}
