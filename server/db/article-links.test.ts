import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitize-blog-html';
import { isArticleLink } from '../../src/contract/article-links';

describe('isArticleLink', () => {
  it.each(['/contact', '/blogs/a-b', '#faq', 'https://example.org/x', 'http://example.org', 'mailto:care@example.org', 'HTTPS://EXAMPLE.ORG'])(
    'takes %s',
    (href) => expect(isArticleLink(href)).toBe(true),
  );
  it.each(['//evil.example/x', 'javascript:alert(1)', 'data:text/html,x', 'tel:+919000000000', 'contact', 'https://exa mple.org', ''])('refuses %s', (href) =>
    expect(isArticleLink(href)).toBe(false),
  );

  it('agrees with the sanitiser: what it takes stays a link, what it refuses loses its address', () => {
    for (const href of ['/contact', 'https://example.org/x', 'mailto:care@example.org', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/x']) {
      const kept = sanitizeBlogHtml(`<p><a href="${href}">x</a></p>`).includes(`href="${href}"`);
      expect(kept, href).toBe(isArticleLink(href));
    }
  });
});
