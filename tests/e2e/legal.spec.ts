import { expect, test } from './test';

/** The policy and terms say what the clinic commits to; both are dated 14 August 2025. */
test.describe('policy and terms @desktop', () => {
  test('the privacy policy: date, the data collected, cookies, nothing sold', async ({ request }) => {
    const response = await request.get('/policy');
    expect(response.status()).toBe(200);
    const text = (await response.text())
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Privacy Policy');
    expect(text).toContain('Last Updated 14 August 2025');
    for (const item of ['Your name', 'Your email address', 'Your phone number', 'non-personal analytics data']) expect(text).toContain(item);
    expect(text).toMatch(/This website uses cookies/);
    expect(text).toMatch(/We do not sell, rent or trade your personal information/);
  });

  test('the terms: date, Indian law, the courts of Ahmedabad, Gujarat', async ({ request }) => {
    const response = await request.get('/terms');
    expect(response.status()).toBe(200);
    const text = (await response.text())
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Last Updated 14 August 2025');
    expect(text).toContain('governed by the laws of India');
    expect(text).toContain('The courts in Ahmedabad, Gujarat shall have exclusive jurisdiction');
  });
});
