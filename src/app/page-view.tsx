import { createContext, Suspense, use, useContext, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useContentIndex } from '../content/content-context';
import { holdsThankYouToken, readThankYouToken } from '../forms/thank-you-pass';
import { PageRenderer } from '../renderer/page-renderer';
import { RouteParamsProvider } from '../renderer/route-params';
import { loadingPlaceholder } from '../renderer/section-body';
import { applyHead } from './apply-head';
import type { PageRequest } from './page-preparer';
import { usePagePreparer } from './page-preparer-context';
import { isFormPassPage, resolveRoute } from './resolve-route';

/**
 * On the server: the request's pass to the thank-you page was checked (server/forms/). The
 * browser, which cannot check a signature, asks holdsThankYouToken instead.
 */
export const ServerFormPassContext = createContext(false);

/** Renders whatever the current location resolves to: a page, the 404 page, or a redirect. */
export function RouteView() {
  const index = useContentIndex();
  const location = useLocation();
  const formPass = useContext(ServerFormPassContext) || holdsThankYouToken(location.search);
  const resolution = resolveRoute(index, location.pathname, formPass);
  if (resolution.kind === 'redirect') {
    // A pass in the address this tab was not handed: Back or Forward into entries another
    // document of this tab created (a reload keeps them), which remembered the token and is gone.
    // Only the server can check its signature: it shows the page for a good pass, else sends home.
    const unheldPass = readThankYouToken(location.search) !== null && isFormPassPage(index, location.pathname);
    return unheldPass ? <LoadFromServer /> : <Navigate to={resolution.to} replace />;
  }
  const request: PageRequest = {
    summary: resolution.page,
    status: resolution.status,
    params: resolution.params,
    path: location.pathname,
    search: location.search,
  };
  return (
    <Suspense fallback={loadingPlaceholder}>
      <PreparedPageView request={request} />
    </Suspense>
  );
}

function LoadFromServer() {
  useEffect(() => window.location.reload(), []);
  return loadingPlaceholder;
}

function PreparedPageView({ request }: { request: PageRequest }) {
  const preparer = usePagePreparer();
  const prepared = preparer.get(request) ?? use(preparer.prepare(request));
  useEffect(() => {
    // None for the hydrated page: its head is the server's already.
    if (prepared.head) applyHead(prepared.head);
  }, [prepared]);
  return (
    <RouteParamsProvider params={prepared.params}>
      <PageRenderer page={prepared.page} />
    </RouteParamsProvider>
  );
}
