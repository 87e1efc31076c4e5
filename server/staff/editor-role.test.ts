import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { changeContent } from '../db/content-changes';
import { createContentRepository } from '../db/content-repository';
import { touchesPatientData, type StaffAction } from './staff-permissions';
import { startStaffTestServer, SAME_ORIGIN, type StaffTestServer } from './testing/staff-test-server';

/**
 * The editor role: content only. Every route that names a patient-data action refuses an editor
 * (the list comes from the routes themselves, so a route added later is covered too); the staff
 * home sends an editor to Content; the activity page shows each content change.
 */

let server: StaffTestServer;
let editor: string;
let reference: string;

beforeAll(async () => {
  server = await startStaffTestServer();
  await server.addUser('asha');
  await server.addUser('eva', undefined, 'editor');
  editor = await server.signIn('eva');
  const stored = await server.inject({ method: 'POST', url: '/api/v1/contacts/create-contacts-inquiry', payload: SAMPLE_CONTACT });
  reference = stored.json().data.reference;
});
afterAll(() => server.close());

const asEditor = (method: string, url: string) =>
  server.inject({ method: method as 'GET' | 'POST', url, headers: { ...SAME_ORIGIN, cookie: editor }, payload: method === 'POST' ? {} : undefined });

describe('an editor', () => {
  it('is refused every route that shows or changes patient data, pages and API alike, and never sees a patient detail', async () => {
    const patientRoutes = server.routes.filter((route) => route.permission !== 'any-staff' && touchesPatientData(route.permission as StaffAction));
    // The inbox, a request, the day view, CSV, status, visit steps, notes, WhatsApp, erasure: pages and API.
    expect(patientRoutes.length).toBeGreaterThan(20);
    for (const route of patientRoutes) {
      const url = route.url.replace(':reference', reference).replace(':username', 'asha');
      const response = await asEditor(route.method, url);
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.body).not.toContain(SAMPLE_CONTACT.email);
      expect(response.body).not.toContain(SAMPLE_CONTACT.lastName);
      if (url.startsWith('/staff/api/')) expect(response.json().message).toMatch(/Your account \(Editor\) cannot/);
      else expect(response.body).toContain('Not allowed');
    }
    // Nothing changed: the request is as it was stored.
    const admin = await server.signIn('asha');
    const opened = await server.inject({ method: 'GET', url: `/staff/api/requests/${reference}`, headers: { cookie: admin } });
    expect(opened.json().data.request).toMatchObject({ status: 'new', erasedAt: null });
  });

  it('is refused the accounts pages too, and starts at Content, the only section it is shown', async () => {
    expect((await asEditor('GET', '/staff/accounts')).statusCode).toBe(403);
    const home = await asEditor('GET', '/staff');
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/staff/content');
    const content = await asEditor('GET', '/staff/content');
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('Staff area');
    expect(content.body).not.toContain('href="/staff/day"');
  });
});

describe('the content activity page', () => {
  it('lists each change with who and what, newest first; the admin sees Content in the navigation', async () => {
    const content = createContentRepository(server.db);
    const before = await content.readRevision();
    await changeContent(server.db, { actor: 'eva', at: new Date('2026-05-10T09:00:00Z') }, ({ record }) =>
      record({ action: 'publish', subjectKind: 'article', subject: 'how-to-brush' }),
    );
    await changeContent(server.db, { actor: 'eva', at: new Date('2026-05-10T09:05:00Z') }, ({ record }) =>
      record({ action: 'rename', subjectKind: 'article', subject: 'brushing-well', detail: 'was how-to-brush' }),
    );
    expect(await content.readRevision()).toBe(before + 2);

    const page = await asEditor('GET', '/staff/content/activity');
    expect(page.statusCode).toBe(200);
    const text = page.body.replace(/<[^>]+>/g, '');
    expect(page.body).toContain('renamed the article <q>brushing-well</q>: was how-to-brush');
    expect(text).toContain('eva renamed the article brushing-well');
    expect(text.indexOf('renamed')).toBeLessThan(text.indexOf('published'));
    expect(text).toContain('Sun 10 May 2026, 2:30 pm');

    const admin = await server.signIn('asha');
    const inbox = await server.inject({ method: 'GET', url: '/staff', headers: { cookie: admin } });
    expect(inbox.body).toMatch(/<a href="\/staff\/content"[^>]*>Content<\/a>/);
  });
});
