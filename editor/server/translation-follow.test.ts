import { describe, expect, it } from 'vitest';
import { followSections } from './translation-follow';

const english = {
  path: '/x',
  sections: [
    { type: 'a', title: 'A' },
    { type: 'b', title: 'B' },
    { type: 'c', title: 'C' },
  ],
};
const gujarati = {
  sections: [
    { type: 'a', title: 'અ' },
    { type: 'b', title: 'બ' },
    { type: 'c', title: 'ક' },
  ],
};

describe("a translation follows its English page's moved and removed sections", () => {
  it('moves and removes them the same way', () => {
    const [a, b, c] = english.sections;
    expect(followSections(english, { ...english, sections: [c, a, b] }, gujarati)).toEqual({
      sections: [gujarati.sections[2], gujarati.sections[0], gujarati.sections[1]],
    });
    expect(followSections(english, { ...english, sections: [a, c] }, gujarati)).toEqual({ sections: [gujarati.sections[0], gujarati.sections[2]] });
  });

  it('leaves it alone when nothing moved, or a section is new or changed (its text needs a translator)', () => {
    const [a, b, c] = english.sections;
    expect(followSections(english, { ...english, path: '/y' }, gujarati)).toBeUndefined();
    expect(followSections(english, { ...english, sections: [a, b, c, { type: 'd' }] }, gujarati)).toBeUndefined();
    expect(followSections(english, { ...english, sections: [{ ...c, title: 'C2' }, a, b] }, gujarati)).toBeUndefined();
    expect(followSections(english, { ...english, sections: [c, a, b] }, { sections: gujarati.sections.slice(0, 2) })).toBeUndefined();
  });
});
