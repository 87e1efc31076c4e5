import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../src/contract/api-contract';
import { rawRequest } from './api/testing/api-test-server';
import { SAMPLE_CONTACT } from './api/testing/sample-requests';
import { BARE_RESPONSE_HEADERS, securityHeaderValues } from './security-headers';
import { writeContentChanges } from './db/content-writer';
import { registerPageMethodGuard } from './ssr/page-methods';
import { exchangeRaw, parseRawResponse } from './testing/raw-socket';
import { startSiteTestServer, type SiteTestServer } from './testing/site-test-server';
import { BOOT_STARTER_SCRIPT } from './ssr/boot-starter';

/**
 * The whole site as `npm start` composes it (rendering from the source), against the requests
 * a hostile or broken client sends: security headers on every kind of response, odd URLs,
 * `$` patterns in the page, methods a page does not take.
 */

const TREATMENT_PAGE = '/root-canal-treatment-in-ahmedabad';
// Replacement patterns String.replace expands, plus an attempt to close the state script.
const HOSTILE_TESTIMONIAL = "Before $` between $' and $& after </script><script>alert(1)</script> <!-- end";

let site: SiteTestServer;
let port: number;

beforeAll(async () => {
  site = await startSiteTestServer({ formRateLimit: false });
  await writeContentChanges(site.db, (connection) =>
    connection
      .insertInto('testimonials')
      .values({
        name: 'Hostile $` Name',
        location: "Place $'",
        description: HOSTILE_TESTIMONIAL,
        language: 'en',
        image: 'testimonials/t-01.svg',
        width: 160,
        height: 160,
        position: -1,
      })
      .execute(),
  );
  await site.app.listen({ host: '127.0.0.1', port: 0 });
  port = (site.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => site?.close());

const get = (url: string) => rawRequest(port, url);
const text = (response: { body: Buffer }) => response.body.toString();
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** The page state, as the client reads it. */
function readState(html: string): unknown {
  const match = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no state script');
  return JSON.parse(match[1]);
}

describe('security headers', () => {
  type Answer = () => Promise<{ status: number; headers: Record<string, unknown> }>;
  // Documents: what the browser may render as a page (an SVG opened on its own can run script).
  const documents: Array<[kind: string, request: Answer]> = [
    ['a page', () => get('/about')],
    ['the 404 page', () => get('/no-such-page')],
    ['a redirect', () => get('/braces')],
    ['an SVG image', () => get('/api/v1/get-images/testimonials/t-01.svg')],
    ['a URL Fastify cannot decode', () => get('/%E0%A4%A')],
  ];
  // Subresources: never rendered as a page, so they carry the short set, not the page's 1.8 KB.
  const subresources: Array<[kind: string, request: Answer]> = [
    ['an API answer', () => get('/api/v1/testimonials/get-testimonials')],
    ['an API error', () => get('/api/v1/nope')],
    ['a refused method', () => rawRequest(port, '/about', { method: 'DELETE' })],
    ['a raster image', () => get('/api/v1/get-images/slides/slide-1-640w.avif')],
  ];

  it.each(documents)('the page headers on %s', async (kind, request) => {
    const { headers } = await request();
    const expected = securityHeaderValues();
    for (const name of Object.keys(expected)) {
      if (name === 'content-security-policy' && kind === 'an SVG image') continue;
      expect(headers[name], name).toBe(expected[name]);
    }
    expect(headers['strict-transport-security'], "HSTS is the HTTPS proxy's").toBeUndefined();
  });

  it.each(subresources)('only the subresource headers on %s', async (kind, request) => {
    const { status, headers } = await request();
    expect(status).toBeLessThan(500);
    if (kind === 'a raster image') expect([status, headers['content-type']]).toEqual([200, 'image/avif']);
    for (const [name, value] of Object.entries(BARE_RESPONSE_HEADERS)) expect(headers[name], name).toBe(value);
    for (const name of Object.keys(securityHeaderValues()).filter((name) => !(name in BARE_RESPONSE_HEADERS))) {
      expect(headers[name], name).toBeUndefined();
    }
  });

  it('an SVG image keeps its own locked-down policy', async () => {
    const { headers } = await get('/api/v1/get-images/testimonials/t-01.svg');
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it("the policy runs no inline or eval'd script but the page's starter (by its hash), frames only what the site embeds, and is never framed by others", () => {
    const policy = securityHeaderValues()['content-security-policy'];
    const directive = (name: string) => policy.split(';').find((part) => part.startsWith(`${name} `));
    const starterHash = `'sha256-${createHash('sha256').update(BOOT_STARTER_SCRIPT).digest('base64')}'`;
    expect(directive('script-src')).toBe(`script-src 'self' ${starterHash} https://www.instagram.com`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive('frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://www.google.com/maps https://www.google.com/maps/ https://www.instagram.com',
    );
    expect(directive('img-src')).toBe("img-src 'self' data: https://i.ytimg.com");
    for (const fixed of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "script-src-attr 'none'"]) {
      expect(policy.split(';')).toContain(fixed);
    }
  });

  it('the copy used before routing (app.securityHeaders) equals what a page is sent', async () => {
    const fromSite = (await site.app.inject('/about')).headers;
    for (const [name, value] of Object.entries(site.app.securityHeaders ?? {})) expect(fromSite[name], name).toBe(value);
    expect(site.app.securityHeaders).toEqual(securityHeaderValues());
  });
});

describe('no 5xx from a URL', () => {
  const oddUrls: Array<[label: string, url: string]> = [
    ['//a:x', '//a:x'],
    ['/\\a:x', '/\\a:x'],
    ['//%25', '//%25'],
    ['a lone %', '/%'],
    ['a truncated UTF-8 escape', '/%E0%A4%A'],
    ['an 8,000-character path', `/${'x'.repeat(8000)}`],
    ['dot segments', '/about/../../etc/passwd'],
    ['an encoded NUL', '/about%00'],
  ];
  it.each(oddUrls)('%s answers the 404 page', async (_label, url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(text(response)).toContain('Page not found');
    expect(count(text(response), '<!doctype html>')).toBe(1);
  });

  it.each([
    ['a bad escape in a blog slug', '/blogs/%ZZ'],
    ['a thousand broken escapes in a blog slug', `/blogs/${'%F0'.repeat(1000)}`],
    ['a query of broken escapes', `/about?q=${'%'.repeat(500)}`],
  ])('%s answers one page, no 5xx', async (_label, url) => {
    const response = await get(url);
    expect(response.status).toBeLessThan(500);
    expect(count(text(response), '<!doctype html>')).toBe(1);
  });

  it('//evil.example/ is not the home page', async () => {
    const response = await get('//evil.example/');
    expect(response.status).toBe(404);
    expect(text(response)).toContain('Page not found');
    expect(text(response)).not.toContain('rel="canonical" href="https://www.demo-dental-clinic.example"');
  });

  it('a URL too long for the header limit gets 431 { message }', async () => {
    const { response } = await exchangeRaw(port, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const { status, body } = parseRawResponse(response);
    expect(status).toBe(431);
    expect(JSON.parse(body)).toHaveProperty('message');
  });

  it('an absolute-form request target is a 400 { message }, not a page of another host', async () => {
    const { response } = await exchangeRaw(port, 'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    const { status, body } = parseRawResponse(response);
    expect([400, 404]).toContain(status);
    if (status === 400) expect(JSON.parse(body)).toHaveProperty('message');
    else expect(body).toContain('Page not found');
  });

  it('CONNECT (a proxy tunnel) is answered 400 { message } and the connection closed, not dropped silently', async () => {
    const { response, closedAfterMs } = await exchangeRaw(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    const { status, headers, body } = parseRawResponse(response);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ message: expect.stringMatching(/CONNECT/) });
    expect(headers).toMatch(/^x-content-type-options: nosniff\r?$/m);
    expect(closedAfterMs).not.toBeNull();
  });

  it.each([
    ['/thank-you/?t=PASS', '/'],
    ['/thank-you/?a=1&t=PASS&b=2', '/?a=1&b=2'],
    ['/thank-you/?%74=PASS&t=PASS2', '/'],
    ['/braces?t=PASS&q=1', '/orthodontist-in-ahmedabad?q=1'],
  ])('a redirect never carries a thank-you pass to another page: %s', async (url, location) => {
    const response = await get(url);
    expect([301, 302, 307, 308]).toContain(response.status);
    expect(response.headers.location).toBe(location);
  });

  it('a redirect keeps an odd query without breaking its Location header', async () => {
    const response = await get('/braces?q=%F0%9F%98%80&x=%ZZ');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/orthodontist-in-ahmedabad?q=%F0%9F%98%80&x=%ZZ');
  });
});

describe('the document is filled with functions, the state is inert JSON', () => {
  it("a URL with $' renders one document", async () => {
    const html = text(await get("/blogs/x$'y"));
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(count(html, 'id="root"')).toBe(1);
    expect(count(html, 'id="query-state"')).toBe(1);
  });

  it("a testimonial with $` $' $& and </script> renders once, and the state parses back to it", async () => {
    const response = await get(TREATMENT_PAGE);
    const html = text(response);
    expect(response.status).toBe(200);
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(count(html, 'id="root"')).toBe(1);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(JSON.stringify(readState(html))).toContain(JSON.stringify(HOSTILE_TESTIMONIAL).slice(1, -1));
  });

  it('no inline executable script anywhere in a page but the one starter the policy names by its hash', async () => {
    for (const url of ['/', '/about', TREATMENT_PAGE, '/book-appointment', '/no-such-page']) {
      const html = text(await get(url));
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const starters = scripts.filter(([, , body]) => body === BOOT_STARTER_SCRIPT);
      expect(starters, url).toHaveLength(1);
      for (const [, attributes, body] of scripts) {
        // JSON and JSON-LD are data: browsers never execute them.
        const isData = /type="application\/(?:ld\+)?json"/.test(attributes);
        const isExternal = /\ssrc="/.test(attributes) && body.trim() === '';
        expect(isData || isExternal || body === BOOT_STARTER_SCRIPT, `${url}: <script${attributes}>`).toBe(true);
      }
      expect(html, url).not.toMatch(/\son[a-z]+=/i);
    }
  });
});

describe('methods a page does not take', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s /about is 405 { message } with Allow', async (method) => {
    const response = await rawRequest(port, '/about', { method, headers: { 'content-type': 'application/json', 'content-length': '2' }, body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(text(response))).toEqual({ message: `${method} is not allowed on /about: it is a page, to be read with GET` });
  });

  it('is answered before the body is read: a megabyte announced and never sent', async () => {
    const { response, closedAfterMs } = await exchangeRaw(
      port,
      'POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000\r\n\r\n',
      { waitMs: 3000 },
    );
    const { status, headers, body } = parseRawResponse(response);
    expect(status).toBe(405);
    expect(headers).toMatch(/connection: close/i);
    expect(JSON.parse(body)).toHaveProperty('message');
    // Closed straight away rather than waiting for (and reading) the announced body.
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(1500);
  });

  it('a form page refuses a megabyte announced and never sent with 413, before reading it', async () => {
    const { response, closedAfterMs } = await exchangeRaw(
      port,
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000\r\n\r\n',
      { waitMs: 3000 },
    );
    const { status, headers, body } = parseRawResponse(response);
    expect(status).toBe(413);
    expect(headers).toMatch(/connection: close/i);
    // A browser posted it (it accepts HTML): the answer is a sentence for a person.
    expect(body).toMatch(/^The form i/);
    // Closed straight away rather than waiting for (and reading) the announced body.
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(1500);
  });

  it('a form page answers any other client { message }: 415 for a body that is not a form', async () => {
    const response = await rawRequest(port, '/contact', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(response.status).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString())).toEqual({ message: 'Send the form as application/x-www-form-urlencoded.' });
    const browser = await rawRequest(port, '/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/xml', accept: 'text/html,*/*' },
      body: '<a/>',
    });
    expect(browser.status).toBe(415);
    expect(browser.body.toString()).toBe('Send the form as application/x-www-form-urlencoded.');
  });

  it('GET and HEAD still render', async () => {
    expect((await get('/about')).status).toBe(200);
    expect((await rawRequest(port, '/about', { method: 'HEAD' })).status).toBe(200);
  });

  it('a page that takes a form gets its own POST route, which wins over the guard', async () => {
    const app = Fastify();
    app.get('/*', async () => 'page');
    registerPageMethodGuard(app);
    app.post('/contact', async () => ({ data: 'received' }));
    expect((await app.inject({ method: 'POST', url: '/contact', payload: {} })).json()).toEqual({ data: 'received' });
    expect((await app.inject({ method: 'POST', url: '/about', payload: {} })).statusCode).toBe(405);
    expect((await app.inject({ method: 'PUT', url: '/contact', payload: {} })).statusCode).toBe(405);
    await app.close();
  });
});

