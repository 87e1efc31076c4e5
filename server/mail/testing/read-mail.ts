/**
 * Test-only: reads a raw message as an SMTP server received it: its calendar parts (base64 or
 * quoted-printable, decoded) and its text with quoted-printable undone, so links can be found.
 */

/** Undoes quoted-printable: soft line breaks (`=` at a line's end) and `=XX` bytes, read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** The headers of the message itself (before the first blank line). */
export function headersOf(raw: string): string {
  return raw.split('\r\n\r\n')[0];
}

/** Every `text/calendar` part of a message: its headers and the calendar file, decoded. */
export function calendarParts(raw: string): Array<{ headers: string; ics: string }> {
  const parts: Array<{ headers: string; ics: string }> = [];
  for (const part of raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const [headers, ...rest] = part.split('\r\n\r\n');
    if (!/content-type: text\/calendar/i.test(headers)) continue;
    const body = rest.join('\r\n\r\n').replace(/\r\n--[^\r\n]+--\r\n?$/, '');
    const ics = /content-transfer-encoding: base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : decodeQuotedPrintable(body);
    parts.push({ headers, ics });
  }
  return parts;
}

/** The subject, its encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) decoded: how a Gujarati or Hindi subject travels. */
export function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(headersOf(raw))?.[1] ?? '';
  return folded.replace(/\r\n[ \t]/g, ' ').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Every `text/plain` and `text/html` part of a message, decoded (base64 or quoted-printable). */
export function textParts(raw: string): Array<{ type: 'plain' | 'html'; text: string }> {
  const parts: Array<{ type: 'plain' | 'html'; text: string }> = [];
  for (const part of raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const [headers, ...rest] = part.split('\r\n\r\n');
    const type = /content-type: text\/(plain|html)/i.exec(headers)?.[1]?.toLowerCase() as 'plain' | 'html' | undefined;
    if (!type) continue;
    const body = rest.join('\r\n\r\n').replace(/\r\n--[^\r\n]+--\r\n?$/, '');
    const text = /content-transfer-encoding: base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : decodeQuotedPrintable(body);
    parts.push({ type, text });
  }
  return parts;
}
