/**
 * Request bodies read as text only when they are text: bytes that are not UTF-8 and %-escapes
 * that do not decode to UTF-8 are refused, where a lenient decoder would turn them into U+FFFD
 * (or keep the escapes) and store something the visitor never typed.
 */

/** A 400 a body parser hands Fastify; the error handlers answer it with its message. */
class MalformedBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'CLINIC_MALFORMED_BODY';
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodeUtf8Body(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new MalformedBodyError('The request body is not valid UTF-8 text');
  }
}

function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new MalformedBodyError('The form holds a %-escape that is not valid UTF-8; send it as the browser encodes it');
  }
}

/**
 * An application/x-www-form-urlencoded body: each name with its value, or its values in order
 * when the name repeats. Names and values are decoded strictly (decodeURIComponent refuses a
 * broken escape and escaped bytes that are not UTF-8, such as an encoded surrogate).
 */
export function parseFormBody(bytes: Buffer): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const pair of decodeUtf8Body(bytes).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeFormComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeFormComponent(pair.slice(equals + 1));
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return fields;
}
