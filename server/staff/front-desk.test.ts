import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_APPOINTMENT, SAMPLE_CONTACT } from '../api/testing/sample-requests';
import { startStaffTestServer, SAME_ORIGIN, type StaffTestServer, postStaffForm } from './testing/staff-test-server';
import { hashManageToken } from '../visits/manage-token';

/**
 * The front desk's work on the pages and the API: each step of a visit and its refusals, notes
 * and their erasure, search by treatment, possible duplicates, and the day view.
 */

let server: StaffTestServer;
let cookie: string;
// Sunday 10 May 2026, 2:30 pm in the clinic.
const NOW = new Date('2026-05-10T09:00:00.000Z');
const SLOT = { date: '2026-05-12', time: '11:00', branch: 'south-bopal', dentist: 'demo-dentist' };

beforeAll(async () => {
  server = await startStaffTestServer({ loginThrottle: { maxPerAddress: 1000, maxPerUsername: 1000, windowMs: 60_000 } });
  await server.addUser('asha');
  await server.addUser('farah', undefined, 'front-desk');
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.now = NOW;
  cookie = await server.signIn('farah');
});

async function submit(kind: 'contact' | 'appointment', changes: Record<string, string> = {}): Promise<string> {
  const url = kind === 'contact' ? '/api/v1/contacts/create-contacts-inquiry' : '/api/v1/appointment/book-appointment';
  const payload = { ...(kind === 'contact' ? SAMPLE_CONTACT : SAMPLE_APPOINTMENT), ...changes };
  const response = await server.inject({ method: 'POST', url, payload });
  expect(response.statusCode).toBe(201);
  return (response.json().data as { reference: string }).reference;
}

const get = (url: string) => server.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: Record<string, string> = {}) => server.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } });
const postForm = (url: string, fields: Record<string, string>) => postStaffForm(server, url, fields, cookie);
const api = (reference: string, step: string, payload?: Record<string, string>) => post(`/staff/api/requests/${reference}/${step}`, payload);

