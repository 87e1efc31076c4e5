/**
 * The only script a page's HTML loads, a few hundred bytes. The server's HTML is complete and
 * usable without scripts (links, forms, the menu), so the app is not fetched until the page has
 * loaded: on a slow phone the first screen, its styles and its images have the network to
 * themselves, as they would without JavaScript. Then the page's modules, which the server lists in
 * `#page-modules` in dependency order (React, the other libraries, the app, the page's sections),
 * are all fetched in parallel and evaluated one per task, front to back: the libraries are built
 * as chunks of their own (vite.config.ts) so that no single evaluation holds a slow phone's main
 * thread long enough to make a tap wait. Evaluating the app starts it.
 */
/** PAGE_MODULES_ELEMENT_ID of src/contract/document-elements.ts, written in by vite.config.ts. */
declare const __PAGE_MODULES_ELEMENT_ID__: string;

function pageModules(): string[] {
  const text = document.getElementById(__PAGE_MODULES_ELEMENT_ID__)?.textContent;
  return text ? (JSON.parse(text) as string[]) : [];
}

function preload(files: readonly string[]) {
  const links = document.createDocumentFragment();
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/** Lets the browser paint and answer input before the next module is evaluated. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function evaluateInOrder(files: readonly string[]) {
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await nextTask();
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
  const modules = pageModules();
  preload(modules);
  void evaluateInOrder(modules);
});
