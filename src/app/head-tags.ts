import type { PageMeta, SiteDefinition } from '../content/types';

export interface HeadInput {
  meta: PageMeta;
  site: SiteDefinition;
  /** The path of the page as requested (canonical URL). */
  path: string;
  /** Redirect targets and the 404 page ask search engines not to index them. */
  noindex: boolean;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** The title and tags every page's head carries: description, canonical, robots and Open Graph. */
export function headTags({ meta, site, path, noindex }: HeadInput): { title: string; tags: HeadTag[] } {
  const url = `${site.siteUrl}${path === '/' ? '' : path}`;
  const image = `${site.siteUrl}${meta.image ?? site.defaultImage ?? '/images/og-default.png'}`;
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: meta.description } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: site.clinic.name } },
    { tag: 'meta', attributes: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { property: 'og:image', content: image } },
    { tag: 'meta', attributes: { property: 'og:locale', content: 'en_IN' } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (noindex) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
  return { title: meta.title, tags };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server's response. Managed tags carry data-head so the browser can replace them. */
export function renderHeadHtml(input: HeadInput): string {
  const { title, tags } = headTags(input);
  const rendered = tags.map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
    return `<${tag} data-head${attrs}>`;
  });
  return [`<title>${escapeHtml(title)}</title>`, ...rendered].join('\n    ');
}

/** Replaces the managed head tags after a client-side navigation. */
export function applyHead(input: HeadInput): void {
  const { title, tags } = headTags(input);
  document.title = title;
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  for (const { tag, attributes } of tags) {
    const element = document.createElement(tag);
    element.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
    document.head.appendChild(element);
  }
}
