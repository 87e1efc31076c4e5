import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryFolder } from '../media/media-folders';
import { mediaLibrary } from '../media/media-library';
import { startStaffTestServer, type StaffTestServer, postStaffForm } from './testing/staff-test-server';
import { XSS_PAYLOADS } from './testing/xss-payloads';

/** Testimonials: publishing needs the patient's consent recorded with its date; what is typed is shown as text, never run. */

let server: StaffTestServer;
let cookie: string;
let photo: string;

beforeAll(async () => {
  server = await startStaffTestServer();
  await server.addUser('eva', undefined, 'editor');
  cookie = await server.signIn('eva');
  const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c9a' } })
    .jpeg()
    .toBuffer();
  const outcome = await mediaLibrary(server.db, libraryFolder(server.tmp.path)).upload(bytes, 'asha.jpg', { actor: 'eva', at: new Date() });
  if (!outcome.ok) throw new Error(outcome.message);
  photo = outcome.item.file;
});
afterAll(() => server.close());

const post = (url: string, fields: Record<string, string>) => postStaffForm(server, url, fields, cookie);
const publicNames = async () =>
  ((await server.inject({ method: 'GET', url: '/api/v1/testimonials/get-testimonials' })).json().data as Array<{ name: string }>).map((t) => t.name);
const idOf = async (name: string) => (await server.db.kysely.selectFrom('testimonials').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

const TESTIMONIAL = { name: 'Asha P.', location: 'South Bopal', text: 'Painless and quick.', image: '', video: '' };

describe('the testimonials page', () => {
  it('refuses to publish a testimonial without consent, saying why; publishes one with consent and its date', async () => {
    expect((await post('/staff/content/testimonials', { ...TESTIMONIAL, image: photo })).statusCode).toBe(303);
    const withoutConsent = await idOf('Asha P.');
    const refused = await post(`/staff/content/testimonials/${withoutConsent}/publish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This testimonial has no consent recorded, so it cannot be published.');
    expect(await publicNames()).not.toContain('Asha P.');

    const added = await post('/staff/content/testimonials', { ...TESTIMONIAL, name: 'Ravi K.', image: photo, consent: 'yes', consentOn: '2026-05-02' });
    expect(added.statusCode).toBe(303);
    const ravi = await idOf('Ravi K.');
    expect((await post(`/staff/content/testimonials/${ravi}/publish`, {})).statusCode).toBe(303);
    expect(await publicNames()).toContain('Ravi K.');
    const stored = await server.db.kysely
      .selectFrom('testimonials')
      .select(['consent_on', 'consent_recorded_by', 'state'])
      .where('id', '=', ravi)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ consent_on: '2026-05-02', consent_recorded_by: 'eva', state: 'published' });
    expect((await post(`/staff/content/testimonials/${ravi}/unpublish`, {})).statusCode).toBe(303);
    expect(await publicNames()).not.toContain('Ravi K.');
  });

  it('refuses a consent in the future, a date without the box, and missing fields, each at its field', async () => {
    const future = await post('/staff/content/testimonials', { ...TESTIMONIAL, image: photo, consent: 'yes', consentOn: '2027-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.body).toMatch(/id="testimonial-consentOn-error"[^>]*>Give a real date, 2026-05-10 at the latest\./);
    const unticked = await post('/staff/content/testimonials', { ...TESTIMONIAL, image: photo, consentOn: '2026-05-01' });
    expect(unticked.body).toContain('Tick the box to record the consent of that date, or clear the date.');
    const empty = await post('/staff/content/testimonials', {});
    for (const field of ['name', 'location', 'text', 'image']) expect(empty.body).toContain(`id="testimonial-${field}-error"`);
  });

  it('shows XSS probes typed into every field as text', async () => {
    const payload = XSS_PAYLOADS[2];
    expect(
      (
        await post('/staff/content/testimonials', {
          name: payload.slice(0, 60),
          location: payload.slice(0, 60),
          text: XSS_PAYLOADS.join(' ').slice(0, 600),
          image: photo,
        })
      ).statusCode,
    ).toBe(303);
    const page = await server.inject({ method: 'GET', url: '/staff/content/testimonials', headers: { cookie } });
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<script>window.__xss');
    expect(page.body).toContain('&lt;img src=x onerror=');
  });
});
