import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { BARE_RESPONSE_HEADERS } from './security-headers';

interface ConnectionError extends Error {
  code?: string;
}

function answerFor(error: ConnectionError): { status: number; message: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive: please try again' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers or the address are too long' };
    default:
      return { status: 400, message: 'The request is not valid HTTP' };
  }
}

/**
 * Requests Node rejects before Fastify sees them: malformed HTTP, headers (or a URL) over the
 * 16 KB limit, and requests that missed their deadline (see server-timeouts.ts). Answered on the
 * socket in the site's error shape, `{ "message" }`, then the connection is closed: after a
 * parse error or a timeout nothing else can be read from it.
 */
export function handleClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = answerFor(error);
    const body = JSON.stringify({ message });
    const headers = {
      ...BARE_RESPONSE_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy();
}