describe('a visit, step by step (front desk)', () => {
  it('confirms with a slot, reschedules, cancels; each an event with who, when and the slot, the sequence raised', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000011111' });
    const confirmed = await api(reference, 'confirm', SLOT);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      changed: true,
      eventId: expect.any(Number),
      request: { status: 'confirmed', slot: { date: '2026-05-12', time: '11:00', branchId: 'south-bopal', dentistId: 'demo-dentist' }, visitSequence: 1 },
    });
    const moved = await api(reference, 'reschedule', { date: '2026-05-13', time: '18:30', branch: 'chandkheda' });
    expect(moved.json().data.request).toMatchObject({
      status: 'rescheduled',
      slot: { date: '2026-05-13', branchId: 'chandkheda', dentistId: null },
      visitSequence: 2,
    });
    const cancelled = await api(reference, 'cancel');
    expect(cancelled.json().data.request).toMatchObject({ status: 'cancelled', cancelledBy: 'clinic', visitSequence: 3 });

    const { history } = (await get(`/staff/api/requests/${reference}`)).json().data;
    expect(history).toMatchObject([
      { fromStatus: 'new', toStatus: 'confirmed', actor: 'farah', at: NOW.toISOString(), slot: { date: '2026-05-12', time: '11:00' } },
      { fromStatus: 'confirmed', toStatus: 'rescheduled', slot: { date: '2026-05-13', time: '18:30', branchId: 'chandkheda' } },
      { fromStatus: 'rescheduled', toStatus: 'cancelled', cancelledBy: 'clinic', slot: { date: '2026-05-13' } },
    ]);
    // A cancelled visit cannot be confirmed by accident.
    const again = await api(reference, 'confirm', SLOT);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/cancelled by the clinic .*cannot be confirmed/);
  });

  it('refuses what the lifecycle does not allow, saying why', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000022222' });
    expect((await api(reference, 'reschedule', SLOT)).json().message).toMatch(/no confirmed visit yet/);
    expect((await api(reference, 'attended')).statusCode).toBe(409);
    expect((await api(reference, 'contacted')).statusCode).toBe(200);
    expect((await api(reference, 'contacted')).json().message).toMatch(/already marked contacted/);
    await api(reference, 'confirm', { ...SLOT, date: '2026-05-10', time: '16:00' });
    // The visit is today: it may be marked, and the two outcomes corrected into each other.
    expect((await api(reference, 'no-show')).json().data.request.status).toBe('no-show');
    expect((await api(reference, 'attended')).json().data.request.status).toBe('attended');
    expect((await api(reference, 'cancel')).json().message).toMatch(/visit was already marked attended|cannot be cancelled/);
    // By name, a confirmation needs its slot.
    expect((await post(`/staff/api/requests/${reference}/status`, { status: 'confirmed' })).statusCode).toBe(409);
  });

  it('checks the slot: a closed day or hour names the branch and the day; a time already past; a dentist not at the branch', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000033333' });
    // Chandkheda (fixture) keeps Sunday 10 am to 2 pm.
    const sunday = await api(reference, 'confirm', { date: '2026-05-17', time: '15:00', branch: 'chandkheda' });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().fields.time).toMatch(/Sunday, 17 May 2026 our Chandkheda branch is open from 10 am to 2 pm/);
    const diwali = await api(reference, 'confirm', { date: '2026-11-09', time: '11:00', branch: 'south-bopal' });
    expect(diwali.json().fields.date).toMatch(/South Bopal branch is closed on Monday, 9 November 2026 \(Diwali\)/);
    const past = await api(reference, 'confirm', { ...SLOT, date: '2026-05-10', time: '10:00' });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toMatch(/already passed/);
    const unknown = await api(reference, 'confirm', { ...SLOT, branch: 'nowhere', dentist: 'nobody' });
    expect(unknown.json().fields).toMatchObject({ branch: expect.any(String), dentist: expect.any(String) });
    // Beyond the patients' six-month horizon: staff may.
    expect((await api(reference, 'confirm', { ...SLOT, date: '2027-02-02' })).statusCode).toBe(200);
  });

  it('the request page confirms with the patient’s choice filled in, shows the history and the WhatsApp message, and keeps a refused slot with its errors', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000044444', firstName: 'Meera' });
    const page = await get(`/staff/requests/${reference}`);
    expect(page.body).toContain('Confirm the visit');
    expect(page.body).toMatch(/name="date"[^>]*value="2026-05-10"|value="2026-05-10"[^>]*name="date"/);
    const refused = await postForm(`/staff/requests/${reference}/confirm`, { date: '2026-05-17', time: '20:00', branch: 'chandkheda' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('aria-describedby="slot-time-error"');
    expect(refused.body).toMatch(/our Chandkheda branch is open from 10 am to 2 pm/);
    const done = await postForm(`/staff/requests/${reference}/confirm`, SLOT);
    expect(done.statusCode).toBe(303);
    const after = await get(String(done.headers.location));
    expect(after.body).toContain(`${reference} is now Confirmed.`);
    expect(after.body).toMatch(/New → Confirmed/);
    expect(after.body).toContain('Tuesday, 12 May 2026 at 11 am · South Bopal · Demo Dentist');
    // The page offers the message as a post: its link to the patient's page needs a token, made only then.
    expect(after.body).toContain(`action="/staff/requests/${reference}/whatsapp"`);
    const tokens = () =>
      server.db.kysely
        .selectFrom('manage_tokens')
        .innerJoin('requests', 'requests.id', 'manage_tokens.request_id')
        .select('token_hash')
        .where('reference', '=', reference)
        .execute();
    const tokensBefore = (await tokens()).length;
    const whatsApp = await postForm(`/staff/requests/${reference}/whatsapp`, {});
    expect(whatsApp.statusCode).toBe(303);
    const href = String(whatsApp.headers.location);
    expect(href).toMatch(/^https:\/\/wa\.me\/919000044444\?text=/);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toMatch(/Dear Meera,\n\nYour appointment at .* is confirmed/);
    const token = /\/requests\/manage\?t=([A-Za-z0-9_-]{22})/.exec(text)?.[1];
    expect(token).toBeDefined();
    const stored = await tokens();
    expect(stored).toHaveLength(tokensBefore + 1);
    expect(stored.map((row) => row.token_hash)).toContain(hashManageToken(token!));
    // Nothing to tell before a visit is booked.
    const unbooked = await submit('appointment', { phoneNumber: '9000044445' });
    expect((await postForm(`/staff/requests/${unbooked}/whatsapp`, {})).statusCode).toBe(409);
  });
});

