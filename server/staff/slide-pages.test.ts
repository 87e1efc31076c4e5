import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryFolder } from '../media/media-folders';
import { mediaLibrary } from '../media/media-library';
import { SAME_ORIGIN, startStaffTestServer, type StaffTestServer, postStaffForm } from './testing/staff-test-server';

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
