import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseContentEncoding, type ContentEncoding } from './content-encoding';

// Below this, compressing saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;

function compress(bytes: Buffer, encoding: Exclude<ContentEncoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: 9 });
}

/**
 * A JSON response serialised once, and compressed at most once per encoding (on first use).
 * Answering from it costs no serialising and no per-request compression; the app-wide
 * compression plugin leaves responses that already carry Content-Encoding alone.
 */
export class PreparedJson {
  readonly #variants = new Map<ContentEncoding, Buffer>();
  readonly #identity: Buffer;

  constructor(json: string) {
    this.#identity = Buffer.from(json);
    this.#variants.set('identity', this.#identity);
  }

  static of(value: unknown): PreparedJson {
    return new PreparedJson(JSON.stringify(value));
  }

  get identity(): Buffer {
    return this.#identity;
  }

  bytes(encoding: ContentEncoding): Buffer {
    let variant = this.#variants.get(encoding);
    if (!variant) {
      variant = encoding === 'identity' ? this.#identity : compress(this.#identity, encoding);
      this.#variants.set(encoding, variant);
    }
    return variant;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding =
      this.#identity.length >= COMPRESS_FROM_BYTES ? chooseContentEncoding(request.headers['accept-encoding']) : 'identity';
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(this.bytes(encoding));
  }
}
