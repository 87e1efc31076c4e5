import path from 'node:path';
import { addFrontDeskAccount, signIn } from './front-desk-account';
import { expect, test, type Page, type TestInfo } from './test';
import { clinicDatePlus, readRows, unique, uniquePhone } from './form-data';

/**
 * The patient's page for an appointment request: its link on the thank-you page (with and
 * without JavaScript), "received", then "confirmed for …" at the time the front desk confirms on
 * the request's staff page (not the one asked for), then cancelled by the patient, which the
 * request's staff page and history show. Screenshots of each state go to test-results/manage-request/.
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

      // The front desk confirms it on the request's page, at another time than the one asked for.
      const [{ reference }] = readRows<{ reference: string }>('select reference from requests where last_name = ?', lastName);
      const manageUrl = page.url();
      const username = `manage-${unique(testInfo)}`
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '')
        .slice(0, 32);
      addFrontDeskAccount(username);
      await signIn(page, username);
      await page.goto(`/staff/requests/${reference}`);
      await page.getByLabel('Time').fill('12:30');
      await page.getByRole('button', { name: 'Confirm this visit' }).click();
      await expect(page.getByRole('status')).toHaveText(`${reference} is now Confirmed.`);

      await page.goto(manageUrl);
      await expect(page.getByText(/^Confirmed for .+ at 12:30 pm/)).toBeVisible();
      await expect(page.getByText('11:30 am')).toHaveCount(0);
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

      await expect(page.getByText(/You cancelled this request\./)).toBeVisible();

      // The front desk sees it on the request's page and its history.
      await page.goto(`/staff/requests/${reference}`);
      await expect(page.getByText('Cancelled by the patient.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'History' })).toContainText('(by the patient)');
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
