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

const TESTIMONIAL = { name: 'Asha P.', location: 'South Bopal', text: 'Painless and quick.', image: '', video: '', language: 'en' };

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
    for (const field of ['name', 'location', 'text', 'image', 'language']) expect(empty.body).toContain(`id="testimonial-${field}-error"`);
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
          language: 'en',
        })
      ).statusCode,
    ).toBe(303);
    const page = await server.inject({ method: 'GET', url: '/staff/content/testimonials', headers: { cookie } });
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<script>window.__xss');
    expect(page.body).toContain('&lt;img src=x onerror=');
  });
});

describe('editing a testimonial in place', () => {
  const lastEvent = () => server.db.kysely.selectFrom('content_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const row = (id: number) => server.db.kysely.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  let id: number;
  let saved: Record<string, string>;

  beforeAll(async () => {
    saved = { ...TESTIMONIAL, name: 'Meena D.', image: photo, consent: 'yes', consentOn: '2026-04-01' };
    expect((await post('/staff/content/testimonials', saved)).statusCode).toBe(303);
    id = await idOf('Meena D.');
    expect((await post(`/staff/content/testimonials/${id}/publish`, {})).statusCode).toBe(303);
  });

  it('changes every field, keeps it published with its consent, and says what changed in the activity; the public list follows', async () => {
    const edited = await post(`/staff/content/testimonials/${id}/edit`, {
      ...saved,
      name: 'Meena Desai',
      location: 'Chandkheda',
      text: 'Kind, calm and on time.',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      language: 'gu',
    });
    expect(edited.statusCode).toBe(303);
    expect(edited.headers.location).toBe(`/staff/content/testimonials?notice=edited#testimonial-${id}`);
    expect(await row(id)).toMatchObject({
      name: 'Meena Desai',
      location: 'Chandkheda',
      description: 'Kind, calm and on time.',
      youtube_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      language: 'gu',
      state: 'published',
      consent_on: '2026-04-01',
      consent_recorded_by: 'eva',
    });
    expect(await lastEvent()).toMatchObject({
      actor: 'eva',
      action: 'edit',
      subject_kind: 'testimonial',
      subject: 'Meena Desai',
      detail: 'name (was “Meena D.”), place (was “South Bopal”), text, video https://www.youtube.com/watch?v=dQw4w9WgXcQ, language gu (was en)',
    });
    const listed = (
      (await server.inject({ method: 'GET', url: '/api/v1/testimonials/get-testimonials' })).json().data as Array<{ name: string; description: string }>
    ).find((testimonial) => testimonial.name === 'Meena Desai');
    expect(listed?.description).toBe('Kind, calm and on time.');
    saved = {
      ...saved,
      name: 'Meena Desai',
      location: 'Chandkheda',
      text: 'Kind, calm and on time.',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      language: 'gu',
    };
  });

  it('changes nothing, and records nothing, when saved as it is', async () => {
    const before = await lastEvent();
    const again = await post(`/staff/content/testimonials/${id}/edit`, saved);
    expect(again.headers.location).toBe(`/staff/content/testimonials?notice=unchanged#testimonial-${id}`);
    expect((await lastEvent()).id).toBe(before.id);
  });

  it('takes a published testimonial off the site when its consent is unticked, in the same change', async () => {
    const withdrawn = await post(`/staff/content/testimonials/${id}/edit`, { ...saved, consent: '', consentOn: '' });
    expect(withdrawn.headers.location).toBe(`/staff/content/testimonials?notice=saved-off-site#testimonial-${id}`);
    expect(await row(id)).toMatchObject({ state: 'draft', consent_on: null, consent_recorded_by: null });
    expect((await lastEvent()).detail).toBe('consent removed, taken off the site: no consent recorded');
    expect(await publicNames()).not.toContain('Meena Desai');
    const page = await server.inject({ method: 'GET', url: withdrawn.headers.location!, headers: { cookie } });
    expect(page.body).toContain('The testimonial was saved and taken off the site: it has no consent recorded now.');
  });

  it('refuses bad values with each error tied to its field, the form open with what was typed', async () => {
    const refused = await post(`/staff/content/testimonials/${id}/edit`, {
      name: '',
      location: 'Line one\nline two',
      text: 'x'.repeat(601),
      image: '../../etc/passwd',
      video: 'https://evil.example/watch?v=x',
      language: 'fr',
      consent: 'yes',
      consentOn: '2027-01-01',
    });
    expect(refused.statusCode).toBe(400);
    for (const field of ['name', 'location', 'text', 'image', 'video', 'language', 'consentOn']) {
      const fieldId = `testimonial-${id}-${field}`;
      expect(refused.body).toContain(`id="${fieldId}-error"`);
      expect(refused.body).toMatch(new RegExp(`<(input|select|textarea)[^>]*id="${fieldId}"[^>]*aria-invalid="true"[^>]*aria-describedby="${fieldId}-error`));
    }
    expect(refused.body).toMatch(new RegExp(`<details class="item-edit" open=""><summary>Edit<span class="visually-hidden"> the testimonial of Meena Desai`));
    expect(refused.body).toContain('value="https://evil.example/watch?v=x"');
    expect(refused.body).toContain('value="2027-01-01"');
    // Nothing was saved.
    expect(await row(id)).toMatchObject({ name: 'Meena Desai', state: 'draft' });
  });

  it('ties a dated consent left unticked to the checkbox', async () => {
    const refused = await post(`/staff/content/testimonials/${id}/edit`, { ...saved, consent: '', consentOn: '2026-04-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(new RegExp(`id="testimonial-${id}-consent"[^>]*aria-invalid="true" aria-describedby="testimonial-${id}-consent-error"`));
    expect(refused.body).toContain('Tick the box to record the consent of that date, or clear the date.');
  });

  it('answers 404 for a testimonial that is not there', async () => {
    expect((await post('/staff/content/testimonials/99999/edit', saved)).statusCode).toBe(404);
    expect((await post('/staff/content/testimonials/abc/edit', saved)).statusCode).toBe(404);
  });

  it('stores XSS probes as text and shows them as text', async () => {
    const payload = XSS_PAYLOADS[1];
    expect(
      (await post(`/staff/content/testimonials/${id}/edit`, { ...saved, name: payload.slice(0, 60), text: XSS_PAYLOADS.join(' ').slice(0, 600) })).statusCode,
    ).toBe(303);
    expect((await row(id)).name).toBe(payload.slice(0, 60));
    const page = await server.inject({ method: 'GET', url: '/staff/content/testimonials', headers: { cookie } });
    expect(page.body).not.toContain('"><script>window.__xss');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;');
  });

  it('is refused to the front desk, which may not change content', async () => {
    await server.addUser('ravi', undefined, 'front-desk');
    const frontDesk = await server.signIn('ravi');
    const refused = await postStaffForm(server, `/staff/content/testimonials/${id}/edit`, { ...saved, text: 'Changed by the front desk.' }, frontDesk);
    expect(refused.statusCode).toBe(403);
    expect((await row(id)).description).not.toBe('Changed by the front desk.');
  });
});
