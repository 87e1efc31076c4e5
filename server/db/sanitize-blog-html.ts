import sanitizeHtml from 'sanitize-html';

/**
 * The one place blog HTML is made safe. Blog bodies are the only HTML the site takes from
 * its data, so they are cleaned when stored (seed included) and every reader can trust them.
 * Anything not listed is dropped: scripts, styles, frames, forms, images, every event handler
 * and style attribute, and any link that is not http(s), mailto or relative.
 */
const BLOG_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
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
