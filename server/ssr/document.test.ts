import { describe, expect, it } from 'vitest';
import type { AssetMap } from './asset-map';
import { BOOT_STARTER_SCRIPT } from './boot-starter';
import { pageAssets, renderDocument } from './document';

const TEMPLATE = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body>';
const NO_ASSETS = { scripts: [], styles: [], fonts: [] };

describe('renderDocument', () => {
  it('inserts text containing replacement patterns literally', () => {
    const html = renderDocument(TEMPLATE, { lang: 'en-IN', head: "<title>$' $`</title>", html: '<p>$& $$ $1</p>', state: '{"a":"$`"}', assets: NO_ASSETS });
    expect(html).toBe(
      '<head><title>$\' $`</title></head><body><div id="root"><p>$& $$ $1</p></div>' +
        '<script type="application/json" id="query-state">{"a":"$`"}</script>' +
        '  <script type="application/json" id="page-modules">[]</script>\n  </body>',
    );
  });

  it('carries the state as inert JSON, not as script that assigns it', () => {
    const html = renderDocument(TEMPLATE, { lang: 'en-IN', head: '', html: '', state: '{"queries":[]}', assets: NO_ASSETS });
    expect(html).toContain('<script type="application/json" id="query-state">{"queries":[]}</script>');
    expect(html).not.toContain('window.');
  });

  it('links section styles after the global styles of the app, and lists the modules for the boot script', () => {
    const template = '<head><!--app-head--></head><body><!--app-html--><!--app-state--></body>';
    const html = renderDocument(template, {
      lang: 'en-IN',
      head: '<title>T</title>',
      html: '',
      state: '{}',
      assets: { scripts: ['assets/app.js', 'assets/section.js'], styles: ['assets/app.css', 'assets/section.css'], fonts: [] },
    });
    expect(html.indexOf('href="/assets/section.css"')).toBeGreaterThan(html.indexOf('href="/assets/app.css"'));
    expect(html).toContain('<script type="application/json" id="page-modules">["/assets/app.js","/assets/section.js"]</script>');
    // Nothing is preloaded by the HTML itself: the boot script does it once the page has loaded.
    expect(html).not.toContain('modulepreload');
  });

  it("writes the build's boot script at the end of the body as the starter that requests it after load, after the content, the state and the module list", () => {
    const template = [
      '<head><!--app-head-->',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/shared.js">',
      '</head><body><div id="root"><!--app-html--></div><!--app-state--></body>',
    ].join('\n');
    const html = renderDocument(template, {
      lang: 'en-IN',
      head: '<title>T</title>',
      html: '<h1>Hi</h1>',
      state: '{}',
      assets: { scripts: ['assets/app.js'], styles: ['assets/app.css'], fonts: [] },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css">');
    const tail = html.slice(html.indexOf('id="query-state"'));
    expect(tail.indexOf('id="page-modules"')).toBeLessThan(tail.indexOf(`<script data-src="/assets/index.js">${BOOT_STARTER_SCRIPT}</script>`));
    // No element in the HTML requests the boot module: the starter does, once the page has loaded.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(tail).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js">');
    expect(html.indexOf('<h1>Hi</h1>')).toBeLessThan(html.indexOf('/assets/index.js'));
    expect(html.endsWith('</body>')).toBe(true);
  });

  it("leaves Vite's development client as it is: it must run at once", () => {
    const template =
      '<head><!--app-head--><script type="module" src="/@vite/client"></script><script type="module" src="/src/boot.ts"></script></head><body><!--app-html--><!--app-state--></body>';
    const html = renderDocument(template, { lang: 'en-IN', head: '', html: '', state: '{}', assets: NO_ASSETS });
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('<script data-src="/src/boot.ts">');
  });
});

describe('pageAssets', () => {
  const assetMap: AssetMap = {
    pages: { contact: { file: 'assets/contact-page.js', imports: [], css: [] } },
    sections: {
      'page-banner': { file: 'assets/banner.js', imports: ['assets/shared.js'], css: ['assets/banner.css'] },
      'contact-form': { file: 'assets/contact-form.js', imports: ['assets/shared.js', 'assets/react-hook-form.js'], css: ['assets/form.css'] },
    },
    sectionData: { 'contact-form': { file: 'assets/contact-form-data.js', imports: ['assets/shared.js', 'assets/api.js'], css: [] } },
    clients: {},
  } as unknown as AssetMap;

  it('a Gujarati page loads the Gujarati app and its body from the language’s folder', () => {
    const withApps = {
      ...assetMap,
      clients: { en: { file: 'assets/app.js', imports: [], css: [] }, gu: { file: 'assets/app-gu.js', imports: [], css: [] } },
      pages: { ...assetMap.pages, 'gu/contact': { file: 'assets/contact-gu.js', imports: [], css: [] } },
    } as AssetMap;
    expect(pageAssets(withApps, 'gu', 'contact', []).scripts).toEqual(['assets/app-gu.js', 'assets/contact-gu.js']);
  });

  it("a Gujarati page preloads its app's script font, as a font fetched in CORS mode before the stylesheets; an English page preloads none", () => {
    const font = 'assets/noto-sans-gujarati-400.woff2';
    const withApps = {
      ...assetMap,
      clients: {
        en: { file: 'assets/app.js', imports: [], css: ['assets/app.css'] },
        gu: { file: 'assets/app-gu.js', imports: [], css: ['assets/app-gu.css'], fonts: [font] },
      },
    } as AssetMap;
    expect(pageAssets(withApps, 'en', 'contact', []).fonts).toEqual([]);
    const assets = pageAssets(withApps, 'gu', 'contact', []);
    expect(assets.fonts).toEqual([font]);
    const html = renderDocument('<head><!--app-head--></head><body><!--app-html--><!--app-state--></body>', {
      lang: 'gu',
      head: '',
      html: '',
      state: '{}',
      assets,
    });
    const preload = `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`;
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<link rel="stylesheet" href="/assets/app-gu.css">'));
  });

  it('a page loads the app, its body and its sections, each after what it imports, and links their styles, the global ones first', () => {
    const withApp = { ...assetMap, clients: { en: { file: 'assets/app.js', imports: ['assets/react.js'], css: ['assets/app.css'] } } } as AssetMap;
    expect(pageAssets(withApp, 'en', 'contact', ['page-banner'])).toEqual({
      scripts: ['assets/react.js', 'assets/app.js', 'assets/contact-page.js', 'assets/shared.js', 'assets/banner.js'],
      styles: ['assets/app.css', 'assets/banner.css'],
      fonts: [],
    });
  });

  it('a page preloads its body and its sections with their imports and data modules, and links their styles', () => {
    expect(pageAssets(assetMap, 'en', 'contact', ['page-banner', 'contact-form'])).toEqual({
      scripts: [
        'assets/contact-page.js',
        'assets/shared.js',
        'assets/banner.js',
        'assets/react-hook-form.js',
        'assets/contact-form.js',
        'assets/api.js',
        'assets/contact-form-data.js',
      ],
      styles: ['assets/banner.css', 'assets/form.css'],
      fonts: [],
    });
  });

  it('a section that hydrates later brings its styles but not its scripts or data module (shared ones stay, for the others)', () => {
    expect(pageAssets(assetMap, 'en', 'contact', ['page-banner', 'contact-form'], ['contact-form'])).toEqual({
      scripts: ['assets/contact-page.js', 'assets/shared.js', 'assets/banner.js'],
      styles: ['assets/banner.css', 'assets/form.css'],
      fonts: [],
    });
  });
});
