import { Suspense, use, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useContentIndex } from '../content/content-context';
import type { PageDefinition } from '../content/types';
import { PageRenderer } from '../renderer/page-renderer';
import { preloadSections } from '../renderer/section-cache';
import { applyHead } from './head-tags';
import { resolveRoute } from './resolve-route';
import { usePageStore } from './page-store-context';

/** Renders whatever the current location resolves to: a page, the 404 page, or a redirect. */
export function RouteView() {
  const index = useContentIndex();
  const location = useLocation();
  const fromForm = (location.state as { fromForm?: boolean } | null)?.fromForm === true;
  const resolution = resolveRoute(index, location.pathname, fromForm);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  const { page } = resolution;
  return (
    <Suspense fallback={<div className="section-loading" aria-busy="true" />}>
      <LoadedPage pageKey={page.key} noindex={resolution.status === 404} />
    </Suspense>
  );
}

function LoadedPage({ pageKey, noindex }: { pageKey: string; noindex: boolean }) {
  const store = usePageStore();
  const page = store.get(pageKey) ?? use(loadWithSections(store.load(pageKey)));
  const { site } = useContentIndex();
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead({ meta: page.meta, site, path: pathname, noindex });
  }, [page, site, pathname, noindex]);
  return <PageRenderer page={page} />;
}

const withSections = new WeakMap<Promise<PageDefinition>, Promise<PageDefinition>>();

/** A page's chunk and its sections' chunks load together, so a navigation paints once. */
function loadWithSections(pagePromise: Promise<PageDefinition>): Promise<PageDefinition> {
  let combined = withSections.get(pagePromise);
  if (!combined) {
    combined = pagePromise.then(async (page) => {
      await preloadSections(page.sections.map((s) => s.type));
      return page;
    });
    withSections.set(pagePromise, combined);
  }
  return combined;
}
