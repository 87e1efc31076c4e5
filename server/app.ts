import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { ContentIndex } from '../src/content/content-index';
import { appointmentChoices } from '../src/content/derived-lists';
import { bookingRulesFromSite } from '../src/forms/booking-rules';
import type { RuleContext } from '../src/forms/request-fields';
import { readAssetMap } from './ssr/asset-map';
import { registerStyleBundles } from './ssr/style-bundle';
import type { FormRateLimit } from './api/form-rate-limit';
import { registerApi } from './api/register-api';
import { answerConnect } from './client-errors';
import type { ClinicDatabase } from './db/open-database';
import { fastifyServerOptions } from './fastify-options';
import { registerFormPostRoutes } from './forms/form-post-routes';
import { createPatientActions } from './patient/patient-actions';
import { registerManageRoutes } from './patient/register-manage-routes';
import { DEFAULT_REMINDER_HOUR } from './visits/reminder-schedule';
import { createThankYouTokens, readFormTokenSecret, type ThankYouTokens } from './forms/thank-you-token';
import { clientDistDir, mediaDir, rootDir, serverEntryFile } from './paths';
import { registerResponseCompression } from './response-compression';
import { registerSeoRoutes } from './seo/register-seo-routes';
import { registerArticleRedirects } from './seo/article-redirects';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';
import { registerSecurityHeaders } from './security-headers';
import { handleSiteError } from './site-errors';
import { createPageCache } from './ssr/page-cache';
import { pageGeneration } from './ssr/page-generation';
import { registerSsrRoutes, type SsrRenderer } from './ssr/ssr-routes';
import { createArticlePreview } from './ssr/article-preview';
import { registerStaff } from './staff/register-staff';
import { registerStaticFiles } from './static-files';
import { loggerOptions } from './request-log';

export interface LoadedRenderer {
  renderer: SsrRenderer;
  /** The English content (the site's facts, which the server's own routes read). */
  content: ContentIndex;
  /** Every other published language's content (its pages go in the sitemap too). */
  languages?: ContentIndex[];
}

export interface ServerOptions {
  db: ClinicDatabase;
  /** Development: Vite serves the source with hot reload; otherwise the built files in dist/. */
  dev?: boolean;
  /** Development: the Vite dev server to serve through (the editor's, which previews its drafts); default: one made here. */
  viteServer?: ViteDevServer;
  /** Checked on every request before anything else answers it (the editor's rule: its own origin only). */
  guard?: onRequestHookHandler;
  /** Tests: where pages are rendered from, instead of the build or Vite's dev server. */
  loadRenderer?: (app: FastifyInstance) => Promise<LoadedRenderer>;
  logger?: boolean;
  now?: () => Date;
  /** Form submissions allowed per address (default: DEFAULT_FORM_RATE_LIMIT); `false` turns it off. */
  formRateLimit?: FormRateLimit | false;
  /** The public origin (SITE_URL, see server/seo/site-url.ts); default: `siteUrl` in pages/site.json. */
  siteUrl?: string;
  /** Signs the thank-you page's pass (default: FORM_TOKEN_SECRET, or a random secret). */
  thankYouTokens?: ThankYouTokens;
  /** The form secret: the thank-you pass's default signer and the manage page's form tokens (default: FORM_TOKEN_SECRET, or a random secret). */
  formSecret?: string | Buffer;
  /** E-mail delivery is on (SMTP_URL): requests are acknowledged to the patient, and the staff inbox knows. */
  mailEnabled?: boolean;
  /** REMINDER_HOUR: when a confirmed visit's reminder is due, the day before (default 18). */
  reminderHour?: number;
  /** MEDIA_LIBRARY_DIR: where the staff media library's uploads are written and served from (default: `media/library/`). */
  mediaLibraryDir?: string;
}

type ServerEntry = typeof import('../src/entry-server');

