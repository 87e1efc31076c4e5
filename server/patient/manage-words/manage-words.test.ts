import { describe, expect, it } from 'vitest';
import { MANAGE_WORDS } from './all';

/** A value every function of the dictionaries takes: a number, a name, a day and time, or a visit with both. */
const SAMPLE = { day: '5', time: '5', toString: () => '5' };

/** Every text of a dictionary, its functions called with the sample. */
function texts(words: unknown, at = ''): Array<[string, string]> {
  if (typeof words === 'string') return [[at, words]];
  if (typeof words === 'function') return texts((words as (...args: unknown[]) => unknown)(...Array<unknown>(words.length).fill(SAMPLE)), `${at}()`);
  if (typeof words === 'object' && words !== null) return Object.entries(words).flatMap(([key, value]) => texts(value, at ? `${at}.${key}` : key));
  return [];
}

const SCRIPTS = { gu: /\p{Script=Gujarati}/u, hi: /\p{Script=Devanagari}/u } as const;

describe("the patient's page's words", () => {
  for (const language of ['gu', 'hi'] as const) {
    it(`${language}: every text is written in its script, none left as English's`, () => {
      const english = new Map(texts(MANAGE_WORDS.en));
      const own = texts(MANAGE_WORDS[language]);
      expect(own.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of own) {
        // Pieces around a link may be punctuation alone ("." after it).
        if (/^[\s.।]*$/.test(text)) continue;
        expect({ key, written: SCRIPTS[language].test(text) }).toEqual({ key, written: true });
        expect({ key, text }).not.toEqual({ key, text: english.get(key) });
      }
    });
  }
});
