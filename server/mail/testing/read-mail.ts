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
