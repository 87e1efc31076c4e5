import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import contentIndex from 'virtual:content-index';
import pageLoaders from 'virtual:page-loaders';
import type { ApiClient } from './api/api-client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { renderHeadHtml } from './app/head-tags';
import { resolveRoute, type RouteResolution } from './app/resolve-route';
import { PageStore } from './content/page-store';
import type { SectionType } from './content/types';
import { preloadSections } from './renderer/section-cache';
import { prefetchSectionData } from './renderer/section-data';

export { contentIndex };

export type ServerRenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      pageKey: string;
      sectionTypes: SectionType[];
      head: string;
      html: string;
      /** JSON of the prefetched API data, for the browser's query cache. */
      state: string;
    };

const pages = new PageStore(pageLoaders);

/** Renders one request's page to HTML with its data; the server wraps it in the document. */
export async function render(url: string, api: ApiClient): Promise<ServerRenderResult> {
  // The request target is a path: prefixing the origin keeps `//evil.example/` or `//a:x` a path
  // (a base URL would read them as a host, render the home page or throw).
  const { pathname } = new URL(`http://localhost${url}`);
  const resolution: RouteResolution = resolveRoute(contentIndex, pathname);
  if (resolution.kind === 'redirect') return { kind: 'redirect', status: resolution.status, location: resolution.to };

  const page = await pages.load(resolution.page.key);
  const sectionTypes = page.sections.map((s) => s.type);
  const queryClient = createQueryClient();
  await Promise.all([preloadSections(sectionTypes), prefetchSectionData(sectionTypes, queryClient, api)]);

  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App index={contentIndex} pages={pages} queryClient={queryClient} api={api} />
      </StaticRouter>
    </StrictMode>,
  );
  const head = renderHeadHtml({
    meta: page.meta,
    site: contentIndex.site,
    path: pathname,
    noindex: resolution.status === 404,
  });
  return {
    kind: 'page',
    status: resolution.status,
    pageKey: resolution.page.key,
    sectionTypes: [...new Set(sectionTypes)],
    head,
    html,
    state: JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c'),
  };
}
