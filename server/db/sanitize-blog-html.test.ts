import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitize-blog-html';

describe('sanitizeBlogHtml keeps the allowed subset', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and line breaks', () => {
    const html =
      '<h2>Care</h2><h3>Daily</h3><h4>Tips</h4><p>Brush <strong>twice</strong>, <em>floss</em>, <b>rinse</b>, <i>smile</i>.<br>Done.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>';
    expect(sanitizeBlogHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps http(s), mailto and relative links with rel', () => {
    const html =
      '<p><a href="https://example.com/a" rel="noopener">a</a> <a href="http://example.com">b</a> ' +
      '<a href="mailto:clinic@example.com">c</a> <a href="/book-appointment">d</a> <a href="#care">e</a></p>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('drops tags outside the subset but keeps their text', () => {
    expect(sanitizeBlogHtml('<h1>Title</h1><div><span>text</span></div><h5>x</h5>')).toBe('Titletextx');
  });
});

describe('sanitizeBlogHtml removes XSS payloads', () => {
  const payloads: Array<[name: string, html: string, mustNotContain: RegExp[]]> = [
    ['script tag', '<p>hi</p><script>alert(1)</script>', [/script/i, /alert/]],
    ['script with src', '<script src="https://evil.example/x.js"></script>', [/script/i, /evil/]],
    ['img onerror', '<img src=x onerror="alert(1)">', [/onerror/i, /<img/i, /alert/]],
    ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', [/onclick/i, /onmouseover/i, /alert/]],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', [/javascript/i, /alert/]],
    ['uppercase javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', [/javascript/i]],
    [
      'entity-encoded javascript: link',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      [/javascript/i, /&#106;/, /alert/],
    ],
    ['hex-encoded javascript: link', '<a href="&#x6A;avascript:alert(1)">x</a>', [/avascript/i, /alert/]],
    ['tab inside javascript:', '<a href="jav\tascript:alert(1)">x</a>', [/ascript/i, /alert/]],
    ['newline entity inside javascript:', '<a href="jav&#x0A;ascript:alert(1)">x</a>', [/ascript/i, /alert/]],
    ['leading spaces before javascript:', '<a href="   javascript:alert(1)">x</a>', [/javascript/i]],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', [/data:/i, /base64/]],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', [/vbscript/i]],
    ['protocol-relative link', '<a href="//evil.example/">x</a>', [/evil/]],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>', [/svg/i, /onload/i, /alert/]],
    ['svg with script', '<svg><script>alert(1)</script></svg>', [/svg/i, /script/i, /alert/]],
    ['style element', '<style>body{background:url("javascript:alert(1)")}</style>', [/style/i, /javascript/i]],
    ['style attribute with expression()', '<p style="width: expression(alert(1))">x</p>', [/style/i, /expression/i]],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', [/iframe/i, /srcdoc/i, /script/i]],
    ['iframe javascript src', '<iframe src="javascript:alert(1)"></iframe>', [/iframe/i, /javascript/i]],
    ['object data', '<object data="javascript:alert(1)"></object>', [/object/i, /javascript/i]],
    ['embed', '<embed src="https://evil.example/x.swf">', [/embed/i, /evil/]],
    ['form action', '<form action="https://evil.example"><button>Go</button></form>', [/form/i, /button/i, /evil/]],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', [/meta/i, /javascript/i]],
    ['base href', '<base href="https://evil.example/">', [/base/i, /evil/]],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">', [/link/i, /evil/]],
    ['math href', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', [/javascript/i, /math/i]],
    ['unclosed tag trick', '<p><scr<script>ipt>alert(1)</script></p>', [/<script/i]],
    ['comment trick', '<!--<img src=x onerror=alert(1)>--><p>ok</p>', [/onerror/i, /<img/i]],
    ['attribute breakout', '<a href="/x" title="&quot;><script>alert(1)</script>">x</a>', [/<script/i]],
    ['id and class clobbering', '<p id="__proto__" class="x" name="y">x</p>', [/id=/, /class=/, /name=/]],
    ['target blank without rel', '<a href="https://example.com" target="_blank">x</a>', [/target/]],
  ];

  it.each(payloads)('%s', (_name, html, mustNotContain) => {
    const cleaned = sanitizeBlogHtml(html);
    for (const pattern of mustNotContain) expect(cleaned).not.toMatch(pattern);
  });

  it('keeps the link text when it drops a dangerous href', () => {
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">read more</a>')).toBe('<a>read more</a>');
  });

  it('is idempotent', () => {
    const once = sanitizeBlogHtml('<p onclick="x">a <a href="javascript:x">b</a><script>c</script></p>');
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe('sanitizeBlogHtml and images', () => {
  it('keeps an image from the site’s media files, with its alt text and size', () => {
    const html = '<p><img src="/api/v1/get-images/media/3f9a1c2b7d4e5f60-960.webp" alt="The new X-ray machine" width="960" height="640" /></p>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it.each([
    ['another site', '<img src="https://evil.example/pixel.png" alt="">'],
    ['a protocol-relative address', '<img src="//evil.example/pixel.png" alt="">'],
    ['a data: URL', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">'],
    ['dot segments', '<img src="/api/v1/get-images/../../staff/x.png" alt="">'],
    ['an SVG (it could hold script)', '<img src="/api/v1/get-images/media/x.svg" alt="">'],
    ['no address', '<img alt="x">'],
  ])('drops an image from %s', (_name, html) => {
    expect(sanitizeBlogHtml(`<p>a</p>${html}`)).toBe('<p>a</p>');
  });
});
