/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { REQUEST_FORMS, readLabelOf, type FieldDescriptor } from '../../../src/forms/request-fields';
import { languageName } from '../../../src/i18n/language-names';
import { REQUEST_KIND_LABELS } from '../../../src/forms/request-summary';
import { whatsAppHref } from '../../../src/content/request-follow-up';
import type { InboxRequest } from '../../db/inbox-repository';
import type { StaffContext } from '../staff-context';
import { STATUS_LABELS, describeEmail, formatClinicTime } from '../staff-format';
import { requestPagePath } from '../staff-paths';

/** Pieces of a request shown in the list and on its own page. */

function StatusBadge({ request }: { request: InboxRequest }) {
  return <span className={`badge badge--${request.status}`}>{STATUS_LABELS[request.status]}</span>;
}

function KindBadge({ request }: { request: InboxRequest }) {
  return <span className={`badge badge--kind badge--${request.kind}`}>{REQUEST_KIND_LABELS[request.kind]}</span>;
}

/** A WhatsApp chat with the patient, the greeting and reference typed in. */
function patientWhatsApp(request: InboxRequest, e164: string, clinicName: string): string {
  return whatsAppHref(e164, `Hello ${request.values.firstName}, this is ${clinicName} about your request ${request.reference}.`);
}

/** A field's value as staff read it: a link where they reach the patient by it; a long message cut in the list. */
function FieldValue({
  field,
  request,
  context,
  messageLimit,
}: {
  field: FieldDescriptor;
  request: InboxRequest;
  context: StaffContext;
  messageLimit?: number;
}) {
  const value = request.values[field.name] ?? '';
  if (value === '') return <span className="muted">{field.unset ?? '(none)'}</span>;
  const shown = field.show!(value, request.values, context);
  if (field.link === 'mailto') return <a href={`mailto:${value}`}>{shown}</a>;
  if (field.link === 'tel') {
    const e164 = shown.replace(/[^\d+]/g, '');
    return (
      <span className="facts__links">
        <a href={`tel:${e164}`}>{shown}</a>
        <a href={patientWhatsApp(request, e164, context.clinicName)} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="visually-hidden"> {shown} (opens in a new tab)</span>
        </a>
      </span>
    );
  }
  return messageLimit && shown.length > messageLimit ? <>{`${shown.slice(0, messageLimit).trimEnd()}…`}</> : <>{shown}</>;
}

/**
 * Every field of the request as its descriptor shows it, the patient's language, then the e-mail states, as a
 * description list. An erased request shows only that it was erased.
 */
export function RequestFacts({ request, context, messageLimit }: { request: InboxRequest; context: StaffContext; messageLimit?: number }) {
  if (request.erasedAt) {
    return (
      <p className="erased">
        Personal details erased {formatClinicTime(request.erasedAt, context.timeZone)} by{' '}
        {request.erasedBy === 'retention' ? 'the retention job' : request.erasedBy}.
      </p>
    );
  }
  return (
    <dl className="facts">
      {REQUEST_FORMS[request.kind]
        .filter((field) => field.show)
        .map((field) => (
          <div key={field.name} className={`facts__row${field.control?.kind === 'message' ? ' facts__row--wide' : ''}`}>
            <dt>{readLabelOf(field)}</dt>
            <dd className={field.control?.kind === 'message' ? 'facts__message' : undefined}>
              <FieldValue field={field} request={request} context={context} messageLimit={field.control?.kind === 'message' ? messageLimit : undefined} />
            </dd>
          </div>
        ))}
      {/* The language the patient used the site in: their e-mails are in it. */}
      <div className="facts__row">
        <dt>Language</dt>
        <dd>{languageName(request.language, 'en')}</dd>
      </div>
      <div className="facts__row facts__row--wide">
        <dt>E-mail status</dt>
        <dd>
          <span className="email-state">To the clinic: {describeEmail(request.emails.clinic, context.timeZone)}</span>
          <span className="email-state">Acknowledgement to the patient: {describeEmail(request.emails.patient, context.timeZone)}</span>
        </dd>
      </div>
    </dl>
  );
}

export function RequestHeading({ request, level, linked, timeZone }: { request: InboxRequest; level: 1 | 2 | 3; linked: boolean; timeZone: string }) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1];
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
