/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: a mid-range phone on slow 4G, simulated) on the
 * built site served by `npm start` on a fresh temporary database, one run per route. Prints the
 * four category scores and the load metrics patients feel: first and largest contentful paint,
 * total blocking time, layout shift and bytes transferred.
 *
 *   tsx scripts/bench-lighthouse.ts [--desktop] [route ...]
 *
 * Needs a build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium). Runs
 * offline: the Google Maps frames on /contact and in the footer cannot load here, which costs
 * some best-practices points that a connected machine would not lose. Goals (exit code 1 when
 * missed): performance at least 90, accessibility and SEO 100.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { rootDir, serverEntryFile } from '../server/paths';

const GOALS = { performance: 90, accessibility: 100, seo: 100 } as const;
const DEFAULT_ROUTES = ['/', '/treatments', '/dental-implants-in-ahmedabad', '/about', '/contact', '/book-appointment'];

const { values: args, positionals } = parseArgs({ options: { desktop: { type: 'boolean', default: false } }, allowPositionals: true });
const routes = positionals.length > 0 ? positionals : DEFAULT_ROUTES;

if (!fs.existsSync(serverEntryFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

async function startServer(port: number, databasePath: string) {
  const child = spawn(path.join(rootDir, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: rootDir,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('The server did not start within 60 s');
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-lighthouse-'));
const port = 4400 + Math.floor(Math.random() * 500);
const stopServer = await startServer(port, path.join(tmp, 'clinic.db'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

type Row = Record<string, string | number>;
const rows: Row[] = [];
let missed = 0;
try {
  for (const route of routes) {
    const result = await lighthouse(
      `http://127.0.0.1:${port}${route}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      args.desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    const row: Row = {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      'transfer kB': Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    };
    const failed = Object.entries(GOALS).filter(([category, goal]) => score(category) < goal);
    row.verdict = failed.length === 0 ? 'ok' : `below goal: ${failed.map(([category]) => category).join(', ')}`;
    if (failed.length > 0) {
      missed += 1;
      for (const [category] of failed) {
        const losing = categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
        console.log(`${route} ${category}: ${losing.join(', ')}`);
      }
    }
    rows.push(row);
  }
} finally {
  await chrome.kill();
  stopServer();
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(`Lighthouse ${args.desktop ? 'desktop' : 'mobile (simulated slow 4G, mid-range phone)'}:`);
console.table(rows);
console.log(
  missed === 0
    ? `Every route meets the goals (performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, SEO ${GOALS.seo}).`
    : `${missed} route(s) below goal.`,
);
process.exitCode = missed === 0 ? 0 : 1;
