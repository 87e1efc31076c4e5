import sanitizeHtml from 'sanitize-html';
import { mediaUrl } from '../../src/contract/api-contract';
import { ARTICLE_LINK_SCHEMES } from '../../src/contract/article-links';

/** Where an article's own images are served from: an image in a body must be one of the site's media files. */
const MEDIA_URL_PREFIX = mediaUrl('');

/**
 * The one place blog HTML is made safe. Blog bodies are the only HTML the site takes from
 * its data, so they are cleaned when stored (seed included) and every reader can trust them.
 * Anything not listed is dropped: scripts, styles, frames, forms, images from anywhere but the
 * site's media files, every event handler and style attribute, and any link that is not http(s),
 * mailto or relative.
 */
const BLOG_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  // An image stays only when it is one of the site's media files (a relative path under the media
  // URL, no dot segments): no tracking pixel, no other site's image, no data: URL.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(frame.attribs.src?.startsWith(MEDIA_URL_PREFIX) && /^[a-z0-9/_-]+\.(avif|webp|jpg|png)$/.test(frame.attribs.src.slice(MEDIA_URL_PREFIX.length))),
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example` would leave the site while looking relative.
  allowProtocolRelative: false,
  // Drop the contents of these too, not just the tags: their text is code, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_POLICY).trim();
}
