import { whatsAppHref } from '../content/request-follow-up';
import type { SiteDefinition } from '../content/types';

/** The clinic's phone as a tel: link: the floating call button and the mobile menu. */
export function callHref(site: Pick<SiteDefinition, 'clinic'>): string {
  return `tel:${site.clinic.phone.e164}`;
}

/** A WhatsApp chat with the clinic, the greeting from pages/site.json typed in: the floating chat button and the mobile menu. */
export function chatHref(site: Pick<SiteDefinition, 'clinic' | 'floatingButtons'>): string {
  return whatsAppHref(site.clinic.phone.e164, site.floatingButtons.chatMessage);
}
