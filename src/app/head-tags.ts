import type { PageMeta, SiteDefinition } from '../content/types';
import type { SectionHead } from '../renderer/section-manifest';

export interface HeadInput {
  meta: PageMeta;
  site: SiteDefinition;
  /** The path of the page as requested (canonical URL). */
  path: string;
  /** The 404 page asks search engines not to index it. */
  noindex: boolean;
  /** What the page's sections' data adds or overrides (an article's title, image, structured data). */
  sectionHead?: SectionHead;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface HeadContent {
  title: string;
  tags: HeadTag[];
  /** Structured data, each object its own `<script type="application/ld+json">`. */
  jsonLd: readonly object[];
}

/** The title and tags every page's head carries: description, canonical, robots and Open Graph. */
export function headTags({ meta, site, path, noindex, sectionHead = {} }: HeadInput): HeadContent {
  const title = sectionHead.title ?? meta.title;
  const description = sectionHead.description ?? meta.description;
  const canonicalPath = sectionHead.canonicalPath ?? path;
  const url = `${site.siteUrl}${canonicalPath === '/' ? '' : canonicalPath}`;
  const imagePath = sectionHead.image?.url ?? meta.image ?? site.defaultImage ?? '/images/og-default.png';
  const image = /^https?:\/\//.test(imagePath) ? imagePath : `${site.siteUrl}${imagePath}`;
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: description } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: site.clinic.name } },
    { tag: 'meta', attributes: { property: 'og:title', content: title } },
    { tag: 'meta', attributes: { property: 'og:description', content: description } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { property: 'og:image', content: image } },
    { tag: 'meta', attributes: { property: 'og:locale', content: 'en_IN' } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  const { width, height, alt } = sectionHead.image ?? {};
  if (width) tags.push({ tag: 'meta', attributes: { property: 'og:image:width', content: String(width) } });
  if (height) tags.push({ tag: 'meta', attributes: { property: 'og:image:height', content: String(height) } });
  if (alt) tags.push({ tag: 'meta', attributes: { property: 'og:image:alt', content: alt } });
  if (noindex) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
  return { title, tags, jsonLd: sectionHead.jsonLd ?? [] };
}

/** JSON for a script element: `<` escaped, so no string in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server's response. Managed tags carry data-head so the browser can replace them. */
export function renderHeadHtml(input: HeadInput): string {
  const { title, tags, jsonLd } = headTags(input);
  const rendered = tags.map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
    return `<${tag} data-head${attrs}>`;
  });
  const scripts = jsonLd.map((data) => `<script type="application/ld+json" data-head>${jsonForScript(data)}</script>`);
  return [`<title>${escapeHtml(title)}</title>`, ...rendered, ...scripts].join('\n    ');
}

/** Replaces the managed head tags after a client-side navigation. */
export function applyHead(input: HeadInput): void {
  const { title, tags, jsonLd } = headTags(input);
  document.title = title;
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  for (const { tag, attributes } of tags) {
    const element = document.createElement(tag);
    element.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
    document.head.appendChild(element);
  }
  for (const data of jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-head', '');
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
  }
}
