import { formatPostalAddress } from '../../src/content/postal-address';
import { followUpWhatsAppHref } from '../../src/content/request-follow-up';
import type { Branch } from '../../src/content/branches';
import { chosenBranch } from '../../src/forms/branch-rules';
import type { SiteDefinition } from '../../src/content/types';
import { REQUEST_FORMS, type DisplayContext } from '../../src/forms/request-fields';
import type { OutboxPayload } from '../db/outbox-repository';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import { ACKNOWLEDGEMENT_STRINGS, type AcknowledgementStrings } from './acknowledgement-strings';
import { escapeHtml, plainFirstName } from './patient-text';

/** The clinic's facts the e-mail reads: site.json's, and the branches (pages/branches/). */
export type AcknowledgementSite = Pick<SiteDefinition, 'siteUrl' | 'clinic' | 'requests'> & { branches: readonly Branch[] };

export interface ComposedAcknowledgement {
  subject: string;
  text: string;
  html: string;
}

interface Parts {
  strings: AcknowledgementStrings;
  greeting: string;
  received: string;
  reference: string;
  nextSteps: string[];
  phone: { display: string; href: string };
  whatsApp: string;
  /** The chosen branch, or every branch when none was chosen. */
  branches: Array<{ name: string; address: string }>;
  branchesTitle: string;
  /** `Open Monday to Sunday, 8 am to 10 pm.` */
  open: string;
  privacy: string;
  siteUrl: string;
  clinicName: string;
  /** An appointment request's page for its patient (its token made for this e-mail). */
  manageUrl?: string;
}

/** A field of the request as people read it (the treatment's label, the date written out). */
function shownField(payload: OutboxPayload, name: string, display: DisplayContext): string {
  const field = REQUEST_FORMS[payload.kind].find((candidate) => candidate.name === name);
  const value = payload.request[name] ?? '';
  return field?.show ? field.show(value, payload.request, display) : value;
}

function parts(payload: OutboxPayload, site: AcknowledgementSite, display: DisplayContext, manageUrl: string | undefined): Parts {
  const { clinic } = site;
  const strings = ACKNOWLEDGEMENT_STRINGS[payload.language ?? DEFAULT_LANGUAGE];
  // The branch the request is for: its own phone, hours and address; without one, the clinic's and every branch.
  const branch = chosenBranch(site.branches, payload.request.branch);
  const phone = branch?.phone ?? clinic.phone;
  const nextSteps = [strings.replyPromise(site)];
  if (payload.kind === 'appointment') {
    // Chosen from the clinic's own lists and checked by the form rules: nothing free-typed.
    const { date = '', time = '' } = payload.request;
    nextSteps.push(strings.askedFor(shownField(payload, 'service', display), date, time));
  }
  return {
    strings,
    // Only a first name that is plainly a name (patient-text.ts): the e-mail carries no other free text the visitor typed.
    greeting: strings.greeting(plainFirstName(payload.request.firstName)),
    received: strings.received(clinic.name, payload.kind),
    reference: payload.reference,
    nextSteps,
    phone: { display: phone.display, href: `tel:${phone.e164}` },
    whatsApp: followUpWhatsAppHref(site, payload.reference),
    branches: (branch ? [branch] : site.branches).map(({ name, address }) => ({ name, address: formatPostalAddress(address) })),
    branchesTitle: branch ? strings.yourBranch : strings.ourBranches,
    open: strings.open(branch?.openingHours ?? clinic.openingHours),
    privacy: strings.privacy(payload.kind, site.siteUrl, site),
    siteUrl: site.siteUrl,
    clinicName: clinic.name,
    ...(manageUrl ? { manageUrl } : {}),
  };
}

function textBody(p: Parts): string {
  const s = p.strings;
  return [
    p.greeting,
    '',
    p.received,
    '',
    `${s.yourReference}: ${p.reference}`,
    s.quoteIt,
    '',
    s.whatHappensNext,
    ...p.nextSteps,
    ...(p.manageUrl ? ['', `${s.manageLink}: ${p.manageUrl}`, s.keepLinkPrivate] : []),
    '',
    `${s.callUs}: ${p.phone.display}`,
    `${s.whatsAppUs} (${s.whatsAppNote}): ${p.whatsApp}`,
    '',
    p.branchesTitle,
    ...p.branches.map((branch) => `${branch.name}: ${branch.address}`),
    p.open,
    '',
    p.clinicName,
    p.siteUrl,
    '',
    '--',
    p.privacy,
  ].join('\n');
}

// Plain markup with inline styles (mail clients ignore style sheets); no images and no
// remote resources, so opening the e-mail tells nobody anything.
function htmlBody(p: Parts): string {
  const s = p.strings;
  return `<!doctype html>
<html lang="${s.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(`${s.yourReference} ${p.reference}`)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d2b36;">
<p>${escapeHtml(p.greeting)}</p>
<p>${escapeHtml(p.received)}</p>
<p style="margin:16px 0;padding:12px 16px;border:2px solid #0f766e;">${escapeHtml(s.yourReference)}:<br><strong style="font-size:22px;letter-spacing:1px;">${escapeHtml(p.reference)}</strong><br>${escapeHtml(s.quoteIt)}</p>
<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(s.whatHappensNext)}</h2>
${p.nextSteps.map((step) => `<p>${escapeHtml(step)}</p>`).join('\n')}
${p.manageUrl ? `<p><a href="${escapeHtml(p.manageUrl)}">${escapeHtml(s.manageLink)}</a>. ${escapeHtml(s.keepLinkPrivate)}</p>\n` : ''}<p>${escapeHtml(s.callUs)}: <a href="${escapeHtml(p.phone.href)}">${escapeHtml(p.phone.display)}</a><br>
<a href="${escapeHtml(p.whatsApp)}">${escapeHtml(s.whatsAppUs)}</a> (${escapeHtml(s.whatsAppNote)})</p>
<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(p.branchesTitle)}</h2>
<ul style="padding-left:20px;">${p.branches.map((branch) => `<li><strong>${escapeHtml(branch.name)}</strong>: ${escapeHtml(branch.address)}</li>`).join('')}</ul>
<p>${escapeHtml(p.open)}</p>
<p>${escapeHtml(p.clinicName)}<br><a href="${escapeHtml(p.siteUrl)}">${escapeHtml(p.siteUrl.replace(/^https:\/\//, ''))}</a></p>
<hr style="border:0;border-top:1px solid #ccd5dc;">
<p style="font-size:13px;color:#4a5a66;">${escapeHtml(p.privacy)}</p>
</body>
</html>`;
}

/**
 * The e-mail that tells a patient their request arrived: the reference, what happens next, how
 * to reach the clinic, and for an appointment request its patient's page (`manageUrl`). Plain
 * text and HTML, no tracking. The subject carries no visitor text
 * (headers stay clean whatever was typed); the body only a first name that is plainly a name.
 */
export function composeAcknowledgement(
  payload: OutboxPayload,
  site: AcknowledgementSite,
  display: DisplayContext,
  manageUrl?: string,
): ComposedAcknowledgement {
  const p = parts(payload, site, display, manageUrl);
  return {
    subject: p.strings.subject(site.clinic.name, payload.kind, payload.reference),
    text: textBody(p),
    html: htmlBody(p),
  };
}
