import { openDatabase } from './open-database';
import { DEFAULT_SEED_DATA_DIR, seedDemoContent } from './seed';

// `npm run seed`: seeds the database (DATABASE_URL, else DATABASE_PATH) from SEED_DATA_DIR (default: the demo
// content in server/db/seed-data). Safe to run repeatedly: it does nothing once content exists.
const seedDataDir = process.env.SEED_DATA_DIR || DEFAULT_SEED_DATA_DIR;
const db = await openDatabase();
try {
  if (db.appliedMigrations.length > 0) console.log(`Applied migrations: ${db.appliedMigrations.join(', ')}`);
  const result = await seedDemoContent(db, seedDataDir);
  if (result.seeded) {
    const counts = Object.entries(result.counts)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ');
    console.log(`Seeded ${db.path} from ${seedDataDir}: ${counts}`);
  } else {
    console.log(`${db.path} already has content; nothing seeded.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
