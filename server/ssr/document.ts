import { PAGE_MODULES_ELEMENT_ID, QUERY_STATE_ELEMENT_ID } from '../../src/contract/document-elements';
import { pageChunkKey, type AssetMap, type ChunkAssets } from './asset-map';
import type { Language } from '../../src/i18n/languages';
import { bootStarterElement } from './boot-starter';
import { styleBundleHref } from './style-bundle';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** Web fonts to fetch at once (the language's script font): see renderDocument. */
  fonts: string[];
}

/**
 * The chunks and styles a page needs at once: the app, its body, and each of its sections, the
 * scripts in dependency order (a chunk after every chunk it imports). A section that
 * defers its hydration brings its styles (its server HTML is shown styled) but not its scripts,
 * which load when the browser needs them.
 */
export function pageAssets(
  assetMap: AssetMap | undefined,
  language: Language,
  pageKey: string,
  sectionTypes: readonly string[],
  deferredSectionTypes: readonly string[] = [],
): PageAssets {
  if (!assetMap) return { scripts: [], styles: [], fonts: [] };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const fonts = new Set<string>();
  const add = (chunk: ChunkAssets | undefined, withScripts: boolean) => {
    if (!chunk) return;
    if (withScripts) {
      chunk.imports.forEach((file) => scripts.add(file));
      scripts.add(chunk.file);
    }
    chunk.css.forEach((file) => styles.add(file));
    chunk.fonts?.forEach((file) => fonts.add(file));
  };
  // The app and its global styles first: section styles then win over global rules of equal specificity.
  add(assetMap.clients[language], true);
  add(assetMap.pages[pageChunkKey(language, pageKey)], true);
  for (const type of sectionTypes) {
    const eager = !deferredSectionTypes.includes(type);
    add(assetMap.sections[type], eager);
    // The browser prepares the page it hydrates with its eager sections' data modules (a deferred
    // section's data is in the page already, and its module is needed only on a client navigation).
    if (eager) add(assetMap.sectionData[type], true);
  }
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts] };
}

/**
 * Fills the HTML template: the page's language (`<html lang>`), its head tags, the global and section stylesheets (so nothing
 * renders unstyled), the rendered markup, the API data the page was rendered with, and the list of
 * the page's modules for the boot script.
 *
 * The data travels as `<script type="application/json">`: inert text the browser never runs,
 * so the Content-Security-Policy needs no 'unsafe-inline' and no per-response nonce. `state`
 * must already have `<` escaped (`\u003c`), so no `</script>` can end the element early.
 *
 * Each placeholder is replaced by a function: a replacement *string* would expand `$&`, `` $` ``
 * and `$'` found in the page (a URL or a testimonial containing them) into copies of the
 * template.
 */
export function renderDocument(template: string, parts: { lang: string; head: string; html: string; state: string; assets: PageAssets }): string {
  // The template already links the boot script (and, in development, Vite's client).
  const notInTemplate = (file: string) => !template.includes(`/${file}"`);
  // Section styles come after the app's global styles, as they do when a client navigation
  // loads them: a section's rule then wins over a global rule of the same specificity either way.
  const styles = stylesheetLinks(parts.assets.styles.filter(notInTemplate)).map((tag) => `  ${tag}\n  `);
  // A Gujarati or Hindi page's text is in its script font: fetched with the stylesheets rather than
  // once they have been read, so it is usually there for the first paint and the text does not
  // shift when it swaps in (fonts are fetched in CORS mode, hence `crossorigin`).
  const fonts = parts.assets.fonts.map((file) => `  <link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>\n  `);
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${parts.state}</script>`;
  // Not preloaded here: the boot script preloads them once the page has loaded (src/boot.ts).
  const modules = parts.assets.scripts.filter(notInTemplate).map((file) => `/${file}`);
  const moduleList = `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${JSON.stringify(modules)}</script>`;
  const { template: withoutScripts, scripts: entryScripts } = moveScriptsOut(template);
  const scripts = [moduleList, ...entryScripts].map((tag) => `  ${tag}\n  `).join('');
  return withoutScripts
    .replace(/<html lang="[^"]*">/, () => `<html lang="${parts.lang}">`)
    .replace('<!--app-head-->', () => parts.head)
    .replace('</head>', () => `${fonts.join('')}${styles.join('')}</head>`)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => state)
    .replace('</body>', () => `${scripts}</body>`);
}

/**
 * The page's stylesheets as one request (server/ssr/style-bundle.ts), each file then marked as
 * already there by a `disabled` link, which the browser neither fetches nor applies: the build's
 * loader (Vite's) looks for a stylesheet link of a chunk's CSS before it adds one, so the section
 * scripts it loads after the page neither fetch them again nor apply a second copy. In development
 * (no build, so no styles listed here) and for a single file, the plain links.
 */
function stylesheetLinks(files: readonly string[]): string[] {
  if (files.length < 2 || !files.every((file) => file.startsWith('assets/'))) return files.map((file) => `<link rel="stylesheet" href="/${file}">`);
  return [`<link rel="stylesheet" href="${styleBundleHref(files)}">`, ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`)];
}

/** The build's entry script and module preloads (external, no body: never an inline script). */
const SCRIPT_TAGS = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;
/** Vite's own client in development (`/@vite/client`), which must run at once. */
const TOOLING_SCRIPT = /\bsrc="\/@/;

/**
 * Takes the boot script and any module preloads out of the template's head, to be written at the
 * end of the body instead: the boot script as the inline starter that requests it once the page
 * has loaded and painted (server/ssr/boot-starter.ts), so the page's content, stylesheets and
 * first image have the network to themselves. Measured in docs/performance.md.
 */
function moveScriptsOut(template: string): { template: string; scripts: string[] } {
  const scripts = (template.match(SCRIPT_TAGS) ?? []).map((tag) => {
    const src = /^<script type="module"[^>]*\bsrc="([^"]+)"/.exec(tag.trim())?.[1];
    return src && !TOOLING_SCRIPT.test(tag) ? bootStarterElement(src) : tag.trim();
  });
  return { template: template.replace(SCRIPT_TAGS, ''), scripts };
}
