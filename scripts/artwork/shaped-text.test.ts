import { describe, expect, it } from 'vitest';
import { scriptShaper } from './shaped-text';

describe('words drawn as outlines', () => {
  // A conjunct (consonant, virama, consonant) is one glyph, narrower than the two letters side by side.
  it.each([
    ['gu', 'ક્ષ', 'કષ'],
    ['hi', 'क्ष', 'कष'],
  ] as const)('shapes %s conjuncts as a browser would', (language, conjunct, letters) => {
    const shaper = scriptShaper(language);
    expect(shaper.width(conjunct, 30)).toBeGreaterThan(0);
    expect(shaper.width(conjunct, 30)).toBeLessThan(shaper.width(letters, 30));
    expect(shaper.width(conjunct, 60)).toBeCloseTo(2 * shaper.width(conjunct, 30), 6);
    // A vowel sign placed above its letter adds no advance.
    expect(shaper.width(language === 'gu' ? 'કે' : 'के', 30)).toBeCloseTo(shaper.width(language === 'gu' ? 'ક' : 'क', 30), 6);
  });

  it('places each glyph as a use of its outline, defined once per drawing, digits from the Latin font', () => {
    const shaper = scriptShaper('gu');
    const drawn = shaper.draw('23° ઉ ઉ', 100, 50, { size: 20, fill: '#123456', anchor: 'middle', rotate: -90 });
    expect(drawn).toMatch(
      /^<g transform="rotate\(-90 100 50\) translate\([\d.]+ 50\) scale\(0\.1 -0\.1\)" fill="#123456">(<use href="#[^"]+"( x="\d+")?\/>)+<\/g>$/,
    );
    const used = [...drawn.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id);
    expect(used.filter((id) => id.startsWith('gul'))).not.toHaveLength(0);
    expect(used.filter((id) => id.startsWith('gus'))).not.toHaveLength(0);
    // Centred: it starts half its width left of x.
    const left = Number(/translate\(([\d.]+) /.exec(drawn)![1]);
    expect(left).toBeCloseTo(100 - shaper.width('23° ઉ ઉ', 20) / 2, 0);
    const defs = shaper.takeDefs();
    const defined = [...defs.matchAll(/<path id="([^"]+)" d="([^"]*)"\/>/g)];
    expect(defined.map(([, id]) => id).sort()).toEqual([...new Set(used)].sort());
    // The repeated letter is one outline; a space has none to draw but still takes its place.
    expect(defined.length).toBeLessThan(used.length);
    expect(shaper.takeDefs()).toBe('');
  });
});
