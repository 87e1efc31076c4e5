import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
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

/** Writes a `{ "message" }` answer straight onto the socket, then closes it. */
function answerOnSocket(socket: Socket, status: number, message: string): void {
  if (socket.writable) {
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

/**
 * Requests Node rejects before Fastify sees them: malformed HTTP, headers (or a URL) over the
 * 16 KB limit, and requests that missed their deadline (see server-timeouts.ts). Answered on the
 * socket in the site's error shape, `{ "message" }`, then the connection is closed: after a
 * parse error or a timeout nothing else can be read from it.
 */
export function handleClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answerFor(error);
  answerOnSocket(socket, status, message);
}

/**
 * `CONNECT host:port` asks for a proxy tunnel. Node hands it to the server's `connect` event, not
 * to Fastify, and with no listener it drops the connection without a word. Answered like any other
 * request whose target is not a path of this site (as the absolute form is): 400 `{ message }`.
 */
export function answerConnect(_request: IncomingMessage, socket: Duplex): void {
  answerOnSocket(socket as Socket, 400, 'CONNECT is not supported: this server is a website, not a proxy');
}
