import { formatCalendarDate } from '../../src/forms/date-time-format';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eDatabasePath } from '../../playwright.config';
import { clinicDatePlus, readRows, unique, uniquePhone } from './form-data';
import { expect, test, type Page, type TestInfo } from './test';

/**
 * The branch of a request, end to end at 1280 px and 390 px: the branch page's link
 * (`/book-appointment?branch=chandkheda`) chooses Chandkheda on the form, with and without
 * JavaScript; a closed day there is refused with the branch's message; a request sent for it
 * shows "Chandkheda" in the staff inbox. Screenshots of the form go to tmp/screens/.
 */

const PASSWORD = 'a long staff passphrase 2026';
const screensDir = path.resolve('tmp/screens');
const chandkheda = JSON.parse(fs.readFileSync(path.resolve('pages/branches/chandkheda.json'), 'utf8')) as {
  closures: { date: string; note?: string }[];
};

/** The next closure at Chandkheda from tomorrow on, as pages/branches/chandkheda.json lists them. */
function nextClosure(): { date: string; note?: string } {
  const closure = [...chandkheda.closures].sort((a, b) => a.date.localeCompare(b.date)).find((entry) => entry.date >= clinicDatePlus(1));
  if (!closure) throw new Error('pages/branches/chandkheda.json lists no closure ahead: add one for this test');
  return closure;
}

const closedMessage = ({ date, note }: { date: string; note?: string }) =>
  `Our Chandkheda branch is closed on ${formatCalendarDate(date)}${note ? ` (${note})` : ''}. Please choose another day.`;

const form = (page: Page) => page.locator('form.enquiry-form');
const branchRadio = (page: Page, name: string) => form(page).getByRole('radio', { name });

async function screenshotForm(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await form(page).screenshot({ path: path.join(screensDir, `${name}-${testInfo.project.name}.png`) });
}

async function fillPatient(page: Page, testInfo: TestInfo): Promise<{ email: string; lastName: string }> {
  const id = unique(testInfo);
  const email = `branch.${id}@example.com`;
  const lastName = `Desai ${id}`;
  await form(page)
    .getByLabel(/^First name/)
    .fill('Anita');
  await form(page)
    .getByLabel(/^Last name/)
    .fill(lastName);
  await form(page)
    .getByLabel(/^Email/)
    .fill(email);
  await form(page)
    .getByLabel(/^Mobile number/)
    .fill(uniquePhone());
  await form(page)
    .getByLabel(/^Treatment/)
    .selectOption('Root Canal');
  await form(page).getByLabel(/^Time/).fill('11:30');
  return { email, lastName };
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test.describe(`the branch on the appointment form, ${how}`, () => {
    test.use({ javaScriptEnabled });

    test('booking from the Chandkheda page chooses Chandkheda; a closed day there is refused; a good day is stored for it', async ({ page }, testInfo) => {
      await page.goto('/clinics/chandkheda');
      await page.getByRole('link', { name: 'Book at this branch' }).first().click();
      await expect(page).toHaveURL(/\/book-appointment\?branch=chandkheda$/);
      const group = form(page).getByRole('radiogroup', { name: /^Branch/ });
      await expect(group).toBeVisible();
      await expect(branchRadio(page, 'Chandkheda')).toBeChecked();
      await expect(branchRadio(page, 'South Bopal')).not.toBeChecked();
      await screenshotForm(page, testInfo, `branch-form-${javaScriptEnabled ? 'js' : 'nojs'}`);

      const { email } = await fillPatient(page, testInfo);
      const closure = nextClosure();
      await form(page).getByLabel(/^Date/).fill(closure.date);
      if (javaScriptEnabled) {
        // Checked as it is typed, beside the date.
        await expect(form(page).locator('.form-field__error', { hasText: closedMessage(closure) })).toBeVisible();
      }
      await form(page).getByRole('button', { name: 'Book Appointment' }).click();
      await expect(form(page).locator('.form-field__error', { hasText: closedMessage(closure) })).toBeVisible();
      await expect(branchRadio(page, 'Chandkheda')).toBeChecked();
      expect(readRows('SELECT id FROM requests WHERE email = ?', email)).toEqual([]);

      // A weekday that is no closure: Chandkheda keeps hours every day of the week.
      let day = 2;
      while (chandkheda.closures.some((entry) => entry.date === clinicDatePlus(day))) day++;
      await form(page).getByLabel(/^Date/).fill(clinicDatePlus(day));
      await form(page).getByRole('button', { name: 'Book Appointment' }).click();
      await expect(page).toHaveURL(/\/thank-you\?t=/);
      // The summary the script hands to the thank-you page names the branch.
      if (javaScriptEnabled) await expect(page.locator('.thank-you-details__summary dd').filter({ hasText: /^Chandkheda$/ })).toBeVisible();
      expect(readRows<{ branch_id: string }>('SELECT branch_id FROM requests WHERE email = ?', email)).toEqual([{ branch_id: 'chandkheda' }]);
    });
  });
}

test('a request sent for Chandkheda shows it in the staff inbox, and its branch filter finds it', async ({ page }, testInfo) => {
  const id = unique(testInfo);
  const username = `branch-staff-${id}`;
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['server/staff/staff-cli.ts', 'add', username], {
    env: { ...process.env, DATABASE_PATH: e2eDatabasePath, STAFF_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  const lastName = `Joshi ${id}`;
  const sent = await page.request.post('/api/v1/contacts/create-contacts-inquiry', {
    data: { firstName: 'Dev', lastName, email: `dev.${id}@example.com`, phoneNumber: uniquePhone(), countryCode: '+91', branch: 'chandkheda', message: '' },
  });
  expect(sent.status()).toBe(201);
  const { reference } = ((await sent.json()) as { data: { reference: string } }).data;

  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);

  await page.getByLabel('Search name, phone, e-mail, reference or treatment').fill(reference);
  await page.getByLabel('Branch').selectOption('Chandkheda');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const card = page.getByRole('article', { name: reference });
  await expect(card).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^Chandkheda$/ })).toBeVisible();

  // The other branch's filter leaves it out.
  await page.getByLabel('Branch').selectOption('South Bopal');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('No request matches these filters.')).toBeVisible();
});
