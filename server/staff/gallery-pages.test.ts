import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN, startStaffTestServer, type StaffTestServer, postStaffForm } from './testing/staff-test-server';

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

const post = (url: string, fields: Record<string, string>) => postStaffForm(server, url, fields, cookie);
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

/** A move as the drag script posts it: the form's fields, asking for a JSON answer. */
const asScript = (url: string, fields: Record<string, string>) =>
  server.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...SAME_ORIGIN, cookie, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('reordering by dragging (a move to a position)', () => {
  it('moves an item to a position, answers the script in JSON, and records it like a button’s move', async () => {
    const [tour] = await server.db.kysely.selectFrom('gallery_items').select('id').where('alt', '=', 'A tour of the clinic').execute();
    const moved = await asScript(`/staff/content/gallery/items/${tour.id}/move`, { position: '2' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ message: 'The order was changed.' });
    expect(await publicAlts()).toEqual(['The waiting room', 'A tour of the clinic']);
    const event = await server.db.kysely.selectFrom('content_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      actor: 'eva',
      action: 'reorder',
      subject_kind: 'gallery-item',
      subject: 'A tour of the clinic',
      detail: 'moved to position 2',
    });
    // Already there: nothing moves, and the script hears why (it puts the entry back).
    const again = await asScript(`/staff/content/gallery/items/${tour.id}/move`, { position: '2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^The order could not be changed/);
  });

  it('refuses a position that is not a whole number from 1 with { message }, and a plain form is redirected as before', async () => {
    for (const position of ['0', '-1', '1.5', 'x', '']) {
      const refused = await asScript('/staff/content/gallery/items/1/move', { position });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Send direction (up or down) or position (a whole number from 1).' });
    }
    const plain = await post('/staff/content/gallery/items/1/move', { position: 'x' });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/staff/content/gallery?notice=unchanged#item-1');
  });

  it('moves a category to a position', async () => {
    expect((await post('/staff/content/gallery/categories', { name: 'Braces' })).statusCode).toBe(303);
    const [braces] = await server.db.kysely.selectFrom('gallery_categories').select('id').where('name', '=', 'Braces').execute();
    const moved = await post(`/staff/content/gallery/categories/${braces.id}/move`, { position: '1' });
    expect(moved.headers.location).toBe(`/staff/content/gallery?notice=moved#category-${braces.id}`);
    const names = await server.db.kysely.selectFrom('gallery_categories').select('name').orderBy('position').execute();
    expect(names.map((row) => row.name)).toEqual(['Braces', 'Happy smiles']);
  });

  it('loads the drag script on the gallery page alone, which the policy then allows from this site only', async () => {
    // Not built: the page orders with its buttons and allows no script.
    const unbuilt = await startStaffTestServer({ reorderScriptFile: '/nonexistent/drag-reorder.js' });
    try {
      await unbuilt.addUser('ida', undefined, 'editor');
      const page = await unbuilt.inject({ method: 'GET', url: '/staff/content/gallery', headers: { cookie: await unbuilt.signIn('ida') } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script');
      expect(page.headers['content-security-policy']).not.toContain('script-src');
      expect(page.body).toContain('To change the order from the keyboard, use each entry’s Up and Down buttons.');
    } finally {
      await unbuilt.close();
    }
    const scripted = await startStaffTestServer({ reorderScriptFile: new URL('./testing/staff-test-server.ts', import.meta.url).pathname });
    try {
      await scripted.addUser('ida', undefined, 'editor');
      const session = await scripted.signIn('ida');
      const gallery = await scripted.inject({ method: 'GET', url: '/staff/content/gallery', headers: { cookie: session } });
      expect(gallery.body).toMatch(/<script type="module" src="\/staff\/drag-reorder\.js\?v=[0-9a-f]{12}"><\/script>/);
      expect(gallery.headers['content-security-policy']).toContain("script-src 'self'");
      const inbox = await scripted.inject({ method: 'GET', url: '/staff/content', headers: { cookie: session } });
      expect(inbox.headers['content-security-policy']).not.toContain('script-src');
      const script = await scripted.inject({ method: 'GET', url: gallery.body.match(/src="(\/staff\/drag-reorder\.js\?v=[^"]+)"/)![1] });
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toContain('immutable');
    } finally {
      await scripted.close();
    }
  });
});

describe('editing a gallery item in place', () => {
  it('changes its alt text, category and video link, recorded in the activity, the item going last in its new category', async () => {
    const [tour] = await server.db.kysely.selectFrom('gallery_items').select(['id', 'category_id']).where('alt', '=', 'A tour of the clinic').execute();
    const [braces] = await server.db.kysely.selectFrom('gallery_categories').select('id').where('name', '=', 'Braces').execute();
    const edited = await post(`/staff/content/gallery/items/${tour.id}/edit`, { category: String(braces.id), alt: 'A short tour of the clinic', youtube: '' });
    expect(edited.statusCode).toBe(303);
    expect(edited.headers.location).toBe(`/staff/content/gallery?notice=edited#item-${tour.id}`);
    const row = await server.db.kysely.selectFrom('gallery_items').selectAll().where('id', '=', tour.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ category_id: braces.id, alt: 'A short tour of the clinic', youtube_link: null });
    const event = await server.db.kysely.selectFrom('content_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ action: 'edit', subject_kind: 'gallery-item', subject: 'A short tour of the clinic' });
    expect(event.detail).toBe('alt text (was “A tour of the clinic”), category, video link removed');
    const again = await post(`/staff/content/gallery/items/${tour.id}/edit`, { category: String(braces.id), alt: 'A short tour of the clinic', youtube: '' });
    expect(again.headers.location).toBe(`/staff/content/gallery?notice=unchanged#item-${tour.id}`);
  });

  it('refuses bad values with each error at its field, the form open with what was typed', async () => {
    const refused = await post('/staff/content/gallery/items/1/edit', { category: '99', alt: '', youtube: 'https://evil.example/watch?v=x' });
    expect(refused.statusCode).toBe(400);
    for (const field of ['item-1-category', 'item-1-alt', 'item-1-youtube']) {
      expect(refused.body).toContain(`id="${field}-error"`);
      expect(refused.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${field}"`));
    }
    expect(refused.body).toMatch(/<details class="item-edit" open="">/);
    expect(refused.body).toContain('value="https://evil.example/watch?v=x"');
    expect((await post('/staff/content/gallery/items/999/edit', { category: '2', alt: 'x', youtube: '' })).statusCode).toBe(404);
  });
});

describe('dragging an item into another category', () => {
  const categoryOf = async (id: number) =>
    (await server.db.kysely.selectFrom('gallery_items').select('category_id').where('id', '=', id).executeTakeFirstOrThrow()).category_id;

  it('moves it there at the dropped place, answers the script in JSON, and records it like a move', async () => {
    const [implants, room] = await Promise.all([
      post('/staff/content/gallery/categories', { name: 'Implants' }).then(() =>
        server.db.kysely.selectFrom('gallery_categories').select('id').where('name', '=', 'Implants').executeTakeFirstOrThrow(),
      ),
      server.db.kysely.selectFrom('gallery_items').select('id').where('alt', '=', 'The waiting room').executeTakeFirstOrThrow(),
    ]);
    const moved = await asScript(`/staff/content/gallery/items/${room.id}/move`, { category: String(implants.id), position: '1' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ message: 'The order was changed.' });
    expect(await categoryOf(room.id)).toBe(implants.id);
    const event = await server.db.kysely.selectFrom('content_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      actor: 'eva',
      action: 'move',
      subject_kind: 'gallery-item',
      subject: 'The waiting room',
      detail: 'moved to Implants, position 1',
    });
    const page = await server.inject({ method: 'GET', url: '/staff/content/gallery', headers: { cookie } });
    const implantsList = page.body.slice(page.body.indexOf(`id="items-${implants.id}-title"`));
    expect(implantsList).toContain(`id="item-${room.id}"`);
    // The page marks each item list with its category, for the script.
    expect(page.body).toContain(`data-category="${implants.id}"`);
  });

  it('refuses an unknown category, or a category without a position, with { message } and changes nothing', async () => {
    const room = await server.db.kysely
      .selectFrom('gallery_items')
      .select(['id', 'category_id'])
      .where('alt', '=', 'The waiting room')
      .executeTakeFirstOrThrow();
    for (const fields of [
      { category: '999', position: '1' },
      { category: 'x', position: '1' },
      { category: '0', position: '1' },
    ]) {
      const refused = await asScript(`/staff/content/gallery/items/${room.id}/move`, fields);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'There is no such category: reload the page to see the categories as they are.' });
    }
    const withDirection = await asScript(`/staff/content/gallery/items/${room.id}/move`, { category: String(room.category_id), direction: 'up' });
    expect(withDirection.statusCode).toBe(400);
    expect(withDirection.json()).toEqual({ message: 'Send position (a whole number from 1) with category.' });
    const gone = await asScript('/staff/content/gallery/items/999/move', { category: String(room.category_id), position: '1' });
    expect(gone.statusCode).toBe(409);
    expect(await categoryOf(room.id)).toBe(room.category_id);
  });
});

describe('focus after a move without scripts', () => {
  it('returns to the page with focus on the button pressed, or on the other one at the end of the list', async () => {
    const category = (await server.db.kysely.selectFrom('gallery_categories').select('id').where('name', '=', 'Implants').executeTakeFirstOrThrow()).id;
    for (const alt of ['Chair one', 'Chair two'])
      await post('/staff/content/gallery/items', { category: String(category), image: 'gallery/room.webp', alt, youtube: '' });
    const two = await server.db.kysely.selectFrom('gallery_items').select('id').where('alt', '=', 'Chair two').executeTakeFirstOrThrow();
    const moved = await post(`/staff/content/gallery/items/${two.id}/move`, { direction: 'up' });
    // No fragment: a browser skips autofocus on a page opened at a fragment's target.
    expect(moved.headers.location).toBe(`/staff/content/gallery?notice=moved&focus=item-${two.id}.up`);
    const autofocused = async (url: string) => {
      const page = await server.inject({ method: 'GET', url, headers: { cookie } });
      return [...page.body.matchAll(/<button[^>]*autofocus=""[^>]*>/g)].map((match) => /aria-label="([^"]*)"/.exec(match[0])?.[1]);
    };
    expect(await autofocused(moved.headers.location as string)).toEqual(['Move Chair two up']);
    // Now first in its category: Up is disabled, so Down takes focus.
    const first = await post(`/staff/content/gallery/items/${two.id}/move`, { direction: 'up' });
    expect(await autofocused(first.headers.location as string)).toEqual(['Move Chair two down']);
    // Anything else in `focus` focuses nothing.
    expect(await autofocused(`/staff/content/gallery?focus=item-${two.id}.left`)).toEqual([]);
    expect(await autofocused('/staff/content/gallery')).toEqual([]);
  });
});
