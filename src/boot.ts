/**
 * The page's first module, a few hundred bytes, which the page's inline starter requests once the
 * page has loaded and painted (server/ssr/boot-starter.ts). The server's HTML is complete and
 * usable without scripts (links, forms, the menu), so the app is not fetched until then: on a slow
 * phone the first screen, its styles and its images have the network and the main thread to
 * themselves, as they would without JavaScript. Then the page's modules, which the server lists in
 * `#page-modules` in dependency order (React, the other libraries, the app, the page's sections),
 * are all fetched in parallel and evaluated one per task, front to back: the libraries are built
 * as chunks of their own (vite.config.ts) so that no single evaluation holds a slow phone's main
 * thread long enough to make a tap wait. Evaluating the app starts it.
 */
/** PAGE_MODULES_ELEMENT_ID and APP_STARTED_EVENT of src/contract/document-elements.ts, written in by vite.config.ts. */
declare const __PAGE_MODULES_ELEMENT_ID__: string;
declare const __APP_STARTED_EVENT__: string;

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

/**
 * After the load event, once the browser has painted what loaded and is idle: the images that
 * arrived last (the first screen's largest one, often) are shown before any module is evaluated.
 */
function whenLoadedAndPainted(run: () => void) {
  const afterPaint = () =>
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
      else setTimeout(run, 0);
    });
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

/** The app's router answers Back and Forward from now on: the page's inline starter stops doing so. */
const announceAppStarted = () => window.dispatchEvent(new Event(__APP_STARTED_EVENT__));

whenLoadedAndPainted(() => {
  // In development Vite serves the source, and the server lists no built modules.
  if (import.meta.env.DEV) {
    announceAppStarted();
    // The page's language is its <html lang> (en-IN, gu-IN, hi-IN): each has its own entry.
    const language = document.documentElement.lang.slice(0, 2);
    void (language === 'gu' ? import('./entry-client-gu') : language === 'hi' ? import('./entry-client-hi') : import('./entry-client'));
    return;
  }
  const modules = pageModules();
  preload(modules);
  // Once the app's module has run it has read the address and its router takes over history.
  void evaluateInOrder(modules).finally(announceAppStarted);
});
