import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseContentEncoding, encodedVariants, type CompressionEffort, type ContentEncoding } from './content-encoding';

// Below this, compressing saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON response serialised once, and compressed at most once per encoding (on first use).
 * Answering from it costs no serialising and no per-request compression; the app-wide
 * compression plugin leaves responses that already carry Content-Encoding alone.
 */
export class PreparedJson {
  readonly identity: Buffer;
  readonly bytes: (encoding: ContentEncoding) => Buffer;

  constructor(json: string, effort: CompressionEffort) {
    this.identity = Buffer.from(json);
    this.bytes = encodedVariants(this.identity, effort);
  }

  static of(value: unknown, effort: CompressionEffort): PreparedJson {
    return new PreparedJson(JSON.stringify(value), effort);
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = this.identity.length >= COMPRESS_FROM_BYTES ? chooseContentEncoding(request.headers['accept-encoding']) : 'identity';
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(this.bytes(encoding));
  }
}
