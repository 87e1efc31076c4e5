import { defineConfig } from '@playwright/test';

const port = Number(process.env.EDIT_PORT ?? 3124);
/** The editor's tests edit a copy of pages/ (CONTENT_DIR), never the repository's files. */
export const editorWorkDir = process.env.EDITOR_E2E_DIR ?? 'tmp/e2e-editor';

/**
 * End-to-end tests of the content editor (`npm run edit`) in Debian's Chromium: the editor on
 * its own port, over a fresh copy of pages/ and a fresh database, made anew for every run.
 */
export default defineConfig({
  testDir: 'tests/editor',
  fullyParallel: false,
  workers: 1,
  // A test that fails once is a bug to find, not a run to repeat.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  globalTeardown: './tests/editor/remove-work-dir.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: process.env.CI ? 'retain-on-failure' : 'off',
  },
  webServer: {
    command: `rm -rf ${editorWorkDir} && mkdir -p ${editorWorkDir} && cp -r pages ${editorWorkDir}/pages && ./node_modules/.bin/tsx editor/server/main.ts`,
    url: `http://127.0.0.1:${port}/edit`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { EDIT_PORT: String(port), CONTENT_DIR: `${editorWorkDir}/pages`, DATABASE_PATH: `${editorWorkDir}/clinic.db` },
  },
});
