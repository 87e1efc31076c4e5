/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prepareDatabaseUnavailable } from '../database-unavailable';
import { articleEditorFile, mediaDir as defaultMediaDir, reorderScriptFile, sharedStylesDir } from '../paths';
import { scriptFontFaces, sendScriptFont } from '../script-fonts';
import multipart from '@fastify/multipart';
import { libraryFolder } from '../media/media-folders';
import { UPLOAD_MAX_BYTES } from '../media/upload-check';
import { registerMediaPageRoutes } from './media-page-routes';
import { registerGalleryPageRoutes } from './gallery-page-routes';
import { registerSlidePageRoutes } from './slide-page-routes';
import { registerTestimonialPageRoutes } from './testimonial-page-routes';
import { DEFAULT_REMINDER_HOUR } from '../visits/reminder-schedule';
import { DEFAULT_HASHING_SLOTS, createHashingSlots, type HashingSlotsOptions } from './hashing-slots';
import { DEFAULT_LOGIN_THROTTLE, createLoginThrottle, type LoginThrottleOptions } from './login-throttle';
import { MessagePage } from './pages/message-page';
import { renderStaffPage } from './pages/staff-document';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './password-hashing';
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from './same-origin';
import { registerAccountPageRoutes } from './account-page-routes';
import { registerContentPageRoutes } from './content-page-routes';
import { registerArticlePageRoutes } from './article-page-routes';
import type { ArticlePreview } from '../ssr/article-preview';
import { registerStaffApiRoutes } from './staff-api-routes';
import type { StaffContext } from './staff-context';
import { registerStaffPageRoutes } from './staff-page-routes';
import { staffPolicy } from './staff-policy';
import { ARTICLE_EDITOR_SCRIPT_PATH, REORDER_SCRIPT_PATH, STAFF_API_PATH, STAFF_FONTS_PATH, STAFF_HOME_PATH, STAFF_STYLESHEET_PATH } from './staff-paths';
import { createStaffSessions } from './staff-sessions';

/** What the server gives the staff side: the context's facts as they are (StaffContext says what each is), and what the rest is made from. */
export interface StaffDependencies
  extends
    Pick<StaffContext, 'db' | 'clinicName' | 'treatments' | 'branches' | 'dentists' | 'site' | 'timeZone' | 'mailEnabled'>,
    Partial<Pick<StaffContext, 'now'>> {
  /** REMINDER_HOUR (default 18). */
  reminderHour?: number;
  loginThrottle?: LoginThrottleOptions;
  hashingSlots?: HashingSlotsOptions;
  /** Tests make the decoy hash cheap; real accounts carry their own cost in their hash. */
  decoyCost?: ScryptCost;
  /** Tests make the passwords set from the staff area cheap to hash too. */
  passwordCost?: ScryptCost;
  /** Renders an article as the site would, for its preview (app.ts makes it from the public renderer). */
  articlePreview?: ArticlePreview;
  /** The media folder (default: `media/`); uploads go to its `library/` unless `mediaLibraryDir` is given. */
  mediaDir?: string;
  /** MEDIA_LIBRARY_DIR: where uploads are written. */
  mediaLibraryDir?: string;
  /** Where the built article editor is (`dist/staff/article-editor.js`); default: that file, if it exists. */
  articleEditorFile?: string;
  /** Where the built drag-to-reorder script is (`dist/staff/drag-reorder.js`); default: that file, if it exists. */
  reorderScriptFile?: string;
}

/** Forms and staff API bodies are small: a sign-in, a status, a confirmation. */
const STAFF_BODY_LIMIT_BYTES = 8 * 1024;
/**
 * An article's form is larger: a body of up to 100,000 characters, which in Gujarati or Hindi
 * (three bytes each, percent-encoded to nine) needs nearly 1 MB.
 */
const ARTICLE_BODY_LIMIT_BYTES = 1024 * 1024;
const stylesheetFiles = [path.join(sharedStylesDir, 'base.css'), path.join(path.dirname(fileURLToPath(import.meta.url)), 'staff.css')];

