import { describe, expect, it } from 'vitest';
import { validateAppointmentDate, validateAppointmentTime } from './appointment-slot-rules';
import { validateAppointmentEmail, validateContactEmail } from './email-rules';
import { validateMessage } from './message-rules';
import { validateFirstName, validateLastName } from './name-rules';
import { normalisePhoneInput, validateCountryCode, validatePhoneNumber } from './phone-rules';
import { REQUEST_FORMS, type RequestKind, type RuleContext } from './request-fields';
import { checkField, readPostedValues, validatePayload } from './request-form';
import { referenceInThankYouPass } from './thank-you-pass';
import { containsLetter, findUnsafeText } from './text-safety-rules';

/**
 * Every rule runs on the server's only thread for whatever a client sends (bodies up to 16 KB),
 * so none may take more than linear time: a pattern with nested ambiguity (`a@` followed by
 * 15,500 dots took 1.3 s) holds every other request meanwhile. Each rule gets 16 KB of the
 * inputs that make backtracking patterns blow up.
 */
const SIZE = 16 * 1024;
const fill = (unit: string, prefix = '', suffix = '') => prefix + unit.repeat(Math.ceil((SIZE - prefix.length - suffix.length) / unit.length)) + suffix;

const ADVERSARIAL_INPUTS: Record<string, string> = {
  'dots between at-signs': fill('.', 'a@', '@'),
  'dots, then a space': fill('.', 'a@', ' '),
  'labels between at-signs': fill('a.', 'a@', '@'),
  'local part of dots': fill('.', '', '@x'),
  'at-signs': fill('@'),
  letters: fill('a'),
  'letters, then a control character': fill('a', '', '\u0000'),
  digits: fill('9', '', 'x'),
  'spaces inside text': fill(' a', 'a', ' '),
  'line breaks': fill('\n', 'a', 'a'),
  'dashes and colons': fill('-:', '2026', 'x'),
  'punctuation a phone number may hold': fill('(9).-', '', 'x'),
  'percent escapes': fill('%E', '', '%'),
  'a pass with dots': fill('.', 't=DC-', '.'),
};

const NOW = new Date('2026-05-10T09:00:00.000Z');
const BOOKING = { horizonMonths: 6, opens: '08:00', closes: '22:00', timeZone: 'Asia/Kolkata' };
const context: RuleContext = { treatments: [{ id: 'root-canal', label: 'Root Canal' }], branches: [], now: () => NOW, booking: BOOKING };
const KINDS = Object.keys(REQUEST_FORMS) as RequestKind[];

const RULES: Record<string, (input: string) => unknown> = {
  validateContactEmail,
  validateAppointmentEmail,
  validateFirstName,
  validateLastName,
  validateMessage,
  validatePhoneNumber,
  validateCountryCode,
  normalisePhoneInput,
  validateAppointmentDate: (input) => validateAppointmentDate(input, NOW, BOOKING),
  validateAppointmentTime: (input) => validateAppointmentTime(input, input, NOW, BOOKING),
  findUnsafeText: (input) => findUnsafeText(input, { multiline: true }),
  containsLetter,
  referenceInThankYouPass,
  // Every field of every form, through its descriptor: what it parses and its rule, as the browser and the API run them.
  ...Object.fromEntries(
    KINDS.flatMap((kind) =>
      REQUEST_FORMS[kind].map((field) => [`${kind} form: ${field.name}`, (input: string) => checkField(field, input, { date: input }, context)]),
    ),
  ),
  ...Object.fromEntries(
    KINDS.flatMap((kind) => {
      const everyField = (input: string) => Object.fromEntries(REQUEST_FORMS[kind].map((field) => [field.name, input]));
      return [
        [`validatePayload (${kind}, every field)`, (input: string) => validatePayload(kind, everyField(input), context)],
        [`readPostedValues (${kind})`, (input: string) => readPostedValues(kind, everyField(input))],
      ];
    }),
  ),
};

// Linear rules take well under a millisecond on 16 KB; quadratic ones take seconds. The best of
// three runs keeps a busy machine's pauses out of the figure.
const BUDGET_MS = 50;

function bestTimeMs(run: () => unknown): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('every form rule takes linear time on 16 KB of adversarial input', () => {
  for (const [ruleName, rule] of Object.entries(RULES)) {
    it(`${ruleName}: under ${BUDGET_MS} ms for each input`, () => {
      const slow = Object.entries(ADVERSARIAL_INPUTS)
        .map(([inputName, input]) => ({ inputName, ms: bestTimeMs(() => rule(input)) }))
        .filter(({ ms }) => ms >= BUDGET_MS)
        .map(({ inputName, ms }) => `${inputName}: ${Math.round(ms)} ms`);
      expect(slow).toEqual([]);
    });
  }
});
