import { createHash } from 'node:crypto';
import { APP_STARTED_EVENT } from '../../src/contract/document-elements';

/**
 * The page's one inline script, which starts the boot module (src/boot.ts) once the page has
 * loaded and painted. A `<script src>` in the HTML, even at low priority, is requested while the
 * page is still parsed, beside its stylesheets and first image: on a slow network the first
 * screen's largest image then arrives later than it would without scripts (Lighthouse's
 * simulation of `/about`: 1.13–1.17 × the no-JavaScript page's largest paint).
 *
 * Until the app has started (the boot module sends APP_STARTED_EVENT), nothing else answers Back
 * or Forward between entries this document shares with others (a page reached by a client-side
 * navigation, then reloaded): the address would change while the page stayed. So the starter
 * asks the browser for the page the address now names. A move within the page (an anchor's `#id`)
 * is left to the browser.
 *
 * The code is fixed (the boot module's address is read from the element's `data-src`), so the
 * Content-Security-Policy allows it by its hash: no 'unsafe-inline'.
 */
export const BOOT_STARTER_SCRIPT = [
  '(function () {',
  "  var boot = document.currentScript.getAttribute('data-src');",
  '  var page = location.pathname + location.search;',
  '  function loadPageOnHistoryMove() {',
  '    if (location.pathname + location.search !== page) location.reload();',
  '  }',
  '  function start() {',
  "    var script = document.createElement('script');",
  "    script.type = 'module';",
  '    script.src = boot;',
  '    document.body.appendChild(script);',
  '  }',
  "  addEventListener('popstate', loadPageOnHistoryMove);",
  `  addEventListener(${JSON.stringify(APP_STARTED_EVENT)}, function () { removeEventListener('popstate', loadPageOnHistoryMove); }, { once: true });`,
  "  if (document.readyState === 'complete') start();",
  "  else addEventListener('load', function () { requestAnimationFrame(function () { setTimeout(start, 0); }); }, { once: true });",
  '})();',
].join('\n');

/** The starter's CSP source: `'sha256-…'` of its text. */
export const BOOT_STARTER_HASH = `'sha256-${createHash('sha256').update(BOOT_STARTER_SCRIPT).digest('base64')}'`;

/** The element that starts the boot module at `src` (an attribute: the hash covers the code alone). */
export function bootStarterElement(src: string): string {
  const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script data-src="${escaped}">${BOOT_STARTER_SCRIPT}</script>`;
}
