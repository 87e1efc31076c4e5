import { createHash } from 'node:crypto';

/** The opaque part of a strong entity tag for these bytes: a hash, so the same bytes always get the same tag. */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
}

/** Whether an If-None-Match header (a list of tags, or `*`) names this tag, by weak comparison as RFC 9110 asks for GET and HEAD. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
