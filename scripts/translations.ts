/**
 * `npm run translations -- skeleton <language> [file…]`: writes the translation file of each
 * content file that has none yet (every page, site.json and the branches when no file is named),
 * holding the English text to replace, in the shape checkTranslation expects.
 * `npm run translations -- check`: each translation's problems, and the pages each language lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { rootDir } from '../server/paths';
import { checkTranslation, translationSkeleton } from '../src/content/translation';
import { LANGUAGE_FACTS, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../src/i18n/languages';
import { listJsonFiles } from '../src/content/node/validation/schema-validator';

const pagesDir = path.join(rootDir, 'pages');
const languageDirs = new Set(TRANSLATED_LANGUAGES.map((language) => path.join(pagesDir, language) + path.sep));
/** English content files with text: everything under pages/ but the redirects and the translations. */
const englishFiles = listJsonFiles(pagesDir).filter(
  (file) => !file.endsWith(`${path.sep}redirects.json`) && ![...languageDirs].some((dir) => file.startsWith(dir)),
);
const keyOf = (file: string) =>
  path
    .relative(pagesDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.json$/, '');
const translationFile = (language: TranslatedLanguage, key: string) => path.join(pagesDir, language, `${key}.json`);
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

async function writeSkeletons(language: TranslatedLanguage, keys: string[]) {
  const wanted = keys.length > 0 ? keys.map((key) => key.replace(/^pages\//, '').replace(/\.json$/, '')) : englishFiles.map(keyOf);
  for (const key of wanted) {
    const english = path.join(pagesDir, `${key}.json`);
    if (!fs.existsSync(english)) throw new Error(`No content file ${path.relative(rootDir, english)}`);
    const target = translationFile(language, key);
    if (fs.existsSync(target)) {
      console.log(`kept     ${path.relative(rootDir, target)} (exists)`);
      continue;
    }
    const schema = path
      .relative(path.dirname(target), path.join(rootDir, 'schema', 'translation.schema.json'))
      .split(path.sep)
      .join('/');
    const text = JSON.stringify({ $schema: schema, ...(translationSkeleton(readJson(english)) as object) });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await prettier.format(text, { ...(await prettier.resolveConfig(target)), filepath: target }));
    console.log(`written  ${path.relative(rootDir, target)}`);
  }
}

function check(): boolean {
  let clean = true;
  for (const language of TRANSLATED_LANGUAGES) {
    const missing: string[] = [];
    for (const english of englishFiles) {
      const target = translationFile(language, keyOf(english));
      if (!fs.existsSync(target)) {
        missing.push(keyOf(english));
        continue;
      }
      for (const problem of checkTranslation(readJson(english), readJson(target))) {
        clean = false;
        console.log(`${path.relative(rootDir, target)}#${problem.pointer}: ${problem.message}`);
      }
    }
    console.log(
      `${LANGUAGE_FACTS[language].nativeName} (${language}): ${englishFiles.length - missing.length} of ${englishFiles.length} files translated${missing.length ? `; not yet: ${missing.join(', ')}` : ''}`,
    );
  }
  return clean;
}

const [command, language, ...rest] = process.argv.slice(2);
if (command === 'skeleton' && TRANSLATED_LANGUAGES.includes(language as TranslatedLanguage)) {
  await writeSkeletons(language as TranslatedLanguage, rest);
} else if (command === 'check') {
  if (!check()) process.exit(1);
} else {
  console.error(`Usage: npm run translations -- skeleton <${TRANSLATED_LANGUAGES.join('|')}> [pages/<file>.json …]\n       npm run translations -- check`);
  process.exit(2);
}