describe('the patient cancelled (told to the front desk)', () => {
  it('the API records it as the patient’s cancellation, taken by the staff member; a second one is refused', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000066661' });
    expect((await api(reference, 'confirm', SLOT)).statusCode).toBe(200);
    const cancelled = await api(reference, 'patient-cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ changed: true, eventId: expect.any(Number), request: { status: 'cancelled', cancelledBy: 'patient' } });
    const { history } = (await get(`/staff/api/requests/${reference}`)).json().data;
    expect(history.at(-1)).toMatchObject({ fromStatus: 'confirmed', toStatus: 'cancelled', cancelledBy: 'patient', actor: 'farah' });
    const again = await api(reference, 'patient-cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already cancelled by the patient/);
  });

  it('the request page has the step; the history says "by the patient" with who took it, and the WhatsApp message is the patient’s own, without apology', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000067777', firstName: 'Meera' });
    expect((await postForm(`/staff/requests/${reference}/confirm`, SLOT)).statusCode).toBe(303);
    const page = await get(`/staff/requests/${reference}`);
    const button = /<button[^>]*>The patient cancelled<\/button>/.exec(page.body)?.[0];
    // formaction (HTML attribute names are case-insensitive; React writes formAction).
    expect(button).toMatch(new RegExp(`formaction="/staff/requests/${reference}/patient-cancelled"`, 'i'));

    const done = await postForm(`/staff/requests/${reference}/patient-cancelled`, { return: `/staff/requests/${reference}` });
    expect(done.statusCode).toBe(303);
    const after = await get(String(done.headers.location));
    expect(after.body).toContain(`${reference} is now Cancelled.`);
    expect(after.body).toContain('Cancelled by the patient.');
    const lastRow = [...after.body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].at(-1)![1];
    expect(lastRow).toContain('<td>farah</td>');
    expect(lastRow).toContain('Confirmed → Cancelled (by the patient)');
    expect(after.body).not.toContain('>The patient cancelled</button>');

    const whatsApp = await postForm(`/staff/requests/${reference}/whatsapp`, {});
    expect(whatsApp.statusCode).toBe(303);
    const text = new URL(String(whatsApp.headers.location)).searchParams.get('text')!;
    expect(text).toContain('As you asked, we have cancelled your appointment on Tuesday, 12 May 2026 at 11 am');
    expect(text).not.toMatch(/sorry|apologise/i);
    expect(text).not.toContain('/requests/manage');
  });

  it('a request not yet confirmed can be cancelled for the patient too', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000068888' });
    const cancelled = await api(reference, 'patient-cancelled');
    expect(cancelled.json().data.request).toMatchObject({ status: 'cancelled', cancelledBy: 'patient' });
  });
});

describe('notes', () => {
  it('adds a note with who and when; erasure removes the notes and the personal text of the history', async () => {
    const reference = await submit('appointment', { phoneNumber: '9000055555' });
    await api(reference, 'confirm', SLOT);
    expect((await api(reference, 'notes', { text: '   ' })).statusCode).toBe(400);
    const added = await api(reference, 'notes', { text: 'Prefers mornings; anxious about injections.' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.note).toMatchObject({ author: 'farah', at: NOW.toISOString(), text: 'Prefers mornings; anxious about injections.' });
    expect((await get(`/staff/api/requests/${reference}`)).json().data.notes).toHaveLength(1);
    const page = await get(`/staff/requests/${reference}`);
    expect(page.body).toContain('Prefers mornings; anxious about injections.');

    // Front desk may not erase; an admin does.
    expect((await post(`/staff/api/requests/${reference}/erase`)).statusCode).toBe(403);
    const admin = await server.signIn('asha');
    const erased = await server.inject({ method: 'POST', url: `/staff/api/requests/${reference}/erase`, headers: { ...SAME_ORIGIN, cookie: admin } });
    expect(erased.statusCode).toBe(200);
    const { id } = erased.json().data.request;
    expect(await server.db.kysely.selectFrom('request_notes').selectAll().where('request_id', '=', id).execute()).toEqual([]);
    const events = await server.db.kysely.selectFrom('request_events').selectAll().where('request_id', '=', id).execute();
    expect(events.map((event) => [event.slot_date, event.slot_time, event.slot_dentist_id, event.message])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
    ]);
    const row = await server.db.kysely.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.confirmed_date, row.confirmed_time, row.confirmed_dentist_id]).toEqual([null, null, null]);
    expect((await api(reference, 'notes', { text: 'Too late' })).statusCode).toBe(409);
  });
});

