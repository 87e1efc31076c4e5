import path from 'node:path';
import { API_BASE, requestApiPaths } from '../../src/contract/api-contract';
import { addFrontDeskAccount, signIn } from './front-desk-account';
import { clinicDatePlus, unique, uniquePhone } from './form-data';
import { expect, test, type Page, type TestInfo } from './test';

/**
 * The patient's page of a request made in Gujarati or Hindi: in that language from its heading to
 * its refusals, with the script's webfont (this machine has no Gujarati or Devanagari system font,
 * so without it the screenshots would show boxes). Received, a refused request for another time,
 * confirmed by the front desk at the branch as the language names it, then cancelled by the
 * patient. Screenshots go to
 * test-results/manage-request-languages/.
 */

const LANGUAGES = [
  {
    language: 'gu',
    firstName: 'રવિ',
    heading: 'તમારી એપોઇન્ટમેન્ટની વિનંતી',
    received: 'વિનંતી મળી ગઈ છે',
    send: 'ક્લિનિકને મોકલો',
    emptyNote: 'તમને કયા દિવસે કે કયા સમયે ફાવશે તે લખો',
    confirmed: /^એપોઇન્ટમેન્ટ નક્કી: .+, 12:30 PM, સાઉથ બોપલ$/,
    font: 'Noto Sans Gujarati',
    cancel: 'મારી વિનંતી રદ કરો',
    cancelHeading: 'તમારી વિનંતી રદ કરવી છે?',
    yesCancel: 'હા, રદ કરો',
    cancelled: 'તમારી વિનંતી રદ થઈ ગઈ છે. ક્લિનિકને જાણ કરી દીધી છે.',
  },
  {
    language: 'hi',
    firstName: 'रवि',
    heading: 'आपका अपॉइंटमेंट अनुरोध',
    received: 'अनुरोध मिल गया है',
    send: 'क्लिनिक को भेजें',
    emptyNote: 'बताएँ कि आपके लिए कौन-सा दिन या कौन-सा समय ठीक रहेगा',
    confirmed: /^अपॉइंटमेंट पक्का: .+, 12:30 pm, साउथ बोपल$/,
    font: 'Noto Sans Devanagari',
    cancel: 'मेरा अनुरोध रद्द करें',
    cancelHeading: 'अपना अनुरोध रद्द करें?',
    yesCancel: 'हाँ, रद्द करें',
    cancelled: 'आपका अनुरोध रद्द कर दिया गया है। क्लिनिक को बता दिया गया है।',
  },
] as const;

function screenshot(page: Page, testInfo: TestInfo, state: string) {
  return page.screenshot({ path: path.join('test-results', 'manage-request-languages', `${state}-${testInfo.project.name}.png`), fullPage: true });
}

/** The families of the webfonts the page has loaded. */
const loadedFonts = (page: Page) =>
  page.evaluate(async () => [...(await document.fonts.ready)].filter((face) => face.status === 'loaded').map((face) => face.family));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with${javaScriptEnabled ? '' : 'out'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const words of LANGUAGES) {
      test(`a request made in ${words.language}: its page in ${words.language}, with its script's font`, async ({ page }, testInfo) => {
        const lastName = `Shah ${unique(testInfo)}`;
        const booked = await page.request.post(`${API_BASE}${requestApiPaths.appointment}`, {
          data: {
            firstName: words.firstName,
            lastName,
            email: `ravi.${unique(testInfo)}@example.com`,
            phoneNumber: uniquePhone(),
            countryCode: '+91',
            branch: 'south-bopal',
            service: 'root-canal',
            date: clinicDatePlus(8),
            time: '11:30',
            language: words.language,
          },
        });
        expect(booked.status()).toBe(201);
        const { reference, manage } = (await booked.json()).data as { reference: string; manage: string };
        const state = (name: string) => `${words.language}-${name}-${javaScriptEnabled ? 'js' : 'nojs'}`;

        await page.goto(manage);
        await expect(page.locator('html')).toHaveAttribute('lang', words.language);
        await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
        await expect(page.getByText(words.received, { exact: true })).toBeVisible();
        // Fonts are listed by script (the page itself runs none); checked where the browser runs them.
        if (javaScriptEnabled) expect(await loadedFonts(page)).toContain(words.font);
        await screenshot(page, testInfo, state('received'));

        await page.getByRole('button', { name: words.send }).click();
        await expect(page.getByRole('textbox')).toHaveAccessibleDescription(new RegExp(`^${words.emptyNote}`));
        await screenshot(page, testInfo, state('refused-note'));

        // The front desk confirms it at another time than the one asked for.
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

        await page.goto(manage);
        await expect(page.getByText(words.confirmed)).toBeVisible();
        await screenshot(page, testInfo, state('confirmed'));

        await page.getByRole('link', { name: words.cancel }).click();
        await expect(page.getByRole('heading', { level: 1, name: words.cancelHeading })).toBeVisible();
        await screenshot(page, testInfo, state('cancel-step'));
        await page.getByRole('button', { name: words.yesCancel }).click();
        await expect(page.getByRole('status')).toHaveText(words.cancelled);
        await screenshot(page, testInfo, state('cancelled'));
      });
    }
  });
}
