// Node environment with a jsdom document of its own (see install-dom-globals): the pages render
// against the real API (server code), as in render-every-page.test.tsx.
import '../../src/testing/install-dom-globals';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '../../server/api/testing/api-test-server';
import { createInProcessApiClient } from '../../server/ssr/in-process-api';
import type { ApiClient } from '../../src/api/api-client';
import { renderPage } from '../../src/app/render-page';
import { NOT_FOUND_PATH, type PageSummary } from '../../src/content/content-index';
import { defaultLoadOptions, loadContent } from '../../src/content/node/load-content';
import { PageStore } from '../../src/content/page-store';
import { en, type Dictionary } from '../../src/i18n/dictionaries/en';
import { gu } from '../../src/i18n/dictionaries/gu';
import { hi } from '../../src/i18n/dictionaries/hi';
import { ogLocale, type TranslatedLanguage } from '../../src/i18n/languages';
import { aboutBlockWords } from '../../src/i18n/section-words/about-block';
import { beforeAfterWords } from '../../src/i18n/section-words/before-after';
import { branchDetailWords } from '../../src/i18n/section-words/branch-detail';
import { branchWords } from '../../src/i18n/section-words/branch';
import { dentistSpotlightWords } from '../../src/i18n/section-words/dentist-spotlight';
import { emergencyCtaWords } from '../../src/i18n/section-words/emergency-cta';
import { carouselWords } from '../../src/i18n/section-words/carousel';
import { mapWords } from '../../src/i18n/section-words/map';
import { mapSketchWords } from '../../src/i18n/section-words/map-sketch';
import { seoWords } from '../../src/i18n/section-words/seo';
import { controlsWords } from '../../src/i18n/section-words/controls';
import { galleryWords } from '../../src/i18n/section-words/gallery';
import { heroWords } from '../../src/i18n/section-words/hero';
import { highlightsWords } from '../../src/i18n/section-words/highlights';
import { marqueeWords } from '../../src/i18n/section-words/marquee';
import { richTextWords } from '../../src/i18n/section-words/rich-text';
import { socialVideoWords } from '../../src/i18n/section-words/social-video';
import { stackedCardsWords } from '../../src/i18n/section-words/stacked-cards';
import { testimonialsWords } from '../../src/i18n/section-words/testimonials';
import { thankYouWords } from '../../src/i18n/section-words/thank-you';
import { treatmentArticleWords } from '../../src/i18n/section-words/treatment-article';
import { treatmentsCarouselWords } from '../../src/i18n/section-words/treatments-carousel';
import { whyChooseUsWords } from '../../src/i18n/section-words/why-choose-us';

/**
 * The chrome of a Gujarati or Hindi page (layout, sections, the texts they write for what a page
 * leaves out, names and alt texts in the head) speaks the page's language: no text of the English
 * dictionary appears on it. The content (pages/gu/, pages/hi/) and the database's data (articles,
 * testimonials, gallery captions, which may be English) are not the dictionary's and are left out.
 */
const root = path.resolve(__dirname, '../..');
const content = loadContent(defaultLoadOptions(root));
const dictionaries: Record<TranslatedLanguage, Dictionary> = { gu, hi };
/** English's whole dictionary: the words every page shares and each section's own (typed: a section left out is an error). */
const english: Dictionary = {
  ...en,
  sections: {
    aboutBlock: aboutBlockWords,
    beforeAfter: beforeAfterWords,
    branchDetail: branchDetailWords,
    branch: branchWords,
    dentistSpotlight: dentistSpotlightWords,
    emergencyCta: emergencyCtaWords,
    gallery: galleryWords,
    hero: heroWords,
    highlights: highlightsWords,
    marquee: marqueeWords,
    richText: richTextWords,
    socialVideo: socialVideoWords,
    stackedCards: stackedCardsWords,
    testimonials: testimonialsWords,
    thankYou: thankYouWords,
    treatmentArticle: treatmentArticleWords,
    treatmentsCarousel: treatmentsCarouselWords,
    whyChooseUs: whyChooseUsWords,
    carousel: carouselWords,
    map: mapWords,
    mapSketch: mapSketchWords,
    seo: seoWords,
    controls: controlsWords,
  },
};

/** Stand-ins for a dictionary function's arguments: never part of a text, so a text splits around them. */
const ARGUMENT = (n: number) => `\uE000${n}\uE000`;
const SEPARATORS = /\uE000\d+\uE000|\{\w+\}/;

/** Every text of a dictionary entry by its key: strings, list items, and functions' output with stand-in arguments. */
function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => string;
    return [[key, fn(...Array.from({ length: fn.length }, (_, n) => ARGUMENT(n)))]];
  }
  if (Array.isArray(value)) return value.flatMap((item, n) => texts(item, `${key}[${n}]`));
  return Object.entries(value as object).flatMap(([name, item]) => texts(item, key ? `${key}.${name}` : name));
}

/**
 * The English dictionary's words, in the pieces a page can show them: a text cut at its arguments
 * and placeholders ("Open in Google Maps: {branch} (opens in a new tab)" gives "Open in Google
 * Maps:" and "(opens in a new tab)"). A piece another language writes the same (brand names such as
 * "WhatsApp", "(Google Maps)") is no sign of English.
 */
function englishPieces(): { key: string; piece: string }[] {
  const others = Object.values(dictionaries).map((dictionary) => new Map(texts(dictionary)));
  const pieces: { key: string; piece: string }[] = [];
  for (const [key, text] of texts(english)) {
    for (const raw of text.split(SEPARATORS)) {
      const piece = raw.trim().replace(/^[\s,.:;·-]+|[\s,.:;·-]+$/g, '');
      // A word of three letters or more: punctuation and joiners ("to", "of") say nothing alone.
      if (!/[A-Za-z]{3}/.test(piece)) continue;
      if (others.some((other) => other.get(key)?.includes(piece))) continue;
      pieces.push({ key, piece });
    }
  }
  return pieces;
}

