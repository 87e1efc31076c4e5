import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeContent } from '../db/content-changes';
import { libraryFolder } from '../media/media-folders';
import { mediaLibrary } from '../media/media-library';
import { SAME_ORIGIN, startStaffTestServer, type StaffTestServer, postStaffForm } from './testing/staff-test-server';
import { XSS_PAYLOADS } from './testing/xss-payloads';

/** The hero slides' page: a slide from the media library (its responsive copies listed by the API), moved, removed; errors at their fields. */

let server: StaffTestServer;
let cookie: string;
let file: string;

beforeAll(async () => {
  server = await startStaffTestServer();
  await server.addUser('eva', undefined, 'editor');
  cookie = await server.signIn('eva');
  await server.db.kysely.insertInto('slides').values({ image: 'slides/old.webp', alt: 'The old slide', width: 1600, height: 900, position: 0 }).execute();
  const photo = await sharp({ create: { width: 2400, height: 1000, channels: 3, background: '#1b6b8a' } })
    .jpeg()
    .toBuffer();
  const outcome = await mediaLibrary(server.db, libraryFolder(server.tmp.path)).upload(photo, 'hero.jpg', { actor: 'eva', at: new Date() });
  if (!outcome.ok) throw new Error(outcome.message);
  file = outcome.item.file;
});
afterAll(() => server.close());

const post = (url: string, fields: Record<string, string>) => postStaffForm(server, url, fields, cookie);
const publicSlides = async () =>
  (await server.inject({ method: 'GET', url: '/api/v1/slider/get-images-url' })).json().data as Array<{ alt: string; sources?: unknown[] }>;

