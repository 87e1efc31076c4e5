import { describe, expect, it } from 'vitest';
import { ARTICLE_FIELDS, ARTICLE_LIMITS, readArticleInput, type ArticleChoices } from './article-input';
import { XSS_PAYLOADS } from './testing/xss-payloads';

const CHOICES: ArticleChoices = {
  categories: [
    { id: 1, name: 'Oral Hygiene' },
    { id: 2, name: 'Implants' },
  ],
  images: new Map([['blogs/brush.svg', { width: 1200, height: 675 }]]),
};

const VALID = {
  title: 'How to brush',
  slug: '',
  category: '1',
  tags: 'Prevention, Gum Health, prevention',
  language: 'en',
  image: 'blogs/brush.svg',
  imageAlt: 'A toothbrush',
  metaTitle: 'How to brush your teeth',
  metaDescription: 'Two minutes, twice a day.',
  body: '<p>Brush twice a day.</p>',
};

describe('readArticleInput', () => {
  it('reads a valid article: slug from the title, tags once each, the image’s size, the body sanitised', () => {
    const input = readArticleInput({ ...VALID, body: '<p onclick="x()">Brush.</p><script>alert(1)</script>' }, CHOICES);
    expect(input).toEqual({
      ok: true,
      values: {
        title: 'How to brush',
        slug: 'how-to-brush',
        categoryId: 1,
        tags: ['Prevention', 'Gum Health'],
        language: 'en',
        image: 'blogs/brush.svg',
        width: 1200,
        height: 675,
        imageAlt: 'A toothbrush',
        metaTitle: 'How to brush your teeth',
        metaDescription: 'Two minutes, twice a day.',
        bodyHtml: '<p>Brush.</p>',
      },
    });
  });

  it('gives every field its own message when the form is empty, and keeps what was typed', () => {
    const input = readArticleInput({}, CHOICES);
    expect(input.ok).toBe(false);
    if (input.ok) return;
    expect(Object.keys(input.errors).sort()).toEqual(['body', 'category', 'image', 'imageAlt', 'metaDescription', 'metaTitle', 'title', 'language'].sort());
    expect(input.errors.title).toBe('Enter a title.');
    expect(input.errors.category).toBe('Choose a category.');
    expect(input.errors.body).toBe('Write the body of the article.');
  });

  it.each([
    ['slug', { slug: 'Not A Slug' }, /lower-case letters a to z/],
    ['slug', { title: 'દાંતની સંભાળ', slug: '' }, /Type a slug/],
    ['category', { category: '99' }, /Choose a category/],
    ['language', { language: 'fr' }, /Choose the language/],
    ['image', { image: '../../etc/passwd' }, /Choose an image/],
    ['title', { title: 'x'.repeat(ARTICLE_LIMITS.title + 1) }, /Shorten a title to 150 characters or fewer \(it has 151\)/],
    ['title', { title: 'Line\nbreak' }, /on one line/],
    ['metaTitle', { metaTitle: 'm'.repeat(ARTICLE_LIMITS.metaTitle + 1) }, /Shorten a meta title to 70/],
    ['metaDescription', { metaDescription: 'd'.repeat(ARTICLE_LIMITS.metaDescription + 1) }, /170/],
    ['tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, /at most 10 tags \(there are 11\)/],
    ['tags', { tags: 't'.repeat(41) }, /40 characters/],
    ['body', { body: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, /Write the body/],
    ['body', { body: `<p>${'x'.repeat(ARTICLE_LIMITS.body)}</p>` }, /at most 1,00,000 characters/],
  ] as const)('refuses a bad %s with a message at that field', (field, change, message) => {
    const input = readArticleInput({ ...VALID, ...change }, CHOICES);
    expect(input.ok).toBe(false);
    if (input.ok) return;
    expect(Object.keys(input.errors)).toEqual([field]);
    expect(input.errors[field]).toMatch(message);
  });

  it('takes text, never other JSON types, for every field', () => {
    const input = readArticleInput(Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, { $ne: null }])), CHOICES);
    expect(input.ok).toBe(false);
  });

  it('stores no XSS payload in a form that could run: one-line fields keep text (React escapes it), the body keeps only the sanitiser’s subset', () => {
    for (const payload of XSS_PAYLOADS) {
      const input = readArticleInput({ ...VALID, title: payload.slice(0, 150).replace(/[\n\r\t]/g, ' '), body: `<p>ok</p>${payload}` }, CHOICES);
      if (!input.ok) continue;
      expect(input.values.bodyHtml).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|\son[a-z]+=|javascript:|data:/i);
    }
  });
});
