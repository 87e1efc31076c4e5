import type { FormDictionary } from './form-dictionary';
import { ENGLISH_FORM_DICTIONARY } from './form-messages';
import { findUnsafeText } from './text-safety-rules';
import { trimmedText } from './text-value';

/**
 * The rules run on the server's only thread for whatever a client sends, so every check here is
 * linear in the input: each pattern is anchored and made of character classes that cannot match
 * the same text two ways (the former `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` let the domain's `[^\s@]+`
 * and `\.` compete for the same dots, which took seconds on `a@` followed by 15,000 dots).
 */

/**
 * Something, one '@', something, no spaces. Because neither side may contain '@', this pattern
 * alone guarantees the spec's "exactly one at-sign" rule, so that rule needs no separate check
 * (one could never fail). The "with a dot" part of the basic rule is hasInnerDot below.
 */
const ONE_AT_SIGN_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * The stricter pattern limits the characters (RFC 5322 atext in the local part; letters,
 * digits, hyphens in the domain) but deliberately allows dots anywhere: the dot rules that
 * follow have their own messages, and a pattern that rejected '.a@x.com' or 'a..b@x.com' here
 * would make those messages unreachable.
 */
const STRICT_EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;

/** A dot with something before and after it: `x.y`, not `.xy` or `xy.`. */
function hasInnerDot(domain: string): boolean {
  return domain.slice(1, -1).includes('.');
}

/** Something, one '@', something with a dot, no spaces: the spec's basic address pattern. */
function matchesBasicPattern(email: string): boolean {
  return ONE_AT_SIGN_PATTERN.test(email) && hasInnerDot(splitAddress(email).domain);
}

const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MIN_LENGTH = 4;
const DOMAIN_EXTENSION_MIN_LENGTH = 2;

function splitAddress(email: string): { localPart: string; domain: string } {
  const at = email.indexOf('@');
  return { localPart: email.slice(0, at), domain: email.slice(at + 1) };
}

function hasDotAtEdge(text: string): boolean {
  return text.startsWith('.') || text.endsWith('.');
}

/** The contact form's e-mail rules, in the spec's order (the appointment form's first); the first failing rule wins. */
export function validateContactEmail(value: unknown, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  const basic = validateAppointmentEmail(value, dictionary);
  if (basic !== true) return basic;
  const email = trimmedText(value);
  if (!STRICT_EMAIL_PATTERN.test(email)) return dictionary.messages.emailNotValid;
  const { localPart, domain } = splitAddress(email);
  if (hasDotAtEdge(localPart) || hasDotAtEdge(domain)) return dictionary.messages.emailDotAtEdge;
  if (email.includes('..')) return dictionary.messages.emailConsecutiveDots;
  if (email.length > EMAIL_MAX_LENGTH) return dictionary.messages.emailTooLong;
  if (localPart.length > LOCAL_PART_MAX_LENGTH) return dictionary.messages.emailLocalPartTooLong;
  if (domain.length < DOMAIN_MIN_LENGTH) return dictionary.messages.emailDomainInvalid;
  const extension = domain.slice(domain.lastIndexOf('.') + 1);
  if (extension.length < DOMAIN_EXTENSION_MIN_LENGTH) return dictionary.messages.emailExtensionInvalid;
  return true;
}

/**
 * The appointment form checks only presence and the basic pattern (the spec's rule), plus the
 * characters no address contains: the basic pattern alone lets NUL and other controls through.
 */
export function validateAppointmentEmail(value: unknown, dictionary: FormDictionary = ENGLISH_FORM_DICTIONARY): string | true {
  const email = trimmedText(value);
  if (email === '') return dictionary.messages.emailRequired;
  const unsafe = findUnsafeText(email);
  if (unsafe) return dictionary.unsafeText.email[unsafe];
  if (!matchesBasicPattern(email)) return dictionary.messages.emailInvalidFormat;
  return true;
}
