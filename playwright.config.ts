import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eDatabasePath = process.env.E2E_DATABASE_PATH ?? 'tmp/e2e/clinic.db';

/**
 * End-to-end tests in Debian's Chromium against the built site served by `npm start`
 * (the real Fastify server with SSR and the API on a fresh SQLite file), at 1280 px and 390 px.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // A test that fails once is a bug to find, not a run to repeat.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Traces only in CI: two local runs sharing test-results/ would trip over each other's files.
    trace: process.env.CI ? 'retain-on-failure' : 'off',
  },
  projects: [
    // Tests tagged @desktop or @mobile exercise one layout only (the dropdown, the mobile overlay).
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grepInvert: /@desktop/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `rm -rf ${e2eDatabasePath.replace(/\/[^/]+$/, '')} && ./node_modules/.bin/tsx server/start.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // Every test posts from 127.0.0.1: a limit above the suite's own submissions (the limit itself has unit tests).
    // SITE_URL: the server's own address, so every absolute URL it writes (sitemap, canonical,
    // og:image) can be fetched by the tests.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: e2eDatabasePath,
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      FORM_RATE_LIMIT_MAX: '200',
    },
  },
});
