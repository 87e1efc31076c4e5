import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Page } from './test';

/** What the content specs' editor accounts are given (the staff command's STAFF_PASSWORD). */
const EDITOR_PASSWORD = 'a long editor passphrase 2026';

/** Adds an editor account to a test server's database, with the staff command an admin would use. */
export function addEditor(databasePath: string, username: string): void {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['server/staff/staff-cli.ts', 'add', username, '--role', 'editor'], {
    env: { ...process.env, DATABASE_PATH: databasePath, STAFF_PASSWORD: EDITOR_PASSWORD },
    encoding: 'utf8',
  });
}

/** Signs an editor in through the login page and waits until the staff area is open. */
export async function signInAsEditor(page: Page, username: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(EDITOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/(?!login)/);
}

/**
 * Uploads a photograph made here to the media library and waits for the page to say so. Each has a
 * colour of its own, so each upload is a new file (the library keeps one copy of a file). Returns
 * its label in the pages' image lists.
 */
export async function uploadLibraryImage(page: Page, fileName: string, size: { width: number; height: number }): Promise<string> {
  await page.goto('/staff/content/media');
  const photo = await sharp({ create: { ...size, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Image file').setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toContainText('The image was uploaded');
  return `${fileName} (${size.width} × ${size.height})`;
}
