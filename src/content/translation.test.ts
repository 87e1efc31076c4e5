import { describe, expect, it } from 'vitest';
import { applyTranslation, checkTranslation, translationSkeleton } from './translation';

const english = {
  $schema: '../schema/page.schema.json',
  schemaVersion: 1,
  path: '/root-canal-treatment-in-ahmedabad',
  meta: { title: 'Root Canal Treatment', description: 'Save your tooth at {branch}.' },
  sections: [
    { type: 'page-banner', title: 'Root Canal' },
    {
      type: 'treatment-article',
      article: [
        { heading: 2, id: 'root-canal', text: 'Saving your tooth' },
        { list: ['Pain', 'Swelling'] },
        { image: { src: '/images/rct.svg', width: 800, height: 500, alt: 'A tooth' } },
      ],
    },
    { type: 'gallery', variant: 'compact' },
  ],
};

const gujarati = {
  meta: { title: 'રૂટ કેનાલ સારવાર', description: '{branch} ખાતે તમારો દાંત બચાવો.' },
  sections: [
    { type: 'page-banner', title: 'રૂટ કેનાલ' },
    {
      type: 'treatment-article',
      article: [{ text: 'તમારો દાંત બચાવવો' }, { list: ['દુખાવો', 'સોજો'] }, { image: { alt: 'એક દાંત' } }],
    },
    { type: 'gallery' },
  ],
};

describe('a page’s translation', () => {
  it('the skeleton is the English page’s text and section types, in its shape; no facts', () => {
    expect(translationSkeleton(english)).toEqual({
      meta: english.meta,
      sections: [
        { type: 'page-banner', title: 'Root Canal' },
        { type: 'treatment-article', article: [{ text: 'Saving your tooth' }, { list: ['Pain', 'Swelling'] }, { image: { alt: 'A tooth' } }] },
        { type: 'gallery' },
      ],
    });
  });

  it('a complete translation has no problems and gives the English page with its text', () => {
    expect(checkTranslation(english, gujarati)).toEqual([]);
    const page = applyTranslation(english, gujarati);
    expect(page.path).toBe(english.path);
    expect(page.sections[1]).toEqual({
      type: 'treatment-article',
      article: [
        { heading: 2, id: 'root-canal', text: 'તમારો દાંત બચાવવો' },
        { list: ['દુખાવો', 'સોજો'] },
        { image: { src: '/images/rct.svg', width: 800, height: 500, alt: 'એક દાંત' } },
      ],
    });
    expect(page.sections[2]).toEqual({ type: 'gallery', variant: 'compact' });
    // The skeleton of a page is a (still English) translation of it.
    expect(checkTranslation(english, translationSkeleton(english))).toEqual([]);
  });

  it('names each problem by its place in the translation file', () => {
    const broken = structuredClone(gujarati) as Record<string, any>;
    broken.meta.description = 'તમારો દાંત બચાવો.';
    broken.sections[0].type = 'banner-block';
    broken.sections[1].article[1].list.pop();
    broken.sections[1].article[0].id = 'rct';
    broken.sections[1].article[2].image.alt = ' ';
    broken.sections[2].caption = 'x';
    delete broken.meta.title;
    expect(checkTranslation(english, broken)).toEqual([
      { pointer: '/meta/title', message: 'missing: translate "Root Canal Treatment"' },
      { pointer: '/meta/description', message: 'keep the placeholders of the English text as they are: it has {branch}, the translation none' },
      {
        pointer: '/sections/0/type',
        message: 'the English page has a "page-banner" here; a translation keeps the English page\'s sections, in its order',
      },
      { pointer: '/sections/1/article/0/id', message: '"id" is not translated: it is read from the English page' },
      { pointer: '/sections/1/article/1/list', message: 'has 1 items; the English page has 2 here, in the same order' },
      { pointer: '/sections/1/article/2/image/alt', message: 'translate "A tooth"' },
      { pointer: '/sections/2/caption', message: 'the English page has no "caption" here' },
    ]);
  });

  it('a section list of another length is one problem, not one per section', () => {
    const short = { ...gujarati, sections: gujarati.sections.slice(0, 2) };
    expect(checkTranslation(english, short)).toEqual([{ pointer: '/sections', message: 'has 2 items; the English page has 3 here, in the same order' }]);
  });
});
