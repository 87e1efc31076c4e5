import './i18n/words/all';
import englishIndex from 'virtual:content-index';
import englishLoaders from 'virtual:page-loaders';
import gujaratiIndex from 'virtual:content-index/gu';
import gujaratiLoaders from 'virtual:page-loaders/gu';
import hindiIndex from 'virtual:content-index/hi';
import hindiLoaders from 'virtual:page-loaders/hi';
import type { ApiClient } from './api/api-client';
import { renderPage, type RenderOptions, type ServerRenderResult } from './app/render-page';
import type { ContentIndex } from './content/content-index';
import { PageStore } from './content/page-store';
import { DEFAULT_LANGUAGE, splitLanguage, type Language } from './i18n/languages';
import { en, type PageWords } from './i18n/dictionaries/en';
import { gu } from './i18n/dictionaries/gu';
import { hi } from './i18n/dictionaries/hi';

export type { RenderOptions, ServerRenderResult };

/** The English content: the site's facts, which the server's own routes (forms, sitemap, staff) read. */
export const contentIndex = englishIndex;

const content: Partial<Record<Language, { index: ContentIndex; pages: PageStore; dictionary: PageWords }>> = {
  en: { index: englishIndex, pages: new PageStore(englishLoaders, () => import('virtual:treatment-cards')), dictionary: en },
  // A language that is not published yet has no index: its addresses are English's 404s.
  ...(gujaratiIndex && { gu: { index: gujaratiIndex, pages: new PageStore(gujaratiLoaders, () => import('virtual:treatment-cards/gu')), dictionary: gu } }),
  ...(hindiIndex && { hi: { index: hindiIndex, pages: new PageStore(hindiLoaders, () => import('virtual:treatment-cards/hi')), dictionary: hi } }),
};

/** Every published language's index, English first. */
export const contentIndexes: ContentIndex[] = Object.values(content).map((entry) => entry.index);

/** Renders one request's page (see renderPage) with the built content of the language its path names. */
export function render(url: string, api: ApiClient, options: RenderOptions = {}): Promise<ServerRenderResult> {
  const { language } = splitLanguage(new URL(`http://localhost${url}`).pathname);
  const { index, pages, dictionary } = content[language] ?? content[DEFAULT_LANGUAGE]!;
  return renderPage(url, { index, pages, api, dictionary }, options);
}
