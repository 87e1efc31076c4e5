import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN, startStaffTestServer, type StaffTestServer } from './testing/staff-test-server';

/** The gallery's pages: plain forms with field-tied errors; the public API follows each change at once. */

let server: StaffTestServer;
let cookie: string;

beforeAll(async () => {
  server = await startStaffTestServer();
  await server.addUser('eva', undefined, 'editor');
  cookie = await server.signIn('eva');
  await server.db.kysely.insertInto('gallery_categories').values({ id: 1, name: 'Clinic', position: 0 }).execute();
  await server.db.kysely
    .insertInto('gallery_items')
    .values({ category_id: 1, image: 'gallery/room.webp', width: 800, height: 600, alt: 'The waiting room', youtube_link: null, position: 0 })
    .execute();
});
afterAll(() => server.close());

const post = (url: string, fields: Record<string, string>) =>
  server.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
const publicAlts = async () =>
  (await server.inject({ method: 'GET', url: '/api/v1/gallery/get-gallery' })).json().data?.map((item: { alt: string }) => item.alt);

describe('the gallery pages', () => {
  it('add a video item (the link made a watch address), move it up, and the public gallery follows', async () => {
    const added = await post('/staff/content/gallery/items', {
      category: '1',
      image: 'gallery/room.webp',
      alt: 'A tour of the clinic',
      youtube: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(added.statusCode).toBe(303);
    const [row] = await server.db.kysely.selectFrom('gallery_items').selectAll().where('alt', '=', 'A tour of the clinic').execute();
    expect(row.youtube_link).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(added.headers.location).toBe(`/staff/content/gallery?notice=added#item-${row.id}`);
    const moved = await post(`/staff/content/gallery/items/${row.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(303);
    const page = await server.inject({ method: 'GET', url: '/staff/content/gallery', headers: { cookie } });
    expect(page.body.indexOf('A tour of the clinic')).toBeLessThan(page.body.indexOf('The waiting room</p>'));
    // First in its category now: it cannot go further up.
    expect(page.body).toMatch(
      /<button[^>]*(disabled=""[^>]*aria-label="Move A tour of the clinic up"|aria-label="Move A tour of the clinic up"[^>]*disabled="")/,
    );
  });

  it('refuse a bad item with each error at its field', async () => {
    const refused = await post('/staff/content/gallery/items', { category: '9', image: 'x.webp', alt: '', youtube: 'https://evil.example/watch?v=x' });
    expect(refused.statusCode).toBe(400);
    for (const field of ['item-category', 'item-image', 'item-alt', 'item-youtube']) {
      expect(refused.body).toContain(`id="${field}-error"`);
      expect(refused.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${field}"`));
    }
  });

  it('refuse to delete a category that has items unless they move, and add and rename one', async () => {
    const refused = await post('/staff/content/gallery/categories/1/delete', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This category has 2 items: choose the category to move them to, or remove them first.');
    expect((await post('/staff/content/gallery/categories', { name: 'Smiles' })).statusCode).toBe(303);
    expect((await post('/staff/content/gallery/categories', { name: 'Smiles' })).body).toContain('There is a category “Smiles” already.');
    expect((await post('/staff/content/gallery/categories/2/rename', { name: 'Happy smiles' })).statusCode).toBe(303);
    expect((await post('/staff/content/gallery/categories/1/delete', { moveTo: '2' })).statusCode).toBe(303);
    const categories = await server.db.kysely.selectFrom('gallery_categories').select('name').execute();
    expect(categories).toEqual([{ name: 'Happy smiles' }]);
    expect(await publicAlts()).toEqual(['A tour of the clinic', 'The waiting room']);
  });
});
