import { describe, expect, it } from 'vitest';
import { parseSiteUrl, readSiteUrl } from './site-url';

describe('SITE_URL', () => {
  it('is optional: unset or blank means pages/site.json decides', () => {
    expect(readSiteUrl({})).toBeUndefined();
    expect(readSiteUrl({ SITE_URL: '  ' })).toBeUndefined();
  });

  it('is an origin; a trailing slash is dropped and the host lower-cased', () => {
    expect(readSiteUrl({ SITE_URL: 'https://www.Clinic.example.in/' })).toBe('https://www.clinic.example.in');
    expect(parseSiteUrl('http://127.0.0.1:4310')).toBe('http://127.0.0.1:4310');
  });

  it('refuses anything but an origin, saying what is expected', () => {
    for (const bad of [
      'www.clinic.example.in',
      'ftp://clinic.example.in',
      'https://clinic.example.in/blog',
      'https://clinic.example.in/?a=1',
      'https://user:pw@clinic.example.in',
    ]) {
      expect(() => parseSiteUrl(bad), bad).toThrow(/SITE_URL must be the site's origin/);
    }
  });
});
