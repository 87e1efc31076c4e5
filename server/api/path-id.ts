/** Path ids are decimal, positive, and small enough to be exact in JavaScript. */
export function parsePositiveId(text: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}
