import { describe, expect, it } from 'vitest';
import type { RichText } from '../../content/types';
import { articleParts } from './article-parts';

const h = (level: 2 | 3, text: string) => ({ heading: level, text }) as RichText[number];
const p = (text: string) => ({ paragraph: text }) as RichText[number];

describe('articleParts', () => {
  it('splits before the second and the third heading', () => {
    const blocks = [h(2, 'Title'), p('intro 1'), p('intro 2'), h(3, 'Signs'), p('a'), h(3, 'Steps'), p('b'), h(2, 'More')];
    const [intro, middle, rest] = articleParts(blocks);
    expect(intro).toEqual(blocks.slice(0, 3));
    expect(middle).toEqual(blocks.slice(3, 5));
    expect(rest).toEqual(blocks.slice(5));
  });

  it('puts everything first when there are fewer headings, losing nothing', () => {
    const one = [h(2, 'Title'), p('only')];
    expect(articleParts(one)).toEqual([one, [], []]);
    const two = [h(2, 'Title'), p('x'), h(3, 'Sub'), p('y')];
    expect(articleParts(two)).toEqual([two.slice(0, 2), two.slice(2), []]);
  });
});
