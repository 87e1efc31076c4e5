import { expect, test, type Page, type TestInfo } from './test';
import { clinicDatePlus, unique, uniquePhone } from './form-data';

/**
 * The thank-you page as a patient meets it after each form, with and without JavaScript: it
 * names what was received (an enquiry's message, an appointment request), shows the reference
 * before the way back home, and its success banner leaves the top bar readable.
 */

const THANKS = 'Thank You for Reaching Out!';
const CONTACT_TEXT = 'We have received your message. Our team will get back to you soon.';
const APPOINTMENT_TEXT = /We have received your appointment request\./;

const field = (page: Page, label: string) => page.locator('form.enquiry-form').getByLabel(new RegExp(`^${label}`));

async function fillContact(page: Page, testInfo: TestInfo) {
  await page.goto('/contact');
  await field(page, 'First name').fill('Meera');
  await field(page, 'Last name').fill(`Joshi ${unique(testInfo)}`);
  await field(page, 'Email').fill(`meera.${unique(testInfo)}@example.com`);
  await field(page, 'Mobile number').fill(uniquePhone());
}

async function fillAppointment(page: Page, testInfo: TestInfo) {
  await page.goto('/book-appointment');
  await field(page, 'First name').fill('Ravi');
  await field(page, 'Last name').fill(`Shah ${unique(testInfo)}`);
  await field(page, 'Email').fill(`ravi.${unique(testInfo)}@example.com`);
  await field(page, 'Mobile number').fill(uniquePhone());
  await page.getByRole('radio', { name: 'South Bopal' }).check();
  await field(page, 'Treatment').selectOption('Root Canal');
  await field(page, 'Date').fill(clinicDatePlus(8));
  await field(page, 'Time').fill('11:30');
}

/** The reference, then the way home: in the document's order and on the screen. */
async function expectReferenceBeforeHomeLink(page: Page) {
  const reference = page.getByText(/^DC-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
  const home = page.getByRole('main').getByRole('link', { name: 'Go back home' });
  await expect(reference).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
  const [referenceBox, homeBox] = [(await reference.boundingBox())!, (await home.boundingBox())!];
  expect(homeBox.y).toBeGreaterThan(referenceBox.y + referenceBox.height);
  expect(
    await reference.evaluate((el, link) => Boolean(el.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING), await home.elementHandle()),
  ).toBe(true);
}

test.describe('the thank-you page', () => {
  test('after an enquiry: the message was received; the reference, then the way home; the banner clear of the top bar', async ({ page }, testInfo) => {
    await fillContact(page, testInfo);
    await expect(page.locator('form.enquiry-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible();
    await expect(page.getByText(CONTACT_TEXT)).toBeVisible();
    await expectReferenceBeforeHomeLink(page);

    const banner = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect(banner).toBeVisible();
    const [bannerBox, topBarBox] = [(await banner.boundingBox())!, (await page.locator('.top-bar').boundingBox())!];
    expect(bannerBox.y, 'the banner starts below the top bar').toBeGreaterThanOrEqual(topBarBox.y + topBarBox.height);
  });

  test('after an appointment request: the request was received, not a message', async ({ page }, testInfo) => {
    await fillAppointment(page, testInfo);
    await expect(page.locator('form.enquiry-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible();
    await expect(page.getByText(APPOINTMENT_TEXT)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('your message');
    await expectReferenceBeforeHomeLink(page);
    // The same page loaded afresh from the server says the same.
    await page.reload();
    await expect(page.getByText(APPOINTMENT_TEXT)).toBeVisible();
  });
});

test.describe('the thank-you page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('after each form: what was received, then the reference, then the way home', async ({ page }, testInfo) => {
    await fillAppointment(page, testInfo);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible();
    await expect(page.getByText(APPOINTMENT_TEXT)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('your message');
    await expectReferenceBeforeHomeLink(page);

    await fillContact(page, testInfo);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible();
    await expect(page.getByText(CONTACT_TEXT)).toBeVisible();
    await expectReferenceBeforeHomeLink(page);
  });
});
