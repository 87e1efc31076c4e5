import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a page address answers to: reading it. */
const PAGE_METHODS = ['GET', 'HEAD'] as const;

function sendsBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Any other method on a page path (POST, PUT, DELETE, OPTIONS…) is answered 405
 * `{ "message" }` with `Allow: GET, HEAD`, in onRequest: before a byte of the body is read, so
 * posting a megabyte to /about costs nothing. When a body was announced the connection is
 * closed after the answer, rather than reading the body to keep it alive.
 *
 * These are wildcard routes (`/*`), so a route for one path wins over them: a page that takes
 * a form posted without JavaScript registers its own route for it, for example
 * `app.post('/contact', { bodyLimit }, handler)`, and that path then accepts POST while every
 * other page keeps answering 405.
 */
export function registerPageMethodGuard(app: FastifyInstance): void {
  const otherMethods = app.supportedMethods.filter((method) => !(PAGE_METHODS as readonly string[]).includes(method));
  const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
    if (sendsBody(request)) reply.header('connection', 'close');
    const path = request.url.split('?')[0];
    return reply
      .code(405)
      .header('allow', PAGE_METHODS.join(', '))
      .send({ message: `${request.method} is not allowed on ${path}: it is a page, to be read with GET` });
  };
  // Fastify requires a handler; onRequest has always answered by the time it would run.
  for (const url of ['/', '/*']) app.route({ method: otherMethods, url, onRequest: refuse, handler: refuse });
}
