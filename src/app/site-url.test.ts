// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ContentIndex } from '../content/content-index';
import { readSiteUrl, siteUrlElement, withSiteUrl } from './site-url';

const index = { site: { siteUrl: 'https://www.built-in.example' }, redirects: [], pages: [], treatments: [] } as unknown as ContentIndex;

describe('the site URL between server and browser', () => {
  it('replaces the built-in origin with the deployment’s, and keeps the index when there is none', () => {
    expect(withSiteUrl(index, 'https://www.clinic.example.in').site.siteUrl).toBe('https://www.clinic.example.in');
    expect(index.site.siteUrl).toBe('https://www.built-in.example');
    expect(withSiteUrl(index, undefined)).toBe(index);
  });

  it('travels in the page as inert JSON the browser reads back', () => {
    document.head.innerHTML = siteUrlElement('https://www.clinic.example.in');
    const element = document.getElementById('site-url')!;
    expect(element.getAttribute('type')).toBe('application/json');
    expect(readSiteUrl(document)).toBe('https://www.clinic.example.in');
  });

  it('cannot close its element, and reads nothing from a missing or broken element', () => {
    expect(siteUrlElement('https://x.example/</script><script>alert(1)')).not.toContain('</script><script>');
    document.head.innerHTML = '';
    expect(readSiteUrl(document)).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="site-url">{not json</script>';
    expect(readSiteUrl(document)).toBeUndefined();
  });
});
