import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseContentEncoding, compressBytes, type CompressionEffort, type ContentEncoding } from './content-encoding';

// Below this, compressing saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON response serialised once, and compressed at most once per encoding (on first use).
 * Answering from it costs no serialising and no per-request compression; the app-wide
 * compression plugin leaves responses that already carry Content-Encoding alone.
 */
export class PreparedJson {
  readonly #variants = new Map<ContentEncoding, Buffer>();
  readonly #identity: Buffer;
  readonly #effort: CompressionEffort;

  constructor(json: string, effort: CompressionEffort) {
    this.#identity = Buffer.from(json);
    this.#effort = effort;
    this.#variants.set('identity', this.#identity);
  }

  static of(value: unknown, effort: CompressionEffort): PreparedJson {
    return new PreparedJson(JSON.stringify(value), effort);
  }

  get identity(): Buffer {
    return this.#identity;
  }

  bytes(encoding: ContentEncoding): Buffer {
    let variant = this.#variants.get(encoding);
    if (!variant) {
      variant = encoding === 'identity' ? this.#identity : compressBytes(this.#identity, encoding, this.#effort);
      this.#variants.set(encoding, variant);
    }
    return variant;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = this.#identity.length >= COMPRESS_FROM_BYTES ? chooseContentEncoding(request.headers['accept-encoding']) : 'identity';
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(this.bytes(encoding));
  }
}
