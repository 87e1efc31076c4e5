import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from './test';
import { e2eDatabasePath } from '../../playwright.config';
import { expectNoWcagViolations } from './axe';

/**
 * Staff accounts from the staff area, at 1280 px and 390 px: an admin (made with the CLI, as the
 * README says) adds a front-desk colleague on the Accounts page; the colleague signs in and is
 * offered neither Accounts nor erasure, and is refused both when going there directly; the admin
 * disables the colleague, whose open session ends at once and who is told to ask an admin.
 * Screenshots of the Accounts pages go to tmp/screens/ (also without JavaScript: the staff pages have none).
 */

const ADMIN_PASSWORD = 'a long admin passphrase 2026';
const COLLEAGUE_PASSWORD = 'front desk passphrase 2026';
const screensDir = path.resolve('tmp/screens');

function addAdmin(username: string): void {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['server/staff/staff-cli.ts', 'add', username], {
    env: { ...process.env, DATABASE_PATH: e2eDatabasePath, STAFF_PASSWORD: ADMIN_PASSWORD },
    encoding: 'utf8',
  });
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** WCAG A and AA, and nothing wider than the screen. */
async function expectAccessible(page: Page, label: string) {
  await expectNoWcagViolations(page, label);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

test('an admin adds a front-desk colleague, who cannot manage accounts or erase, and disables them', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const id = `${testInfo.project.name}${Date.now().toString(36)}`;
  const adminName = `admin-${id}`;
  const colleague = `desk-${id}`;
  addAdmin(adminName);

  // A request for the colleague to see.
  const sent = await page.request.post('/api/v1/contacts/create-contacts-inquiry', {
    data: {
      firstName: 'Meera',
      lastName: `Shah ${id}`,
      email: `meera.${id}@example.com`,
      phoneNumber: `9${String(Date.now()).slice(-9)}`,
      countryCode: '+91',
      message: 'Demo enquiry',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = ((await sent.json()) as { data: { reference: string } }).data;

  // The admin reaches Accounts from the staff navigation.
  await signIn(page, adminName, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');

  // A mistyped second password: the error is at its field, and nothing is created.
  await page.getByLabel('Username').fill(colleague);
  await page.getByRole('radio', { name: /Front desk/ }).check();
  await page.getByLabel('First password', { exact: true }).fill(COLLEAGUE_PASSWORD);
  await page.getByLabel('First password again').fill(`${COLLEAGUE_PASSWORD}x`);
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByLabel('First password again')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First password again')).toHaveAccessibleDescription(/The two passwords are not the same/);
  await expect(page.getByRole('link', { name: colleague })).toHaveCount(0);
  await expectAccessible(page, 'accounts page with an error');
  await screenshot(page, testInfo, 'staff-accounts-error');

  // The form kept the username and role, never the passwords.
  await expect(page.getByLabel('Username')).toHaveValue(colleague);
  await expect(page.getByRole('radio', { name: /Front desk/ })).toBeChecked();
  await page.getByLabel('First password', { exact: true }).fill(COLLEAGUE_PASSWORD);
  await page.getByLabel('First password again').fill(COLLEAGUE_PASSWORD);
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/accounts/${colleague}\\?notice=created$`));
  await expect(page.getByRole('status')).toHaveText(`The account ${colleague} (Front desk) was created. Tell them their password in person or by phone.`);
  await expectAccessible(page, 'account page');
  await screenshot(page, testInfo, 'staff-account');

  // The colleague signs in in another browser: requests yes; no Accounts, no erasure, and refused both by address.
  const viewport = page.viewportSize()!;
  const deskContext = await browser.newContext({ viewport, baseURL: testInfo.project.use.baseURL });
  const desk = await deskContext.newPage();
  try {
    await signIn(desk, colleague, COLLEAGUE_PASSWORD);
    await expect(desk.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    await expect(desk.getByText(`Signed in as ${colleague} (Front desk)`)).toBeVisible();
    await expect(desk.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
    await desk.goto(`/staff/requests/${reference}`);
    await expect(desk.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Contacted' })).toBeVisible();
    await expect(desk.getByRole('button', { name: /Erase/ })).toHaveCount(0);
    const refused = await desk.goto('/staff/accounts');
    expect(refused?.status()).toBe(403);
    await expect(desk.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(desk.getByText('Your account (Front desk) cannot manage staff accounts. Ask an admin if you need to.')).toBeVisible();

    // The admin lists the colleague, and disables them.
    await page.getByRole('link', { name: '← All accounts' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: colleague }) });
    await expect(row).toContainText('Front desk');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Last signed in');
    await expectAccessible(page, 'accounts page');
    await screenshot(page, testInfo, 'staff-accounts');
    await row.getByRole('link', { name: colleague }).click();
    await page.getByRole('button', { name: `Disable ${colleague}` }).click();
    await expect(page.getByRole('status')).toHaveText(`${colleague} is disabled: the account cannot sign in, and its sessions have ended.`);

    // The colleague's open session has ended; signing in again says to ask an admin.
    await desk.goto('/staff');
    await expect(desk).toHaveURL(/\/staff\/login$/);
    await desk.getByLabel('Username').fill(colleague);
    await desk.getByLabel('Password').fill(COLLEAGUE_PASSWORD);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await expect(desk.getByRole('alert')).toHaveText('This account is disabled. Ask an admin of the staff area to enable it again.');
  } finally {
    await deskContext.close();
  }

  // The Accounts page without JavaScript is the same page: the staff side has no script.
  const noScript = await browser.newContext({ viewport, baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false });
  try {
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto('/staff/accounts');
    await expect(plain.getByRole('listitem').filter({ hasText: colleague })).toContainText('Disabled');
    await screenshot(plain, testInfo, 'staff-accounts-no-js');
  } finally {
    await noScript.close();
  }
});
