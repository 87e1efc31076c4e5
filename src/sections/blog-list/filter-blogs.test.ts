import { describe, expect, it } from 'vitest';
import { emptyReason, filterBlogsByTitle } from './filter-blogs';

const blogs = [{ title: 'How to Brush' }, { title: 'Why FLOSSING matters' }, { title: 'Dental Implants: A Guide' }, { title: 'Ünder the gum line' }];

describe('filterBlogsByTitle', () => {
  it('keeps titles containing the text, ignoring case and surrounding spaces', () => {
    expect(filterBlogsByTitle(blogs, 'floss')).toEqual([blogs[1]]);
    expect(filterBlogsByTitle(blogs, '  IMPLANTS ')).toEqual([blogs[2]]);
    expect(filterBlogsByTitle(blogs, 'ü')).toEqual([blogs[3]]);
    expect(filterBlogsByTitle(blogs, 'a guide')).toEqual([blogs[2]]);
  });

  it('keeps everything for an empty search, nothing for no match', () => {
    expect(filterBlogsByTitle(blogs, '')).toEqual(blogs);
    expect(filterBlogsByTitle(blogs, '   ')).toEqual(blogs);
    expect(filterBlogsByTitle(blogs, 'whitening')).toEqual([]);
  });

  it('matches the text literally, not as a pattern', () => {
    expect(filterBlogsByTitle(blogs, '.*')).toEqual([]);
    expect(filterBlogsByTitle(blogs, ':')).toEqual([blogs[2]]);
  });
});

describe('emptyReason', () => {
  it('search when the search removed every loaded blog, else category or none', () => {
    expect(emptyReason(3, false)).toBe('search');
    expect(emptyReason(3, true)).toBe('search');
    expect(emptyReason(0, true)).toBe('category');
    expect(emptyReason(0, false)).toBe('none');
  });
});
