import { describe, expect, it } from 'vitest';
import type { ContentIndex } from '../content/content-index';
import { isFormPassPage, resolveRoute } from './resolve-route';

const index = {
  site: {},
  treatments: [],
  redirects: [{ from: '/services', to: '/treatments' }],
  pages: [
    { key: 'about', path: '/about', sectionTypes: [] },
    { key: 'treatments', path: '/treatments', sectionTypes: [] },
    { key: 'thank-you', path: '/thank-you', access: 'form-redirect', sectionTypes: [] },
    { key: 'not-found', path: '*', sectionTypes: [] },
  ],
} as unknown as ContentIndex;

describe('resolveRoute', () => {
  it('gives a page, a redirect, the thank-you page only with a pass, and the 404 page for the rest', () => {
    expect(resolveRoute(index, '/about')).toMatchObject({ kind: 'page', status: 200, page: { key: 'about' } });
    expect(resolveRoute(index, '/services')).toEqual({ kind: 'redirect', to: '/treatments', status: 301 });
    expect(resolveRoute(index, '/thank-you')).toEqual({ kind: 'redirect', to: '/', status: 302 });
    expect(resolveRoute(index, '/thank-you', true)).toMatchObject({ kind: 'page', page: { key: 'thank-you' } });
    expect(resolveRoute(index, '/nothing-here')).toMatchObject({ kind: 'page', status: 404, page: { key: 'not-found' } });
  });
});

describe('isFormPassPage', () => {
  it('is true only for a page a form pass opens: a pass in any other address is not trusted as one', () => {
    expect(isFormPassPage(index, '/thank-you')).toBe(true);
    expect(isFormPassPage(index, '/thank-you/')).toBe(true);
    for (const path of ['/about', '/services', '/nothing-here', '/']) expect(isFormPassPage(index, path), path).toBe(false);
  });
});
