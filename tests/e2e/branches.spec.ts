import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoWcagViolations } from './axe';
import { serverHead } from './html-head';
import { expect, test } from './test';

/*
 * The branch pages: /clinics (every branch side by side) and /clinics/<id> (one branch), at both
 * widths, with and without scripts; "open now" on the clinic's clock, kept current by the browser.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
interface BranchFile {
  id: string;
  name: string;
  order: number;
}
const branches = fs
  .readdirSync(path.join(root, 'pages/branches'))
  .map((file) => JSON.parse(fs.readFileSync(path.join(root, 'pages/branches', file), 'utf8')) as BranchFile)
  .sort((a, b) => a.order - b.order);
const clinicName = (JSON.parse(fs.readFileSync(path.join(root, 'pages/site.json'), 'utf8')) as { clinic: { name: string } }).clinic.name;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('/clinics shows every branch with its hours, open state, map and ways to reach and book it', async ({ page }) => {
      expect((await page.goto('/clinics'))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Clinics');
      const cards = page.locator('[data-branch]');
      await expect(cards).toHaveCount(branches.length);
      for (const [i, branch] of branches.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(branch.name);
        await expect(card).toContainText('Today:');
        await expect(card.getByText(/^(Open now|Closed)/)).toBeVisible();
        await expect(card.getByRole('img', { name: new RegExp(`${branch.name} branch`) })).toHaveAttribute('src', `/images/map/branch-${branch.id}.svg`);
        await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
        await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
        await expect(card.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
        await expect(card.getByRole('link', { name: /Book at this branch/ })).toHaveAttribute('href', `/book-appointment?branch=${branch.id}`);
      }
      // Nothing from Google until the visitor asks.
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button', { name: 'Show interactive map' }).first()).toBeVisible({ visible: javaScriptEnabled });
      // Side by side on a wide screen, stacked on a phone.
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      const wide = page.viewportSize()!.width >= 900;
      expect(Math.abs(first!.y - second!.y) < 2, 'side by side').toBe(wide);
      // axe runs in the page, so only where scripts may run.
      if (javaScriptEnabled) await expectNoWcagViolations(page, '/clinics');
    });

    for (const branch of branches) {
      test(`/clinics/${branch.id} has its heading, breadcrumbs, hours with today marked, map and booking`, async ({ page }) => {
        expect((await page.goto(`/clinics/${branch.id}`))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${clinicName}, ${branch.name}`);
        const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Clinics', branch.name]);
        await expect(breadcrumbs.getByRole('link', { name: 'Clinics' })).toHaveAttribute('href', '/clinics');
        const rows = page.getByRole('table').getByRole('row');
        await expect(rows).toHaveCount(8);
        await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Monday');
        await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
        await expect(page.locator('tr[aria-current="date"]')).toContainText('Today');
        await expect(page.getByRole('img', { name: new RegExp(`${branch.name} branch`) })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Dentists at this branch' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Treatments offered here' })).toBeVisible();
        if (javaScriptEnabled) await expectNoWcagViolations(page, `/clinics/${branch.id}`);
        await page.getByRole('link', { name: /Book at this branch/ }).click();
        await expect(page).toHaveURL(`/book-appointment?branch=${branch.id}`);
      });
    }
  });
}

test('the interactive map loads only when asked for', async ({ page }) => {
  await page.goto('/clinics/south-bopal');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Show interactive map' }).click();
  await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/);
});

test('the browser says a branch has closed once the clock passes its closing time', async ({ page }) => {
  // 9:58 pm in Ahmedabad: South Bopal closes at 10 pm, whatever the server's own clock said.
  await page.clock.install({ time: new Date('2026-11-26T21:58:30+05:30') });
  await page.goto('/clinics');
  const southBopal = page.locator('[data-branch="south-bopal"]');
  await expect(southBopal.getByText('Open now, until 10 pm')).toBeVisible();
  await page.clock.runFor(2 * 60_000);
  await expect(southBopal.getByText('Closed now, opens tomorrow at 8 am')).toBeVisible();
  await expect(southBopal.getByText('Open now')).toHaveCount(0);
});

test('an unknown branch is the 404 page, with status 404', async ({ page }) => {
  expect((await page.goto('/clinics/nowhere'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a branch page has its own title, canonical URL, Dentist structured data and breadcrumbs; the sitemap lists the branch pages @desktop', async ({
  request,
  baseURL,
}) => {
  for (const branch of branches) {
    const head = serverHead(await (await request.get(`/clinics/${branch.id}`)).text());
    expect(head.title).toBe(`${clinicName}, ${branch.name} | Dentist in Ahmedabad`);
    expect(head.canonical).toBe(`${baseURL}/clinics/${branch.id}`);
    const dentist = head.jsonLd.find((data) => data['@type'] === 'Dentist')!;
    expect(dentist).toMatchObject({
      '@id': `${baseURL}/clinics/${branch.id}#branch`,
      url: `${baseURL}/clinics/${branch.id}`,
      parentOrganization: { '@id': `${baseURL}/#clinic` },
    });
    const hours = dentist.openingHoursSpecification as Array<Record<string, unknown>>;
    expect(hours.filter((entry) => entry.dayOfWeek).length).toBeGreaterThan(0);
    for (const closure of hours.filter((entry) => entry.validFrom)) expect(closure).toMatchObject({ opens: '00:00', closes: '00:00' });
    const crumbs = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!.itemListElement as Array<Record<string, unknown>>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Clinics', branch.name]);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const url of ['/clinics', ...branches.map((branch) => `/clinics/${branch.id}`)]) expect(sitemap).toContain(`<loc>${baseURL}${url}</loc>`);
});

test('the nav, the home page and the contact page lead to the branch pages', async ({ page }) => {
  await page.goto('/contact');
  for (const branch of branches)
    await expect(page.getByRole('main').getByRole('link', { name: branch.name, exact: true })).toHaveAttribute('href', `/clinics/${branch.id}`);
  await page.goto('/');
  for (const branch of branches)
    await expect(page.getByRole('main').getByRole('link', { name: branch.name, exact: true }).first()).toHaveAttribute('href', `/clinics/${branch.id}`);
});
