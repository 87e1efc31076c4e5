/**
 * The `?category=<id>` of the gallery and the blog list: a positive whole number, or nothing.
 * Anything else (`abc`, `-1`, `1e3`, `07`, a huge number) is ignored, as if no category were chosen.
 */
export function parseCategoryParam(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}

/** The chosen category if it is one of the known ones; an unknown id is ignored like a malformed one. */
export function knownCategory(id: number | undefined, known: readonly { id: number }[]): number | undefined {
  return id !== undefined && known.some((category) => category.id === id) ? id : undefined;
}
