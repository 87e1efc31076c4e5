import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginOnly } from './origin-guard';

const app = Fastify();
app.addHook('onRequest', sameOriginOnly(3124));
app.get('/edit', async () => 'start page');
app.post('/edit-api/save', async () => ({ saved: true }));
let port = 0;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** A request over the network, with the headers a browser (or an attacker's page) would send. */
function send(method: string, url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const own = 'http://127.0.0.1:3124';

describe('the editor answers its own origin only', () => {
  it('lets in its own pages, a typed address and tools without browser headers', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { host: '127.0.0.1:3124', 'sec-fetch-site': 'same-origin', origin: own },
      { host: 'localhost:3124', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3124' },
      { host: '127.0.0.1:3124', 'sec-fetch-site': 'none' },
      { host: '127.0.0.1:3124' },
    ]) {
      expect((await send('POST', '/edit-api/save', headers)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("lets in the server's own calls while it renders a page (no socket, no browser)", async () => {
    expect((await app.inject({ method: 'GET', url: '/edit' })).statusCode).toBe(200);
  });

  it('refuses another site, another origin and another host name, with a message', async () => {
    for (const [headers, message] of [
      [{ host: '127.0.0.1:3124', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'not requests from other sites'],
      [{ host: '127.0.0.1:3124', 'sec-fetch-site': 'same-site' }, 'not requests from other sites'],
      [{ host: '127.0.0.1:3124', origin: 'http://127.0.0.1:3000' }, 'not requests from http://127.0.0.1:3000'],
      [{ host: '127.0.0.1:3124', origin: 'null' }, 'not requests from null'],
      [{ host: 'rebound.example:3124' }, 'not at rebound.example:3124'],
      [{ host: '127.0.0.1:3000' }, 'not at 127.0.0.1:3000'],
    ] as const) {
      for (const method of ['GET', 'POST']) {
        const response = await send(method, method === 'GET' ? '/edit' : '/edit-api/save', headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(JSON.parse(response.body).message).toContain(message);
      }
    }
  });
});
