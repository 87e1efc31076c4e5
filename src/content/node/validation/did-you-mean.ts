/** Edit distance between two strings (Levenshtein), for "did you mean" suggestions. */
function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

/** Distance to the whole candidate, or (plus one) to one of its hyphenated tails: 'bannr' is near 'page-banner'. */
function similarity(input: string, candidate: string): number {
  const parts = candidate.split('-');
  const tails = parts.slice(1).map((_, i) => parts.slice(i + 1).join('-'));
  return Math.min(editDistance(input, candidate), ...tails.map((tail) => editDistance(input, tail) + 1));
}

/** The closest candidate if it is close enough to be a likely typo, else undefined. */
export function closestMatch(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = similarity(input.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const tolerance = Math.max(2, Math.floor(input.length / 3));
  return bestDistance <= tolerance ? best : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>): string {
  const match = closestMatch(input, candidates);
  return match ? ` (did you mean "${match}"?)` : '';
}
