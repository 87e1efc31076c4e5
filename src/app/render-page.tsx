import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { createQueryClient } from '../api/query-client';
import type { ContentIndex } from '../content/content-index';
import type { PageStore } from '../content/page-store';
import type { SectionType } from '../content/types';
import type { Language } from '../i18n/languages';
import type { PageWords } from '../i18n/dictionaries/en';
import { FORM_POST_QUERY_KEY, type FormPostState } from '../forms/form-post-state';
import { MANAGE_LINK_QUERY_KEY } from '../forms/manage-link';
import { preloadFooter } from '../layout/deferred-footer';
import { preloadMobileMenu } from '../layout/mobile-menu-loader';
import { sectionHydration, sectionQueryParams } from '../renderer/section-registry';
import { App } from './app';
import { renderHeadHtml } from './head-tags';
import { jsonForScript } from './json-for-script';
import { PagePreparer } from './page-preparer';
import { resolveRoute, type RouteResolution } from './resolve-route';
import { siteUrlElement, withSiteUrl } from './site-url';

export type ServerRenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The language of the page's text (its content index's). */
      language: Language;
      pageKey: string;
      sectionTypes: SectionType[];
      /** Those of `sectionTypes` whose scripts load later (their styles come with the page). */
      deferredSectionTypes: SectionType[];
      head: string;
      html: string;
      /** The query parameters the page reads (its sections'): no other can change its HTML. */
      queryParams: string[];
      /** JSON of the prefetched API data, for the browser's query cache. */
      state: string;
      /**
       * Some of the page's data could not be loaded (its sections show their failure states): the
       * page is not what it should be, so it is neither cached nor offered to search engines as it is.
       */
      degraded: boolean;
    };

export interface RenderOptions {
  /** The site's origin for canonical and Open Graph URLs (SITE_URL); default: `siteUrl` in pages/site.json. */
  siteUrl?: string;
  /** The request carries a valid pass from a form submission: the thank-you page may show. */
  formPass?: boolean;
  /** A form posted without JavaScript that was not stored: its page shows it again, with its messages. */
  formPost?: FormPostState;
  /** The thank-you page after an appointment request sent without JavaScript: the patient's manage link. */
  manageLink?: string;
}

export interface RenderDependencies {
  index: ContentIndex;
  pages: PageStore;
  api: ApiClient;
  /** The site's own words in the index's language (English when absent). */
  dictionary?: PageWords;
}

/**
 * Renders one request's page to HTML with its data and head tags; the server wraps it in the
 * document. Redirects and the thank-you page's rule are decided here too, as the browser decides them.
 */
export async function renderPage(
  url: string,
  { index: builtIndex, pages, api, dictionary }: RenderDependencies,
  options: RenderOptions = {},
): Promise<ServerRenderResult> {
  const index = withSiteUrl(builtIndex, options.siteUrl);
  // The request target is a path: prefixing the origin keeps `//evil.example/` or `//a:x` a path
  // (a base URL would read them as a host, render the home page or throw).
  const { pathname, search } = new URL(`http://localhost${url}`);
  const resolution: RouteResolution = resolveRoute(index, pathname, options.formPass === true);
  if (resolution.kind === 'redirect') return { kind: 'redirect', status: resolution.status, location: resolution.to };

  const queryClient = createQueryClient();
  // Goes to the browser with the page's other data, so a page hydrating later shows the same form.
  if (options.formPost) queryClient.setQueryData(FORM_POST_QUERY_KEY, options.formPost);
  if (options.manageLink) queryClient.setQueryData(MANAGE_LINK_QUERY_KEY, options.manageLink);
  const preparer = new PagePreparer({ index: index, pages, api, queryClient, ...(dictionary ? { dictionary } : {}) });
  // The shell's mobile menu and footer are chunks of their own too: loaded before rendering, like the sections.
  const [prepared, queryParams] = await Promise.all([
    preparer.prepare({ summary: resolution.page, status: resolution.status, params: resolution.params, path: pathname, search }),
    sectionQueryParams(resolution.page.sectionTypes),
    preloadMobileMenu(),
    preloadFooter(),
  ]);
  const sectionTypes = prepared.page.sections.map((s) => s.type);

  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App
          index={index}
          preparer={preparer}
          queryClient={queryClient}
          api={api}
          formPass={options.formPass === true}
          {...(dictionary ? { dictionary } : {})}
        />
      </StaticRouter>
    </StrictMode>,
  );
  // Prepared for the server (not for hydration), the page comes with its head.
  const head = renderHeadHtml(prepared.head!);
  return {
    kind: 'page',
    status: prepared.status,
    language: index.language,
    pageKey: prepared.key,
    sectionTypes: [...new Set(sectionTypes)],
    deferredSectionTypes: [...new Set(sectionTypes)].filter((type) => sectionHydration(type) !== 'eager'),
    head: `${head}\n    ${siteUrlElement(index.site.siteUrl)}`,
    html,
    queryParams,
    state: jsonForScript(dehydrate(queryClient)),
    degraded: queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error'),
  };
}
