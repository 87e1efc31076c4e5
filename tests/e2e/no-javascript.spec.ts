import { expect, test, type Page } from './test';
import { treatmentPages } from './content';
import { clinicDatePlus, readRows, unique, uniquePhone } from './form-data';

/**
 * The site with JavaScript off (a browser that blocked it, a phone that has not run it yet, a
 * crawler), at 1280 px and 390 px: both forms post to the server and come back with the
 * answer, the overview reaches every treatment, and the footer's links lead somewhere.
 */
test.use({ javaScriptEnabled: false });

const form = (page: Page) => page.locator('form.enquiry-form');
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`));

/** The message shown beside a field: the element its control is described by. */
async function messageBeside(page: Page, label: string): Promise<string> {
  const control = field(page, label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ');
  return (await page.locator(`[id="${ids[ids.length - 1]}"]`).textContent()) ?? '';
}

test.describe('forms without JavaScript', () => {
  test('contact: an incomplete enquiry comes back with the values kept and each message beside its field; then it is sent and stored', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    const id = unique(testInfo);
    const email = `nojs.${id}@example.com`;
    await field(page, 'First name').fill('Kiran');
    await field(page, 'Email').fill('kiran..x@example.com');
    await field(page, 'Mobile number').fill('98765 4321');
    await field(page, 'Message').fill('Evening call, please.');
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    // The server's answer: the same page, posted to its own address, opened at the form.
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(form(page).locator('.form-summary')).toContainText('Please check the form');
    expect(await messageBeside(page, 'Last name')).toBe('Last name is required');
    expect(await messageBeside(page, 'Email')).toBe('Email cannot contain consecutive dots');
    expect(await messageBeside(page, 'Mobile number')).toBe('Enter a valid 10-digit number');
    await expect(field(page, 'First name')).toHaveValue('Kiran');
    await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'false');
    await expect(field(page, 'Email')).toHaveValue('kiran..x@example.com');
    await expect(field(page, 'Mobile number')).toHaveValue('98765 4321'); // as typed: the rules read it without its separators
    await expect(field(page, 'Message')).toHaveValue('Evening call, please.');
    // A summary link leads to its field.
    await expect(form(page).locator('.form-summary a').first()).toHaveAttribute('href', `#${await field(page, 'Last name').getAttribute('id')}`);
    expect(readRows('SELECT id FROM requests WHERE email = ?', 'kiran..x@example.com')).toEqual([]);

    await field(page, 'Last name').fill(`Rao ${id}`);
    await field(page, 'Email').fill(email);
    const phone = uniquePhone();
    // With its country code, as people write it: stored as its ten digits, as with scripts.
    await field(page, 'Mobile number').fill(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/thank-you\?t=[\w.-]+/);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeVisible();
    const rows = readRows<Record<string, string>>('SELECT * FROM requests WHERE email = ?', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Kiran', last_name: `Rao ${id}`, phone_number: phone, country_code: '+91', message: 'Evening call, please.' });
    expect(readRows('SELECT id FROM outbox WHERE request_id = ?', rows[0].id)).toHaveLength(1);
  });

  test('appointment: a past date, a missing treatment and a missing branch come back marked; then the booking is stored', async ({ page }, testInfo) => {
    await page.goto('/book-appointment');
    const id = unique(testInfo);
    const email = `nojs.booking.${id}@example.com`;
    const phone = uniquePhone();
    await field(page, 'First name').fill('Nisha');
    await field(page, 'Last name').fill(`Mehta ${id}`);
    await field(page, 'Email').fill(email);
    await field(page, 'Mobile number').fill(phone);
    await field(page, 'Date').fill(clinicDatePlus(-3));
    await field(page, 'Time').fill('11:20');
    await form(page).getByRole('button', { name: 'Book Appointment' }).click();

    await expect(page).toHaveURL(/\/book-appointment#appointment-form$/);
    expect(await messageBeside(page, 'Treatment')).toBe('Please select a treatment');
    expect(await messageBeside(page, 'Date')).toBe('Date cannot be in the past');
    await expect(form(page).locator('.form-field__error', { hasText: 'Please choose a branch' })).toBeVisible();
    await expect(field(page, 'Date')).toHaveValue(clinicDatePlus(-3));
    await expect(field(page, 'Time')).toHaveValue('11:20');
    await expect(field(page, 'Email')).toHaveValue(email);
    expect(readRows('SELECT id FROM requests WHERE email = ?', email)).toEqual([]);

    const date = clinicDatePlus(6);
    await page.getByRole('radio', { name: 'Chandkheda' }).check();
    await field(page, 'Treatment').selectOption('Teeth Whitening');
    await field(page, 'Date').fill(date);
    await form(page).getByRole('button', { name: 'Book Appointment' }).click();

    await expect(page).toHaveURL(/\/thank-you\?t=[\w.-]+/);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeVisible();
    const rows = readRows<Record<string, string>>('SELECT * FROM requests WHERE email = ?', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Nisha',
      branch_id: 'chandkheda',
      treatment_id: 'teeth-whitening',
      appointment_date: date,
      appointment_time: '11:20',
      phone_number: phone,
    });
  });

  test('the thank-you page still needs a real submission', async ({ page }) => {
    await page.goto('/thank-you?t=not-a-pass');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toHaveCount(0);
  });
});

test.describe('navigation without JavaScript', () => {
  test('the overview holds every treatment card, and each one leads to its page', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/treatments');
    const links = page.locator('.treatment-cards .treatment-card__link');
    await expect(links).toHaveCount(treatmentPages.length);
    for (const card of await page.locator('.treatment-cards__grid .treatment-card').all()) await expect(card).toBeVisible();
    // No control that needs a script.
    await expect(page.getByRole('button', { name: 'View All Treatments' })).toHaveCount(0);

    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(treatmentPages.map((t) => t.path).sort());
    // The last card, clicked; the rest, followed.
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[hrefs.length - 1]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const href of hrefs) {
      const response = await page.goto(href!);
      expect(response?.status(), href!).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), href!).toBeVisible();
      await expect(page.locator('.treatment-figure img'), href!).toBeVisible();
    }
  });

  // The footer's links are the same at any width.
  test('every footer link leads to a page @desktop', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('href')!))]);
    for (const path of ['/', '/book-appointment', '/blogs', '/treatments', '/gallery', '/about', '/terms', '/policy', '/contact'])
      expect(hrefs).toContain(path);
    // The footer's treatment grid too (shown from 900 px; in the HTML at every width).
    for (const treatment of treatmentPages) expect(hrefs).toContain(treatment.path);
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), href).toHaveCount(1);
    }
  });
});