/** One Fastify process: the API under /api/v1, the staff inbox under /staff, static files, and server-rendered pages. */
export async function buildServer(options: ServerOptions): Promise<{ app: FastifyInstance; content: ContentIndex }> {
  const app = Fastify({ ...fastifyServerOptions(), logger: options.logger ? loggerOptions : false });
  if (options.guard) app.addHook('onRequest', options.guard);
  // First, so every response carries the headers: pages, assets, API answers and errors.
  await registerSecurityHeaders(app, { dev: options.dev ?? false });
  app.setErrorHandler(handleSiteError);
  app.server.on('connect', answerConnect);
  registerResponseCompression(app);

  const loadRenderer = options.loadRenderer ?? (options.dev ? (app: FastifyInstance) => developmentRenderer(app, options.viteServer) : productionRenderer);
  const { renderer, content, languages } = await loadRenderer(app);
  // One signer for the thank-you page's pass: the API issues it, the page routes check it.
  const formSecret = options.formSecret ?? readFormTokenSecret(process.env, options.db.dialect);
  const thankYouTokens = options.thankYouTokens ?? createThankYouTokens({ secret: formSecret });
  const now = options.now ?? (() => new Date());
  // What requests are checked against: the same for the API and the form posted without JavaScript.
  const rules: RuleContext = { treatments: appointmentChoices(content), branches: content.branches, booking: bookingRulesFromSite(content.site), now };
  const { contentRevision } = await registerApi(app, {
    thankYouTokens,
    db: options.db,
    mediaDir,
    mediaLibraryDir: options.mediaLibraryDir,
    ...rules,
    ...(options.formRateLimit !== undefined ? { formRateLimit: options.formRateLimit } : {}),
    acknowledgeByEmail: options.mailEnabled ?? false,
  });
  await registerStaff(app, {
    db: options.db,
    clinicName: content.site.clinic.name,
    treatments: appointmentChoices(content),
    branches: content.branches,
    dentists: content.site.clinic.dentists,
    site: { ...content.site, siteUrl: options.siteUrl ?? content.site.siteUrl },
    timeZone: content.site.clinic.timeZone,
    mailEnabled: options.mailEnabled ?? false,
    reminderHour: options.reminderHour ?? DEFAULT_REMINDER_HOUR,
    ...(options.now ? { now: options.now } : {}),
    articlePreview: createArticlePreview(app, renderer),
    mediaDir,
    mediaLibraryDir: options.mediaLibraryDir,
  });
  registerArticleRedirects(app, { db: options.db });
  registerSeoRoutes(app, {
    db: options.db,
    content,
    languages,
    siteUrl: options.siteUrl ?? content.site.siteUrl,
    mediaDir,
    mediaLibraryDir: options.mediaLibraryDir,
  });
  // Pages are rendered once per URL and generation: the content revision, the clinic's date (the
  // appointment form's bookable days) and whether each branch is open (see page-generation.ts).
  // Not in development, where the code itself changes.
  const pageCache = options.dev ? undefined : createPageCache({ generation: async () => pageGeneration(await contentRevision(), now(), content) });
  registerSsrRoutes(app, renderer, { siteUrl: options.siteUrl }, pageCache);
  await registerFormPostRoutes(app, { renderer, indexes: [content, ...(languages ?? [])], thankYouTokens, rules });
  // The patient's page for their appointment request (server/patient/).
  await registerManageRoutes(app, {
    db: options.db,
    content,
    ...(languages ? { languages } : {}),
    siteUrl: options.siteUrl ?? content.site.siteUrl,
    formSecret,
    actions: createPatientActions(options.db, {
      mailEnabled: options.mailEnabled ?? false,
      timeZone: content.site.clinic.timeZone,
      reminderHour: options.reminderHour ?? DEFAULT_REMINDER_HOUR,
    }),
    ...(options.now ? { now: options.now } : {}),
  });
  return { app, content };
}

async function productionRenderer(app: FastifyInstance): Promise<LoadedRenderer> {
  const entry = (await import(pathToUrl(serverEntryFile))) as ServerEntry;
  const template = fs.readFileSync(path.join(clientDistDir, 'index.html'), 'utf8');
  await registerStaticFiles(app, clientDistDir);
  const assetMap = readAssetMap(clientDistDir);
  registerStyleBundles(app, clientDistDir, assetMap);
  return {
    content: entry.contentIndex,
    languages: otherLanguages(entry.contentIndexes),
    renderer: { template: async () => template, render: entry.render, assetMap },
  };
}

async function developmentRenderer(app: FastifyInstance, viteServer?: ViteDevServer): Promise<LoadedRenderer> {
  const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
  // The runner loads the config without bundling it: the content plugin's validator reads the
  // section manifests, whose lazy component imports a bundler would try to follow.
  const vite = viteServer ?? (await createServer({ root: rootDir, configLoader: 'runner', server: { middlewareMode: true }, appType: 'custom' }));
  await app.register(middie.default);
  app.use((req, res, next) => (req.url?.startsWith('/api/') || req.url?.startsWith('/staff') ? next() : vite.middlewares(req, res, next)));
  app.addHook('onClose', () => vite.close());
  const load = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>;
  const indexHtml = path.join(rootDir, 'index.html');
  const entry = await load();
  return {
    content: entry.contentIndex,
    languages: otherLanguages(entry.contentIndexes),
    renderer: {
      template: (url) => vite.transformIndexHtml(url, fs.readFileSync(indexHtml, 'utf8')),
      render: async (url, api, renderOptions) => (await load()).render(url, api, renderOptions),
      fixStacktrace: (error) => vite.ssrFixStacktrace(error),
    },
  };
}

function otherLanguages(indexes: readonly ContentIndex[]): ContentIndex[] {
  return indexes.filter((index) => index.language !== DEFAULT_LANGUAGE);
}

function pathToUrl(file: string): string {
  return new URL(`file://${file}`).href;
}
