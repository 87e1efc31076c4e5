import net from 'node:net';

export interface RawExchange {
  /** Everything the server wrote before closing (or before `waitMs` ran out). */
  response: string;
  /** Milliseconds from connecting to the server closing the connection; null if it stayed open. */
  closedAfterMs: number | null;
}

/**
 * Writes `text` on a fresh TCP connection to 127.0.0.1:`port` exactly as given (no client
 * library to fix the request up) and collects the answer until the server closes the
 * connection, or `waitMs` passes (then it is closed from this side).
 */
export function exchangeRaw(port: number, text: string | Buffer, { waitMs = 5000 }: { waitMs?: number } = {}): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closedAfterMs: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ response: Buffer.concat(chunks).toString('latin1'), closedAfterMs });
    };
    const timer = setTimeout(() => finish(null), waitMs);
    socket.on('connect', () => {
      if (text.length > 0) socket.write(text);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish(Math.round(performance.now() - startedAt)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it gave up on: that is a close too.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(error);
      }
    });
  });
}

/** The status code and JSON body of a raw HTTP/1.1 response. */
export function parseRawResponse(response: string): { status: number; headers: string; body: string } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
  const split = response.indexOf('\r\n\r\n');
  return { status, headers: response.slice(0, split), body: split < 0 ? '' : response.slice(split + 4) };
}
