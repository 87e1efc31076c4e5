import { Suspense, useState } from 'react';
import { DeferredHydration } from '../renderer/deferred-hydration';
import { deferredPart } from '../renderer/gated-component';
import type { DeferredBody } from '../renderer/section-body';
// The footer's styles come with every page, so its server markup is styled from the start; its
// script (the map's button, the counter, the links' client navigation) is a chunk of its own.
import '../ui/clinic-map.css';
import '../ui/counter.css';

const FOOTER_GATE = 'footer';

const footer = deferredPart(FOOTER_GATE, async () => (await import('./footer')).Footer);

/** On the server, before rendering (the footer is in every page's HTML); in tests, before rendering the layout. */
export const preloadFooter = footer.preload;

/**
 * The footer, at the foot of every page: on the page the server rendered, its code loads as it
 * nears the viewport (or at the first focus or press inside it), like a deferred section, so the
 * page's first scripts neither carry nor hydrate it. Until then its server markup (links, map
 * image, phone and address) works as it does without scripts.
 */
export function DeferredFooter() {
  return (
    <DeferredHydration gate={FOOTER_GATE} hydration="when-visible" isLoaded={footer.isLoaded}>
      {(deferred) => <FooterBody deferred={deferred} />}
    </DeferredHydration>
  );
}

function FooterBody({ deferred }: { deferred: DeferredBody }) {
  const [Footer] = useState(footer.initialComponent);
  return (
    <Suspense fallback={deferred.fallback}>
      <Footer />
      {deferred.afterCommit}
    </Suspense>
  );
}
