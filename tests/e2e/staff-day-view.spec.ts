import fs from 'node:fs';
import path from 'node:path';
import { expectNoWcagViolations } from './axe';
import { addFrontDeskAccount, signIn } from './front-desk-account';
import { expect, test, type Page, type TestInfo } from './test';
import { clinicDatePlus } from './form-data';

/**
 * The front desk's day, end to end at 1280 px and 390 px: a request is found in the day view,
 * confirmed with a slot on its page, and its history shows it; the printed day of twelve requests
 * is one A4 page. Screenshots (screen and print) go to tmp/screens/.
 */

const screensDir = path.resolve('tmp/screens');

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

async function sendRequest(page: Page, changes: Record<string, string>): Promise<string> {
  return (await sendRequestWithLink(page, changes)).reference;
}

/** A request sent through the API, and the patient's manage link its answer carries. */
async function sendRequestWithLink(page: Page, changes: Record<string, string>): Promise<{ reference: string; manage: string }> {
  const payload = {
    firstName: 'Meera',
    lastName: 'Shah',
    email: 'meera.shah@example.com',
    phoneNumber: `9${String(Date.now()).slice(-9)}`,
    countryCode: '+91',
    message: 'Sensitive tooth on the lower left.',
    service: 'Root Canal',
    branch: 'south-bopal',
    time: '11:30',
    ...changes,
  };
  const sent = await page.request.post('/api/v1/appointment/book-appointment', { data: payload });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { data: { reference: string; manage: string } }).data;
}

