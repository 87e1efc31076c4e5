import { WHATSAPP_CHAT_ORIGIN } from '../../src/content/request-follow-up';

/**
 * The staff pages' Content-Security-Policy: nothing from another origin, and no script but the
 * staff scripts, on the pages that load them (`scripts: true`: the article page's editor, the
 * gallery and slides pages' drag to reorder; this site's files only, never inline, never eval). form-action also governs where a form's post may redirect (Chromium
 * enforces it): "Tell the patient on WhatsApp" posts to the staff side, which answers with a
 * redirect to WhatsApp's chat.
 */
export function staffPolicy({ scripts }: { scripts: boolean }): string {
  return [
    "default-src 'none'",
    ...(scripts ? ["script-src 'self'", "connect-src 'self'"] : []),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    `form-action 'self' ${WHATSAPP_CHAT_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
