/**
 * Reads what crawlers and link-preview bots read from a page's server HTML (they run no script):
 * the meta and link tags of the head, and its JSON-LD.
 */

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-z:-]+)="([^"]*)"/g)) found[name] = unescapeHtml(value);
  return found;
}

export interface ServerHead {
  title: string;
  /** Content of `<meta name=…>` and `<meta property=…>`, by name (repeated ones: all, in order). */
  meta: (name: string) => string[];
  canonical: string | undefined;
  jsonLd: Array<Record<string, unknown>>;
}

export function serverHead(html: string): ServerHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map(([tag]) => attributes(tag));
  const canonical = [...head.matchAll(/<link\s[^>]*>/g)].map(([tag]) => attributes(tag)).find((link) => link.rel === 'canonical')?.href;
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
  return {
    title: unescapeHtml(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (name) => metas.filter((meta) => meta.name === name || meta.property === name).map((meta) => meta.content),
    canonical,
    jsonLd,
  };
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('PNG without an IHDR chunk first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
