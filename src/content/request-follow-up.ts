import type { SiteDefinition } from './types';

/**
 * How a patient follows up on a request they sent: WhatsApp with the reference already typed,
 * or a phone call. Shared by the thank-you page and the acknowledgement e-mail, so both offer
 * the same message and number from pages/site.json.
 */

type SiteFacts = Pick<SiteDefinition, 'clinic' | 'requests'>;

/** Where WhatsApp's click-to-chat links lead. */
export const WHATSAPP_CHAT_ORIGIN = 'https://wa.me';

/** A WhatsApp chat with the clinic's number, `text` typed in. */
export function whatsAppHref(phoneE164: string, text: string): string {
  return `${WHATSAPP_CHAT_ORIGIN}/${phoneE164.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`;
}

/** The WhatsApp message a patient sends about their request, with the reference in it. */
function followUpWhatsAppMessage(site: SiteFacts, reference: string): string {
  return site.requests.whatsAppMessage.replaceAll('{reference}', reference);
}

export function followUpWhatsAppHref(site: SiteFacts, reference: string): string {
  return whatsAppHref(site.clinic.phone.e164, followUpWhatsAppMessage(site, reference));
}

/** "12 months": how long a request is kept, as the notices and the privacy policy say it. */
export function retentionPeriodLabel(site: Pick<SiteDefinition, 'requests'>): string {
  const months = site.requests.retentionMonths;
  return `${months} month${months === 1 ? '' : 's'}`;
}
