import type { FastifyInstance } from 'fastify';

/**
 * The API accepts JSON and nothing else (Fastify's default text/plain parser would otherwise
 * hand the routes a string), so any other content type with a body is a 415. An empty body
 * with a JSON content type counts as "no body": clients send that for "no filters".
 * Call inside the API's own plugin: parsers are scoped to it.
 */
export function acceptOnlyJsonBodies(api: FastifyInstance): void {
  // The same parser Fastify uses by default, which rejects __proto__ / constructor poisoning.
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
