import { expect, test, type Page, type TestInfo } from './test';
import { treatmentPages } from './content';
import { clinicDatePlus, readRows, unique, uniquePhone } from './form-data';

/**
 * The contact and appointment forms against the real server and its SQLite file: live
 * validation, a valid submit landing on /thank-you with the green banner, the stored row, and a
 * failed submit keeping the entries. Every test runs in both projects (1280 px and 390 px) with
 * its own unique data.
 */

/** The 19 treatment choices, in the order the treatment pages declare (as `appointmentChoices` sorts them). */
const appointmentLabels = treatmentPages
  .map((page) => ({ id: page.treatment.id, ...(page.treatment as unknown as { appointment: { label: string; order: number } }).appointment }))
  .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
  .map((entry) => entry.label);

const SUCCESS = 'Message sent successfully!';
const FAILURE = 'Message failed to send.';

const field = (page: Page, label: string) => page.locator('form.enquiry-form').getByLabel(new RegExp(`^${label}`));
const statusBanner = (page: Page) => page.getByRole('status').filter({ hasText: SUCCESS });

/**
 * Waits for the form's script, which loads once the browser is idle after the page has loaded or
 * at the visitor's first touch of the form. Until it runs, the submit button posts the form to the
 * server, which answers with its own page of errors: a test of validation while typing waits.
 */
const formScriptRan = (page: Page) => expect(page.locator('form.enquiry-form')).toHaveAttribute('data-enhanced', 'true');

test.describe('contact form', () => {
  test('validates while typing, then a valid enquiry lands on /thank-you and is stored', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();
    await expect(page.locator('form.enquiry-form .form-field__prefix')).toHaveText(/\+91/);
    await expect(field(page, 'Mobile number')).toHaveAttribute('inputmode', 'numeric');

    // Empty submit: every required message under its field, first field focused.
    await formScriptRan(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Mobile number is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'First name')).toBeFocused();

    const id = unique(testInfo);
    const email = `visitor.${id}@example.com`;
    const phone = uniquePhone();

    await field(page, 'First name').fill('Asha');
    await expect(page.getByText('First name is required')).toBeHidden();
    await field(page, 'Last name').fill(`Patel ${id}`);

    // Strict e-mail rules, live.
    const emailInput = field(page, 'Email');
    await emailInput.pressSequentially('a..b@x.com');
    await expect(page.getByText('Email cannot contain consecutive dots')).toBeVisible();
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await emailInput.fill(email);
    await expect(page.getByText('Email cannot contain consecutive dots')).toBeHidden();
    await expect(emailInput).toHaveAttribute('aria-invalid', 'false');

    // The mobile number keeps digits only, at most ten.
    const phoneInput = field(page, 'Mobile number');
    await phoneInput.pressSequentially('98x7');
    await expect(phoneInput).toHaveValue('987');
    await expect(page.getByText('Enter a valid 10-digit number')).toBeVisible();
    await phoneInput.fill('');
    await phoneInput.pressSequentially(`${phone}12`);
    await expect(phoneInput).toHaveValue(phone);
    await expect(page.getByText('Enter a valid 10-digit number')).toBeHidden();
    // Typed or pasted with +91 or 0 in front, the number keeps its own ten digits.
    for (const typed of [`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`, `0${phone}`]) {
      await phoneInput.fill('');
      await phoneInput.pressSequentially(typed);
      await expect(phoneInput).toHaveValue(phone);
    }
    await phoneInput.fill('');
    await phoneInput.focus();
    await phoneInput.evaluate((input, text) => {
      // A paste as the browser delivers it: the text lands in the input at once, then one input event.
      const data = new DataTransfer();
      data.setData('text/plain', text);
      if (input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))) {
        (input as HTMLInputElement).setRangeText(text, 0, (input as HTMLInputElement).value.length, 'end');
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
      }
    }, `+91${phone}`);
    await expect(phoneInput).toHaveValue(phone);
    await phoneInput.fill('');
    await phoneInput.pressSequentially('5876543210');
    await expect(page.getByText('Enter a mobile number: it starts with 6, 7, 8 or 9')).toBeVisible();
    await phoneInput.fill('');
    await phoneInput.pressSequentially(phone);

    await field(page, 'Message').fill('Please call me after 6 pm.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/thank-you\?t=[\w.-]+$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeVisible();
    await expect(statusBanner(page)).toBeVisible();
    // The banner goes after four seconds.
    await expect(statusBanner(page)).toBeHidden({ timeout: 6_000 });

    const rows = readRows<Record<string, string>>('SELECT * FROM requests WHERE email = ?', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Asha',
      last_name: `Patel ${id}`,
      email,
      phone_number: phone,
      country_code: '+91',
      message: 'Please call me after 6 pm.',
    });
  });

  test('a failed submit shows the red banner and keeps what was typed', async ({ page }) => {
    await page.route('**/api/v1/contacts/create-contacts-inquiry', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Down for maintenance' }) }),
    );
    await page.goto('/contact');
    await field(page, 'First name').fill('Asha');
    await field(page, 'Last name').fill('Patel');
    await field(page, 'Email').fill('asha@example.com');
    await field(page, 'Mobile number').fill('9876543210');
    // Typing brought the form's script; until it is there, the button would post the form itself
    // (which the stubbed API call would never see).
    await formScriptRan(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field(page, 'First name')).toHaveValue('Asha');
    await expect(field(page, 'Mobile number')).toHaveValue('9876543210');
    await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeHidden({ timeout: 6_000 });
  });
});

