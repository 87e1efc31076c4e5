import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetMap } from './asset-map';
import { renderDocument } from './document';
import { registerStyleBundles, styleBundleHref } from './style-bundle';

const FILES: Record<string, string> = {
  'assets/app-Ab1.css': '.a{color:red}',
  'assets/hero-Cd_2.css': '.b{color:blue}',
  'assets/card-Ef-3.css': '.c{color:green}',
};
const ASSET_MAP = {
  clients: { en: { file: 'assets/app.js', imports: [], css: ['assets/app-Ab1.css'] } },
  sections: { hero: { file: 'assets/hero.js', imports: [], css: ['assets/hero-Cd_2.css', 'assets/card-Ef-3.css'] } },
  sectionData: {},
  pages: {},
} as unknown as AssetMap;

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'style-bundle-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [file, css] of Object.entries(FILES)) fs.writeFileSync(path.join(dir, file), css);
  // A file of the build folder that is no stylesheet of a chunk: never served through a bundle.
  fs.writeFileSync(path.join(dir, 'assets', 'secret.css'), '.secret{}');
  app = Fastify();
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  registerStyleBundles(app, dir, ASSET_MAP);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('style bundles', () => {
  const files = ['assets/app-Ab1.css', 'assets/hero-Cd_2.css', 'assets/card-Ef-3.css'];

  it('are named by their files, in order, without folder or extension', () => {
    expect(styleBundleHref(files)).toBe('/assets/styles/app-Ab1~hero-Cd_2~card-Ef-3.css');
  });

  it('serve the files one after another in the order named, compressed, cached for a year', async () => {
    const response = await app.inject({ url: styleBundleHref(files), headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('.a{color:red}\n.b{color:blue}\n.c{color:green}');
    const reversed = await app.inject({ url: styleBundleHref([...files].reverse()) });
    expect(reversed.body).toBe('.c{color:green}\n.b{color:blue}\n.a{color:red}');
  });

  it.each([
    ['a file that is no chunk stylesheet', '/assets/styles/app-Ab1~secret.css'],
    ['a file that does not exist', '/assets/styles/app-Ab1~nope-X1.css'],
    ['a path out of the folder', '/assets/styles/..%2F..%2Fetc%2Fpasswd~app-Ab1.css'],
    ['another extension', '/assets/styles/app-Ab1~hero-Cd_2.js'],
    ['too many files', `/assets/styles/${Array(65).fill('app-Ab1').join('~')}.css`],
  ])('answer 404 for %s', async (_case, url) => {
    expect((await app.inject({ url })).statusCode).toBe(404);
  });
});

describe('the page links', () => {
  const template = '<head><!--app-head--></head><body><!--app-html--><!--app-state--></body>';
  const render = (styles: string[]) => renderDocument(template, { lang: 'en-IN', head: '', html: '', state: '{}', assets: { scripts: [], styles, fonts: [] } });

  it("its stylesheets as one bundle, then each file as a disabled link (never fetched, but there for the build's loader to find)", () => {
    const html = render(['assets/app-Ab1.css', 'assets/hero-Cd_2.css']);
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/styles/app-Ab1~hero-Cd_2.css">',
      '<link rel="stylesheet" href="/assets/app-Ab1.css" disabled>',
      '<link rel="stylesheet" href="/assets/hero-Cd_2.css" disabled>',
    ]);
  });

  it('a single stylesheet as it is', () => {
    expect(render(['assets/app-Ab1.css'])).toContain('<link rel="stylesheet" href="/assets/app-Ab1.css">');
    expect(render(['assets/app-Ab1.css'])).not.toContain('/assets/styles/');
  });
});
