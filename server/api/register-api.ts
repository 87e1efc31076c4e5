import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingRules } from '../../src/forms/booking-rules';
import { createContentRepository } from '../db/content-repository';
import type { ClinicDatabase } from '../db/open-database';
import { createApiErrorHandler, sendNotFound } from './api-errors';
import { acceptOnlyJsonBodies } from './api-json-parser';
import { createContentCache } from './content-cache';
import { DEFAULT_FORM_RATE_LIMIT, registerFormRateLimit, type FormRateLimit } from './form-rate-limit';
import { registerBlogRoutes } from './routes/blog-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerEnquiryRoutes } from './routes/enquiry-routes';
import { registerMediaRoutes } from './routes/media-routes';
import { createThankYouTokens, type ThankYouTokens } from '../forms/thank-you-token';
import { API_BASE } from '../../src/contract/api-contract';
import type { RequestBranch } from '../../src/forms/branch-rules';
import type { TreatmentChoice } from '../../src/forms/request-fields';

const API_PREFIX = API_BASE;
/** Ample for the largest form (a 2,000-character message is at most ~8 KB of UTF-8). */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

export interface ApiDependencies {
  db: ClinicDatabase;
  /** Folder served under /get-images/ (the repository's media/ by default). */
  mediaDir: string;
  /** MEDIA_LIBRARY_DIR: where `library/…` images are (default: the media folder's `library/`). */
  mediaLibraryDir?: string;
  /** The appointment form's treatment choices; a booking must name one of them. */
  treatments: readonly TreatmentChoice[];
  /** The branches a request may name (pages/branches): their hours, closures and treatments apply to it. */
  branches: readonly RequestBranch[];
  /** The booking horizon and opening hours appointments must respect (from pages/site.json). */
  booking: BookingRules;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** How often the content cache checks whether content changed (see content-cache.ts). */
  contentRevisionCheckMs?: number;
  /** Form submissions allowed per address; `false` turns the limit off. */
  formRateLimit?: FormRateLimit | false;
  /**
   * Signs the thank-you page's pass in each form's 201. The site passes the one its page routes
   * check; on its own, the API draws a random secret.
   */
  thankYouTokens?: ThankYouTokens;
  /** E-mail delivery is on (SMTP_URL set): each request also queues an acknowledgement to the patient. */
  acknowledgeByEmail?: boolean;
}

/** Content edits show up on the API within this long. */
const DEFAULT_CONTENT_REVISION_CHECK_MS = 1000;

/**
 * Mounts the API under /api/v1 as an encapsulated plugin (its own error handler and body
 * parsers, which do not leak into the rest of the app), plus a catch-all under /api that
 * answers JSON 404s. Returns the content revision its read answers come from.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDependencies): Promise<{ contentRevision: () => Promise<number> }> {
  const now = deps.now ?? (() => new Date());
  const cache = createContentCache(createContentRepository(deps.db), {
    revisionCheckIntervalMs: deps.contentRevisionCheckMs ?? DEFAULT_CONTENT_REVISION_CHECK_MS,
    mediaDir: deps.mediaDir,
    mediaLibraryDir: deps.mediaLibraryDir,
    onError: (error) => app.log.warn({ err: error }, 'the content revision could not be read: serving the content kept'),
  });

  await app.register(
    async (api) => {
      api.setErrorHandler(createApiErrorHandler({ bodyLimitBytes: API_BODY_LIMIT_BYTES }));
      acceptOnlyJsonBodies(api);
      registerEnquiryRoutes(api, {
        db: deps.db,
        treatments: deps.treatments,
        branches: deps.branches,
        booking: deps.booking,
        now,
        bodyLimitBytes: API_BODY_LIMIT_BYTES,
        rateLimited: await registerFormRateLimit(api, deps.formRateLimit ?? DEFAULT_FORM_RATE_LIMIT, { db: deps.db }),
        thankYouTokens: deps.thankYouTokens ?? createThankYouTokens(),
        acknowledgeByEmail: deps.acknowledgeByEmail ?? false,
      });
      registerContentRoutes(api, { cache });
      registerBlogRoutes(api, { cache, bodyLimitBytes: API_BODY_LIMIT_BYTES });
      registerMediaRoutes(api, { mediaDir: deps.mediaDir, libraryDir: deps.mediaLibraryDir });
    },
    { prefix: API_PREFIX },
  );

  // A not-found handler scoped to a prefix loses to any wildcard route the site registers at
  // the root (the page renderer's GET /*), so unknown API paths get real routes of their own.
  // They answer in onRequest, before any body is read: an unknown path is a 404 whatever was
  // sent to it.
  await app.register(
    async (fallback) => {
      fallback.setErrorHandler(createApiErrorHandler({ bodyLimitBytes: API_BODY_LIMIT_BYTES }));
      const answerNotFound = async (request: FastifyRequest, reply: FastifyReply) => sendNotFound(request, reply);
      // Fastify requires a handler; onRequest has always answered by the time it would run.
      for (const url of ['/', '/*']) fallback.all(url, { onRequest: answerNotFound }, answerNotFound);
    },
    { prefix: '/api' },
  );

  // The revision the API's answers currently come from: what pages rendered from them depend on.
  return { contentRevision: async () => (await cache.current()).revision };
}
