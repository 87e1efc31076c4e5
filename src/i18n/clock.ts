import { formatClockTime } from '../forms/date-time-format';
import type { Language } from './languages';
import { timeWords } from './time-words';

/**
 * A time of day as a patient reads it in each language: `8 am`, `સવારે 8`, `सुबह 8 बजे`. Gujarati and
 * Hindi say the part of the day before the hour rather than am/pm (Intl writes "8 AM" in Gujarati
 * and "सुबह 8" without the "बजे" a sentence needs), so the words are ours (time-words.ts).
 */
export function formatClock(time: string, language: Language): string {
  if (language === 'en') return formatClockTime(time);
  const words = timeWords(language);
  const [hours, minutes] = time.split(':').map(Number);
  const part = words.dayParts.findLast((candidate) => hours >= candidate.from)!.word;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = minutes === 0 ? String(hour12) : `${hour12}:${String(minutes).padStart(2, '0')}`;
  return `${part} ${clock}${words.hourSuffix}`;
}

/** From one time to another: `8 am to 10 pm`, `સવારે 8 થી રાત્રે 10`, `सुबह 8 बजे से रात 10 बजे तक`. */
export function formatClockRange(opens: string, closes: string, language: Language): string {
  const [from, to] = [formatClock(opens, language), formatClock(closes, language)];
  return language === 'en' ? `${from} to ${to}` : timeWords(language).range(from, to);
}