describe('finding requests', () => {
  it('finds requests by treatment, by its label or its id', async () => {
    const marker = '9000066666';
    const cleaning = await submit('appointment', { phoneNumber: marker, service: 'dental-cleaning' });
    const rootCanal = await submit('appointment', { phoneNumber: '9000066667', service: 'root-canal' });
    const found = async (q: string) =>
      ((await get(`/staff/api/requests?q=${encodeURIComponent(q)}`)).json().data.requests as Array<{ reference: string }>).map((r) => r.reference);
    expect(await found('cleaning')).toContain(cleaning);
    expect(await found('cleaning')).not.toContain(rootCanal);
    expect(await found('ROOT CANAL')).toContain(rootCanal);
    expect(await found('root-canal')).toContain(rootCanal);
  });

  it('shows requests from one phone within an hour as possible duplicates of each other, both ways', async () => {
    const sent = { phoneNumber: '9000077777', date: '2026-05-11' };
    const first = await submit('appointment', sent);
    server.clock.now = new Date(NOW.getTime() + 40 * 60_000);
    const second = await submit('appointment', sent);
    server.clock.now = new Date(NOW.getTime() + 3 * 60 * 60_000);
    const later = await submit('appointment', sent);
    // Three hours on: the session idled out meanwhile.
    cookie = await server.signIn('farah');
    const { requests } = (await get('/staff/api/requests?q=9000077777')).json().data as {
      requests: Array<{ reference: string; possibleDuplicates: Array<{ reference: string }> }>;
    };
    const duplicatesOf = (reference: string) => requests.find((r) => r.reference === reference)!.possibleDuplicates.map((d) => d.reference);
    expect(duplicatesOf(first)).toEqual([second]);
    expect(duplicatesOf(second)).toEqual([first]);
    expect(duplicatesOf(later)).toEqual([]);
    const inbox = await get('/staff?q=9000077777');
    expect(inbox.body).toContain(`href="/staff/requests/${second}"`);
    // Each card still names its duplicate…
    expect(inbox.body.match(/<strong>Possible duplicate<\/strong>/g)).toHaveLength(2);
    // …and the two sit together in one group, under a heading that says why; the later request stays apart, listed first (newest).
    const group = /<section class="duplicate-group" aria-labelledby="([^"]+)">([\s\S]*?)<\/section>/.exec(inbox.body)!;
    expect(group[2]).toContain(`<h2 class="duplicate-group__title" id="${group[1]}">Possible duplicates: 2 requests from +91 90000 77777 within an hour</h2>`);
    const cardsInGroup = [...group[2].matchAll(/<h3 class="request__reference" id="request-([^"]+)">/g)].map((match) => match[1]);
    expect(cardsInGroup).toEqual([second, first]);
    expect(group[2]).not.toContain(later);
    expect(inbox.body.indexOf(`id="request-${later}"`)).toBeLessThan(group.index);
    expect(inbox.body).toContain(`<h2 class="request__reference" id="request-${later}">`);
  });
});