/** A built staff script and its version, or undefined when it was not built (its page then works without it). */
function readStaffScript(file: string): { code: string; version: string } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const code = fs.readFileSync(file, 'utf8');
  return { code, version: createHash('sha256').update(code).digest('hex').slice(0, 12) };
}

/**
 * Headers of every staff response: never indexed, never cached, never framed, no referrer
 * (addresses carry searches, which may hold a patient's name), and a policy that allows no script
 * and nothing from another origin.
 */
const STAFF_HEADERS: Record<string, string> = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': staffPolicy({ scripts: false }),
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Staff read as well as write: "nothing was saved" alone would not tell them what happened. */
const DATABASE_UNAVAILABLE_TEXT =
  'The requests cannot be reached just now, so nothing was shown or changed. Please try again in a minute; if this goes on, the database needs looking at.';

function isApiRequest(request: FastifyRequest): boolean {
  return request.url === STAFF_API_PATH || request.url.startsWith(`${STAFF_API_PATH}/`) || request.url.startsWith(`${STAFF_API_PATH}?`);
}

/**
 * The staff side: its pages at /staff (server-rendered, no client script but the article editor's and drag to reorder, not part of the public
 * bundle or route table) and its API at /staff/api. The first account comes from `npm run staff:add`;
 * admins manage the others from the Accounts page.
 */
