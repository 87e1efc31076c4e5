import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlinesToMarkup, markupHolds, markupToInlines, type Inlines } from './inline-markup';

describe('paragraph marks', () => {
  it('reads bold, italic and links, alone and together', () => {
    expect(markupToInlines('Plain words')).toBe('Plain words');
    expect(markupToInlines('Call **today** or [book online](/book-appointment).')).toEqual([
      'Call ',
      { text: 'today', strong: true },
      ' or ',
      { text: 'book online', href: '/book-appointment' },
      '.',
    ]);
    expect(markupToInlines('*gently* and **[here](/about)**')).toEqual([{ text: 'gently', em: true }, ' and ', { text: 'here', strong: true, href: '/about' }]);
  });

  it('gives back every paragraph and list item of the English content exactly', () => {
    const found: Inlines[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        for (const [key, member] of Object.entries(value)) {
          if (key === 'paragraph') found.push(member as Inlines);
          else if (key === 'list') found.push(...(member as Inlines[]));
          else visit(member);
        }
      }
    };
    const dir = path.resolve(__dirname, '../../pages');
    for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (file.endsWith('.json') && !/^(gu|hi)\//.test(file)) visit(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    }
    expect(found.length).toBeGreaterThan(100);
    expect(found.some((inlines) => Array.isArray(inlines))).toBe(true);
    for (const inlines of found) expect(markupToInlines(inlinesToMarkup(inlines))).toEqual(inlines);
  });

  it("knows when a translation's runs say more than marks can", () => {
    expect(markupHolds([{ text: 'Invisalign' }, ' and more'])).toBe(false);
    expect(markupHolds(['See ', { text: 'us', href: '/contact' }])).toBe(true);
  });
});
