import { fillHoursTokens, HOURS_TOKEN_PATTERN, HOURS_TOKENS, isHoursToken } from '../../opening-hours';
import type { SiteDefinition } from '../../types';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/languages';
import type { ContentError } from './content-error';
import { jsonStrings } from './json-strings';
import { didYouMean } from './did-you-mean';

type OpeningHours = SiteDefinition['clinic']['openingHours'];

/** A token the formatter does not know (`{hours:shrot}`) would reach visitors as written. */
export function checkHoursTokens(file: string, data: unknown): ContentError[] {
  return jsonStrings(data).flatMap(({ pointer, text }) =>
    [...text.matchAll(HOURS_TOKEN_PATTERN)]
      .map((match) => match[1])
      .filter((name) => !isHoursToken(name))
      .map((name) => ({
        file,
        pointer,
        message: `unknown opening-hours token "{${name}}"${didYouMean(name, HOURS_TOKENS)}; known: ${HOURS_TOKENS.map((token) => `{${token}}`).join(', ')}`,
      })),
  );
}

/** A content file with every hours token in its texts replaced by the hours (`clinic.openingHours`), in the file's language. */
export function fillHoursTokensIn(data: unknown, openingHours: OpeningHours, language: Language = DEFAULT_LANGUAGE): unknown {
  if (typeof data === 'string') return fillHoursTokens(data, openingHours, language);
  if (Array.isArray(data)) return data.map((item) => fillHoursTokensIn(item, openingHours, language));
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillHoursTokensIn(value, openingHours, language)]));
  }
  return data;
}
