export type ContentEncoding = 'br' | 'gzip' | 'identity';

// Our preference when the client accepts several: brotli is smaller for the same text.
const PREFERENCE: ContentEncoding[] = ['br', 'gzip'];

/**
 * Picks the response encoding from an Accept-Encoding header (RFC 9110 §12.5.3): the
 * preferred of br / gzip the client accepts with a non-zero weight, else identity.
 */
export function chooseContentEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? wildcard ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
