import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import type { ContentIndex, PageSummary } from '../content/content-index';
import type { PageStore } from '../content/page-store';
import type { PageDefinition } from '../content/types';
import { openAllHydrationGates } from '../renderer/hydration-gate';
import { preloadSections } from '../renderer/section-cache';
import type { SectionContext, SectionHead } from '../renderer/section-manifest';
import { prefetchSections, sectionHydration, sectionsHead, sectionsStatus } from '../renderer/section-registry';
import { notFoundPage } from './resolve-route';

/** A page ready to render synchronously: its body, its sections' code and data, and what they imply. */
export interface PreparedPage {
  /** The key of the page shown (the 404 page's when it stands in for the requested one). */
  key: string;
  page: PageDefinition;
  /** 404 for the 404 page, and for a page whose data does not exist (an unknown article slug). */
  status: 200 | 404;
  params: Readonly<Record<string, string>>;
  /** Head tags from the sections' data (a blog article's title, description and image). */
  head: SectionHead;
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
  /** The page the browser hydrates: its deferred sections load when their gates open. */
  private hydratingKey: string | undefined;

  constructor(private readonly deps: { index: ContentIndex; pages: PageStore; api: ApiClient; queryClient: QueryClient }) {}

  /** The prepared page for a request, if it is ready (so rendering need not suspend). */
  get(request: PageRequest): PreparedPage | undefined {
    this.leaveHydratedPage(request);
    return this.ready.get(requestKey(request));
  }

  /**
   * In the browser, before hydrating the server's HTML: like `prepare`, but the sections that
   * defer their hydration are not loaded (their server markup stays until their gates open).
   */
  prepareForHydration(request: PageRequest): Promise<PreparedPage> {
    this.hydratingKey = requestKey(request);
    return this.prepare(request);
  }

  /** True while the request is the page the browser hydrated, whose head the server wrote. */
  showsServerHead(request: PageRequest): boolean {
    return requestKey(request) === this.hydratingKey;
  }

  /** Any other page is a client navigation: every section loads at once from then on. */
  private leaveHydratedPage(request: PageRequest): void {
    if (this.hydratingKey === undefined || requestKey(request) === this.hydratingKey) return;
    this.hydratingKey = undefined;
    openAllHydrationGates();
  }

  prepare(request: PageRequest): Promise<PreparedPage> {
    this.leaveHydratedPage(request);
    const key = requestKey(request);
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.load(request).then((prepared) => {
        this.ready.set(key, prepared);
        return prepared;
      });
      // A failed load may be retried by the next navigation.
      promise.catch(() => this.pending.delete(key));
      this.pending.set(key, promise);
    }
    return promise;
  }

  private async load(request: PageRequest): Promise<PreparedPage> {
    const { index, pages, api, queryClient } = this.deps;
    const context: SectionContext = {
      params: request.params,
      search: new URLSearchParams(request.search),
      path: request.path,
      site: index.site,
      api,
      queryClient,
      treatmentCards: () => pages.treatmentCards(),
    };
    const hydrating = requestKey(request) === this.hydratingKey;
    const sectionTypes = request.summary.sectionTypes.filter((type) => !hydrating || sectionHydration(type) === 'eager');
    const [page] = await Promise.all([pages.load(request.summary.key), preloadSections(sectionTypes)]);
    await prefetchSections(page.sections, context);
    if (sectionsStatus(page.sections, context) === 404) {
      const notFound = notFoundPage(index);
      return this.load({ summary: notFound, status: 404, params: {}, path: request.path, search: request.search });
    }
    return { key: request.summary.key, page, status: request.status, params: request.params, head: sectionsHead(page.sections, context) };
  }
}

function requestKey({ summary, path, search }: PageRequest): string {
  return `${summary.key} ${path}${search}`;
}
