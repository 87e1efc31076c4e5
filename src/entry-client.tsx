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

/** The API data the server rendered with: JSON in `<script type="application/json" id="query-state">` (server/ssr/document.ts). */
function readServerState(): DehydratedState | undefined {
  const text = document.getElementById('query-state')?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
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
  const serverState = readServerState();
  if (serverState) hydrateQueries(queryClient, serverState);
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
