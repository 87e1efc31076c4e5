import { memo, Suspense, useEffect, useState } from 'react';
import { deferredPart } from '../renderer/gated-component';
import { openHydrationGate } from '../renderer/hydration-gate';
import './mobile-menu.css';

/**
 * The mobile menu's code (its server panel, the dialog, the treatments list) is a chunk of its
 * own: the page's first scripts carry only this loader. The server loads the chunk before it
 * renders, so the menu is in every page's HTML and works without scripts (`:target`). In the
 * browser React keeps that markup as it is while hydrating the rest of the page, and hydrates
 * it once the chunk has come: when the browser is first idle, or at once when the visitor opens
 * the menu. The stylesheet comes with the page, so the server's panel is styled from the start.
 */
const MOBILE_MENU_GATE = 'mobile-menu';

const mobileMenu = deferredPart(MOBILE_MENU_GATE, async () => (await import('./mobile-menu')).MobileMenu);

/** On the server, before rendering; in tests, before rendering the nav bar. */
export const preloadMobileMenu = mobileMenu.preload;

/** The menu is wanted now (the visitor is opening it): its code may load. */
export function allowMobileMenu(): void {
  openHydrationGate(MOBILE_MENU_GATE);
}

/**
 * Memoised: a re-render of the nav bar (its button turning from a link into a button once
 * scripts run) must not reach the waiting menu, or React would render it afresh and drop the
 * server's markup before the chunk is here.
 */
export const DeferredMobileMenu = memo(function DeferredMobileMenu() {
  const [Menu] = useState(mobileMenu.initialComponent);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(allowMobileMenu, { timeout: 1000 });
    else setTimeout(allowMobileMenu, 200);
  }, []);
  return (
    <Suspense fallback={null}>
      <Menu />
    </Suspense>
  );
});