describe('the day view', () => {
  it('marks a row that may be a duplicate, with a link to the other, and a row whose patient asked for another time until staff act', async () => {
    const day = '2026-05-23';
    const first = await submit('appointment', { phoneNumber: '9000088821', date: day, time: '10:30', branch: 'chandkheda' });
    server.clock.now = new Date(NOW.getTime() + 20 * 60_000);
    const second = await submit('appointment', { phoneNumber: '9000088821', date: day, time: '12:00', branch: 'chandkheda' });
    const alone = await submit('appointment', { phoneNumber: '9000088822', date: day, time: '11:00', branch: 'chandkheda' });
    const dayPath = `/staff/day?date=${day}&branch=chandkheda`;
    const rowOf = (html: string, reference: string) =>
      [...html.matchAll(/<tr class="day-table__row[^"]*">([\s\S]*?)<\/tr>/g)].find((row) => row[1].includes(`day-table__reference">${reference}<`))![1];

    const page = (await get(dayPath)).body;
    expect(rowOf(page, first)).toContain(`Possible duplicate of <span><a href="/staff/requests/${second}">${second}</a></span>`);
    expect(rowOf(page, second)).toContain(`Possible duplicate of <span><a href="/staff/requests/${first}">${first}</a></span>`);
    expect(rowOf(page, alone)).not.toContain('Possible duplicate');
    expect(page).not.toContain('Asked for another time');

    // The patient asks for another time on their page (its event, as server/patient records it).
    const { id } = await server.db.kysely.selectFrom('requests').select('id').where('reference', '=', alone).executeTakeFirstOrThrow();
    await server.db.kysely
      .insertInto('request_events')
      .values({
        request_id: id,
        action: 'change-request',
        from_status: 'new',
        to_status: 'new',
        actor: 'patient',
        created_at: server.clock.now.toISOString(),
        message: 'Saturday morning?',
      })
      .execute();
    const asked = (await get(dayPath)).body;
    expect(rowOf(asked, alone)).toContain('<span class="badge badge--change-request">Asked for another time</span>');
    expect(rowOf(asked, first)).not.toContain('Asked for another time');
    const card = (await get(`/staff?q=${alone}`)).body;
    expect(card).toContain('Asked for another time');
    expect(card).toContain('“Saturday morning?”');
    const listed = (await get(`/staff/api/requests?q=${alone}`)).json().data.requests[0];
    expect(listed.openChangeRequest).toEqual({ at: server.clock.now.toISOString(), message: 'Saturday morning?' });

    // A step by staff answers it: the badge goes.
    expect((await api(alone, 'contacted')).statusCode).toBe(200);
    expect(rowOf((await get(dayPath)).body, alone)).not.toContain('Asked for another time');
    expect((await get(`/staff?q=${alone}`)).body).not.toContain('Asked for another time');
  });

  it('lists a day’s requests in time order (confirmed time, else the time asked for), at one branch or all', async () => {
    const day = '2026-05-20';
    const late = await submit('appointment', { phoneNumber: '9000088801', date: day, time: '17:00', branch: 'south-bopal' });
    const early = await submit('appointment', { phoneNumber: '9000088802', date: day, time: '09:30', branch: 'chandkheda' });
    // Asked for 8 am; confirmed for 12 noon: it sorts by the confirmed time.
    const moved = await submit('appointment', { phoneNumber: '9000088803', date: day, time: '08:00', branch: 'south-bopal' });
    await api(moved, 'confirm', { date: day, time: '12:00', branch: 'south-bopal' });
    // Asked for this day, confirmed for another: not this day.
    const elsewhere = await submit('appointment', { phoneNumber: '9000088804', date: day, time: '10:00', branch: 'south-bopal' });
    await api(elsewhere, 'confirm', { date: '2026-05-21', time: '10:00', branch: 'south-bopal' });

    const references = async (query: string) =>
      ((await get(`/staff/api/day?${query}`)).json().data.requests as Array<{ reference: string }>).map((r) => r.reference);
    expect(await references(`date=${day}`)).toEqual([early, moved, late]);
    expect(await references(`date=${day}&branch=all`)).toEqual([early, moved, late]);
    expect(await references(`date=${day}&branch=south-bopal`)).toEqual([moved, late]);
    expect(await references(`date=${day}&branch=chandkheda`)).toEqual([early]);
    expect(await references('date=2026-05-21&branch=south-bopal')).toContain(elsewhere);
    expect((await get('/staff/api/day?date=2026-13-01')).statusCode).toBe(400);

    const page = await get(`/staff/day?date=${day}&branch=all`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Wednesday, 20 May 2026');
    expect(page.body).toContain('href="/staff/day?date=2026-05-19&amp;branch=all"');
    expect(page.body).toContain('href="tel:+919000088802"');
    // One section per branch, in the branches' order, each in time order.
    const at = (reference: string) => page.body.indexOf(reference);
    expect(at(moved)).toBeLessThan(at(late));
    expect(at(late)).toBeLessThan(at(early));
    expect(page.body.indexOf('id="day-south-bopal"')).toBeLessThan(page.body.indexOf('id="day-chandkheda"'));
    // Today in the clinic by default.
    expect((await get('/staff/day')).body).toContain('Sunday, 10 May 2026');
  });

  it('confirms a row as the patient asked in one press and comes back to the day; a row that cannot be confirmed has no button', async () => {
    const day = '2026-05-22';
    const asked = await submit('appointment', { phoneNumber: '9000088811', date: day, time: '10:30', branch: 'chandkheda' });
    const dayPath = `/staff/day?date=${day}&branch=chandkheda`;
    const before = await get(dayPath);
    expect(before.body).toContain(`aria-label="Confirm ${asked} as asked, 10:30 am"`);

    const pressed = await postForm(`/staff/requests/${asked}/confirm`, { date: day, time: '10:30', branch: 'chandkheda', return: dayPath });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${dayPath}&notice=status%3A${asked}%3Aconfirmed`);
    const after = await get(pressed.headers.location as string);
    expect(after.body).toContain(`${asked} is now Confirmed.`);
    expect(after.body).not.toContain(`Confirm ${asked} as asked`);
    const { request } = (await get(`/staff/api/requests/${asked}`)).json().data;
    expect(request).toMatchObject({ status: 'confirmed', slot: { date: day, time: '10:30', branchId: 'chandkheda', dentistId: null } });

    // A return address outside the staff pages is not followed.
    const other = await submit('appointment', { phoneNumber: '9000088812', date: day, time: '11:30', branch: 'chandkheda' });
    const away = await postForm(`/staff/requests/${other}/confirm`, { date: day, time: '11:30', branch: 'chandkheda', return: '//evil.example/' });
    expect(away.headers.location).toBe(`/staff?notice=status%3A${other}%3Aconfirmed`);
  });
});
