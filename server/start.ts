/**
 * `npm start`: builds the site if there is no build yet, opens (and migrates) the database (PostgreSQL
 * at DATABASE_URL, else the SQLite file),
 * seeds the demo content on first start, starts the e-mail outbox and the retention job, and serves
 * everything on PORT.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { readFormRateLimit } from './api/form-rate-limit';
import { buildServer } from './app';
import { openDatabase } from './db/open-database';
import { seedDemoContent } from './db/seed';
import { mailAddresses, readMailSettings } from './mail/mail-settings';
import { startOutboxWorker } from './mail/outbox-worker';
import { startRetentionJob } from './retention/retention-job';
import { startScheduledPublication } from './publication/scheduled-publication';
import { readReminderHour } from './visits/reminder-schedule';
import { readMediaLibraryDir } from './media/media-folders';
import { rootDir, serverEntryFile } from './paths';
import { readSiteUrl } from './seo/site-url';
import { exitOnSettingError } from './setting-error';
import { appointmentChoices } from '../src/content/derived-lists';

if (!fs.existsSync(serverEntryFile)) {
  console.log('No build found: building the site first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const db = await openDatabase().catch(exitOnSettingError);
await seedDemoContent(db);
const mail = readMailSettings();
const siteUrl = readSiteUrl();
const { app, content } = await buildServer({
  db,
  logger: true,
  formRateLimit: readFormRateLimit(),
  siteUrl,
  mailEnabled: Boolean(mail.smtpUrl),
  reminderHour: readReminderHour(),
  mediaLibraryDir: readMediaLibraryDir(),
}).catch(exitOnSettingError);
const outbox = startOutboxWorker({
  db,
  smtpUrl: mail.smtpUrl,
  ...mailAddresses(mail, content.site.clinic.email),
  // The e-mails' links (the site, the patient's page) go to the public origin.
  site: { ...content.site, siteUrl: siteUrl ?? content.site.siteUrl, branches: content.branches },
  treatments: appointmentChoices(content),
  pollMs: mail.pollMs,
  leaseMs: mail.leaseMs,
  acknowledgementsPerAddressPerDay: mail.acknowledgementsPerAddressPerDay,
  log: app.log,
});
// Requests older than the retention period in pages/site.json lose their personal fields now and daily.
const retention = startRetentionJob({
  db,
  retentionMonths: content.site.requests.retentionMonths,
  timeZone: content.site.clinic.timeZone,
  log: app.log,
});

// Scheduled articles go on the site at their time (checked every 30 s).
const publication = startScheduledPublication({ db, log: app.log });

const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

// Stop taking requests first, then let a message being sent finish, then close the database
// (WAL checkpoint), so that nothing acknowledged is lost on a restart.
let shuttingDown = false;
const shutdown = async () => {
  if (shuttingDown) return;
  shuttingDown = true;
  await app.close();
  retention.stop();
  publication.stop();
  await outbox.stop();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
