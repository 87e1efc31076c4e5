import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import GUJARATI from '../../src/forms/dictionaries/gu';
import HINDI from '../../src/forms/dictionaries/hi';
import { FORM_MESSAGES } from '../../src/forms/form-messages';
import { findRequestRow } from '../db/testing/find-request';
import { listOutbox } from '../db/outbox-repository';
import { REFERENCE_PATTERN } from '../../src/forms/reference-format';
import { API_BODY_LIMIT_BYTES } from './register-api';
import { SAMPLE_APPOINTMENT as appointment, SAMPLE_CONTACT as contact, SAMPLE_NOW as NOW } from './testing/sample-requests';
import { PNG_IMAGE, rawRequest, SECRET_TEXT, startApiTestServer, SVG_IMAGE, type ApiTestServer } from './testing/api-test-server';
import { editBlog, writeContentChanges } from '../db/content-writer';

let server: ApiTestServer;

beforeAll(async () => {
  // The many posts below come from one address: the submission limit has its own tests.
  server = await startApiTestServer({ now: () => NOW, contentRevisionCheckMs: 0, formRateLimit: false });
});
afterAll(async () => {
  await server.close();
  await server.remove();
});

async function getJson(path: string, init?: RequestInit) {
  const response = await fetch(server.baseUrl + path, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return getJson(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('content lists', () => {
  it('GET /slider/get-images-url lists slides in order, each with the smaller copies of its image found in the media folder', async () => {
    const { status, body } = await getJson('/api/v1/slider/get-images-url');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        {
          id: 1,
          image: 'slides/slide-1.svg',
          width: 1600,
          height: 700,
          alt: 'Smiling patient',
          sources: [{ type: 'image/webp', srcset: '/api/v1/get-images/slides/slide-1-640w.webp 640w' }],
        },
        { id: 2, image: 'slides/slide-2.svg', width: 1600, height: 700, alt: 'Treatment room' },
      ],
    });
  });

  it('GET /testimonials/get-testimonials includes youtubeLink only when there is one, and the language each is written in', async () => {
    const { status, body } = await getJson('/api/v1/testimonials/get-testimonials');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: 1,
        name: 'Riya Shah',
        location: 'South Bopal',
        description: 'Painless root canal.',
        language: 'en',
        image: 'testimonials/t-01.svg',
        width: 160,
        height: 160,
        youtubeLink: 'https://www.youtube.com/watch?v=abc123',
      },
      {
        id: 2,
        name: 'करण मेहता',
        location: 'चांदखेड़ा',
        description: 'ब्रेसेस का इलाज बहुत अच्छा रहा।',
        language: 'hi',
        image: 'testimonials/t-02.svg',
        width: 160,
        height: 160,
      },
    ]);
  });

  it('GET /blog-category/get-blog-categories and /blog-tags/get-blog-tags', async () => {
    expect((await getJson('/api/v1/blog-category/get-blog-categories')).body).toEqual({
      data: [
        { id: 1, categoryName: 'Oral Hygiene' },
        { id: 2, categoryName: 'Implants' },
        { id: 3, categoryName: 'Empty Category' },
      ],
    });
    expect((await getJson('/api/v1/blog-tags/get-blog-tags')).body).toEqual({
      data: [
        { id: 1, tagName: 'brushing' },
        { id: 2, tagName: 'implants' },
        { id: 3, tagName: 'kids' },
      ],
    });
  });

  it('GET /gallery-category/get-all-categories does not add "All"', async () => {
    expect((await getJson('/api/v1/gallery-category/get-all-categories')).body).toEqual({
      data: [
        { id: 1, name: 'Smile Makeovers' },
        { id: 2, name: 'Implants' },
        { id: 3, name: 'Clinic' },
      ],
    });
  });

  it('GET /gallery/get-gallery lists every item', async () => {
    const { body } = await getJson('/api/v1/gallery/get-gallery');
    expect(body.data).toEqual([
      { id: 1, categoryId: 1, image: 'gallery/smile-01.svg', width: 800, height: 800, alt: 'Smile makeover result' },
      { id: 2, categoryId: 2, image: 'gallery/implant-01.svg', width: 800, height: 600, alt: 'Implant', youtubeLink: 'https://youtu.be/xyz789' },
      { id: 3, categoryId: 1, image: 'gallery/smile-02.svg', width: 800, height: 800, alt: 'Second smile' },
    ]);
  });

  it('GET /gallery/get-gallery-by-category-id/:id filters, answers [] for an empty category, 404/400 otherwise', async () => {
    const smiles = await getJson('/api/v1/gallery/get-gallery-by-category-id/1');
    expect(smiles.status).toBe(200);
    expect(smiles.body.data.map((item: { id: number }) => item.id)).toEqual([1, 3]);
    expect(await getJson('/api/v1/gallery/get-gallery-by-category-id/3')).toMatchObject({ status: 200, body: { data: [] } });
    expect(await getJson('/api/v1/gallery/get-gallery-by-category-id/99')).toMatchObject({
      status: 404,
      body: { message: 'No gallery category with id 99' },
    });
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '%20']) {
      expect(await getJson(`/api/v1/gallery/get-gallery-by-category-id/${id}`)).toMatchObject({
        status: 400,
        body: { message: 'Gallery category id must be a positive whole number' },
      });
    }
  });

  it('answers with a precompressed body when the client accepts one', async () => {
    const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const response = await fetch(`${server.baseUrl}/api/v1/blogs/get-all-blogs`, {
        ...request,
        headers: { ...request.headers, 'accept-encoding': accept },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(((await response.json()) as { data: { total: number } }).data.total).toBe(4);
    }
    const identity = await rawRequest(server.port, '/api/v1/blogs/get-all-blogs', request);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString()).data.total).toBe(4);
  });

  it('serves content changes without a restart (the revision moves, the cache reloads)', async () => {
    await writeContentChanges(server.db, (connection) =>
      connection.insertInto('slides').values({ image: 'slides/new.svg', alt: 'New', width: 10, height: 10, position: 9 }).execute(),
    );
    const { body } = await getJson('/api/v1/slider/get-images-url');
    expect(body.data.map((slide: { image: string }) => slide.image)).toContain('slides/new.svg');
    await writeContentChanges(server.db, (connection) => connection.deleteFrom('slides').where('image', '=', 'slides/new.svg').execute());
    expect((await getJson('/api/v1/slider/get-images-url')).body.data).toHaveLength(2);
  });
});