export async function registerStaff(app: FastifyInstance, deps: StaffDependencies): Promise<void> {
  // Staff pages show article titles and testimonials in Gujarati and Hindi: the site's own script
  // fonts, which only a page with such text downloads (their rules cover those scripts alone).
  const fonts = scriptFontFaces(STAFF_FONTS_PATH);
  const stylesheet = [...stylesheetFiles.map((file) => fs.readFileSync(file, 'utf8')), fonts.css.gu, fonts.css.hi].join('\n');
  const stylesheetVersion = createHash('sha256').update(stylesheet).digest('hex').slice(0, 12);
  const context: StaffContext = {
    db: deps.db,
    now: deps.now ?? (() => new Date()),
    sessions: createStaffSessions(deps.db, { decoyCost: deps.decoyCost }),
    throttle: createLoginThrottle(deps.db, deps.loginThrottle ?? DEFAULT_LOGIN_THROTTLE),
    hashing: createHashingSlots(deps.hashingSlots ?? DEFAULT_HASHING_SLOTS),
    clinicName: deps.clinicName,
    treatments: deps.treatments,
    branches: deps.branches,
    dentists: deps.dentists,
    site: deps.site,
    timeZone: deps.timeZone,
    mailEnabled: deps.mailEnabled,
    reminderHour: deps.reminderHour ?? DEFAULT_REMINDER_HOUR,
    stylesheetHref: `${STAFF_STYLESHEET_PATH}?v=${stylesheetVersion}`,
    passwordCost: deps.passwordCost ?? DEFAULT_SCRYPT_COST,
    articlePreview: deps.articlePreview,
    mediaLibraryDir: libraryFolder(deps.mediaDir ?? defaultMediaDir, deps.mediaLibraryDir),
  };
  const scripts = [
    { path: ARTICLE_EDITOR_SCRIPT_PATH, built: readStaffScript(deps.articleEditorFile ?? articleEditorFile) },
    { path: REORDER_SCRIPT_PATH, built: readStaffScript(deps.reorderScriptFile ?? reorderScriptFile) },
  ];
  const versioned = ({ path: scriptPath, built }: (typeof scripts)[number]) => built && `${scriptPath}?v=${built.version}`;
  context.articleEditorScript = versioned(scripts[0]);
  context.reorderScript = versioned(scripts[1]);

  await app.register(
    async (staff) => {
      // Another plugin may already parse forms for the whole app (the public forms' no-script posts).
      if (!staff.hasContentTypeParser('application/x-www-form-urlencoded')) {
        await staff.register(formBody, { bodyLimit: STAFF_BODY_LIMIT_BYTES });
      }

      staff.addHook('onRoute', (route) => {
        route.bodyLimit ??= STAFF_BODY_LIMIT_BYTES;
      });

      staff.addHook('onRequest', async (request, reply) => {
        reply.headers(STAFF_HEADERS);
        // Every state change must come from a staff page of this site (see same-origin.ts);
        // checked before the body is read.
        if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
          request.log.warn(
            { url: request.url, origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
            'Cross-origin staff request refused',
          );
          return sendError(request, reply, 403, CROSS_ORIGIN_MESSAGE);
        }
      });

      staff.setErrorHandler((error: FastifyError, request, reply) => {
        // The database is down, locked or failing: a 503 with Retry-After that says so, not a 500.
        if (prepareDatabaseUnavailable(error, request, reply)) return sendError(request, reply, 503, DATABASE_UNAVAILABLE_TEXT);
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'Staff request failed');
        const text =
          status === 413
            ? `The request is too large (the limit is ${STAFF_BODY_LIMIT_BYTES} bytes).`
            : status === 415
              ? 'Send a form (application/x-www-form-urlencoded) or JSON.'
              : status === 500
                ? 'Something went wrong on the server. Please try again.'
                : error.message || 'The request is not valid.';
        return sendError(request, reply, status, text);
      });

      function sendError(request: FastifyRequest, reply: FastifyReply, status: number, text: string): FastifyReply {
        if (isApiRequest(request)) return reply.code(status).send({ message: text });
        const title =
          status === 403 ? 'Request refused' : status === 503 ? 'Requests unavailable' : status === 500 ? 'Something went wrong' : 'Request not valid';
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(renderStaffPage({ title, clinicName: context.clinicName, stylesheetHref: context.stylesheetHref }, <MessagePage title={title} text={text} />));
      }

      staff.get('/staff.css', async (request, reply) => {
        const versioned = (request.query as Record<string, unknown>).v === stylesheetVersion;
        return reply
          .type('text/css; charset=utf-8')
          .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
          .send(stylesheet);
      });

      staff.get(`${STAFF_FONTS_PATH.slice(STAFF_HOME_PATH.length)}:file`, async (request, reply) =>
        sendScriptFont(reply, fonts, (request.params as { file: string }).file),
      );

      registerStaffApiRoutes(staff, context);
      registerAccountPageRoutes(staff, context);
      registerContentPageRoutes(staff, context);
      registerGalleryPageRoutes(staff, context);
      registerSlidePageRoutes(staff, context);
      registerTestimonialPageRoutes(staff, context);
      // The article forms, with their own larger body limit (a form parser of their own: the
      // shared one keeps the small limit for every other staff form).
      await staff.register(async (articles) => {
        articles.removeContentTypeParser('application/x-www-form-urlencoded');
        articles.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ARTICLE_BODY_LIMIT_BYTES }, (_request, body, done) =>
          done(null, Object.fromEntries(new URLSearchParams(body as string))),
        );
        articles.addHook('onRoute', (route) => {
          route.bodyLimit = ARTICLE_BODY_LIMIT_BYTES;
        });
        registerArticlePageRoutes(articles, context);
      });
      // Uploads: one file per form, checked again by its bytes (server/media/upload-check.ts).
      await staff.register(async (media) => {
        await media.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
        media.addHook('onRoute', (route) => {
          route.bodyLimit = UPLOAD_MAX_BYTES + 64 * 1024;
        });
        registerMediaPageRoutes(media, context);
      });
      for (const { path: scriptPath, built } of scripts) {
        if (!built) continue;
        staff.get(scriptPath.slice(STAFF_HOME_PATH.length), async (request, reply) => {
          const current = (request.query as Record<string, unknown>).v === built.version;
          return reply
            .type('text/javascript; charset=utf-8')
            .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
            .send(built.code);
        });
      }
      registerStaffPageRoutes(staff, context);
    },
    { prefix: STAFF_HOME_PATH },
  );
}
