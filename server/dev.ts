/** `npm run dev`: the same server with Vite in middleware mode (hot reload, content overlay). */
import { readFormRateLimit } from './api/form-rate-limit';
import { buildServer } from './app';
import { openDatabase } from './db/open-database';
import { seedDemoContent } from './db/seed';
import { readSiteUrl } from './seo/site-url';
import { exitOnSettingError } from './setting-error';

const db = await openDatabase();
await seedDemoContent(db);
const { app } = await buildServer({ db, dev: true, logger: true, formRateLimit: readFormRateLimit(), siteUrl: readSiteUrl() }).catch(exitOnSettingError);
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
