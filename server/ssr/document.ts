import type { AssetMap } from './asset-map';

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** The chunks and styles a page needs at once: its body, and each of its sections. */
export function pageAssets(assetMap: AssetMap | undefined, pageKey: string, sectionTypes: readonly string[]): PageAssets {
  if (!assetMap) return { scripts: [], styles: [] };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const chunks = [assetMap.pages[pageKey], ...sectionTypes.map((type) => assetMap.sections[type])];
  for (const chunk of chunks) {
    if (!chunk) continue;
    scripts.add(chunk.file);
    chunk.imports.forEach((file) => scripts.add(file));
    chunk.css.forEach((file) => styles.add(file));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Fills the HTML template: the page's head tags, the preload links of its chunks and the
 * stylesheets of its sections (so nothing renders unstyled), the rendered markup, and the API
 * data the page was rendered with.
 */
export function renderDocument(template: string, parts: { head: string; html: string; state: string; assets: PageAssets }): string {
  // The template already links the entry chunk and its styles.
  const notInTemplate = (file: string) => !template.includes(`/${file}"`);
  const links = [
    ...parts.assets.styles.filter(notInTemplate).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...parts.assets.scripts.filter(notInTemplate).map((file) => `<link rel="modulepreload" href="/${file}">`),
  ];
  return template
    .replace('<!--app-head-->', [parts.head, ...links].join('\n    '))
    .replace('<!--app-html-->', parts.html)
    .replace('<!--app-state-->', `<script>window.__QUERY_STATE__=${parts.state}</script>`);
}
