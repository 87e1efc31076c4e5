import path from 'node:path';
import Database from 'better-sqlite3';
import { e2eDatabasePath } from '../../playwright.config';
import { expect, test, type Page, type TestInfo } from './test';
import { clinicDatePlus, readRows, unique, uniquePhone } from './form-data';

/**
 * The patient's page for an appointment request: its link on the thank-you page (with and
 * without JavaScript), "received", then "confirmed for …" once the front desk confirms (here
 * written to the database as the staff action writes it), then cancelled by the patient, which
 * the request's history records. Screenshots of each state go to test-results/manage-request/.
 */

const field = (page: Page, label: string) => page.locator('form.enquiry-form').getByLabel(new RegExp(`^${label}`));

async function requestAppointment(page: Page, testInfo: TestInfo): Promise<string> {
  const lastName = `Shah ${unique(testInfo)}`;
  await page.goto('/book-appointment');
  await field(page, 'First name').fill('Ravi');
  await field(page, 'Last name').fill(lastName);
  await field(page, 'Email').fill(`ravi.${unique(testInfo)}@example.com`);
  await field(page, 'Mobile number').fill(uniquePhone());
  const southBopal = page.locator('form.enquiry-form').getByRole('radio', { name: /South Bopal/ });
  if (await southBopal.count()) await southBopal.check();
  await field(page, 'Treatment').selectOption('Root Canal');
  await field(page, 'Date').fill(clinicDatePlus(8));
  await field(page, 'Time').fill('11:30');
  await page
    .locator('form.enquiry-form')
    .getByRole('button', { name: /send|book|request/i })
    .click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  return lastName;
}

function screenshot(page: Page, testInfo: TestInfo, state: string) {
  return page.screenshot({ path: path.join('test-results', 'manage-request', `${state}-${testInfo.project.name}.png`), fullPage: true });
}

function writeRows(sql: string, ...params: unknown[]): void {
  const db = new Database(path.resolve(e2eDatabasePath), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with${javaScriptEnabled ? '' : 'out'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('the thank-you page links to the request; the page shows received, confirmed, then cancelled by the patient', async ({ page }, testInfo) => {
      const lastName = await requestAppointment(page, testInfo);
      const link = page.getByRole('link', { name: 'Manage your request' });
      await expect(link).toBeVisible();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/requests\/manage\?t=[A-Za-z0-9_-]{22}$/);
      await link.click();

      await expect(page.getByRole('heading', { level: 1, name: 'Your appointment request' })).toBeVisible();
      await expect(page.getByText('Received', { exact: true })).toBeVisible();
      await expect(page.getByText(lastName)).toHaveCount(0);
      await screenshot(page, testInfo, `received-${javaScriptEnabled ? 'js' : 'nojs'}`);

      // The front desk confirms it (the staff action's write: the status and its event).
      const [{ id }] = readRows<{ id: number }>('select id from requests where last_name = ?', lastName);
      writeRows(`update requests set status = 'confirmed' where id = ?`, id);
      writeRows(
        `insert into request_events (request_id, action, from_status, to_status, actor, created_at, visit_sequence) values (?, 'status', 'new', 'confirmed', 'asha', ?, 1)`,
        id,
        new Date().toISOString(),
      );
      await page.reload();
      await expect(page.getByText(/^Confirmed for .+ at 11:30 am/)).toBeVisible();
      const calendar = await page.request.get(
        await page
          .getByRole('link', { name: /Add to my calendar/ })
          .getAttribute('href')
          .then((value) => value!),
      );
      expect(calendar.headers()['content-type']).toContain('text/calendar');
      expect(calendar.headers()['content-disposition']).toContain('attachment');
      expect(await calendar.text()).toContain('METHOD:REQUEST');
      await screenshot(page, testInfo, `confirmed-${javaScriptEnabled ? 'js' : 'nojs'}`);

      await page.getByRole('link', { name: 'Cancel my request' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cancel your request?' })).toBeVisible();
      await screenshot(page, testInfo, `cancel-step-${javaScriptEnabled ? 'js' : 'nojs'}`);
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByRole('status')).toHaveText('Your request is cancelled. The clinic has been told.');
      await screenshot(page, testInfo, `cancelled-${javaScriptEnabled ? 'js' : 'nojs'}`);

      // The front desk sees it on the request's history.
      const events = readRows<{ actor: string; to_status: string }>('select actor, to_status from request_events where request_id = ? order by id', id);
      expect(events.at(-1)).toEqual({ actor: 'patient', to_status: 'cancelled' });
    });
  });
}

test('a link that opens nothing: one neutral page', async ({ page }, testInfo) => {
  const response = await page.goto('/requests/manage?t=AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This request has ended.' })).toBeVisible();
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await screenshot(page, testInfo, 'ended');
});
