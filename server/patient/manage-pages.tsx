/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MANAGE_TOKEN_PARAM } from '../../src/forms/manage-link';
import { LANGUAGES, localizePath, type Language } from '../../src/i18n/languages';
import { PrivatePageHead } from '../private-page-head';
import { CHANGE_REQUEST_MAX_LENGTH } from './change-request-rules';
import { MANAGE_PATHS } from './manage-paths';
import type { ManageView, VisitDetails } from './manage-view';
import { MANAGE_WORDS, newTabNote, type ManageWords } from './manage-words/all';

/** The clinic, as every page of the patient's side names it, in the page's language. */
export interface PatientPageFrame {
  title: string;
  clinicName: string;
  phone: { display: string; e164: string };
  stylesheetHref: string;
  language: Language;
}

/**
 * The frame of the patient's pages: the site's look (its stylesheet and the page's own), no
 * script, never indexed, no referrer: the address holds the request's token.
 */
function PatientDocument({ frame, children }: { frame: PatientPageFrame; children: ReactNode }) {
  const { footer } = MANAGE_WORDS[frame.language];
  return (
    <html lang={frame.language}>
      <PrivatePageHead title={`${frame.title} · ${frame.clinicName}`} stylesheetHref={frame.stylesheetHref} />
      <body className="manage">
        <header className="manage__bar">
          <div className="container">
            <a className="manage__brand" href={localizePath('/', frame.language)}>
              {frame.clinicName}
            </a>
          </div>
        </header>
        <main id="main" className="container manage__main">
          {children}
        </main>
        <footer className="manage__footer">
          <div className="container">
            {footer.before}
            <a href={`tel:${frame.phone.e164}`}>{frame.phone.display}</a>
            {footer.after}
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
export type ManageNotice = Extract<keyof ManageWords['notices'], string>;

/** The hidden fields every action sends: the link's token and the form token that proves the form is ours. */
function ActionFields({ token, formToken }: { token: string; formToken: string }) {
  return (
    <>
      <input type="hidden" name={MANAGE_TOKEN_PARAM} value={token} />
      <input type="hidden" name="form" value={formToken} />
    </>
  );
}

function VisitFacts({ visit, requested, language }: { visit: VisitDetails; requested?: boolean; language: Language }) {
  const { facts } = MANAGE_WORDS[language];
  return (
    <dl className="manage__facts">
      <div>
        <dt>{requested ? facts.dayAskedFor : facts.day}</dt>
        <dd>{visit.day}</dd>
      </div>
      <div>
        <dt>{requested ? facts.timeAskedFor : facts.time}</dt>
        <dd>{visit.time}</dd>
      </div>
      {visit.branch && (
        <div>
          <dt>{facts.branch}</dt>
          <dd>
            <strong>{visit.branch.name}</strong>
            <br />
            {visit.branch.address}
            <br />
            <a href={visit.branch.mapHref} rel="noopener noreferrer" target="_blank">
              {facts.openInMaps}
              <span className="visually-hidden">{` ${newTabNote(language)}`}</span>
            </a>
            {' · '}
            <a href={`tel:${visit.branch.phone.e164}`}>{visit.branch.phone.display}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}

function StatusPanel({ view }: { view: ManageView }) {
  const { state, language } = view;
  const { status } = MANAGE_WORDS[language];
  switch (state.status) {
    case 'received':
      return (
        <div className="manage__panel">
          <p className="manage__status">{status.received}</p>
          <p>{status.receivedText}</p>
          <VisitFacts visit={state.requested} requested language={language} />
        </div>
      );
    case 'confirmed':
      return (
        <div className="manage__panel manage__panel--confirmed">
          <p className="manage__status">{status.confirmedFor(state.visit.day, state.visit.time, state.visit.branch?.name)}</p>
          {state.rescheduled && <p>{status.rescheduled}</p>}
          <VisitFacts visit={state.visit} language={language} />
        </div>
      );
    case 'cancelled':
      return (
        <div className="manage__panel manage__panel--cancelled">
          <p className="manage__status">{status.cancelled}</p>
          <p>{`${status.cancelledBy[state.by ?? 'unknown']} ${status.bookAgain}`}</p>
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
  const words = MANAGE_WORDS[view.language];
  const lead = words.lead(view.firstName);
  return (
    <>
      <h1>{words.titles.request}</h1>
      <p className="manage__lead">
        {lead.before}
        <span className="manage__reference">{view.reference}</span>
        {lead.after}
      </p>
      {notice && (
        <p className="manage__notice" role="status">
          {words.notices[notice]}
        </p>
      )}
      <StatusPanel view={view} />

      {view.state.status === 'confirmed' && (
        <p>
          <a className="button" href={`${MANAGE_PATHS.calendar}${query}`} download="appointment.ics">
            {words.addToCalendar}
          </a>
        </p>
      )}

      {view.canChange && (
        <>
          <section className="manage__section" aria-labelledby="change-title">
            <h2 id="change-title">{words.change.title}</h2>
            <form method="post" action={MANAGE_PATHS.change} noValidate>
              <ActionFields token={token} formToken={formToken} />
              <label htmlFor="change-message">{words.change.label}</label>
              <p id="change-hint" className="manage__hint">
                {words.change.hint(CHANGE_REQUEST_MAX_LENGTH)}
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
                {words.change.send}
              </button>
            </form>
          </section>
          <section className="manage__section" aria-labelledby="cancel-title">
            <h2 id="cancel-title">{words.cancel.title}</h2>
            <p>{words.cancel.text}</p>
            <a className="button button--danger" href={`${MANAGE_PATHS.cancel}${query}`}>
              {words.cancel.button}
            </a>
          </section>
        </>
      )}
      <p className="manage__private">{words.private}</p>
    </>
  );
}

/** The confirm step before cancelling: one more press, and a way back. */
export function CancelPage({ view, token, formToken }: { view: ManageView; token: string; formToken: string }) {
  const words = MANAGE_WORDS[view.language];
  const text = words.cancelStep.text(view.state.status === 'confirmed' ? view.state.visit : undefined);
  return (
    <>
      <h1>{words.titles.cancel}</h1>
      <p>
        {text.before}
        <span className="manage__reference">{view.reference}</span>
        {text.after}
      </p>
      <form method="post" action={MANAGE_PATHS.cancel} className="manage__actions">
        <ActionFields token={token} formToken={formToken} />
        <button className="button button--danger" type="submit">
          {words.cancelStep.confirm}
        </button>
        <a className="button button--quiet" href={`${MANAGE_PATHS.page}?${MANAGE_TOKEN_PARAM}=${token}`}>
          {words.cancelStep.keep}
        </a>
      </form>
    </>
  );
}

/**
 * A page no request is known for (a link that opens nothing, too many of them) cannot be in the
 * request's language: looking it up would tell whether the link was ever good, and the links carry
 * no language of their own. So it says its words in every language: English first as the page's
 * own (the site's default; its text as it always was), then each other language briefly under it,
 * marked with its `lang`, so a Gujarati or Hindi patient finds their words on the same page, each
 * in its script's font (the stylesheet `all`: manage-stylesheets.ts).
 */
function InEveryLanguage({ children }: { children: (language: Language, words: ManageWords) => { heading: string; body: ReactNode } }) {
  return (
    <>
      {LANGUAGES.map((language) => {
        const { heading, body } = children(language, MANAGE_WORDS[language]);
        return language === 'en' ? (
          <Fragment key={language}>
            <h1>{heading}</h1>
            {body}
          </Fragment>
        ) : (
          <section key={language} lang={language} className="manage__section">
            <h2>{heading}</h2>
            {body}
          </section>
        );
      })}
    </>
  );
}

/**
 * The one page for every link that opens nothing: a mistyped or made-up token, a request erased,
 * or one whose day has passed. The same words and status for all, so the page tells nobody
 * whether a request exists. `bookingPath`: the booking page in each language (English's where a
 * language has none).
 */
export function EndedPage({ phone, bookingPath }: { phone: PatientPageFrame['phone']; bookingPath: (language: Language) => string }) {
  return (
    <InEveryLanguage>
      {(language, { ended }) => ({
        heading: ended.heading,
        body: (
          <p>
            {ended.before}
            <a href={`tel:${phone.e164}`}>{phone.display}</a>
            {ended.or}
            <a href={bookingPath(language)}>{ended.newRequest}</a>
            {ended.after}
          </p>
        ),
      })}
    </InEveryLanguage>
  );
}

export function TooManyAttemptsPage({ minutes }: { minutes: number }) {
  return <InEveryLanguage>{(_language, words) => ({ heading: words.titles.tooManyAttempts, body: <p>{words.tooManyAttempts(minutes)}</p> })}</InEveryLanguage>;
}

/** A form of ours that was sent from elsewhere, or too late (the site restarted with a new secret): nothing was changed. */
export function RefusedPage({ token, language }: { token?: string; language: Language }) {
  const words = MANAGE_WORDS[language];
  return (
    <>
      <h1>{words.titles.refused}</h1>
      <p>{words.refused.text}</p>
      {token && (
        <p>
          <a className="button" href={`${MANAGE_PATHS.page}?${MANAGE_TOKEN_PARAM}=${token}`}>
            {words.refused.back}
          </a>
        </p>
      )}
    </>
  );
}
