import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page, type TestInfo } from './test';
import { e2eDatabasePath } from '../../playwright.config';
import { expectNoWcagViolations } from './axe';
import { clinicDatePlus } from './form-data';

/**
 * The clinic's side, end to end, at 1280 px and 390 px: a patient sends a request and gets its
 * reference; a member of staff (account made with the CLI, as the README says) signs in, finds
 * it by that reference, changes its status, exports the list as CSV, and erases it. axe checks
 * each staff page; screenshots of the sign-in page and the inbox go to tmp/screens/.
 */

const PASSWORD = 'a long staff passphrase 2026';
const screensDir = path.resolve('tmp/screens');

function addStaffAccount(username: string): void {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['server/staff/staff-cli.ts', 'add', username], {
    env: { ...process.env, DATABASE_PATH: e2eDatabasePath, STAFF_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
}

function readRow<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(path.resolve(e2eDatabasePath), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** `YYYY-MM-DD` a few days ahead in the clinic's time zone. */
const clinicDateIn = clinicDatePlus;

/** The staff pages are held to the same rules as the public ones (WCAG 2.0 to 2.2, A and AA), and fit a 390 px screen. */
async function expectNoAxeViolations(page: Page, label: string) {
  await expectNoWcagViolations(page, label);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

test.describe('staff inbox', () => {
  test('a request goes from the patient to staff: find by reference, status, CSV, erase', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const id = `${testInfo.project.name}${Date.now().toString(36)}`;
    const username = `staff-${id}`;
    addStaffAccount(username);

    // The patient sends an appointment request and gets its reference.
    const patient = {
      firstName: 'Meera',
      lastName: `Shah ${id}`,
      email: `meera.${id}@example.com`,
      phoneNumber: `9${String(Date.now()).slice(-9)}`,
      countryCode: '+91',
      message: 'Sensitive tooth on the lower left.',
      service: 'Root Canal',
      date: clinicDateIn(3),
      time: '11:30',
    };
    const sent = await page.request.post('/api/v1/appointment/book-appointment', { data: patient });
    expect(sent.status()).toBe(201);
    const { reference } = ((await sent.json()) as { data: { reference: string } }).data;
    expect(reference).toMatch(/^DC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);

    // Without a session the inbox sends the visitor to the sign-in page, which no search engine indexes.
    const signInResponse = await page.goto('/staff');
    expect(page.url()).toMatch(/\/staff\/login$/);
    expect(signInResponse?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in page');
    await screenshot(page, testInfo, 'staff-login');

    // A wrong password first: a clear message, tied to the fields.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The username or password is not right. Check both and try again.');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'sign-in page with an error');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/staff' });

    // Find it by its reference, typed the way a patient reads it out.
    await page.getByLabel('Search name, phone, e-mail, reference or treatment').fill(reference.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const card = page.getByRole('article', { name: reference });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card.getByText(`Shah ${id}`)).toBeVisible();
    await expect(card.getByRole('link', { name: /^\+91 / })).toHaveAttribute('href', `tel:+91${patient.phoneNumber}`);
    await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${patient.phoneNumber}\\?text=`));
    await expect(card.getByText('Root Canal')).toBeVisible();
    await expect(card.getByText(/To the clinic: pending/)).toBeVisible();
    await expectNoAxeViolations(page, 'inbox');
    await screenshot(page, testInfo, 'staff-inbox');

    // One action changes the status.
    await card.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(page.getByRole('status')).toHaveText(`${reference} is now Contacted.`);
    await expect(page.getByRole('article', { name: reference }).locator('.request__header .badge--contacted')).toHaveText('Contacted');
    expect(readRow<{ status: string }>('SELECT status FROM requests WHERE reference = ?', reference)?.status).toBe('contacted');
    expect(
      readRow<{ actor: string; from_status: string; to_status: string }>(
        'SELECT actor, from_status, to_status FROM request_events WHERE request_id = (SELECT id FROM requests WHERE reference = ?)',
        reference,
      ),
    ).toEqual({ actor: username, from_status: 'new', to_status: 'contacted' });

    // The CSV of the filtered list holds it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /as CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(`${reference},Appointment request,Contacted,`);
    expect(csv).toContain(`Shah ${id}`);

    // Its own page: history, then erasure.
    await page
      .getByRole('article', { name: reference })
      .getByRole('link', { name: /History and erasure/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'New → Contacted' })).toBeVisible();
    await expectNoAxeViolations(page, 'request page');
    await screenshot(page, testInfo, 'staff-request');
    await page.getByLabel('I understand this cannot be undone').check();
    await page.getByRole('button', { name: `Erase personal details of ${reference}` }).click();
    await expect(page.getByRole('status')).toHaveText(`The personal details of ${reference} were erased.`);
    await expect(page.getByText(`Shah ${id}`)).toHaveCount(0);
    const row = readRow<Record<string, string | null>>('SELECT * FROM requests WHERE reference = ?', reference)!;
    expect(row).toMatchObject({
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      message: '',
      treatment_id: '',
      appointment_date: '',
      appointment_time: '',
      erased_by: username,
      status: 'contacted',
    });
    expect(readRow<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE request_id = ?', row.id)!.n).toBe(0);
    await expectNoAxeViolations(page, 'erased request page');

    // Signing out ends the session.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toHaveText('You have signed out.');
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/login$/);
  });

  test('a cross-site form post to the staff side is refused', async ({ page }) => {
    const response = await page.request.post('/staff/login', {
      form: { username: 'anyone', password: 'anything at all' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  });

  test('a patient who sends the contact form gets the reference and a summary on the thank-you page', async ({ page }, testInfo) => {
    const id = `${testInfo.project.name}${Date.now().toString(36)}`;
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const form = page.locator('form.enquiry-form');
    await form.getByLabel(/^First name/).fill('Asha');
    await form.getByLabel(/^Last name/).fill(`Patel ${id}`);
    await form.getByLabel(/^Email/).fill(`asha.${id}@example.com`);
    await form.getByLabel(/^Mobile number/).fill(`9${String(Date.now()).slice(-9)}`);
    await form.getByLabel(/^Message/).fill('Do you open on Sundays?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Reaching Out!' })).toBeVisible();
    const reference = (await page.locator('.thank-you-details__reference').textContent()) ?? '';
    expect(reference).toMatch(/^DC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
    // The reference is the stored request's.
    expect(readRow<{ reference: string }>('SELECT reference FROM requests WHERE last_name = ?', `Patel ${id}`)?.reference).toBe(reference);
    await expect(page.getByRole('heading', { level: 2, name: 'What you sent' })).toBeVisible();
    await expect(page.getByText(`Patel ${id}`)).toBeVisible();
    await expect(page.getByText('Do you open on Sundays?')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp us your reference/ })).toHaveAttribute(
      'href',
      new RegExp(`text=Hello%2C%20I%20am%20writing%20about%20my%20request%20${reference}`),
    );
    await expectNoAxeViolations(page, 'thank-you page with the receipt');
    await screenshot(page, testInfo, 'thank-you-details');

    // The reference the patient was shown is the one staff find the request by.
    const username = `staff-${id}`;
    addStaffAccount(username);
    await page.goto('/staff/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await page.getByLabel('Search name, phone, e-mail, reference or treatment').fill(reference);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const card = page.getByRole('article', { name: reference });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Patel ${id}`)).toBeVisible();
    await expect(card.getByText('Do you open on Sundays?')).toBeVisible();
  });

  test('without JavaScript, the thank-you page shows the reference from its pass', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? undefined });
    const page = await context.newPage();
    const id = `${testInfo.project.name}nojs${Date.now().toString(36)}`;
    await page.goto('/contact');
    const form = page.locator('form.enquiry-form');
    await form.getByLabel(/^First name/).fill('Ravi');
    await form.getByLabel(/^Last name/).fill(`Shah ${id}`);
    await form.getByLabel(/^Email/).fill(`ravi.${id}@example.com`);
    await form.getByLabel(/^Mobile number/).fill(`9${String(Date.now()).slice(-9)}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Reaching Out!' })).toBeVisible();
    const stored = readRow<{ reference: string }>('SELECT reference FROM requests WHERE last_name = ?', `Shah ${id}`);
    expect(stored?.reference).toMatch(/^DC-/);
    await expect(page.locator('.thank-you-details__reference')).toHaveText(stored!.reference);
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    // The summary travels only with the scripted form, never in an address.
    await expect(page.getByRole('heading', { level: 2, name: 'What you sent' })).toHaveCount(0);
    await context.close();
  });
});