const PIECES = englishPieces();
/** A piece as a whole word or phrase: "All" is not in "Allergy". */
const pattern = (piece: string) => new RegExp(`(?<![A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`);
const PATTERNS = PIECES.map(({ key, piece }) => ({ key, piece, regex: pattern(piece) }));

/** Every string in a JSON value (the API's data the page was rendered with). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** What a visitor reads or hears on the page: its text, the accessible names and alt texts, and the head's. */
function visibleTexts(html: string, head: string): string[] {
  document.body.innerHTML = html;
  const found = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-valuetext]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext']) {
      const value = element.getAttribute(name);
      if (value) found.push(value);
    }
  }
  document.head.innerHTML = head;
  found.push(document.title);
  for (const meta of document.head.querySelectorAll('meta[content]')) found.push(meta.getAttribute('content')!);
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) found.push(...stringsIn(JSON.parse(script.textContent ?? 'null')));
  // Addresses are no one's words (`/og/pages/home.png`).
  return found.filter((text) => !/^(https?:\/)?\/\S*$/.test(text));
}

/** The English pieces in the page's texts, once the database's own strings are taken out of them. */
function englishOn(found: string[], data: string[]): string[] {
  // Longest first, so a caption is taken out whole before a shorter string inside it.
  const own = [...new Set(data)].filter((value) => value.length > 1).sort((a, b) => b.length - a.length);
  const chrome = found.map((text) => own.reduce((rest, value) => rest.replaceAll(value, '\uE001'), text));
  return PATTERNS.filter(({ regex }) => chrome.some((text) => regex.test(text))).map(({ key, piece }) => `${key}: "${piece}"`);
}

let server: ApiTestServer;
let api: ApiClient;
let sampleParams: Record<string, string>;
/** An API that answers nothing: every section shows its failure or empty state. */
const failingApi: ApiClient = {
  get: () => Promise.reject(new Error('the API is down')),
  post: () => Promise.reject(new Error('the API is down')),
};

beforeAll(async () => {
  server = await startApiTestServer();
  api = createInProcessApiClient(server.app);
  const blogs = await api.post<{ blogs: { slug: string }[] }>('/blogs/get-all-blogs', {});
  sampleParams = { slug: blogs.blogs[0].slug, branch: content.index.branches[0].id };
}, 60_000);

afterAll(async () => {
  await server?.close();
  server?.remove();
});

function sampleUrl(page: PageSummary, language: TranslatedLanguage): string {
  if (page.path === NOT_FOUND_PATH) return `/${language}/no-page-has-this-path`;
  return page.path.replace(/:([a-z]+)/g, (_, name: string) => encodeURIComponent(sampleParams[name]));
}

describe('the English dictionary as the test reads it', () => {
  it('has pieces to look for, from strings, lists and functions alike', () => {
    const pieces = PIECES.map(({ piece }) => piece);
    expect(pieces).toEqual(expect.arrayContaining(['Skip to content', '(opens in a new tab)', 'Open in Google Maps', 'Slides', 'Welcome to', 'At a glance']));
    // Written the same in every language: not English.
    expect(pieces).not.toContain('WhatsApp');
    expect(pieces).not.toContain('(Google Maps)');
  });

  it('finds a piece in a page text and an accessible name, and not inside the database strings', () => {
    expect(englishOn(['ભાષા', 'Skip to content'], [])).toEqual(['layout.skipToContent: "Skip to content"']);
    expect(englishOn(['વીડિયો ચલાવો: Implant (opens in a new tab)'], ['Implant'])).toContain('common.newTab: "(opens in a new tab)"');
    expect(englishOn(['Recovery after an implant'], ['Recovery after an implant'])).toEqual([]);
  });
});

describe.each(Object.keys(dictionaries) as TranslatedLanguage[])('every %s page', (language) => {
  const translated = content.languages[language]!;
  const dictionary = dictionaries[language];
  const pages = () =>
    new PageStore(Object.fromEntries([...translated.pages].map(([key, page]) => [key, async () => ({ default: page })])), async () => ({
      default: translated.treatmentCards,
    }));
  const renderable = translated.index.pages.filter((page) => page.access !== 'form-redirect');

  it('is published with every page', () => {
    expect(translated.index.language).toBe(language);
    expect(renderable.length).toBeGreaterThan(20);
  });

  it.each(renderable.map((page) => [page.key, page] as const))('%s: in its language, with no English word of the chrome', async (_key, page) => {
    const url = sampleUrl(page, language);
    for (const [source, client] of [
      ['with its data', api],
      ['when the API fails', failingApi],
    ] as const) {
      // The thank-you page shows only after a form: its pass is given, as the server gives it.
      const result = await renderPage(url, { index: translated.index, pages: pages(), api: client, dictionary }, { formPass: true });
      if (result.kind !== 'page') throw new Error(`${url} redirected to ${result.location}`);
      expect(result.language, url).toBe(language);
      expect(result.head, url).toContain(`property="og:locale" content="${ogLocale(language)}"`);
      // What the switcher names in its own script carries its own lang; the page itself is the language's.
      document.body.innerHTML = result.html;
      for (const element of document.body.querySelectorAll('[lang]')) expect(element.getAttribute('lang'), url).toMatch(/^(en|gu|hi)(-IN)?$/);
      const english = englishOn(visibleTexts(result.html, result.head), stringsIn(JSON.parse(result.state)));
      expect(english, `${url} ${source}`).toEqual([]);
    }
  });
});
