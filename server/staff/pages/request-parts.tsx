/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { REQUEST_KIND_LABELS, formatCalendarDate, formatClockTime, formatPhone } from '../../../src/forms/request-summary';
import { whatsAppHref } from '../../../src/content/request-follow-up';
import { REQUEST_STATUSES } from '../../db/database-schema';
import type { InboxRequest } from '../../db/inbox-repository';
import { STATUS_LABELS, describeEmail, formatClinicTime } from '../staff-format';
import { requestPagePath, requestStatusPath } from '../staff-paths';

/** Pieces of a request shown in the list and on its own page. */

function StatusBadge({ request }: { request: InboxRequest }) {
  return <span className={`badge badge--${request.status}`}>{STATUS_LABELS[request.status]}</span>;
}

function KindBadge({ request }: { request: InboxRequest }) {
  return <span className={`badge badge--kind badge--${request.kind}`}>{REQUEST_KIND_LABELS[request.kind]}</span>;
}

/** A WhatsApp chat with the patient, the greeting and reference typed in. */
function patientWhatsApp(request: InboxRequest, clinicName: string): string {
  const number = `${request.countryCode}${request.phoneNumber}`;
  return whatsAppHref(number, `Hello ${request.firstName}, this is ${clinicName} about your request ${request.reference}.`);
}

/**
 * Name, contact links, what was asked and the e-mail states, as a description list. An erased
 * request shows only that it was erased.
 */
export function RequestFacts({
  request,
  clinicName,
  timeZone,
  messageLimit,
}: {
  request: InboxRequest;
  clinicName: string;
  timeZone: string;
  messageLimit?: number;
}) {
  if (request.erasedAt) {
    return (
      <p className="erased">
        Personal details erased {formatClinicTime(request.erasedAt, timeZone)} by {request.erasedBy === 'retention' ? 'the retention job' : request.erasedBy}.
      </p>
    );
  }
  const phone = formatPhone(request.countryCode, request.phoneNumber);
  const message = messageLimit && request.message.length > messageLimit ? `${request.message.slice(0, messageLimit).trimEnd()}…` : request.message;
  return (
    <dl className="facts">
      <div className="facts__row">
        <dt>Name</dt>
        <dd className="facts__name">{`${request.firstName} ${request.lastName}`}</dd>
      </div>
      <div className="facts__row">
        <dt>Phone</dt>
        <dd className="facts__links">
          <a href={`tel:${request.countryCode}${request.phoneNumber}`}>{phone}</a>
          <a href={patientWhatsApp(request, clinicName)} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> {phone} (opens in a new tab)</span>
          </a>
        </dd>
      </div>
      <div className="facts__row">
        <dt>E-mail</dt>
        <dd><a href={`mailto:${request.email}`}>{request.email}</a></dd>
      </div>
      {request.kind === 'appointment' && (
        <>
          <div className="facts__row">
            <dt>Treatment</dt>
            <dd>{request.service}</dd>
          </div>
          <div className="facts__row">
            <dt>Asked for</dt>
            <dd>
              {request.date ? formatCalendarDate(request.date) : ''}, {request.time ? formatClockTime(request.time) : ''}
            </dd>
          </div>
        </>
      )}
      <div className="facts__row facts__row--wide">
        <dt>Message</dt>
        <dd className="facts__message">{message || <span className="muted">(none)</span>}</dd>
      </div>
      <div className="facts__row facts__row--wide">
        <dt>E-mail status</dt>
        <dd>
          <span className="email-state">To the clinic: {describeEmail(request.emails.clinic, timeZone)}</span>
          <span className="email-state">Acknowledgement to the patient: {describeEmail(request.emails.patient, timeZone)}</span>
        </dd>
      </div>
    </dl>
  );
}

/** One action changes the status: a button per other status. */
export function StatusForm({ request, returnTo }: { request: InboxRequest; returnTo: string }) {
  if (request.erasedAt) return null;
  return (
    <form className="status-form" method="post" action={requestStatusPath(request.reference)}>
      <input type="hidden" name="return" value={returnTo} />
      <fieldset>
        <legend>
          Set status <span className="visually-hidden">of {request.reference}</span>
        </legend>
        <div className="status-form__buttons">
          {REQUEST_STATUSES.map((status) =>
            status === request.status ? (
              <span key={status} className={`status-form__current badge badge--${status}`}>
                {STATUS_LABELS[status]}
                <span className="visually-hidden"> (current)</span>
              </span>
            ) : (
              <button key={status} className="button button--small" type="submit" name="status" value={status}>
                {STATUS_LABELS[status]}
              </button>
            ),
          )}
        </div>
      </fieldset>
    </form>
  );
}

export function RequestHeading({ request, level, linked, timeZone }: { request: InboxRequest; level: 1 | 2; linked: boolean; timeZone: string }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="request__header">
      <Heading className="request__reference" id={`request-${request.reference}`}>
        {linked ? <a href={requestPagePath(request.reference)}>{request.reference}</a> : request.reference}
      </Heading>
      <KindBadge request={request} />
      <StatusBadge request={request} />
      <p className="request__received">
        Received <time dateTime={request.receivedAt}>{formatClinicTime(request.receivedAt, timeZone)}</time>
      </p>
    </header>
  );
}
