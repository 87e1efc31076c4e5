import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import type { ContentIndex, PageSummary } from '../content/content-index';
import type { PageStore } from '../content/page-store';
import type { PageDefinition } from '../content/types';
import { openAllHydrationGates } from '../renderer/hydration-gate';
import { preloadSections } from '../renderer/section-cache';
import type { SectionContext } from '../renderer/section-manifest';
import { loadSectionData, prefetchSections, sectionHydration, sectionsHead, sectionsStatus } from '../renderer/section-registry';
import type { HeadContent } from './head-tags';
import type { PageWords } from '../i18n/dictionaries/en';
import { ENGLISH_WORDS } from '../i18n/dictionary-context';
import { notFoundPage } from './resolve-route';

/** A page ready to render synchronously: its body, its sections' code and data, and what they imply. */
export interface PreparedPage {
  /** The key of the page shown (the 404 page's when it stands in for the requested one). */
  key: string;
  page: PageDefinition;
  /** 404 for the 404 page, and for a page whose data does not exist (an unknown article slug). */
  status: 200 | 404;
  params: Readonly<Record<string, string>>;
  /**
   * The page's title and head tags, with what its sections' data adds (a blog article's title,
   * description and image). None for the page the browser hydrates: the server wrote its head.
   */
  head?: HeadContent;
}

export interface PageRequest {
  summary: PageSummary;
  status: 200 | 404;
  params: Readonly<Record<string, string>>;
  /** The requested path and query string. */
  path: string;
  search: string;
}

/**
 * Loads what a page needs before it renders, the same way on the server, before hydrating, and on
 * client navigations: the page body and its section chunks in parallel (the index knows the page's
 * section types), then its sections' data. When a section says its data does not exist, the 404
 * page is prepared in its place.
 */
export class PagePreparer {
  private readonly ready = new Map<string, PreparedPage>();
  private readonly pending = new Map<string, Promise<PreparedPage>>();
  /**
   * The page the browser hydrates, prepared without what its deferred sections need (their code
   * and data modules load when their gates open) and without its head. Kept apart: a later visit
   * to the same address (Back) is prepared in full, like any client navigation.
   */
  private hydrating: { key: string; promise: Promise<PreparedPage>; prepared?: PreparedPage } | undefined;

  constructor(
    private readonly deps: {
      index: ContentIndex;
      pages: PageStore;
      api: ApiClient;
      queryClient: QueryClient;
      /** The site's own words in the index's language (English when absent), for the texts sections and head tags write. */
      dictionary?: PageWords;
    },
  ) {}

  /** The prepared page for a request, if it is ready (so rendering need not suspend). */
  get(request: PageRequest): PreparedPage | undefined {
    const key = requestKey(request);
    if (key === this.hydrating?.key) return this.hydrating.prepared;
    this.leaveHydratedPage();
    return this.ready.get(key);
  }

  /**
   * In the browser, before hydrating the server's HTML: like `prepare`, but the sections that
   * defer their hydration are not loaded (their server markup stays until their gates open), and
   * neither is the head builder (the server's head is in place).
   */
  prepareForHydration(request: PageRequest): Promise<PreparedPage> {
    const promise = this.load(request, true);
    const hydrating: NonNullable<typeof this.hydrating> = { key: requestKey(request), promise };
    this.hydrating = hydrating;
    void promise.then((prepared) => (hydrating.prepared = prepared));
    return promise;
  }

  /** Any other page is a client navigation: every section loads at once from then on. */
  private leaveHydratedPage(): void {
    if (this.hydrating === undefined) return;
    this.hydrating = undefined;
    openAllHydrationGates();
  }

  prepare(request: PageRequest): Promise<PreparedPage> {
    const key = requestKey(request);
    if (key === this.hydrating?.key) return this.hydrating.promise;
    this.leaveHydratedPage();
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.load(request, false).then((prepared) => {
        this.ready.set(key, prepared);
        return prepared;
      });
      // A failed load may be retried by the next navigation.
      promise.catch(() => this.pending.delete(key));
      this.pending.set(key, promise);
    }
    return promise;
  }

  private async load(request: PageRequest, hydrating: boolean): Promise<PreparedPage> {
    const { index, pages, api, queryClient, dictionary = ENGLISH_WORDS } = this.deps;
    const context: SectionContext = {
      params: request.params,
      search: new URLSearchParams(request.search),
      path: request.path,
      site: index.site,
      branches: index.branches,
      api,
      queryClient,
      treatmentCards: () => pages.treatmentCards(),
      dictionary,
    };
    const sectionTypes = request.summary.sectionTypes.filter((type) => !hydrating || sectionHydration(type) === 'eager');
    // The head builder (structured data, preview images) is a chunk of its own: the browser needs
    // it only once it navigates, and then loads it beside the page.
    const [page, , data, headBuilder] = await Promise.all([
      pages.load(request.summary.key),
      preloadSections(sectionTypes),
      loadSectionData(sectionTypes),
      hydrating ? undefined : import('./head-tags'),
    ]);
    // On the page being hydrated, the deferred sections' data is in the query cache already (the server sent it).
    await prefetchSections(page.sections, context, data);
    if (sectionsStatus(page.sections, context, data) === 404) {
      const notFound = notFoundPage(index);
      return this.load({ summary: notFound, status: 404, params: {}, path: request.path, search: request.search }, hydrating);
    }
    const head = headBuilder?.headTags({
      page,
      pageKey: request.summary.key,
      site: index.site,
      branches: index.branches,
      path: request.path,
      status: request.status,
      sectionHead: await sectionsHead(page.sections, context, data),
      language: index.language,
      languages: request.summary.languages ?? [],
      dictionary,
    });
    return { key: request.summary.key, page, status: request.status, params: request.params, head };
  }
}

function requestKey({ summary, path, search }: PageRequest): string {
  return `${summary.key} ${path}${search}`;
}
