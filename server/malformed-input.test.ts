import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../src/contract/api-contract';
import { SAMPLE_CONTACT } from './api/testing/sample-requests';
import { countContactRequests, startSiteTestServer, type SiteTestServer } from './testing/site-test-server';

/**
 * Text that is not text: bytes that are not UTF-8 in a JSON body, %-escapes that do not decode to
 * UTF-8 in a form posted without JavaScript. Decoding them leniently would store U+FFFD or the
 * escapes themselves in place of what the visitor typed; both are refused (400, a message) and
 * nothing is stored.
 */

const CONTACT_API = `${API_BASE}${apiPaths.createContactInquiry}`;
const { countryCode: _fixed, ...FORM_FIELDS } = SAMPLE_CONTACT;

let site: SiteTestServer;
beforeAll(async () => {
  site = await startSiteTestServer({ formRateLimit: false });
}, 60_000);
afterAll(() => site?.close());

/** The form's fields, encoded, with the first name's encoding written by hand. */
function formBody(encodedFirstName: string): string {
  const rest = new URLSearchParams({ ...FORM_FIELDS, firstName: '' }).toString().replace('firstName=', '');
  return `firstName=${encodedFirstName}&${rest.replace(/^&/, '')}`;
}

const postForm = (payload: string | Buffer) =>
  site.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

describe('a JSON body that is not UTF-8', () => {
  const json = (firstName: Buffer) =>
    Buffer.concat([
      Buffer.from('{"firstName":"'),
      firstName,
      Buffer.from(
        `",${JSON.stringify(SAMPLE_CONTACT)
          .slice(1)
          .replace(/"firstName":"[^"]*",/, '')}`,
      ),
    ]);

  it.each([
    ['an encoded surrogate', Buffer.from([0x41, 0x62, 0xed, 0xa0, 0x80, 0x63])],
    ['a lone continuation byte', Buffer.from([0x41, 0x80, 0x62])],
    ['a truncated sequence', Buffer.from([0x41, 0xe0, 0xa4])],
    ['Latin-1 text', Buffer.from('Ren\xe9', 'latin1')],
  ])('%s: 400 with a message, nothing stored', async (_name, firstName) => {
    const before = await countContactRequests(site);
    const answer = await site.app.inject({ method: 'POST', url: CONTACT_API, headers: { 'content-type': 'application/json' }, payload: json(firstName) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: expect.stringMatching(/UTF-8/) });
    expect(await countContactRequests(site)).toBe(before);
  });

  it('well-formed UTF-8 is stored as sent', async () => {
    const answer = await site.app.inject({
      method: 'POST',
      url: CONTACT_API,
      headers: { 'content-type': 'application/json' },
      payload: json(Buffer.from('आशा')),
    });
    expect(answer.statusCode).toBe(201);
  });
});

describe('a form posted without JavaScript whose escapes are not UTF-8', () => {
  it.each([
    ['an encoded surrogate', 'Ab%ED%A0%80c'],
    ['a lone continuation byte', 'A%80b'],
    ['a truncated escape', 'Ab%E0%A4'],
    ['a broken escape', 'Ab%ZZc'],
    ['a bare percent sign', 'Ab%'],
  ])('%s: 400 with a message, nothing stored', async (_name, firstName) => {
    const before = await countContactRequests(site);
    const answer = await postForm(formBody(firstName));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: expect.stringMatching(/UTF-8|%-escape/) });
    expect(await countContactRequests(site)).toBe(before);
  });

  it('raw bytes that are not UTF-8: 400, nothing stored', async () => {
    const before = await countContactRequests(site);
    const answer = await postForm(
      Buffer.concat([Buffer.from('firstName=A'), Buffer.from([0xff]), Buffer.from(`&${formBody('x').split('&').slice(1).join('&')}`)]),
    );
    expect(answer.statusCode).toBe(400);
    expect(await countContactRequests(site)).toBe(before);
  });

  it('a browser is told in words it can read', async () => {
    const answer = await site.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: formBody('Ab%ED%A0%80c'),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/UTF-8|%-escape/);
  });

  it('well-formed escapes, "+" for spaces and repeated fields still work', async () => {
    const before = await countContactRequests(site);
    const answer = await postForm(`${formBody('%E0%A4%86%E0%A4%B6%E0%A4%BE+Devi')}&firstName=ignored`);
    expect(answer.statusCode).toBe(303);
    const row = await site.db.kysely.selectFrom('requests').where('kind', '=', 'contact').select('first_name').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.first_name).toBe('आशा Devi');
    expect(await countContactRequests(site)).toBe(before + 1);
  });
});