test.describe('the front desk’s day', () => {
  test('a request is found in the day view, confirmed with a slot, and its history shows it', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const id = `${testInfo.project.name}${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const username = `desk-${id}`.slice(0, 32);
    addFrontDeskAccount(username);
    const day = clinicDatePlus(testInfo.project.name === 'mobile' ? 5 : 4);
    const reference = await sendRequest(page, { date: day, lastName: `Shah ${id}` });

    await signIn(page, username);
    await page.goto(`/staff/day?date=${day}&branch=south-bopal`);
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toBeVisible();
    await screenshot(page, testInfo, 'staff-day-view');
    await row.getByRole('link', { name: new RegExp(`Shah ${id}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();

    await page.getByLabel('Time').fill('12:30');
    await page.getByLabel('Chandkheda').check();
    await page.getByRole('button', { name: 'Confirm this visit' }).click();
    await expect(page.getByRole('status')).toHaveText(`${reference} is now Confirmed.`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('row').nth(1)).toContainText('New → Confirmed');
    await expect(history.getByRole('row').nth(1)).toContainText('12:30 pm · Chandkheda');
    await expect(page.getByRole('button', { name: /Tell the patient on WhatsApp/ })).toBeVisible();
    await screenshot(page, testInfo, 'staff-request-confirmed');

    // Now at Chandkheda, at its confirmed time.
    await page.goto(`/staff/day?date=${day}&branch=chandkheda`);
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('12:30 pm');
  });

  test('"Tell the patient on WhatsApp" opens WhatsApp in a new tab with the message and the manage link', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    const id = `${testInfo.project.name}${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const username = `wa-${id}`.slice(0, 32);
    addFrontDeskAccount(username);
    const phoneNumber = `9${String(Date.now()).slice(-9)}`;
    const reference = await sendRequest(page, { date: clinicDatePlus(6), lastName: `Shah ${id}`, phoneNumber });
    // The machine is offline: WhatsApp's page is a stand-in; what matters is that the browser goes there.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>WhatsApp stand-in</p>' }),
    );

    await signIn(page, username);
    await page.goto(`/staff/requests/${reference}`);
    await page.getByRole('button', { name: 'Confirm this visit' }).click();
    await expect(page.getByRole('status')).toHaveText(`${reference} is now Confirmed.`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Tell the patient on WhatsApp/ }).click();
    const popup = await popupOpened;
    await expect(popup.getByText('WhatsApp stand-in')).toBeVisible();

    const chat = new URL(popup.url());
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/91${phoneNumber}`);
    const text = chat.searchParams.get('text') ?? '';
    expect(text).toContain(`Your appointment at`);
    expect(text).toContain(reference);
    // The patient's own manage link, made for this message.
    expect(text).toMatch(/https?:\/\/\S+\/requests\/manage\?t=[A-Za-z0-9_-]{22}(\s|$)/);
  });

  test('possible duplicates sit together in the inbox and are marked in the day view; a patient’s request for another time shows on both', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const id = `${testInfo.project.name}${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const username = `dup-${id}`.slice(0, 32);
    addFrontDeskAccount(username);
    const day = clinicDatePlus(testInfo.project.name === 'mobile' ? 9 : 8);
    const phoneNumber = `8${String(Date.now()).slice(-9)}`;
    const first = await sendRequest(page, { date: day, time: '10:00', phoneNumber, lastName: `Twice ${id}` });
    const second = await sendRequest(page, { date: day, time: '10:30', phoneNumber, lastName: `Twice ${id}` });
    const asker = await sendRequestWithLink(page, { date: day, time: '12:00', firstName: 'Kiran', lastName: `Later ${id}` });

    // The patient asks for another time on their own page.
    await page.goto(asker.manage);
    await page.getByLabel('Which days or times would suit you?').fill('Any weekday after 5 pm, please.');
    await page.getByRole('button', { name: 'Send to the clinic' }).click();
    await expect(page.getByRole('status')).toContainText('the clinic has your message');

    await signIn(page, username);
    await page.goto(`/staff?q=${phoneNumber}`);
    const group = page.getByRole('region', {
      name: `Possible duplicates: 2 requests from +91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)} within an hour`,
    });
    await expect(group.getByRole('article')).toHaveCount(2);
    // Newest first, as the list; each card a heading below the group's.
    await expect(group.getByRole('heading', { level: 3 })).toHaveText([second, first]);
    // Keyboard: the group's first link is reached by Tab like any other.
    await group.getByRole('link', { name: second }).first().focus();
    await expect(group.getByRole('link', { name: second }).first()).toBeFocused();
    await expectNoWcagViolations(page, 'inbox with a group of possible duplicates');
    await screenshot(page, testInfo, 'staff-inbox-duplicates');

    await page.goto(`/staff?q=${asker.reference}`);
    const card = page.getByRole('article', { name: asker.reference });
    await expect(card.getByText('Asked for another time')).toBeVisible();
    await expect(card).toContainText('“Any weekday after 5 pm, please.”');
    await screenshot(page, testInfo, 'staff-inbox-change-request');

    await page.goto(`/staff/day?date=${day}&branch=south-bopal`);
    const rowOf = (reference: string) => page.locator('tr', { has: page.locator('.day-table__reference', { hasText: reference }) });
    await expect(rowOf(first)).toContainText(`Possible duplicate of ${second}`);
    await expect(rowOf(second)).toContainText(`Possible duplicate of ${first}`);
    await expect(rowOf(first).getByRole('link', { name: second })).toHaveAttribute('href', `/staff/requests/${second}`);
    await expect(rowOf(asker.reference)).toContainText('Asked for another time');
    await expect(rowOf(first)).not.toContainText('Asked for another time');
    await expectNoWcagViolations(page, 'day view with a possible duplicate and a request for another time');
    await screenshot(page, testInfo, 'staff-day-badges');
  });

  test('the printed day of twelve requests is one A4 page', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const id = `${testInfo.project.name}${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const username = `print-${id}`.slice(0, 32);
    addFrontDeskAccount(username);
    const day = clinicDatePlus(testInfo.project.name === 'mobile' ? 14 : 13);
    for (let index = 0; index < 12; index++) {
      const time = `${String(9 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
      await sendRequest(page, { date: day, time, lastName: `Patient ${index + 1}`, message: 'A line about the visit that the front desk reads at the desk.' });
    }
    await signIn(page, username);
    await page.goto(`/staff/day?date=${day}&branch=south-bopal`);
    await expect(page.locator('.day-table tbody tr')).toHaveCount(12);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, testInfo, 'staff-day-print');
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });
});
