import { useId } from 'react';
import { useSite } from '../../content/content-context';
import { followUpWhatsAppHref } from '../../content/request-follow-up';
import type { SectionDefinition } from '../../content/types';
import { REQUEST_KIND_LABELS } from '../../forms/request-summary';
import { useSubmissionReceipt } from '../../forms-ui/submission-receipt';
import { Icon } from '../../ui/icon';
import { SmartLink } from '../../ui/rich-text';
import { useDictionary, useSectionWords } from '../../i18n/dictionary-context';
import { thankYouWords } from '../../i18n/section-words/thank-you';
import './thank-you-details.css';

/**
 * The thank-you page: what was received (worded for an enquiry or an appointment request), then
 * the confirmation a patient keeps: the reference to quote, what they sent, what happens next,
 * and the clinic's phone and WhatsApp (the message already carries the reference); last, the
 * way home. The summary comes from the scripted form; a form posted without JavaScript brings
 * only the reference and the kind of request, in the page's address. Without either (see
 * submission-receipt.ts) it is the heading, the enquiry's words and the way home.
 */
export default function ThankYouDetailsSection({ section }: { section: SectionDefinition<'thank-you-details'> }) {
  const receipt = useSubmissionReceipt();
  const site = useSite();
  const { common } = useDictionary();
  const thankYou = useSectionWords('thankYou', thankYouWords);
  const uid = useId();
  const { phone } = site.clinic;
  return (
    <section className="thank-you-details" aria-labelledby={`${uid}-title`}>
      <div className="container thank-you-details__inner">
        <h1 id={`${uid}-title`} className="thank-you-details__heading">
          {section.title}
        </h1>
        <p className="thank-you-details__received">{section.received[receipt?.kind ?? 'contact']}</p>

        {receipt && (
          <>
            <div className="thank-you-details__panel">
              <h2 id={`${uid}-reference`} className="thank-you-details__label">
                {section.referenceLabel}
              </h2>
              <p className="thank-you-details__reference">{receipt.reference}</p>
              <p className="thank-you-details__hint">{section.referenceHint}</p>
            </div>

            {receipt.summary && (
              <>
                <h2 className="thank-you-details__title">{section.summaryTitle}</h2>
                <dl className="thank-you-details__summary">
                  <div>
                    <dt>{thankYou.request}</dt>
                    <dd>{REQUEST_KIND_LABELS[receipt.kind]}</dd>
                  </div>
                  {receipt.summary.map((line) => (
                    <div key={line.label}>
                      <dt>{line.label}</dt>
                      <dd>{line.value}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}

            {receipt.manage && (
              <div className="thank-you-details__manage">
                <h2 className="thank-you-details__title">{section.manage.title}</h2>
                <p>{section.manage.text}</p>
                {/* A plain link of the site's own: the page it opens sends no referrer and is never indexed. */}
                <a className="button" href={receipt.manage} rel="nofollow">
                  {section.manage.label}
                </a>
              </div>
            )}

            <h2 className="thank-you-details__title">{section.nextStepsTitle}</h2>
            <p className="thank-you-details__next">{site.requests.replyPromise}</p>
            <div className="thank-you-details__actions">
              <a className="button" href={`tel:${phone.e164}`}>
                <Icon name="phone" size={20} />
                {section.callLabel} {phone.display}
              </a>
              <a
                className="button button--light thank-you-details__whatsapp"
                href={followUpWhatsAppHref(site, receipt.reference)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="whatsapp" size={20} />
                {section.whatsAppLabel}
                <span className="visually-hidden"> {common.newTab}</span>
              </a>
            </div>
          </>
        )}

        <p className="thank-you-details__home">
          <SmartLink className="button" href={section.link.href}>
            {section.link.label}
          </SmartLink>
        </p>
      </div>
    </section>
  );
}
