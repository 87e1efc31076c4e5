// Node environment with a jsdom document of its own (see install-dom-globals).
import '../../src/testing/install-dom-globals';
import fs from 'node:fs';
import path from 'node:path';
import { hydrate } from '@tanstack/react-query';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '../../server/api/testing/api-test-server';
import { createInProcessApiClient } from '../../server/ssr/in-process-api';
import type { ApiClient } from '../../src/api/api-client';
import { createQueryClient } from '../../src/api/query-client';
import { App } from '../../src/app/app';
import { PagePreparer } from '../../src/app/page-preparer';
import { renderPage } from '../../src/app/render-page';
import { resolveRoute } from '../../src/app/resolve-route';
import { NOT_FOUND_PATH, type ContentIndex, type PageSummary } from '../../src/content/content-index';
import { defaultLoadOptions, loadContent } from '../../src/content/node/load-content';
import { CURRENT_SCHEMA_VERSION } from '../../src/content/node/migrations/content-migration';
import { SchemaValidator } from '../../src/content/node/validation/schema-validator';
import { PageStore } from '../../src/content/page-store';
import type { PageDefinition, SectionDefinition, SectionType } from '../../src/content/types';
import type { FormPostState } from '../../src/forms/form-post-state';
import { FORM_MESSAGES } from '../../src/forms/form-messages';
import { holdsThankYouToken, rememberThankYouToken } from '../../src/forms/thank-you-pass';
import { sectionManifests } from '../../src/renderer/generated/section-manifests';

/**
 * The contract of the page builder: every page definition under pages/, and one example of every
 * section type, renders on the server without an error, carries its head tags, and hydrates in a
 * browser (jsdom) without a mismatch.
 */
const root = path.resolve(__dirname, '../..');
const FIXTURE_KEY = '__section-fixtures';
// With a slug and a branch, so sections that read one (the blog article, the branch page) find a real one.
const FIXTURE_PATH = '/__section-fixtures/:slug/:branch';
const fixtures = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/section-fixtures.json'), 'utf8')) as { sections: SectionDefinition[] };

const content = loadContent(defaultLoadOptions(root));
const fixtureTypes: SectionType[] = [];
for (const section of fixtures.sections) if (!fixtureTypes.includes(section.type)) fixtureTypes.push(section.type);
const fixturePage: PageDefinition = {
  $schema: '../schema/page.schema.json',
  schemaVersion: CURRENT_SCHEMA_VERSION,
  path: FIXTURE_PATH,
  meta: { title: 'Every section type', description: 'One example of each section type.' },
  sections: fixtures.sections,
};
const index: ContentIndex = {
  ...content.index,
  pages: [...content.index.pages, { key: FIXTURE_KEY, path: FIXTURE_PATH, sectionTypes: fixtureTypes }],
};
const definitions = new Map([...content.pages, [FIXTURE_KEY, fixturePage]]);
const pageStore = () =>
  new PageStore(Object.fromEntries([...definitions].map(([key, page]) => [key, async () => ({ default: page })])), async () => ({
    default: content.treatmentCards,
  }));

let server: ApiTestServer;
let api: ApiClient;
/** A value for each route parameter a page pattern may have. */
let sampleParams: Record<string, string>;

beforeAll(async () => {
  server = await startApiTestServer();
  api = createInProcessApiClient(server.app);
  const blogs = await api.post<{ blogs: { slug: string }[] }>('/blogs/get-all-blogs', {});
  sampleParams = { slug: blogs.blogs[0].slug, branch: content.index.branches[0].id };
}, 60_000);

afterAll(async () => {
  await server?.close();
  server?.remove();
});

function sampleUrl(page: PageSummary): string {
  if (page.path === NOT_FOUND_PATH) return '/no-page-has-this-path';
  return page.path.replace(/:([a-z]+)/g, (_, name: string) => {
    const value = sampleParams[name];
    if (!value) throw new Error(`No sample value for the route parameter "${name}" of ${page.path}: add one to sampleParams`);
    return encodeURIComponent(value);
  });
}

