/**
 * A page's physical limit: the same server HTML with every script and module preload removed, so
 * the visitor sees the same content and nothing can paint it sooner. This proxy serves that twin
 * of a running site. Every response other than HTML (styles, images, fonts, data) is passed through
 * byte for byte, compressed or not as the site sent it; HTML is decoded, stripped, and encoded again
 * with the encoding and effort the site uses for a cached page (server/ssr/page-cache.ts), so the
 * twin differs from the site only by its scripts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBytes } from '../server/api/content-encoding';

/** Removes executable scripts and module preloads; inert data scripts (JSON, JSON-LD) stay. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  return encoding === 'br' || encoding === 'gzip' ? compressBytes(body, encoding, 'thorough') : body;
}

export async function startNoJsTwin(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const origin = new URL(upstream);
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: origin.host };
    const forward = http.request({ host: origin.hostname, port: origin.port, method: request.method, path: request.url, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const encoding = answer.headers['content-encoding'];
        const html = stripScripts(decode(Buffer.concat(chunks), encoding).toString('utf8'));
        const payload = encode(Buffer.from(html), encoding);
        const outHeaders = { ...answer.headers, 'content-length': String(payload.length) };
        delete outHeaders['transfer-encoding'];
        delete outHeaders.etag;
        response.writeHead(answer.statusCode ?? 502, outHeaders);
        response.end(payload);
      });
    });
    forward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`twin proxy: ${error.message}`);
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
