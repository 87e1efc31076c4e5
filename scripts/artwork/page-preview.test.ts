// @vitest-environment jsdom
// (for DOMParser, which parses every SVG as XML exactly as a browser would)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultLoadOptions, validateContent } from '../../src/content/node/load-content';
import { hasDrawnPreviewImage, previewText } from '../../src/seo/preview-image';
import { pagePreviewDrawing } from '../build-preview-images';
import { headingLayout, wrapText } from './page-preview';
import { systemFont } from './palette';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { index, pages, languages } = validateContent(defaultLoadOptions(root)).content!;
const drawn = [...pages].filter(([, page]) => hasDrawnPreviewImage(page));
/** Every language's drawn pages, English's first. */
const drawnInEveryLanguage = [{ index, pages }, ...Object.values(languages)].flatMap((content) =>
  [...content.pages]
    .filter(([, page]) => hasDrawnPreviewImage(page))
    .map(([key, page]) => ({ key: `${content.index.language}:${key}`, page, index: content.index })),
);

describe('page preview drawing', () => {
  it('draws every page with a fixed address: static, treatment, 404 and thank-you pages', () => {
    expect(drawn.map(([key]) => key)).toEqual(expect.arrayContaining(['home', 'about', 'not-found', 'thank-you', 'treatments/root-canal']));
    expect(drawn.filter(([key]) => key.startsWith('treatments/'))).toHaveLength(index.treatments.length);
    expect(drawn.map(([key]) => key)).not.toContain('blog-detail');
  });

  it('is well-formed SVG of 1200x630 with the whole title in it, in at most four lines, in every language', () => {
    expect(drawnInEveryLanguage.map(({ key }) => key)).toEqual(expect.arrayContaining(['gu:treatments/root-canal', 'hi:home']));
    for (const { key, page, index } of drawnInEveryLanguage) {
      const svg = new DOMParser().parseFromString(pagePreviewDrawing(page, index), 'image/svg+xml');
      expect(svg.getElementsByTagName('parsererror'), key).toHaveLength(0);
      expect([svg.documentElement.getAttribute('width'), svg.documentElement.getAttribute('height')], key).toEqual(['1200', '630']);
      const text = [...svg.getElementsByTagName('text')].map((element) => element.textContent).join(' ');
      const { heading, subheading } = previewText(page, index.site, index.branches);
      for (const word of `${heading} ${subheading ?? ''}`.split(/\s+/).filter(Boolean)) expect(text, `${key}: ${word}`).toContain(word);
      expect(headingLayout(heading).lines.length, key).toBeLessThanOrEqual(4);
    }
  });

  it("names the script's font first in a Gujarati or Hindi drawing, and only the system's in an English one", () => {
    const family = (language: 'gu' | 'hi') => {
      const content = languages[language]!;
      return new Set([...pagePreviewDrawing(content.pages.get('about')!, content.index).matchAll(/font-family="([^"]*)"/g)].map(([, name]) => name));
    };
    expect(family('gu')).toEqual(new Set([`Noto Sans Gujarati, ${systemFont}`]));
    expect(family('hi')).toEqual(new Set([`Noto Sans Devanagari, ${systemFont}`]));
    expect(new Set([...pagePreviewDrawing(pages.get('about')!, index).matchAll(/font-family="([^"]*)"/g)].map(([, name]) => name))).toEqual(
      new Set([systemFont]),
    );
  });

  it('shows the clinic on the home page, and the title on the others (its clinic suffix dropped)', () => {
    expect(previewText(pages.get('home')!, index.site, index.branches)).toEqual({
      heading: 'Demo Dental Clinic',
      subheading: 'South Bopal · Chandkheda, Ahmedabad',
    });
    const about = previewText(pages.get('about')!, index.site, index.branches);
    expect(about.heading).toBe('About Us');
    expect(about).not.toHaveProperty('subheading');
    expect(previewText(pages.get('treatments/root-canal')!, index.site, index.branches)).toMatchObject({
      heading: 'Root Canal Treatment in Ahmedabad',
      subheading: 'Gentle, Tooth-Saving RCT',
      byline: { name: 'Demo Dental Clinic', places: 'South Bopal · Chandkheda, Ahmedabad' },
    });
  });

  it('wraps words into lines, a word too long for any line standing alone', () => {
    const title = 'Root Canal Treatment in Ahmedabad';
    const lines = wrapText(title, 60, 540);
    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeGreaterThan(1);
    // Greedy: each line would overflow with the next line's first word.
    for (let i = 0; i < lines.length - 1; i++) expect(wrapText(`${lines[i]} ${lines[i + 1].split(' ')[0]}`, 60, 540)).toHaveLength(2);
    expect(wrapText(title, 60, 5000)).toEqual([title]);
    expect(wrapText('Supercalifragilisticexpialidocious dentistry', 60, 300)).toEqual(['Supercalifragilisticexpialidocious', 'dentistry']);
    expect(headingLayout('About Us')).toEqual({ fontSize: 68, lines: ['About Us'] });
    expect(headingLayout('Sleep Apnoea and Snoring Appliances in Ahmedabad').lines).toHaveLength(3);
    // Vowel signs above and below a letter, and the virama of a conjunct, take no width: a Gujarati
    // title fills its lines as far as an English one of as many letters.
    expect(headingLayout('અમદાવાદમાં રૂટ કેનાલ ટ્રીટમેન્ટ').lines).toEqual(['અમદાવાદમાં રૂટ', 'કેનાલ ટ્રીટમેન્ટ']);
  });
});
