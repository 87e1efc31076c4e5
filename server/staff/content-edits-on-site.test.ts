import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer, type SiteTestServer } from '../testing/site-test-server';
import { postStaffForm, signInNewStaff } from './testing/staff-test-server';
import { XSS_PAYLOADS } from './testing/xss-payloads';

/**
 * A slide and a testimonial edited in place, seen through the whole site as `npm start` composes
 * it: the home page, already rendered and kept in the page cache, shows the change at the next
 * request (the edit moved the content revision), and a probe typed into a testimonial reaches the
 * page as text.
 */

let site: SiteTestServer;
let cookie: string;

beforeAll(async () => {
  site = await startSiteTestServer();
  cookie = await signInNewStaff(site.app, site.db, { username: 'eva', role: 'editor', at: new Date() });
}, 60_000);
afterAll(() => site?.close());

const home = async () => (await site.app.inject({ method: 'GET', url: '/' })).body;

const firstPublishedTestimonial = () =>
  site.db.kysely.selectFrom('testimonials').selectAll().where('state', '=', 'published').orderBy('position').limit(1).executeTakeFirstOrThrow();

/**
 * Posts a testimonial's edit form as the page fills it (its saved fields, consent ticked: the demo
 * testimonials have none recorded, and an edit that records none takes one off the site), with `changes`.
 */
function editTestimonial(testimonial: Awaited<ReturnType<typeof firstPublishedTestimonial>>, changes: Record<string, string>) {
  const fields = {
    name: testimonial.name,
    location: testimonial.location,
    text: testimonial.description,
    image: testimonial.image,
    video: testimonial.youtube_link ?? '',
    language: testimonial.language,
    consent: 'yes',
    consentOn: testimonial.consent_on ?? '2026-01-15',
  };
  return postStaffForm(site.app, `/staff/content/testimonials/${testimonial.id}/edit`, { ...fields, ...changes }, cookie);
}

describe('an edit on the public home page', () => {
  it('shows a slide’s new alt text and a testimonial’s new words at the next request', async () => {
    const [slide] = await site.db.kysely.selectFrom('slides').select(['id', 'image', 'alt']).orderBy('position').limit(1).execute();
    const testimonial = await firstPublishedTestimonial();
    // Rendered once and kept, so the edits must move the cache.
    const before = await home();
    expect(before).toContain(`alt="${slide.alt}"`);
    expect(before).toContain(testimonial.description);
    expect(await home()).toBe(before);

    const slideEdit = await postStaffForm(site.app, `/staff/content/slides/${slide.id}/edit`, { image: slide.image, alt: 'A calm teal waiting room' }, cookie);
    expect(slideEdit.statusCode).toBe(303);
    const words = 'The hygienist explained every step, and my gums have stopped bleeding.';
    const edit = await editTestimonial(testimonial, { text: words });
    expect(edit.statusCode).toBe(303);
    expect(edit.headers.location).toContain('notice=edited');

    const after = await home();
    expect(after).toContain('alt="A calm teal waiting room"');
    expect(after).not.toContain(`alt="${slide.alt}"`);
    expect(after).toContain(words);
    expect(after).not.toContain(testimonial.description);
  });

  it('shows a probe typed into a testimonial as text, never as markup', async () => {
    const testimonial = await firstPublishedTestimonial();
    const probe = `${XSS_PAYLOADS[0]} ${XSS_PAYLOADS[3]}`;
    const edit = await editTestimonial(testimonial, { text: probe });
    expect(edit.statusCode).toBe(303);
    const page = await home();
    expect(page).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt; &lt;img src=x onerror=window.__xss=1&gt;');
    expect(page).not.toContain('<script>window.__xss');
    expect(page).not.toContain('<img src=x onerror');
  });
});
