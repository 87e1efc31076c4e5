import { formatOpeningHours } from '../../src/content/opening-hours';
import { formatPostalAddress } from '../../src/content/postal-address';
import { followUpWhatsAppHref, retentionPeriodLabel } from '../../src/content/request-follow-up';
import type { Branch } from '../../src/content/branches';
import { chosenBranch } from '../../src/forms/branch-rules';
import type { SiteDefinition } from '../../src/content/types';
import { REQUEST_FORMS, type DisplayContext } from '../../src/forms/request-fields';
import { REQUEST_KIND_LABELS } from '../../src/forms/request-summary';
import type { OutboxPayload } from '../db/outbox-repository';
import { escapeHtml, plainFirstName } from './patient-text';

/** The clinic's facts the e-mail reads: site.json's, and the branches (pages/branches/). */
export type AcknowledgementSite = Pick<SiteDefinition, 'siteUrl' | 'clinic' | 'requests'> & { branches: readonly Branch[] };

export interface ComposedAcknowledgement {
  subject: string;
  text: string;
  html: string;
}

/**
 * The acknowledgement carries no free text the visitor typed (their last name, message, phone and
 * address stay in the clinic's own e-mail): only a first name that is plainly a name (patient-text.ts).
 */
function greeting(firstName: string): string {
  const name = plainFirstName(firstName);
  return name ? `Dear ${name},` : 'Hello,';
}

interface Parts {
  greeting: string;
  received: string;
  reference: string;
  nextSteps: string[];
  phone: { display: string; href: string };
  whatsApp: string;
  /** The chosen branch, or every branch when none was chosen. */
  branches: Array<{ name: string; address: string }>;
  branchesTitle: string;
  hours: string;
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
  // The branch the request is for: its own phone, hours and address; without one, the clinic's and every branch.
  const branch = chosenBranch(site.branches, payload.request.branch);
  const phone = branch?.phone ?? clinic.phone;
  const kindLabel = REQUEST_KIND_LABELS[payload.kind].toLowerCase();
  const nextSteps = [site.requests.replyPromise];
  if (payload.kind === 'appointment') {
    // Chosen from the clinic's own lists and checked by the form rules: nothing free-typed.
    const [treatment, date, time] = ['service', 'date', 'time'].map((name) => shownField(payload, name, display));
    nextSteps.push(
      `You asked for ${treatment} on ${date} at ${time}. This is a request, not yet a booking: we will confirm the date and time with you, or suggest another if that slot is taken.`,
    );
  }
  return {
    greeting: greeting(payload.request.firstName),
    received: `Thank you for contacting ${clinic.name}. We have received your ${kindLabel}.`,
    reference: payload.reference,
    nextSteps,
    phone: { display: phone.display, href: `tel:${phone.e164}` },
    whatsApp: followUpWhatsAppHref(site, payload.reference),
    branches: (branch ? [branch] : site.branches).map(({ name, address }) => ({ name, address: formatPostalAddress(address) })),
    branchesTitle: branch ? 'Your branch' : 'Our branches',
    hours: formatOpeningHours(branch?.openingHours ?? clinic.openingHours),
    privacy:
      `You receive this e-mail because this address was entered on the ${kindLabel === 'enquiry' ? 'contact' : 'appointment'} form at ${site.siteUrl}. ` +
      `If that was not you, reply to tell us and we will erase the request. ` +
      `We keep requests for ${retentionPeriodLabel(site)}, then erase them; to have yours erased sooner, reply to this e-mail or call us.`,
    siteUrl: site.siteUrl,
    clinicName: clinic.name,
    ...(manageUrl ? { manageUrl } : {}),
  };
}

/** What the manage link offers, before it (text) or as its words (HTML). */
const MANAGE_LINK_TEXT = 'See where your request stands, add the visit to your calendar once it is confirmed, ask for another time or cancel';

function textBody(p: Parts): string {
  return [
    p.greeting,
    '',
    p.received,
    '',
    `Your reference: ${p.reference}`,
    'Please quote it when you call or message us.',
    '',
    'What happens next',
    ...p.nextSteps,
    ...(p.manageUrl ? ['', `${MANAGE_LINK_TEXT}: ${p.manageUrl}`, 'Please keep this link to yourself.'] : []),
    '',
    `Call us: ${p.phone.display}`,
    `WhatsApp us (your reference is already typed in): ${p.whatsApp}`,
    '',
    p.branchesTitle,
    ...p.branches.map((branch) => `${branch.name}: ${branch.address}`),
    `Open ${p.hours}.`,
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
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(`Your reference ${p.reference}`)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d2b36;">
<p>${escapeHtml(p.greeting)}</p>
<p>${escapeHtml(p.received)}</p>
<p style="margin:16px 0;padding:12px 16px;border:2px solid #0f766e;">Your reference:<br><strong style="font-size:22px;letter-spacing:1px;">${escapeHtml(p.reference)}</strong><br>Please quote it when you call or message us.</p>
<h2 style="font-size:18px;margin:24px 0 8px;">What happens next</h2>
${p.nextSteps.map((step) => `<p>${escapeHtml(step)}</p>`).join('\n')}
${p.manageUrl ? `<p><a href="${escapeHtml(p.manageUrl)}">${escapeHtml(MANAGE_LINK_TEXT)}</a>. Please keep this link to yourself.</p>\n` : ''}<p>Call us: <a href="${escapeHtml(p.phone.href)}">${escapeHtml(p.phone.display)}</a><br>
<a href="${escapeHtml(p.whatsApp)}">WhatsApp us</a> (your reference is already typed in)</p>
<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(p.branchesTitle)}</h2>
<ul style="padding-left:20px;">${p.branches.map((branch) => `<li><strong>${escapeHtml(branch.name)}</strong>: ${escapeHtml(branch.address)}</li>`).join('')}</ul>
<p>Open ${escapeHtml(p.hours)}.</p>
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
    subject: `${site.clinic.name}: we received your ${REQUEST_KIND_LABELS[payload.kind].toLowerCase()} (${payload.reference})`,
    text: textBody(p),
    html: htmlBody(p),
  };
}
