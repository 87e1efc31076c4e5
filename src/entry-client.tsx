import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import contentIndex from 'virtual:content-index';
import pageLoaders from 'virtual:page-loaders';
import { createApiClient } from './api/api-client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { resolveRoute } from './app/resolve-route';
import { PageStore } from './content/page-store';
import { preloadSections } from './renderer/section-cache';

declare global {
  interface Window {
    __QUERY_STATE__?: DehydratedState;
  }
}

/**
 * Hydrates the server's HTML. The current page's body and section chunks are loaded first, so
 * the first client render is the server's render, without suspending.
 */
async function start() {
  const pages = new PageStore(pageLoaders);
  const fromForm = (window.history.state?.usr as { fromForm?: boolean } | undefined)?.fromForm === true;
  const resolution = resolveRoute(contentIndex, window.location.pathname, fromForm);
  if (resolution.kind === 'page') {
    const page = await pages.load(resolution.page.key);
    await preloadSections(page.sections.map((s) => s.type));
  }
  const queryClient = createQueryClient();
  if (window.__QUERY_STATE__) hydrateQueries(queryClient, window.__QUERY_STATE__);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <BrowserRouter>
        <App index={contentIndex} pages={pages} queryClient={queryClient} api={createApiClient()} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
