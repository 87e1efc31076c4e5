import { formatClockTime } from '../forms/form-messages';
import type { Language } from './languages';

/**
 * A time of day as a patient reads it in each language: `8 am`, `સવારે 8`, `सुबह 8 बजे`. Gujarati and
 * Hindi say the part of the day before the hour rather than am/pm (Intl writes "8 AM" in Gujarati
 * and "सुबह 8" without the "बजे" a sentence needs), so the words are ours.
 */

interface DayPart {
  /** From this hour (0–23) until the next part's. */
  from: number;
  word: string;
}

const DAY_PARTS: Record<Exclude<Language, 'en'>, readonly DayPart[]> = {
  // રાત્રે (night) until 4, સવારે (morning), બપોરે (afternoon) from noon, સાંજે (evening) from 4 pm, રાત્રે from 8 pm.
  gu: [
    { from: 0, word: 'રાત્રે' },
    { from: 4, word: 'સવારે' },
    { from: 12, word: 'બપોરે' },
    { from: 16, word: 'સાંજે' },
    { from: 20, word: 'રાત્રે' },
  ],
  hi: [
    { from: 0, word: 'रात' },
    { from: 4, word: 'सुबह' },
    { from: 12, word: 'दोपहर' },
    { from: 16, word: 'शाम' },
    { from: 20, word: 'रात' },
  ],
};

/** `HH:mm` as the language writes it. */
export function formatClock(time: string, language: Language): string {
  if (language === 'en') return formatClockTime(time);
  const [hours, minutes] = time.split(':').map(Number);
  const part = DAY_PARTS[language].findLast((candidate) => hours >= candidate.from)!.word;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = minutes === 0 ? String(hour12) : `${hour12}:${String(minutes).padStart(2, '0')}`;
  return language === 'hi' ? `${part} ${clock} बजे` : `${part} ${clock}`;
}

/** From one time to another: `8 am to 10 pm`, `સવારે 8 થી રાત્રે 10`, `सुबह 8 बजे से रात 10 बजे तक`. */
export function formatClockRange(opens: string, closes: string, language: Language): string {
  const [from, to] = [formatClock(opens, language), formatClock(closes, language)];
  if (language === 'gu') return `${from} થી ${to}`;
  if (language === 'hi') return `${from} से ${to} तक`;
  return `${from} to ${to}`;
}
