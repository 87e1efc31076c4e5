import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { TestInfo } from '@playwright/test';
import { e2eDatabasePath } from '../../playwright.config';
import { clinicToday } from '../../src/forms/clinic-clock';
import type { SiteDefinition } from '../../src/content/types';

/** Test data for the form specs, and the rows the server stored (read from its SQLite file). */

export function unique(testInfo: TestInfo): string {
  return `${testInfo.project.name}${testInfo.repeatEachIndex}${Date.now().toString(36)}`;
}

/** A ten-digit mobile number unique enough for one run (98…: never read as a number with +91 in front). */
export function uniquePhone(): string {
  return `98${String(Date.now()).slice(-8)}`;
}

const site = JSON.parse(fs.readFileSync(path.resolve('pages/site.json'), 'utf8')) as SiteDefinition;

/** `YYYY-MM-DD` some days from now in the clinic's time zone (`clinic.timeZone` in pages/site.json). */
export function clinicDatePlus(days: number): string {
  return clinicToday(new Date(Date.now() + days * 86_400_000), site.clinic.timeZone);
}

export function readRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.resolve(e2eDatabasePath), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
