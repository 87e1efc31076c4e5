/**
 * `npm start`: builds the site if there is no build yet, opens (and migrates) the SQLite database,
 * seeds the demo content on first start, starts the e-mail outbox, and serves everything on PORT.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildServer } from './app';
import { openDatabase } from './db/open-database';
import { seedDemoContent } from './db/seed';
import { startOutboxWorker } from './mail/outbox-worker';
import { rootDir, serverEntryFile } from './paths';

if (!fs.existsSync(serverEntryFile)) {
  console.log('No build found: building the site first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const db = await openDatabase();
await seedDemoContent(db);
const { app, content } = await buildServer({ db, logger: true });
const outbox = startOutboxWorker({
  db,
  smtpUrl: process.env.SMTP_URL,
  to: content.site.clinic.email,
  from: process.env.MAIL_FROM ?? content.site.clinic.email,
  log: app.log,
});

const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

const shutdown = async () => {
  outbox.stop();
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