const renderable = index.pages.filter((page) => page.access !== 'form-redirect');

/** Hydrates the server's markup as the browser would; no mismatch and no console error allowed. */
async function expectHydratesWithoutMismatch(url: string, result: { html: string; state: string }): Promise<void> {
  const errors = vi.spyOn(console, 'error');
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${result.html}</div>`;
  // A browser's parser mutes a media element written with `muted`; jsdom's does not.
  for (const media of document.querySelectorAll<HTMLMediaElement>('video[muted], audio[muted]')) media.muted = true;
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(result.state));
  const preparer = new PagePreparer({ index, pages: pageStore(), api, queryClient });
  const resolution = resolveRoute(index, window.location.pathname, holdsThankYouToken(window.location.search));
  if (resolution.kind !== 'page') throw new Error(`${url} resolved to a redirect`);
  await preparer.prepare({
    summary: resolution.page,
    status: resolution.status,
    params: resolution.params,
    path: window.location.pathname,
    search: window.location.search,
  });
  const mismatches: unknown[] = [];
  const container = document.getElementById('root')!;
  let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    reactRoot = hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <App index={index} preparer={preparer} queryClient={queryClient} api={api} />
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  expect(mismatches, `${url}: hydration mismatch`).toEqual([]);
  expect(errors, `${url}: console.error while hydrating`).not.toHaveBeenCalled();
  act(() => reactRoot?.unmount());
  errors.mockRestore();
}

describe('every section type', () => {
  it('has an example in tests/fixtures/section-fixtures.json', () => {
    const covered = new Set<string>(fixtureTypes);
    const missing = (Object.keys(sectionManifests) as SectionType[]).filter((type) => !covered.has(type));
    expect(missing).toEqual([]);
  });

  it('whose examples are valid against the schemas (so they cannot drift from what content may say)', () => {
    const validator = new SchemaValidator(path.join(root, 'schema'));
    // The fixture page's own path is made to sort apart from real ones; the sections are what is checked.
    const asContent = { ...fixturePage, path: '/section-fixtures/:slug/:branch' };
    expect(validator.validate('page', 'tests/fixtures/section-fixtures.json', asContent)).toEqual([]);
  });
});

describe('every page renders on the server and hydrates without a mismatch', () => {
  it.each(renderable.map((page) => [page.key, page] as const))('%s', async (_key, page) => {
    const url = sampleUrl(page);
    const errors = vi.spyOn(console, 'error');
    const result = await renderPage(url, { index, pages: pageStore(), api });
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(page.path === NOT_FOUND_PATH ? 404 : 200);

    // Head tags every page carries.
    expect(result.head).toMatch(/<title>[^<]+<\/title>/);
    for (const tag of [
      'name="description"',
      'rel="canonical"',
      'property="og:title"',
      'property="og:description"',
      'property="og:url"',
      'property="og:image"',
    ]) {
      expect(result.head, `${url}: ${tag}`).toContain(tag);
    }
    expect(result.html.length).toBeGreaterThan(200);
    expect(errors, `${url}: console.error while rendering`).not.toHaveBeenCalled();
    errors.mockRestore();

    await expectHydratesWithoutMismatch(url, result);
  });

  it('sends the thank-you page home without a form submission', async () => {
    for (const page of index.pages.filter((p) => p.access === 'form-redirect')) {
      const result = await renderPage(page.path, { index, pages: pageStore(), api });
      expect(result).toMatchObject({ kind: 'redirect', location: '/' });
      // A token in the address is not a pass: the server's routes check it and say so.
      expect(await renderPage(`${page.path}?t=forged`, { index, pages: pageStore(), api })).toMatchObject({ kind: 'redirect', location: '/' });
    }
  });

  it('renders the thank-you page for a checked pass, and the browser holding its token hydrates it', async () => {
    const [page] = index.pages.filter((p) => p.access === 'form-redirect');
    const url = `${page.path}?t=checked-by-the-server`;
    const result = await renderPage(url, { index, pages: pageStore(), api }, { formPass: true });
    if (result.kind !== 'page') throw new Error('the thank-you page redirected despite its pass');
    expect(result.html).toContain('Thank You for Reaching Out!');
    rememberThankYouToken('checked-by-the-server');
    await expectHydratesWithoutMismatch(url, result);
  });
});

describe('a form posted without JavaScript, shown again', () => {
  const labels: Record<string, string> = { lastName: 'Last name', email: 'Email', phoneNumber: 'Mobile number', date: 'Date', time: 'Time' };
  const posted: Record<'contact-form' | 'appointment-form', FormPostState> = {
    'contact-form': {
      form: 'contact-form',
      values: { firstName: 'Asha', lastName: '', email: 'asha@', phoneNumber: '98765', message: 'Call after <6> pm & "soon"' },
      errors: { lastName: FORM_MESSAGES.lastNameRequired, email: FORM_MESSAGES.emailInvalidFormat, phoneNumber: FORM_MESSAGES.phoneInvalid },
    },
    'appointment-form': {
      form: 'appointment-form',
      values: {
        firstName: 'Ravi',
        lastName: 'Shah',
        email: 'ravi@example.com',
        phoneNumber: '9876543210',
        service: 'root-canal',
        date: '2001-01-01',
        time: '',
        message: '',
      },
      errors: { date: FORM_MESSAGES.dateInPast, time: FORM_MESSAGES.timeRequired },
    },
  };

  it.each(Object.values(posted).map((state) => [state.form, state] as const))(
    '%s: the values kept, each message beside its field, a summary on top; it hydrates as rendered',
    async (form, state) => {
      const page = index.pages.find((p) => p.sectionTypes.includes(form))!;
      const result = await renderPage(page.path, { index, pages: pageStore(), api }, { formPost: state });
      if (result.kind !== 'page') throw new Error(`${page.path} redirected`);
      document.body.innerHTML = result.html;
      const formElement = document.querySelector<HTMLFormElement>(`form#${form}`)!;
      expect(formElement.getAttribute('method')).toBe('post');
      expect(formElement.getAttribute('action')).toBe(`${page.path}#${form}`);
      for (const [name, value] of Object.entries(state.values)) {
        const control = formElement.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
        expect(control.value, name).toBe(value);
        const message = state.errors[name];
        expect(control.getAttribute('aria-invalid'), name).toBe(message ? 'true' : 'false');
        if (message) expect(document.getElementById(control.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent, name).toBe(message);
      }
      const summary = formElement.querySelector('.form-summary')!;
      expect([...summary.querySelectorAll('a')].map((link) => link.textContent)).toEqual(
        Object.entries(state.errors).map(([name, message]) => `${labels[name]}: ${message}`),
      );
      for (const link of summary.querySelectorAll('a')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();

      await expectHydratesWithoutMismatch(page.path, result);
    },
  );

  it('a submission refused as a whole shows its message alone', async () => {
    const page = index.pages.find((p) => p.sectionTypes.includes('contact-form'))!;
    const state: FormPostState = { ...posted['contact-form'], errors: {}, message: 'Too many requests from your network' };
    const result = await renderPage(page.path, { index, pages: pageStore(), api }, { formPost: state });
    if (result.kind !== 'page') throw new Error(`${page.path} redirected`);
    document.body.innerHTML = result.html;
    expect(document.querySelector('.form-summary')?.textContent).toBe('Too many requests from your network');
    expect(document.querySelectorAll('.form-field__error')).toHaveLength(0);
  });

  it('another page, or the same page without a post, starts empty', async () => {
    const page = index.pages.find((p) => p.sectionTypes.includes('appointment-form'))!;
    const result = await renderPage(page.path, { index, pages: pageStore(), api }, { formPost: posted['contact-form'] });
    if (result.kind !== 'page') throw new Error(`${page.path} redirected`);
    document.body.innerHTML = result.html;
    expect((document.querySelector('form input[name="firstName"]') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('.form-summary')).toBeNull();
  });
});
