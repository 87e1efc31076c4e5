/**
 * A page's physical limit: the same server HTML with every script and module preload removed, so
 * the visitor sees the same content and nothing can paint it sooner. This proxy serves that twin
 * of a running site: HTML is fetched uncompressed, stripped, and compressed again as the site
 * would send it; every other response (styles, images, fonts) is passed through unchanged.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Removes executable scripts and module preloads; inert data scripts (JSON, JSON-LD) stay. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

export async function startNoJsTwin(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'accept-encoding', 'connection'].includes(name)) headers.set(name, value);
      }
      const answer = await fetch(`${upstream}${request.url}`, { method: request.method, headers, redirect: 'manual' });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? '';
      const outHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'etag'].includes(name)) outHeaders[name] = value;
      });
      let payload = type.startsWith('text/html') ? Buffer.from(stripScripts(body.toString('utf8'))) : body;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type)) {
        if (accepts.includes('br')) {
          payload = brotliCompressSync(payload);
          outHeaders['content-encoding'] = 'br';
        } else if (accepts.includes('gzip')) {
          payload = gzipSync(payload);
          outHeaders['content-encoding'] = 'gzip';
        }
      }
      response.writeHead(answer.status, { ...outHeaders, 'content-length': String(payload.length) });
      response.end(payload);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`twin proxy: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
