import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, isSlug, slugFromTitle } from './article-slug';

describe('slugFromTitle', () => {
  it.each([
    ['Caring for braces: a week-by-week guide', 'caring-for-braces-a-week-by-week-guide'],
    ['  Root Canal -- Step by Step!  ', 'root-canal-step-by-step'],
    ['Crème brûlée & your teeth', 'creme-brulee-and-your-teeth'],
    ['Braces & Aligners 2026', 'braces-and-aligners-2026'],
    ['Smile_Design/Veneers', 'smile-design-veneers'],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(isSlug(slug)).toBe(true);
  });

  it('gives nothing for a title with no Latin letters or digits (the editor types a slug)', () => {
    expect(slugFromTitle('દાંતની સંભાળ')).toBe('');
    expect(slugFromTitle('दाँतों की देखभाल')).toBe('');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('cuts a long title at a word, within the limit', () => {
    const slug = slugFromTitle('Everything you always wanted to know about wisdom teeth but were too nervous to ask your dentist at the clinic');
    expect(slug).toBe('everything-you-always-wanted-to-know-about-wisdom-teeth-but-were-too-nervous-to');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  });
});

describe('isSlug', () => {
  it.each(['Caps', 'two--hyphens', '-leading', 'trailing-', 'with space', 'dot.ted', '../etc', 'દાંત', '', 'a'.repeat(SLUG_MAX_LENGTH + 1)])(
    'refuses %j',
    (slug) => {
      expect(isSlug(slug)).toBe(false);
    },
  );
});
