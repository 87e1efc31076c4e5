import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2eDatabasePath } from '../../playwright.config';
import { expect, type Page } from './test';

/** A front-desk account made with the staff command line (on the e2e database unless told another), and its sign-in. */

const PASSWORD = 'a long staff passphrase 2026';

export function addFrontDeskAccount(username: string, database: Record<string, string> = { DATABASE_PATH: e2eDatabasePath }): void {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['server/staff/staff-cli.ts', 'add', username, '--role', 'front-desk'], {
    env: { ...process.env, ...database, STAFF_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
}

/** Signs in on the e2e server, or on the server at `origin`. */
export async function signIn(page: Page, username: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/staff/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}
