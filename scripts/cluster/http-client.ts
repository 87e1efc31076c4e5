import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request on a connection of its own from `localAddress` (any 127.x.y.z on Linux's
 * loopback): nginx sees that address as the client's, as it would see distinct visitors. A
 * failed connection or a reset answers status 0 with the error as the body.
 */
export function httpRequest({
  url,
  method = 'GET',
  body,
  headers = {},
  localAddress,
  timeoutMs = 60_000,
}: {
  url: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  localAddress?: string;
  timeoutMs?: number;
}): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method,
        agent: false,
        localAddress,
        timeout: timeoutMs,
        headers: payload ? { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers } : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }));
    request.end(payload);
  });
}
