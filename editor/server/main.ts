/**
 * `npm run edit`: the content editor on http://127.0.0.1:${EDIT_PORT:-3001}/edit, on loopback only.
 * It runs the site's own dev server (Vite, the Fastify app, the real section components) in this
 * process, so its preview is the real site, rendering the file being edited from its unsaved draft.
 * Never part of `npm start` or the build: nothing under src/ or server/ imports it.
 */
import { createServer } from 'vite';
import { buildServer } from '../../server/app';
import { openDatabase } from '../../server/db/open-database';
import { seedDemoContent } from '../../server/db/seed';
import { rootDir } from '../../server/paths';
import { defaultLoadOptions } from '../../src/content/node/load-content';
import { CONTENT_PLUGIN_NAME, type ContentPluginApi } from '../../scripts/vite-content-plugin';
import { DraftSession } from './draft-session';
import { registerEditor } from './editor-routes';
import { sameOriginOnly } from './origin-guard';

const port = Number(process.env.EDIT_PORT ?? 3001);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`EDIT_PORT must be a port number, not "${process.env.EDIT_PORT}".`);
  process.exit(1);
}
// No hot-reload socket: the editor reloads its preview itself, keeping the scroll position.
const vite = await createServer({ root: rootDir, configLoader: 'runner', server: { middlewareMode: true, ws: false }, appType: 'custom' });
const preview = () => vite.config.plugins.find((plugin) => plugin.name === CONTENT_PLUGIN_NAME)?.api as ContentPluginApi | undefined;
const db = await openDatabase();
await seedDemoContent(db);
const origin = `http://127.0.0.1:${port}`;
const { app } = await buildServer({ db, dev: true, viteServer: vite, guard: sameOriginOnly(port), formRateLimit: false, siteUrl: origin });
const load = defaultLoadOptions(rootDir);
await registerEditor(app, { vite, load, session: new DraftSession(load, preview) });
await app.listen({ port, host: '127.0.0.1' });
console.log(`Content editor: ${origin}/edit (editing ${load.contentDir})`);
