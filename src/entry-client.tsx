import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import contentIndex from 'virtual:content-index';
import pageLoaders from 'virtual:page-loaders';
import { createApiClient } from './api/api-client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { QUERY_STATE_ELEMENT_ID } from './contract/document-elements';
import { HydrationMark } from './app/hydration-mark';
import { PagePreparer } from './app/page-preparer';
import { hydrateRoot } from './app/react-dom-client';
import { isFormPassPage, resolveRoute } from './app/resolve-route';
import { readSiteUrl, withSiteUrl } from './app/site-url';
import { PageStore } from './content/page-store';
import { holdsThankYouToken, readThankYouToken, rememberThankYouToken } from './forms/thank-you-pass';

/** The API data the server rendered with: JSON in `<script type="application/json" id="query-state">` (server/ssr/document.ts). */
function readServerState(): DehydratedState | undefined {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/**
 * Hydrates the server's HTML. The current page is prepared first (body, section chunks, and the
 * data the server sent along), so the first client render is the server's render, without suspending.
 */
async function start() {
  const index = withSiteUrl(contentIndex, readSiteUrl(document));
  const pages = new PageStore(pageLoaders, () => import('virtual:treatment-cards'));
  const queryClient = createQueryClient();
  const serverState = readServerState();
  if (serverState) hydrateQueries(queryClient, serverState);
  const api = createApiClient();
  const preparer = new PagePreparer({ index, pages, api, queryClient });
  const { pathname, search } = window.location;
  // The server renders the thank-you page only for a valid token (else it redirects home), so
  // a thank-you page being hydrated proves its token good.
  const token = readThankYouToken(search);
  if (token !== null && isFormPassPage(index, pathname)) rememberThankYouToken(token);
  const resolution = resolveRoute(index, pathname, holdsThankYouToken(search));
  if (resolution.kind === 'page') {
    await preparer.prepareForHydration({ summary: resolution.page, status: resolution.status, params: resolution.params, path: pathname, search });
  }
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: on a slow phone a tap or a scroll meanwhile is
  // answered at once (and a click on a part not yet hydrated is replayed once it is).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <BrowserRouter>
          <App index={index} preparer={preparer} queryClient={queryClient} api={api} />
          <HydrationMark />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
