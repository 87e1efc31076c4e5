/**
 * Form libraries hand validators whatever the input holds; rules compare trimmed text so the
 * browser and the server (which stores trimmed values) always agree.
 */
export function trimmedText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value === null || value === undefined) return '';
  return String(value).trim();
}
