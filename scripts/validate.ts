/** `npm run validate`: checks every content file under pages/ (or CONTENT_DIR) against schema/ and across files. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLoadOptions, validateContent } from '../src/content/node/load-content';
import { formatContentError } from '../src/content/node/validation/content-error';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { errors, content } = validateContent(defaultLoadOptions(root));
if (!content) {
  console.error(`Content is invalid: ${errors.length} problem${errors.length === 1 ? '' : 's'}`);
  for (const error of errors) console.error(`  ${formatContentError(error)}`);
  process.exit(1);
}
console.log(`Content is valid: ${content.pages.size} pages (${content.index.treatments.length} treatments), ${content.index.redirects.length} redirects.`);
