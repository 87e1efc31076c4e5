/** One problem in a content file, located by file and JSON pointer, phrased so a maintainer can fix it. */
export interface ContentError {
  /** Path relative to the repository root, e.g. `pages/treatments/root-canal.json`. */
  file: string;
  /** JSON pointer into that file, e.g. `/sections/1/sidebar/items/0/anchor` ('' for the whole file). */
  pointer: string;
  message: string;
}

export function formatContentError(error: ContentError): string {
  return `${error.file}#${error.pointer}: ${error.message}`;
}

export class ContentValidationError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`Content is invalid (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n` + errors.map((e) => `  ${formatContentError(e)}`).join('\n'));
    this.name = 'ContentValidationError';
  }
}