test.describe('appointment form', () => {
  test('validates, then a valid booking lands on /thank-you and is stored with the time as entered', async ({ page }, testInfo) => {
    await page.goto('/book-appointment');
    const panel = page.locator('.appointment-form-section__panel');
    const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(29, 43, 58)'); // var(--ink)

    const treatment = field(page, 'Treatment');
    const options = await treatment.locator('option').allTextContents();
    expect(options[0]).toBe('Select a treatment');
    expect(options.slice(1)).toEqual(appointmentLabels);
    await expect(field(page, 'Date')).toHaveAttribute('min', clinicDatePlus(0));
    // The booking horizon and the opening hours of pages/site.json, also enforced by the API.
    await expect(field(page, 'Date')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
    await expect(field(page, 'Time')).toHaveAttribute('min', '08:00');
    await expect(field(page, 'Time')).toHaveAttribute('max', '21:59');

    await formScriptRan(page);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    for (const message of ['First name is required', 'Please select a treatment', 'Date is required', 'Time is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }

    // Only the basic e-mail rules here: consecutive dots pass.
    const emailInput = field(page, 'Email');
    await emailInput.pressSequentially('ravi');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await emailInput.fill('a..b@x.com');
    await expect(page.getByText('Invalid email format')).toBeHidden();
    await expect(page.getByText('Email cannot contain consecutive dots')).toHaveCount(0);

    await field(page, 'Date').fill(clinicDatePlus(-2));
    await expect(page.getByText('Date cannot be in the past')).toBeVisible();
    await field(page, 'Date').fill(clinicDatePlus(200));
    await expect(page.getByText('Date cannot be more than 6 months ahead')).toBeVisible();
    await field(page, 'Time').fill('07:30');
    await expect(page.getByText('Time must be within opening hours (8 am to 10 pm)')).toBeVisible();
    await field(page, 'First name').fill('\u200b\u200b');
    await expect(page.getByText('First name must contain a letter')).toBeVisible();

    const id = unique(testInfo);
    const email = `patient.${id}@example.com`;
    const phone = uniquePhone();
    const date = clinicDatePlus(10);
    await field(page, 'First name').fill('Ravi');
    await field(page, 'Last name').fill(`Shah ${id}`);
    await emailInput.fill(email);
    await field(page, 'Mobile number').pressSequentially(`(${phone.slice(0, 5)}) ${phone.slice(5)}`);
    await expect(field(page, 'Mobile number')).toHaveValue(phone);
    await page.getByRole('radio', { name: 'South Bopal' }).check();
    await treatment.selectOption('Root Canal');
    await field(page, 'Date').fill(date);
    await expect(page.getByText('Date cannot be in the past')).toBeHidden();
    await field(page, 'Time').fill('16:45');
    await field(page, 'Message').fill('Afternoon please');
    await page.getByRole('button', { name: 'Book Appointment' }).click();

    await expect(page).toHaveURL(/\/thank-you\?t=[\w.-]+&request=appointment$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeVisible();
    await expect(statusBanner(page)).toBeVisible();

    const rows = readRows<Record<string, string>>('SELECT * FROM requests WHERE email = ?', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Ravi',
      last_name: `Shah ${id}`,
      phone_number: phone,
      country_code: '+91',
      branch_id: 'south-bopal',
      treatment_id: 'root-canal',
      appointment_date: date,
      appointment_time: '16:45', // as entered: no 12-hour shift
      message: 'Afternoon please',
    });
  });

  test('shows "Sending" while the request is pending', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/appointment/book-appointment', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"no"}' });
    });
    await page.goto('/book-appointment');
    await field(page, 'First name').fill('Ravi');
    await field(page, 'Last name').fill('Shah');
    await field(page, 'Email').fill('ravi@example.com');
    await field(page, 'Mobile number').fill('9123456780');
    await page.getByRole('radio', { name: 'South Bopal' }).check();
    await field(page, 'Treatment').selectOption('Dental Cleaning');
    await field(page, 'Date').fill(clinicDatePlus(3));
    await field(page, 'Time').fill('10:30');
    await formScriptRan(page);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('button', { name: 'Sending' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
    await expect(field(page, 'Time')).toHaveValue('10:30');
  });
});