describe('POST /blogs/get-all-blogs', () => {
  const newestFirst = ['dental-implants-guide', 'flossing-matters', 'how-to-brush', 'kids-first-visit'];
  const slugs = (blogs: Array<{ slug: string }>) => blogs.map((blog) => blog.slug);

  it('with an empty object: every blog newest first, the 3 most recent, total, page and limit', async () => {
    const { status, body } = await postJson('/api/v1/blogs/get-all-blogs', {});
    expect(status).toBe(200);
    expect(slugs(body.data.blogs)).toEqual(newestFirst);
    expect(slugs(body.data.resent_blogs)).toEqual(newestFirst.slice(0, 3));
    expect(body.data).toMatchObject({ total: 4, page: 1, limit: 50 });
    expect(body.data.blogs[2]).toEqual({
      id: 1,
      slug: 'how-to-brush',
      title: 'How to Brush Your Teeth',
      image: 'blogs/brush.svg',
      width: 1200,
      height: 675,
      createdAt: '2026-01-10T09:30:00.000Z',
      description: '<h2>Brushing</h2><p>Twice a day.</p>',
      metaTitle: 'How to brush',
      metaDescription: 'Brushing guide',
      blogCategory: { id: 1, categoryName: 'Oral Hygiene' },
      language: 'en',
      tags: ['brushing', 'kids'],
    });
  });

  it("with a language: that language's list (its articles, then the English ones); anything but en, gu or hi is a 400", async () => {
    const { status, body } = await postJson('/api/v1/blogs/get-all-blogs', { language: 'gu' });
    expect(status).toBe(200);
    // The test site has English articles only: a Gujarati page lists them all.
    expect(slugs(body.data.blogs)).toEqual(newestFirst);
    expect(await postJson('/api/v1/blogs/get-all-blogs', { language: 'fr' })).toMatchObject({
      status: 400,
      body: { message: '"language" must be one of en, gu, hi' },
    });
  });

  it.each([
    ['no body and no content type', { method: 'POST' }],
    ['an empty JSON body', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }],
    ['a JSON null', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' }],
  ] as Array<[string, RequestInit]>)('accepts %s as "no filters"', async (_case, init) => {
    const { status, body } = await getJson('/api/v1/blogs/get-all-blogs', init);
    expect(status).toBe(200);
    expect(slugs(body.data.blogs)).toEqual(newestFirst);
  });

  it('filters by category id, and by title case-insensitively', async () => {
    const byCategory = await postJson('/api/v1/blogs/get-all-blogs', { blogCategoryId: 1 });
    expect(slugs(byCategory.body.data.blogs)).toEqual(['flossing-matters', 'how-to-brush', 'kids-first-visit']);
    expect(byCategory.body.data.total).toBe(3);
    expect(slugs(byCategory.body.data.resent_blogs)).toEqual(newestFirst.slice(0, 3));

    const bySearch = await postJson('/api/v1/blogs/get-all-blogs', { search: '  flossing ' });
    expect(slugs(bySearch.body.data.blogs)).toEqual(['flossing-matters']);
    const both = await postJson('/api/v1/blogs/get-all-blogs', { blogCategoryId: 2, search: 'BRUSH' });
    expect(both.body.data).toMatchObject({ blogs: [], total: 0 });
    const emptyCategory = await postJson('/api/v1/blogs/get-all-blogs', { blogCategoryId: 3 });
    expect(emptyCategory.body.data).toMatchObject({ blogs: [], total: 0 });
  });

  it('pages', async () => {
    const second = await postJson('/api/v1/blogs/get-all-blogs', { page: 2, limit: 3 });
    expect(second.body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(slugs(second.body.data.blogs)).toEqual(['kids-first-visit']);
    const beyond = await postJson('/api/v1/blogs/get-all-blogs', { page: 9, limit: 3 });
    expect(beyond.body.data).toMatchObject({ blogs: [], total: 4 });
  });

  it('accepts nulls for optional fields', async () => {
    const { status } = await postJson('/api/v1/blogs/get-all-blogs', { blogCategoryId: null, search: null, page: null, limit: null });
    expect(status).toBe(200);
  });

  it.each([
    [{ limit: 0 }, '"limit" must be a whole number from 1 to 50'],
    [{ limit: 51 }, '"limit" must be a whole number from 1 to 50'],
    [{ limit: '10' }, '"limit" must be a whole number from 1 to 50'],
    [{ limit: 2.5 }, '"limit" must be a whole number from 1 to 50'],
    [{ page: 0 }, '"page" must be a whole number of at least 1'],
    [{ page: -3 }, '"page" must be a whole number of at least 1'],
    [{ page: 1e300 }, '"page" must be a whole number of at least 1'],
    [{ blogCategoryId: 'all' }, '"blogCategoryId" must be a positive whole number'],
    [{ blogCategoryId: 0 }, '"blogCategoryId" must be a positive whole number'],
    [{ search: 42 }, '"search" must be text of at most 200 characters'],
    [{ search: 'x'.repeat(201) }, '"search" must be text of at most 200 characters'],
    [{ sort: 'asc' }, 'Unknown field "sort"; allowed fields are blogCategoryId, search, page, limit, language'],
    [[1, 2], 'Request body must be a JSON object'],
    ['"text"', 'Request body must be a JSON object'],
  ])('400 for %j', async (body, message) => {
    expect(await postJson('/api/v1/blogs/get-all-blogs', body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('GET /blogs/get-blog-by-slug/:slug', () => {
  it('answers the one blog with that slug, the same object the list carries', async () => {
    const { status, headers, body } = await getJson('/api/v1/blogs/get-blog-by-slug/how-to-brush');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    const list = await postJson('/api/v1/blogs/get-all-blogs', {});
    const fromList = list.body.data.blogs.find((blog: { slug: string }) => blog.slug === 'how-to-brush');
    expect(body).toEqual({ data: fromList });
    expect(body.data).toMatchObject({ slug: 'how-to-brush', metaTitle: 'How to brush', description: '<h2>Brushing</h2><p>Twice a day.</p>' });
  });

  it('carries no other article', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/blogs/get-blog-by-slug/flossing-matters`);
    const text = await response.text();
    expect(text).toContain('Floss daily.');
    expect(text).not.toContain('Twice a day.');
    expect(text).not.toContain('resent_blogs');
  });

  it('is compressed when the client accepts it', async () => {
    const long = await rawRequest(server.port, '/api/v1/blogs/get-blog-by-slug/how-to-brush', { headers: { 'accept-encoding': 'br' } });
    expect(long.status).toBe(200);
    // The fixture's bodies are tiny: below the size worth compressing they go as they are.
    expect(long.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(long.body.toString()).data.slug).toBe('how-to-brush');
  });

  it.each(['no-such-article', 'HOW-TO-BRUSH', 'how-to-brush%20', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '..%2F..%2Fetc%2Fpasswd', '%E2%9C%93', "it's", '%00'])(
    '404 { message } for the unknown or odd slug %s',
    async (slug) => {
      const response = await rawRequest(server.port, `/api/v1/blogs/get-blog-by-slug/${slug}`);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body.toString())).toEqual({ message: 'No blog with this slug' });
    },
  );

  it('404 { message } for a slug longer than the router takes (100 characters)', async () => {
    const { status, body } = await getJson(`/api/v1/blogs/get-blog-by-slug/${'a'.repeat(101)}`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.stringMatching(/^No API endpoint GET/) });
  });

  it('never answers a 5xx, and no method but GET', async () => {
    for (const path of ['/api/v1/blogs/get-blog-by-slug/', '/api/v1/blogs/get-blog-by-slug/%', '/api/v1/blogs/get-blog-by-slug/' + 'x'.repeat(10_000)]) {
      const response = await rawRequest(server.port, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await rawRequest(server.port, '/api/v1/blogs/get-blog-by-slug/how-to-brush', { method: 'POST' })).status).toBe(404);
  });

  it('follows content changes, and says when the article was edited (updatedAt), which it does not before', async () => {
    const before = (await getJson('/api/v1/blogs/get-blog-by-slug/how-to-brush')).body.data;
    expect(before).not.toHaveProperty('updatedAt');
    const editedFrom = Date.now();
    await editBlog(server.db, 'how-to-brush', { meta_title: 'Brushing, updated' });
    const after = (await getJson('/api/v1/blogs/get-blog-by-slug/how-to-brush')).body.data;
    expect(after).toMatchObject({
      metaTitle: 'Brushing, updated',
      createdAt: before.createdAt,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(editedFrom - 1000);
    // The list carries the same date; an article nobody edited still has none.
    const list = (await postJson('/api/v1/blogs/get-all-blogs', {})).body.data.blogs as Array<{ slug: string; updatedAt?: string }>;
    expect(list.find((blog) => blog.slug === 'how-to-brush')?.updatedAt).toBe(after.updatedAt);
    expect(list.find((blog) => blog.slug === 'flossing-matters')).not.toHaveProperty('updatedAt');
    await editBlog(server.db, 'how-to-brush', { meta_title: 'How to brush' });
  });
});

describe('POST /contacts/create-contacts-inquiry', () => {
  it('stores the enquiry and its e-mail in the outbox before answering 201 { data: { reference, token } }, never the row id, and never cached', async () => {
    const { status, headers, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, firstName: '  Asha  ' });
    expect(status).toBe(201);
    expect(body).toEqual({ data: { reference: expect.stringMatching(REFERENCE_PATTERN), token: expect.any(String) } });
    // The answer carries the pass to the thank-you page: no cache may keep it.
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data.token).toMatch(new RegExp(`^[0-9a-z]+\\.${body.data.reference}\\.[\\w-]{43}$`));
    const stored = await findRequestRow(server.db, body.data.reference);
    expect(stored).toEqual({
      id: expect.any(Number),
      kind: 'contact',
      // Sent without a branch (the API's payloads may leave it out).
      branch_id: null,
      treatment_id: null,
      appointment_date: null,
      appointment_time: null,
      first_name: 'Asha',
      last_name: 'Patel',
      email: 'asha.patel@example.com',
      phone_number: '9876543210',
      country_code: '+91',
      message: 'Is Sunday possible?',
      created_at: NOW.toISOString(),
      reference: body.data.reference,
      status: 'new',
      status_changed_at: null,
      erased_at: null,
      erased_by: null,
      // A new request has no visit yet: nothing confirmed, nothing cancelled, no calendar file sent.
      cancelled_by: null,
      confirmed_date: null,
      confirmed_time: null,
      confirmed_branch_id: null,
      confirmed_dentist_id: null,
      visit_sequence: 0,
      // Sent without a language: English.
      language: 'en',
    });
    const queued = (await listOutbox(server.db)).filter((entry) => entry.requestId === stored?.id);
    // E-mail is off in this server: the clinic's copy waits in the outbox, no acknowledgement is queued.
    expect(queued).toEqual([expect.objectContaining({ audience: 'clinic', status: 'pending', attempts: 0, nextAttemptAt: NOW.getTime() })]);
  });

  it('accepts a missing message', async () => {
    const { message: _omitted, ...withoutMessage } = contact;
    expect((await postJson('/api/v1/contacts/create-contacts-inquiry', withoutMessage)).status).toBe(201);
  });

  it.each([
    [{ firstName: '' }, FORM_MESSAGES.firstNameRequired, 'firstName'],
    [{ lastName: ' ' }, FORM_MESSAGES.lastNameRequired, 'lastName'],
    [{ email: '' }, FORM_MESSAGES.emailRequired, 'email'],
    [{ email: 'nope' }, FORM_MESSAGES.emailInvalidFormat, 'email'],
    [{ email: 'a(b)@x.com' }, FORM_MESSAGES.emailNotValid, 'email'],
    [{ email: '.a@x.com' }, FORM_MESSAGES.emailDotAtEdge, 'email'],
    [{ email: 'a..b@x.com' }, FORM_MESSAGES.emailConsecutiveDots, 'email'],
    [{ email: `a@${'d'.repeat(250)}.com` }, FORM_MESSAGES.emailTooLong, 'email'],
    [{ email: `${'l'.repeat(65)}@x.com` }, FORM_MESSAGES.emailLocalPartTooLong, 'email'],
    [{ email: 'a@b.c' }, FORM_MESSAGES.emailDomainInvalid, 'email'],
    [{ email: 'a@bb.c' }, FORM_MESSAGES.emailExtensionInvalid, 'email'],
    [{ phoneNumber: '' }, FORM_MESSAGES.phoneRequired, 'phoneNumber'],
    [{ phoneNumber: '98765' }, FORM_MESSAGES.phoneInvalid, 'phoneNumber'],
    [{ countryCode: '+1' }, FORM_MESSAGES.countryCodeInvalid, 'countryCode'],
    [{ message: 'm'.repeat(2001) }, FORM_MESSAGES.messageTooLong, 'message'],
  ])('400 for %j with the shared rule message', async (change, message, field) => {
    const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ message, fields: { [field]: message } });
  });

  it('400 for an unknown field, naming it', async () => {
    const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, isAdmin: true });
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown field "isAdmin"; allowed fields are firstName, lastName, email, phoneNumber, countryCode, branch, message');
  });

  it('400 for a body that is not an object, or fields that are not text', async () => {
    for (const body of ['[]', '"hello"', '12', 'null']) {
      expect(await postJson('/api/v1/contacts/create-contacts-inquiry', body)).toMatchObject({
        status: 400,
        body: { message: 'Request body must be a JSON object' },
      });
    }
    expect(await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, firstName: { $gt: '' } })).toMatchObject({
      status: 400,
      body: { message: '"firstName" must be a string' },
    });
  });

  it('stores nothing when validation fails', async () => {
    const before = await server.db.kysely
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, email: 'bad' });
    const after = await server.db.kysely
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});

describe('the language of a request', () => {
  it('answers in the language the payload names (gu, hi) and stores it; a name in Gujarati or Devanagari is stored as typed', async () => {
    const refused = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, firstName: '', language: 'gu' });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: GUJARATI.messages.firstNameRequired, fields: { firstName: GUJARATI.messages.firstNameRequired } },
    });
    const inHindi = await postJson('/api/v1/appointment/book-appointment', { ...appointment, email: 'nope', language: 'hi' });
    expect(inHindi).toMatchObject({ status: 400, body: { message: HINDI.messages.emailInvalidFormat } });

    for (const [language, lastName] of [
      ['gu', 'પટેલ'],
      ['hi', 'पटेल'],
    ] as const) {
      const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, lastName, language });
      expect(status).toBe(201);
      expect(await findRequestRow(server.db, body.data.reference)).toMatchObject({ last_name: lastName, language });
    }
  });

  it('takes English when the payload names none (or null), and refuses anything that is not one of the languages with a 400 in English', async () => {
    for (const payload of [contact, { ...contact, language: null }, { ...contact, language: 'en' }]) {
      const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', payload);
      expect(status).toBe(201);
      expect(await findRequestRow(server.db, body.data.reference)).toMatchObject({ language: 'en' });
    }
    for (const language of ['fr', 'GU', '', 7, ['gu'], { gu: true }]) {
      const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, language });
      expect(status).toBe(400);
      expect(body).toEqual({ message: '"language" must be one of en, gu, hi', fields: { language: '"language" must be one of en, gu, hi' } });
    }
  });
});

describe('POST /appointment/book-appointment', () => {
  it('stores the request with the time exactly as entered and queues its e-mail', async () => {
    const { status, body } = await postJson('/api/v1/appointment/book-appointment', appointment);
    expect(status).toBe(201);
    const stored = await findRequestRow(server.db, body.data.reference);
    expect(stored).toMatchObject({
      kind: 'appointment',
      // Stored by its id, whether the label (the spec's payload) or the id was sent.
      treatment_id: 'root-canal',
      appointment_date: '2026-05-10',
      appointment_time: '16:15',
      reference: body.data.reference,
      status: 'new',
    });
    expect(body.data.reference).toMatch(REFERENCE_PATTERN);
    const queued = (await listOutbox(server.db)).find((entry) => entry.requestId === stored?.id);
    expect(queued).toMatchObject({ status: 'pending' });
    const byId = await postJson('/api/v1/appointment/book-appointment', { ...appointment, service: 'dental-cleaning' });
    expect(byId.status).toBe(201);
    expect(await findRequestRow(server.db, byId.body.data.reference)).toMatchObject({ treatment_id: 'dental-cleaning' });
  });

  it('stores a number sent with its country code or trunk prefix as its ten digits', async () => {
    for (const phoneNumber of ['+91 98765-43210', '+919876543210', '09876543210']) {
      const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, phoneNumber });
      expect(status).toBe(201);
      expect(await findRequestRow(server.db, body.data.reference)).toMatchObject({ phone_number: '9876543210' });
    }
  });

  it('names only the first five of many unknown fields: a short answer', async () => {
    const junk = Object.fromEntries(Array.from({ length: 1500 }, (_, index) => [`f${index}`, 1]));
    const { status, body } = await postJson('/api/v1/appointment/book-appointment', { ...appointment, ...junk });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Unknown fields "f0", "f1", "f2", "f3", "f4" and 1495 more \(1500 in all\)/);
    expect(Object.keys(body.fields)).toHaveLength(5);
    expect(JSON.stringify(body).length).toBeLessThan(600);
  });

  it.each([
    [{ firstName: '' }, FORM_MESSAGES.firstNameRequired, 'firstName'],
    [{ email: 'asha@' }, FORM_MESSAGES.emailInvalidFormat, 'email'],
    [{ phoneNumber: '12' }, FORM_MESSAGES.phoneInvalid, 'phoneNumber'],
    [{ service: '' }, FORM_MESSAGES.serviceRequired, 'service'],
    [{ service: 'Teeth Whitening' }, FORM_MESSAGES.serviceRequired, 'service'],
    [{ date: '' }, FORM_MESSAGES.dateRequired, 'date'],
    [{ date: '2026-05-09' }, FORM_MESSAGES.dateInPast, 'date'],
    [{ date: '2026-13-01' }, FORM_MESSAGES.dateInvalid, 'date'],
    [{ time: '' }, FORM_MESSAGES.timeRequired, 'time'],
    [{ time: '14:29' }, FORM_MESSAGES.timeInPast, 'time'],
    [{ time: '4:15 PM' }, FORM_MESSAGES.timeInvalid, 'time'],
  ])('400 for %j with the shared rule message', async (change, message, field) => {
    const { status, body } = await postJson('/api/v1/appointment/book-appointment', { ...appointment, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ message, fields: { [field]: message } });
  });

  it('stores the chosen branch by its id; without one, none', async () => {
    const chosen = await postJson('/api/v1/appointment/book-appointment', {
      ...appointment,
      branch: 'chandkheda',
      service: 'dental-cleaning',
      date: '2026-05-12',
    });
    expect(chosen.status).toBe(201);
    expect(await findRequestRow(server.db, chosen.body.data.reference)).toMatchObject({ branch_id: 'chandkheda', treatment_id: 'dental-cleaning' });
    const enquiry = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, branch: 'south-bopal' });
    expect(await findRequestRow(server.db, enquiry.body.data.reference)).toMatchObject({ kind: 'contact', branch_id: 'south-bopal' });
    const none = await postJson('/api/v1/appointment/book-appointment', { ...appointment, branch: null });
    expect(await findRequestRow(server.db, none.body.data.reference)).toMatchObject({ branch_id: null });
  });

  it.each([
    [{ branch: 'nowhere' }, 'Please choose one of our branches', 'branch'],
    // A closure (with its note), and a weekday the branch keeps no hours.
    [
      { branch: 'chandkheda', service: 'dental-cleaning', date: '2026-05-14' },
      'Our Chandkheda branch is closed on Thursday, 14 May 2026 (Demo holiday). Please choose another day.',
      'date',
    ],
    [
      { branch: 'chandkheda', service: 'dental-cleaning', date: '2026-05-17' },
      'Our Chandkheda branch is closed on Sunday, 17 May 2026. Please choose another day.',
      'date',
    ],
    [
      { branch: 'chandkheda', service: 'dental-cleaning', date: '2026-05-12', time: '21:30' },
      'On Tuesday, 12 May 2026 our Chandkheda branch is open from 9 am to 9 pm. Please choose a time within those hours.',
      'time',
    ],
    [{ branch: 'chandkheda', service: 'Root Canal', date: '2026-05-12' }, 'Root Canal is offered at our South Bopal branch.', 'service'],
  ])("400 for %j: the branch's rules", async (change, message, field) => {
    const { status, body } = await postJson('/api/v1/appointment/book-appointment', { ...appointment, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ message, fields: { [field]: message } });
  });

  it('400 for a branch that is not text', async () => {
    const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, branch: 7 });
    expect(status).toBe(400);
    expect(body).toEqual({ message: '"branch" must be a string', fields: { branch: '"branch" must be a string' } });
  });

  it('400 for an unknown field (the form state name "services" is not the payload name)', async () => {
    const { service, ...rest } = appointment;
    const { status, body } = await postJson('/api/v1/appointment/book-appointment', { ...rest, services: service });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Unknown field "services"/);
  });
});

describe('robustness', () => {
  it(`413 for a body over ${API_BODY_LIMIT_BYTES} bytes`, async () => {
    const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', { ...contact, message: 'x'.repeat(API_BODY_LIMIT_BYTES) });
    expect(status).toBe(413);
    expect(body).toEqual({ message: `Request body is too large (the limit is ${API_BODY_LIMIT_BYTES} bytes)` });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    '415 for a POST with Content-Type %s',
    async (contentType) => {
      const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', 'firstName=Asha', { 'content-type': contentType });
      expect(status).toBe(415);
      expect(body.message).toMatch(/Unsupported content type/);
    },
  );

  it('415 for a body without a content type', async () => {
    const response = await rawRequest(server.port, '/api/v1/contacts/create-contacts-inquiry', {
      method: 'POST',
      body: JSON.stringify(contact),
      headers: { 'content-length': String(JSON.stringify(contact).length) },
    });
    expect(response.status).toBe(415);
  });

  it.each(['{"firstName": "Asha",', '{firstName: "Asha"}', "{'a': 1}", '\u0000', '{"__proto__": {"isAdmin": true}}'])(
    '400 for malformed or poisoned JSON %j',
    async (text) => {
      const { status, body } = await postJson('/api/v1/contacts/create-contacts-inquiry', text);
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'The request body is not valid JSON' });
    },
  );

  it.each([
    ['GET', '/api/v1/no-such-endpoint'],
    ['GET', '/api/v2/slider/get-images-url'],
    ['GET', '/api/nothing'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['DELETE', '/api/v1/slider/get-images-url'],
    ['GET', '/api/v1/blogs/get-all-blogs'],
    ['POST', '/api/v1/testimonials/get-testimonials'],
  ])('404 JSON for %s %s, even with a site-wide wildcard route', async (method, path) => {
    const response = await rawRequest(server.port, path, { method });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(response.body.toString())).toEqual({ message: `No API endpoint ${method} ${path}` });
  });

  it('404 for an unknown API path whatever body is sent to it', async () => {
    const response = await rawRequest(server.port, '/api/v1/nope', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(100_000),
    });
    expect(response.status).toBe(404);
  });

  it('leaves other paths to the rest of the site', async () => {
    const response = await fetch(`${server.baseUrl}/about`);
    expect(await response.text()).toBe('<html>page</html>');
  });

  it('400 { message } for a URL that cannot be decoded', async () => {
    for (const path of ['/api/v1/get-images/%', '/api/v1/gallery/get-gallery-by-category-id/%E0%A4%A']) {
      const response = await rawRequest(server.port, path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body.toString()), path).toEqual({ message: expect.stringMatching(/not a valid URL/) });
    }
  });

  it('answers no hostile input with a 5xx', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const attempts: Array<{ path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer }> = [
      { path: '/api/v1/contacts/create-contacts-inquiry', method: 'POST', headers: { 'content-type': 'application/json' }, body: deep },
      { path: '/api/v1/blogs/get-all-blogs', method: 'POST', headers: { 'content-type': 'application/json' }, body: deep },
      { path: '/api/v1/blogs/get-all-blogs', method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from([0xff, 0xfe, 0x7b]) },
      { path: '/api/v1/blogs/get-all-blogs', method: 'POST', headers: { 'content-type': 'application/json; charset=latin1' }, body: '{}' },
      { path: '/api/v1/blogs/get-all-blogs', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"search": "\\ud800"}' },
      { path: '/api/v1/blogs/get-all-blogs', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page": 1e999}' },
      {
        path: '/api/v1/appointment/book-appointment',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...appointment, date: '9999-99-99' }),
      },
      {
        path: '/api/v1/appointment/book-appointment',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...appointment, time: ['10:00'] }),
      },
      { path: '/api/v1/gallery/get-gallery-by-category-id/%E0%A4%A' },
      { path: '/api/v1/gallery/get-gallery-by-category-id/' + '9'.repeat(5000) },
      { path: '/api/v1/get-images/%' },
      { path: '/api/v1/get-images/' + 'a/'.repeat(2000) + 'x.svg' },
      { path: '/api/v1/get-images/' + 'x'.repeat(5000) + '.svg' },
      { path: '/api/v1/slider/get-images-url?x=%ZZ' },
    ];
    for (const attempt of attempts) {
      const response = await rawRequest(server.port, attempt.path, attempt);
      expect(response.status, `${attempt.method ?? 'GET'} ${attempt.path.slice(0, 80)}`).toBeLessThan(500);
    }
  });
});

describe('GET /get-images/*', () => {
  it('serves an SVG with its type, caching headers and a locked-down CSP', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/get-images/slides/slide-1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(SVG_IMAGE);
  });

  it.each([
    ['gallery/smile-01.png', 'image/png'],
    ['gallery/photo.jpg', 'image/jpeg'],
    ['gallery/photo.webp', 'image/webp'],
  ])('serves %s as %s', async (file, type) => {
    const response = await fetch(`${server.baseUrl}/api/v1/get-images/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    if (type === 'image/png') expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_IMAGE);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${server.baseUrl}/api/v1/get-images/slides/slide-1.svg`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await fetch(`${server.baseUrl}/api/v1/get-images/slides/slide-1.svg`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    const listed = await fetch(`${server.baseUrl}/api/v1/get-images/slides/slide-1.svg`, {
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(listed.status).toBe(304);
    const stale = await fetch(`${server.baseUrl}/api/v1/get-images/slides/slide-1.svg`, { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it.each(['slides/missing.svg', 'slides', 'notes.txt', 'gallery/.hidden.svg', 'gallery/escape.svg'])('404 { message } for %s', async (file) => {
    const response = await rawRequest(server.port, `/api/v1/get-images/${file}`);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ message: 'Image not found' });
  });

  it.each([
    '/api/v1/get-images/../secret.svg',
    '/api/v1/get-images/../../secret.txt',
    '/api/v1/get-images/slides/../../secret.svg',
    '/api/v1/get-images/%2e%2e/secret.svg',
    '/api/v1/get-images/%2E%2E/secret.svg',
    '/api/v1/get-images/%2e%2e%2fsecret.svg',
    '/api/v1/get-images/..%2fsecret.svg',
    '/api/v1/get-images/..%5csecret.svg',
    '/api/v1/get-images/%252e%252e%252fsecret.svg',
    '/api/v1/get-images/.%2e/secret.svg',
    '/api/v1/get-images//etc/passwd',
    '/api/v1/get-images/%2fetc%2fpasswd',
    '/api/v1/get-images/%2F..%2Fsecret.svg',
    '/api/v1/get-images/slides/slide-1.svg%00.png',
    '/api/v1/get-images/slides%00/slide-1.svg',
    '/api/v1/get-images/./slides/slide-1.svg',
    '/api/v1/get-images/slides//slide-1.svg',
    '/api/v1/get-images/',
  ])('never serves anything outside the media folder: %s', async (rawPath) => {
    const response = await rawRequest(server.port, rawPath);
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain(SECRET_TEXT);
    expect(response.body.toString()).not.toContain('root:');
    expect(JSON.parse(response.body.toString())).toHaveProperty('message');
  });
});

describe('durability', () => {
  it('an acknowledged request survives closing and re-opening the database', async () => {
    const restartable = await startApiTestServer({ now: () => NOW });
    try {
      const response = await fetch(`${restartable.baseUrl}/api/v1/appointment/book-appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...appointment, firstName: 'Durable' }),
      });
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { reference: string } };
      await restartable.close();

      const reopened = await restartable.db.openAgain();
      try {
        const row = await findRequestRow(reopened, data.reference);
        expect(row).toMatchObject({ first_name: 'Durable', appointment_time: '16:15' });
        expect((await listOutbox(reopened)).some((entry) => entry.requestId === row?.id)).toBe(true);
      } finally {
        await reopened.close();
      }
    } finally {
      await restartable.remove();
    }
  });

  it('a fault of ours (database gone) is a 500 with a generic message, not a leak', async () => {
    const broken = await startApiTestServer({ now: () => NOW });
    try {
      await broken.db.close();
      const response = await fetch(`${broken.baseUrl}/api/v1/contacts/create-contacts-inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal server error' });
    } finally {
      await broken.app.close();
      await broken.remove();
    }
  });
});