describe('the hero slides page', () => {
  it('adds a slide from the library, with the copies the hero loads; moves it first; removes the old one', async () => {
    const added = await post('/staff/content/slides', { image: file, alt: 'The clinic at dusk' });
    expect(added.statusCode).toBe(303);
    const slide = (await publicSlides()).find((entry) => entry.alt === 'The clinic at dusk');
    expect(slide?.sources).toHaveLength(2);
    const [row] = await server.db.kysely.selectFrom('slides').select('id').where('alt', '=', 'The clinic at dusk').execute();
    expect((await post(`/staff/content/slides/${row.id}/move`, { direction: 'up' })).statusCode).toBe(303);
    expect((await publicSlides()).map((entry) => entry.alt)).toEqual(['The clinic at dusk', 'The old slide']);
    // Dragged back to the second place: the script's request, answered in JSON.
    const dragged = await server.inject({
      method: 'POST',
      url: `/staff/content/slides/${row.id}/move`,
      payload: 'position=2',
      headers: { ...SAME_ORIGIN, cookie, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(dragged.statusCode).toBe(200);
    expect((await publicSlides()).map((entry) => entry.alt)).toEqual(['The old slide', 'The clinic at dusk']);
    const [old] = await server.db.kysely.selectFrom('slides').select('id').where('alt', '=', 'The old slide').execute();
    expect((await post(`/staff/content/slides/${old.id}/delete`, {})).statusCode).toBe(303);
    expect((await publicSlides()).map((entry) => entry.alt)).toEqual(['The clinic at dusk']);
  });

  it('refuses a slide without an image of the library or alt text, at the fields', async () => {
    const refused = await post('/staff/content/slides', { image: '../secret.webp', alt: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('id="slide-image-error"');
    expect(refused.body).toContain('Enter the alt text: what the picture shows.');
  });
});

describe('editing a slide in place', () => {
  const lastEvent = () => server.db.kysely.selectFrom('content_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  let keptId: number;

  beforeAll(async () => {
    // A slide whose picture is not in the library, as the demo slides are, second in the order (a content change, so the API sees it).
    const { id } = await changeContent(server.db, { actor: 'seed', at: new Date() }, async ({ connection, record }) => {
      await record({ action: 'create', subjectKind: 'slide', subject: 'A demo slide' });
      return connection
        .insertInto('slides')
        .values({ image: 'slides/demo.svg', alt: 'A demo slide', width: 1600, height: 700, position: 5 })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    keptId = id;
  });

  it('changes its alt text keeping its own picture, then swaps the picture for a library image, keeping its place', async () => {
    const order = async () => (await publicSlides()).map((entry) => entry.alt);
    expect(await order()).toEqual(['The clinic at dusk', 'A demo slide']);
    const page = await server.inject({ method: 'GET', url: '/staff/content/slides', headers: { cookie } });
    expect(page.body).toContain('<option value="slides/demo.svg" selected="">The current image (slides/demo.svg)</option>');

    const edited = await post(`/staff/content/slides/${keptId}/edit`, { image: 'slides/demo.svg', alt: 'The reception desk' });
    expect(edited.statusCode).toBe(303);
    expect(edited.headers.location).toBe(`/staff/content/slides?notice=edited#slide-${keptId}`);
    expect(await lastEvent()).toMatchObject({
      actor: 'eva',
      action: 'edit',
      subject_kind: 'slide',
      subject: 'The reception desk',
      detail: 'alt text (was “A demo slide”)',
    });
    expect(await order()).toEqual(['The clinic at dusk', 'The reception desk']);

    expect((await post(`/staff/content/slides/${keptId}/edit`, { image: file, alt: 'The reception desk' })).statusCode).toBe(303);
    expect(await lastEvent()).toMatchObject({ detail: `image ${file} (was slides/demo.svg)` });
    const row = await server.db.kysely.selectFrom('slides').select(['image', 'width', 'height']).where('id', '=', keptId).executeTakeFirstOrThrow();
    expect(row).toEqual({ image: file, width: 1600, height: 667 });
    const swapped = (await publicSlides()).find((entry) => entry.alt === 'The reception desk');
    expect(swapped?.sources).toHaveLength(2);
    expect(await order()).toEqual(['The clinic at dusk', 'The reception desk']);
  });

  it('changes nothing, and records nothing, when saved as it is', async () => {
    const before = await lastEvent();
    const again = await post(`/staff/content/slides/${keptId}/edit`, { image: file, alt: 'The reception desk' });
    expect(again.headers.location).toBe(`/staff/content/slides?notice=unchanged#slide-${keptId}`);
    expect((await lastEvent()).id).toBe(before.id);
  });

  it('refuses an image outside the library and bad alt text, each error at its field, the form open with what was typed', async () => {
    const refused = await post(`/staff/content/slides/${keptId}/edit`, { image: '../secret.webp', alt: 'Two\nlines' });
    expect(refused.statusCode).toBe(400);
    for (const field of ['image', 'alt']) {
      const fieldId = `slide-${keptId}-${field}`;
      expect(refused.body).toContain(`id="${fieldId}-error"`);
      expect(refused.body).toMatch(new RegExp(`<(input|select)[^>]*id="${fieldId}"[^>]*aria-invalid="true"[^>]*aria-describedby="${fieldId}-error"`));
    }
    expect(refused.body).toContain('Write the alt text on one line, in 200 characters or fewer.');
    expect(refused.body).toMatch(/<details class="item-edit" open=""><summary>Edit<span class="visually-hidden"> the slide The reception desk/);
    expect(refused.body).toContain('value="Two\nlines"');
    const empty = await post(`/staff/content/slides/${keptId}/edit`, { image: file, alt: '' });
    expect(empty.body).toContain(`id="slide-${keptId}-alt-error" class="field__error">Enter the alt text: what the picture shows.`);
  });

  it('is refused to the front desk, which may not change content', async () => {
    await server.addUser('ravi', undefined, 'front-desk');
    const frontDesk = await server.signIn('ravi');
    const refused = await postStaffForm(server, `/staff/content/slides/${keptId}/edit`, { image: file, alt: 'Changed by the front desk' }, frontDesk);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Not allowed');
    expect((await publicSlides()).map((entry) => entry.alt)).not.toContain('Changed by the front desk');
  });

  it('answers 404 for a slide that is not there', async () => {
    expect((await post('/staff/content/slides/99999/edit', { image: file, alt: 'x' })).statusCode).toBe(404);
    expect((await post('/staff/content/slides/0/edit', { image: file, alt: 'x' })).statusCode).toBe(404);
  });

  it('stores an XSS probe as alt text and shows it as text', async () => {
    expect((await post(`/staff/content/slides/${keptId}/edit`, { image: file, alt: XSS_PAYLOADS[3] })).statusCode).toBe(303);
    const page = await server.inject({ method: 'GET', url: '/staff/content/slides', headers: { cookie } });
    expect(page.body).not.toContain('<img src=x onerror=window.__xss=1>');
    expect(page.body).toContain('&lt;img src=x onerror=window.__xss=1&gt;');
    expect((await publicSlides()).map((entry) => entry.alt)).toContain(XSS_PAYLOADS[3]);
  });
});