test('/thank-you opened directly, or with a made-up pass, redirects home', async ({ page }) => {
  for (const url of ['/thank-you', '/thank-you?t=made-up', '/thank-you?t=mwszd971.DqiU6T6VnbW4.BvxNMrT48fl7oSmHmCd00BngjJnddiUmJRyRuoazTmk']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toHaveCount(0);
  }
});

/** A valid enquiry from /contact, sent: the page goes on to /thank-you with its pass. */
async function sendContactEnquiry(page: Page, testInfo: TestInfo) {
  await page.goto('/contact');
  await field(page, 'First name').fill('Meera');
  await field(page, 'Last name').fill(`Joshi ${unique(testInfo)}`);
  await field(page, 'Email').fill(`meera.${unique(testInfo)}@example.com`);
  await field(page, 'Mobile number').fill(uniquePhone());
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('the thank-you page survives a reload and Back/Forward with its pass', async ({ page }, testInfo) => {
  await sendContactEnquiry(page, testInfo);
  await expect(page).toHaveURL(/\/thank-you\?t=/);
  const thanks = page.getByRole('heading', { name: 'Thank You for Reaching Out!' });
  await expect(thanks).toBeVisible();
  await page.reload();
  await expect(thanks).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  // Back moves within the reloaded document, whose app has not started, so its starter then asks
  // for /contact: goBack returns before that document arrives, and a Forward pressed meanwhile
  // cancels its load (net::ERR_ABORTED). A visitor sees the contact page before pressing Forward.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await page.goForward();
  await expect(thanks).toBeVisible();
});

test('Back and Forward pressed before the reloaded thank-you page has started still show the pages their addresses name', async ({ page }, testInfo) => {
  await sendContactEnquiry(page, testInfo);
  const thanks = page.getByRole('heading', { name: 'Thank You for Reaching Out!' });
  await expect(thanks).toBeVisible();

  // A slow phone: after the reload the app has not started when the visitor presses Back.
  let holding = true;
  const waiting: (() => void)[] = [];
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  await page.reload();
  await expect(thanks).toBeVisible();
  await expect.poll(() => waiting.length).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  // The address and the page agree: the contact page, not the thank-you page under /contact's address.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(thanks).toHaveCount(0);

  holding = false;
  waiting.forEach((resolve) => resolve());
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.goForward();
  await expect(page).toHaveURL(/\/thank-you\?t=/);
  await expect(thanks).toBeVisible();
});

test.describe('forms at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of ['/contact', '/book-appointment']) {
    test(`${route}: one column, no sideways scroll, controls at least 44 px tall with 16 px text`, async ({ page }) => {
      await page.goto(route);
      const form = page.locator('form.enquiry-form');
      await expect(form).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const controls = form.locator('input, select, textarea, button[type="submit"]');
      const metrics = await controls.evaluateAll((nodes) =>
        nodes.map((node) => {
          // A radio button's target and text are its whole label (the framed choice), as tall as the other controls.
          const target = (node as HTMLInputElement).type === 'radio' ? node.closest('label')! : node;
          return {
            name: node.getAttribute('name') ?? node.textContent,
            height: target.getBoundingClientRect().height,
            left: Math.round(node.getBoundingClientRect().left),
            fontSize: parseFloat(getComputedStyle(target).fontSize),
          };
        }),
      );
      for (const control of metrics) {
        expect(control.height, `${control.name} height`).toBeGreaterThanOrEqual(44);
        expect(control.fontSize, `${control.name} font size`).toBeGreaterThanOrEqual(16);
      }
      // Single column: the first and last name inputs sit one above the other.
      const first = await field(page, 'First name').boundingBox();
      const last = await field(page, 'Last name').boundingBox();
      expect(last!.y).toBeGreaterThan(first!.y + first!.height);
    });
  }
});

test.describe('the form script loads when the visitor reaches for the form', () => {
  test('the page does not load it with the first screen; what is typed before it arrives is kept, then validated live', async ({ page }) => {
    // The server's HTML names no script of the form: only its stylesheets.
    const html = await (await page.request.get('/contact')).text();
    expect(html).not.toMatch(/modulepreload[^>]*contact-form-section/);
    expect(html).toMatch(/stylesheet[^>]*contact-form-section/);

    // Hold the form's chunk back until the visitor has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/contact-form-section-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await field(page, 'First name').fill('Asha');
    await field(page, 'Email').fill('asha@');
    // Reaching for the form (or the browser falling idle after load) asked for the script.
    await expect.poll(() => requested).toBe(true);
    release();
    // Hydrated: the typed values survive, and the rules apply while typing.
    await formScriptRan(page);
    await expect(field(page, 'First name')).toHaveValue('Asha');
    await expect(field(page, 'Email')).toHaveValue('asha@');
    await field(page, 'First name').fill('');
    await expect(page.getByText('First name is required')).toBeVisible();
  });
});
