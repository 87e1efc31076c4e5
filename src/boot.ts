/**
 * The only script a page's HTML loads, a few hundred bytes. The server's HTML is complete and
 * usable without scripts (links, forms, the menu), so the app is not fetched until the page has
 * loaded: on a slow phone the first screen, its styles and its images have the network to
 * themselves, as they would without JavaScript. Then the page's modules, which the server lists in
 * `#page-modules` (the app's entry first, then everything the page imports), are fetched in
 * parallel and the app hydrates the page.
 */
import { PAGE_MODULES_ELEMENT_ID } from './contract/document-elements';

function pageModules(): string[] {
  const text = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as string[]) : [];
}

function preload(files: readonly string[]) {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

whenLoaded(() => {
  // In development Vite serves the source, and the server lists no built modules.
  if (import.meta.env.DEV) {
    void import('./entry-client');
    return;
  }
  const [app, ...imports] = pageModules();
  if (!app) return;
  preload(imports);
  void import(/* @vite-ignore */ app);
});
