/**
 * `npm run validate`: checks every content file under pages/ (or CONTENT_DIR) against schema/ and
 * across files, and the seed data in server/db/seed-data/ (or SEED_DATA_DIR) against schema/seed/.
 */
import { rootDir } from '../server/paths';
import { DEFAULT_SEED_DATA_DIR } from '../server/db/seed';
import { validateSeedData } from '../server/db/seed-content';
import { defaultLoadOptions, validateContent } from '../src/content/node/load-content';
import { formatContentError } from '../src/content/node/validation/content-error';

const { errors, notes, content } = validateContent(defaultLoadOptions(rootDir));
const seed = await validateSeedData(process.env.SEED_DATA_DIR || DEFAULT_SEED_DATA_DIR);
// Notes are for the maintainer (a closure that is over, the closures coming up): they fail nothing.
if (notes.length > 0) {
  console.log(`Notes (${notes.length}):`);
  for (const note of notes) console.log(`  ${formatContentError(note)}`);
}
if (!content || !seed.content) {
  const problems = [...errors, ...seed.errors];
  console.error(`Content is invalid: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const error of problems) console.error(`  ${formatContentError(error)}`);
  process.exit(1);
}
console.log(
  `Content is valid: ${content.pages.size} pages (${content.index.treatments.length} treatments), ${content.index.redirects.length} redirects; ` +
    `seed data: ${seed.content.blogs.length} articles, ${seed.content.gallery.length} gallery items, ${seed.content.testimonials.length} testimonials.`,
);
