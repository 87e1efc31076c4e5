import type { Language } from './languages';

/**
 * How a language other than English writes days and times: its day names, "every day", "and",
 * the parts of the day it says before an hour (`સવારે 8`, `सुबह 8 बजे`) and how it says "from … to".
 * English's words are written into clock.ts and opening-hours.ts themselves (its strings are
 * quoted by the product specification). Each other language's words are a module of their own
 * (src/i18n/words/), registered by the code that renders that language (its app entry, the server
 * entry, the content loader), so an English page carries none of them.
 */
export interface TimeWords {
  /** Monday first. */
  dayNames: readonly string[];
  dayAbbreviations: readonly string[];
  everyDay: string;
  and: string;
  /** Between the first and last day of a run: "સોમવાર થી શનિવાર". */
  dayRunWord: string;
  /** From which hour (0–23) each part of the day is said, in order. */
  dayParts: ReadonlyArray<{ from: number; word: string }>;
  /** Said after the hour, if anything: "बजे". */
  hourSuffix: string;
  /** From one time to another: `${from} થી ${to}`. */
  range(from: string, to: string): string;
}

const registered = new Map<Language, TimeWords>();

export function registerTimeWords(language: Exclude<Language, 'en'>, words: TimeWords): void {
  registered.set(language, words);
}

export function timeWords(language: Exclude<Language, 'en'>): TimeWords {
  const words = registered.get(language);
  if (!words) throw new Error(`No time words for "${language}": import src/i18n/words/${language}.ts where that language is rendered`);
  return words;
}
