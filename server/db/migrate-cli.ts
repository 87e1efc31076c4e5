import { openDatabase } from './open-database';

// `npm run migrate`: brings the database (DATABASE_URL, else DATABASE_PATH) up to date and exits,
// for deployments that migrate once before restarting the instances. Safe to run while instances
// start: the migrations are applied once, under a lock (run-migrations.ts).
try {
  const db = await openDatabase();
  const applied = db.appliedMigrations;
  console.log(applied.length > 0 ? `${db.path}: applied ${applied.join(', ')}` : `${db.path}: up to date; nothing to apply.`);
  await db.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
