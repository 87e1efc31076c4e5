import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import contentIndex from 'virtual:content-index';
import pageLoaders from 'virtual:page-loaders';
import { createApiClient } from './api/api-client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { PagePreparer } from './app/page-preparer';
import { resolveRoute } from './app/resolve-route';
import { PageStore } from './content/page-store';
import { holdsThankYouToken, readThankYouToken, rememberThankYouToken } from './forms/thank-you-pass';

declare global {
  interface Window {
    __QUERY_STATE__?: DehydratedState;
  }
}

/**
 * Hydrates the server's HTML. The current page is prepared first (body, section chunks, and the
 * data the server sent along), so the first client render is the server's render, without suspending.
 */
async function start() {
  const pages = new PageStore(pageLoaders);
  const queryClient = createQueryClient();
  if (window.__QUERY_STATE__) hydrateQueries(queryClient, window.__QUERY_STATE__);
  const api = createApiClient();
  const preparer = new PagePreparer({ index: contentIndex, pages, api, queryClient });
  const { pathname, search } = window.location;
  // The server renders the thank-you page only for a valid token (else it redirects home), so
  // a thank-you page being hydrated proves its token good.
  const token = readThankYouToken(search);
  if (token !== null && resolveRoute(contentIndex, pathname, true).kind === 'page') rememberThankYouToken(token);
  const resolution = resolveRoute(contentIndex, pathname, holdsThankYouToken(search));
  if (resolution.kind === 'page') {
    await preparer.prepare({ summary: resolution.page, status: resolution.status, params: resolution.params, path: pathname, search });
  }
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <BrowserRouter>
        <App index={contentIndex} preparer={preparer} queryClient={queryClient} api={api} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
