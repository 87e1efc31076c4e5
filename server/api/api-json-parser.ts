import type { FastifyInstance } from 'fastify';
import { decodeUtf8Body } from '../strict-body-text';

/**
 * The API accepts JSON and nothing else (Fastify's default text/plain parser would otherwise
 * hand the routes a string), so any other content type with a body is a 415. An empty body
 * with a JSON content type counts as "no body": clients send that for "no filters". A body
 * that is not UTF-8 is a 400: decoded leniently, its bad bytes would be stored as U+FFFD.
 * Call inside the API's own plugin: parsers are scoped to it.
 */
export function acceptOnlyJsonBodies(api: FastifyInstance): void {
  // The same parser Fastify uses by default, which rejects __proto__ / constructor poisoning.
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8Body(body as Buffer);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
