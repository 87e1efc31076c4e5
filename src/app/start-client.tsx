import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient } from '../api/api-client';
import { createQueryClient } from '../api/query-client';
import { App } from './app';
import { QUERY_STATE_ELEMENT_ID } from '../contract/document-elements';
import { HydrationMark } from './hydration-mark';
import { PagePreparer } from './page-preparer';
import { hydrateRoot } from './react-dom-client';
import { isFormPassPage, resolveRoute } from './resolve-route';
import { readSiteUrl, withSiteUrl } from './site-url';
import type { ContentIndex, TreatmentCardEntry } from '../content/content-index';
import { PageStore, type PageLoaders } from '../content/page-store';
import type { PageWords } from '../i18n/dictionaries/en';
import { holdsThankYouToken, readThankYouToken, rememberThankYouToken } from '../forms/thank-you-pass';

/** The API data the server rendered with: JSON in `<script type="application/json" id="query-state">` (server/ssr/document.ts). */
function readServerState(): DehydratedState | undefined {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/**
 * Hydrates the server's HTML with one language's content (each language's entry passes its own,
 * so a page loads its language's index and pages only). The current page is prepared first (body, section chunks, and the
 * data the server sent along), so the first client render is the server's render, without suspending.
 */
export async function startClient(
  contentIndex: ContentIndex,
  pageLoaders: PageLoaders,
  loadTreatmentCards: () => Promise<{ default: TreatmentCardEntry[] }>,
  dictionary?: PageWords,
): Promise<void> {
  const index = withSiteUrl(contentIndex, readSiteUrl(document));
  const pages = new PageStore(pageLoaders, loadTreatmentCards);
  const queryClient = createQueryClient();
  const serverState = readServerState();
  if (serverState) hydrateQueries(queryClient, serverState);
  const api = createApiClient();
  const preparer = new PagePreparer({ index, pages, api, queryClient, ...(dictionary ? { dictionary } : {}) });
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
          <App index={index} preparer={preparer} queryClient={queryClient} api={api} {...(dictionary ? { dictionary } : {})} />
          <HydrationMark />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
