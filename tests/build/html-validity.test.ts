import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type BuiltSite } from '../../scripts/built-site';
import { createThankYouTokens } from '../../server/forms/thank-you-token';
import { serverEntryFile } from '../../server/paths';

/**
 * The server's HTML of every kind of route passes the W3C's Nu HTML Checker (vnu-jar, on the
 * machine's Java) without an error: the built site is started on a fresh database, one page of each
 * kind is fetched, and the checker reads them all in one start of the JVM (it takes seconds).
 * Warnings and notes (such as the trailing slash React writes on void elements) are not errors.
 */
if (!fs.existsSync(serverEntryFile)) throw new Error('No build: run `npm run build` before the build tests.');

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const FORM_TOKEN_SECRET = 'html-validity-test-secret-of-32-characters-at-least';
const FORM = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' };

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let site: BuiltSite;
let dir: string;

beforeAll(async () => {
  site = await startBuiltSite(await freePort(), { FORM_TOKEN_SECRET });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-html-'));
}, 90_000);
afterAll(() => {
  site?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** One page of every kind, with the request that gets it. */
async function pagesToCheck(): Promise<[name: string, path: string, init?: RequestInit][]> {
  const blogs = (await (
    await fetch(`${site.origin}/api/v1/blogs/get-all-blogs`, { ...FORM, headers: { 'content-type': 'application/json' }, body: '{}' })
  ).json()) as {
    data: { blogs: { slug: string }[] };
  };
  const thankYou = `/thank-you?t=${createThankYouTokens({ secret: FORM_TOKEN_SECRET }).issue('DC-7K4Q-92')}`;
  return [
    ['home', '/'],
    ['about', '/about'],
    ['treatments', '/treatments'],
    ['treatment', '/dental-implants-in-ahmedabad'],
    ['gallery', '/gallery'],
    ['blogs', '/blogs'],
    ['article', `/blogs/${blogs.data.blogs[0].slug}`],
    ['contact', '/contact'],
    ['contact-errors', '/contact', FORM],
    ['book-appointment', '/book-appointment'],
    ['book-appointment-errors', '/book-appointment', FORM],
    ['policy', '/policy'],
    ['terms', '/terms'],
    ['not-found', '/no-such-page'],
    ['thank-you', thankYou],
    ['staff-login', '/staff/login'],
  ];
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('W3C HTML checker', () => {
  it('finds no error in the server HTML of any kind of route', { timeout: 180_000 }, async () => {
    const files: string[] = [];
    for (const [name, pagePath, init] of await pagesToCheck()) {
      const response = await fetch(`${site.origin}${pagePath}`, { ...init, redirect: 'manual' });
      // 404 for the missing page, 422 for a form posted empty (it comes back with its messages).
      expect([200, 404, 422], `${name} (${pagePath}) answers a page`).toContain(response.status);
      expect(response.headers.get('content-type'), `${name} (${pagePath}) is an HTML page`).toMatch(/^text\/html/);
      const file = path.join(dir, `${name}.html`);
      fs.writeFileSync(file, await response.text());
      files.push(file);
    }
    // vnu exits 1 when it reports an error: the report is what counts, so the exit code is not.
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { code?: unknown; stderr?: string }) => {
      if (error.code === 'ENOENT') throw new Error('The HTML checker needs Java 11 or later on the PATH (Debian: apt-get install default-jre-headless).');
      return { stderr: error.stderr ?? '' };
    });
    const errors = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'}: ${m.message} (${m.extract?.trim() ?? ''})`);
    expect(errors).toEqual([]);
  });
});
