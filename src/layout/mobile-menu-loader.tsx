import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react';
import './mobile-menu.css';

/**
 * The mobile menu's code (its server panel, the dialog, the treatments list) is a chunk of its
 * own: the page's first scripts carry only this loader. The server loads the chunk before it
 * renders, so the menu is in every page's HTML and works without scripts (`:target`). In the
 * browser React keeps that markup as it is while hydrating the rest of the page, and hydrates
 * it once the chunk has come: when the browser is first idle, or at once when the visitor opens
 * the menu. The stylesheet comes with the page, so the server's panel is styled from the start.
 */
let loaded: ComponentType | undefined;
let allow!: () => void;
const allowed = new Promise<void>((resolve) => (allow = resolve));

async function load() {
  const module = await import('./mobile-menu');
  loaded = module.MobileMenu;
  return { default: module.MobileMenu };
}
const GatedMobileMenu = lazy(() => allowed.then(load));

/** On the server, before rendering; in tests, before rendering the nav bar. */
export async function preloadMobileMenu(): Promise<void> {
  await load();
}

/** The menu is wanted now (the visitor is opening it): its code may load. */
export function allowMobileMenu(): void {
  allow();
}

/**
 * Memoised: a re-render of the nav bar (its button turning from a link into a button once
 * scripts run) must not reach the waiting menu, or React would render it afresh and drop the
 * server's markup before the chunk is here.
 */
export const DeferredMobileMenu = memo(function DeferredMobileMenu() {
  // Chosen once: the server's render and later renders show the loaded menu; a hydrating page
  // keeps the server's markup until the gated chunk arrives.
  const [Menu] = useState(() => loaded ?? GatedMobileMenu);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(allow, { timeout: 1000 });
    else setTimeout(allow, 200);
  }, []);
  return (
    <Suspense fallback={null}>
      <Menu />
    </Suspense>
  );
});
