import { describe, expect, it } from 'vitest';
import { stripScripts } from './no-js-twin';

describe('stripScripts (the no-JavaScript twin of a page)', () => {
  it('removes module scripts, classic scripts and module preloads, and keeps everything else', () => {
    const html = [
      '<head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/b.js">',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Dentist"}</script></head>',
      '<body><div id="root"><h1>Hi</h1></div><script type="application/json" id="state">{"a":1}</script><script>alert(1)</script></body>',
    ].join('');
    const twin = stripScripts(html);
    expect(twin).not.toMatch(/index\.js|modulepreload|alert/);
    expect(twin).toContain('<link rel="stylesheet" href="/assets/a.css">');
    expect(twin).toContain('<script type="application/ld+json">{"@type":"Dentist"}</script>');
    expect(twin).toContain('<script type="application/json" id="state">');
    expect(twin).toContain('<h1>Hi</h1>');
  });
});