describe('a burst of sign-ins', () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

  it('does not hold up the public site: during 100 guesses, / with browser encodings answers within 1 s', async () => {
    // A repeat view: the page is rendered and compressed already, as it is for every visitor but the first.
    expect((await rawRequest(port, '/', { headers: browser })).status).toBe(200);
    let settled = 0;
    const burst = Array.from({ length: 100 }, (_, i) =>
      rawRequest(port, '/staff/api/session', {
        method: 'POST',
        // Unknown usernames: each is checked against the decoy hash, at the real cost.
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ username: `guess${i}`, password: 'not the password' }),
      }).finally(() => (settled += 1)),
    );
    // Once the first guess is answered the server has them all, and hashing is under way.
    await Promise.race(burst);
    const startedAt = performance.now();
    const page = await rawRequest(port, '/', { headers: browser });
    const elapsedMs = performance.now() - startedAt;
    const stillHashing = settled < burst.length;
    const answers = await Promise.all(burst);

    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(elapsedMs).toBeLessThan(1000);
    expect(stillHashing, 'the page was answered while guesses were still being checked').toBe(true);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const turnedAway = answers.find((answer) => answer.status === 429)!;
    expect(Number(turnedAway.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(text(turnedAway))).toEqual({ message: expect.any(String) });
  }, 120_000);
});

