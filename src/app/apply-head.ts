import type { HeadContent } from './head-tags';

/**
 * Replaces the managed head tags (those the server marked `data-head`) after a client-side
 * navigation. Kept apart from the head builder, whose chunk loads only when the browser navigates.
 */
export function applyHead({ title, tags, jsonLd }: HeadContent): void {
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