describe('an adversarial e-mail address', () => {
  // `a@`, then dots, then `@`: a pattern with nested ambiguity took 1.3 s on it, holding every other request.
  const email = `a@${'.'.repeat(15_500)}@`;

  it('six of them, through the API and the form without scripts, are refused at once and hold up no page', async () => {
    const api = (i: number) =>
      rawRequest(port, `${API_BASE}${apiPaths.createContactInquiry}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...SAMPLE_CONTACT, firstName: `Asha${'a'.repeat(i)}`, email }),
      });
    const form = () =>
      rawRequest(port, '/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams({ ...SAMPLE_CONTACT, email }).toString(),
      });
    const startedAt = performance.now();
    const posts = [api(0), api(1), api(2), form(), form(), form()];
    const page = await rawRequest(port, '/about');
    const pageMs = performance.now() - startedAt;
    const answers = await Promise.all(posts);
    const allMs = performance.now() - startedAt;

    expect(page.status).toBe(200);
    expect(pageMs).toBeLessThan(1000);
    expect(allMs).toBeLessThan(2000);
    for (const answer of answers.slice(0, 3)) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(text(answer))).toMatchObject({ message: expect.stringMatching(/email/i) });
    }
    for (const answer of answers.slice(3)) expect(answer.status).toBe(422);
  });
});

describe('a burst of compressed page views', () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

  it('200 views of one page at once: each answered in brotli, the same page, rendered and compressed once', async () => {
    const rendersBefore = site.renders();
    const views = await Promise.all(Array.from({ length: 200 }, () => rawRequest(port, TREATMENT_PAGE, { headers: browser })));
    const statuses = views.map((view) => view.status);
    expect(statuses).toEqual(views.map(() => 200));
    expect(new Set(views.map((view) => view.headers['content-encoding']))).toEqual(new Set(['br']));
    expect(new Set(views.map((view) => String(view.headers.vary).toLowerCase()))).toEqual(new Set(['accept-encoding']));
    const pages = new Set(views.map((view) => brotliDecompressSync(view.body).toString()));
    expect(pages.size).toBe(1);
    expect([...pages][0]).toContain('</html>');
    expect(site.renders() - rendersBefore).toBeLessThanOrEqual(1);
  }, 60_000);
});
