import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Branch } from '../../src/content/branches';
import type { Dentist } from '../../src/content/dentists';
import type { MessageSite } from '../visits/patient-messages';
import type { TreatmentChoice } from '../../src/forms/request-fields';
import type { ClinicDatabase } from '../db/open-database';
import type { ArticlePreview } from '../ssr/article-preview';
import type { HashingSlots } from './hashing-slots';
import { throttleMessage, type LoginThrottle } from './login-throttle';
import { PASSWORD_MAX_LENGTH, type ScryptCost } from './password-hashing';
import { may, type StaffAction } from './staff-permissions';
import { clearedSessionCookie, readSessionCookie, sessionCookie, type StaffSession, type StaffSessions } from './staff-sessions';
import { normalizeUsername } from './staff-username';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action a session route needs (sessionRoutes below), readable by onRoute hooks. */
    permission?: string;
  }
}

/** A branch as the staff side reads it: the content index's, whole (its name, hours, closures, dentists; its address and phone for the patient's messages). */
export type StaffBranch = Branch;

/** What the staff routes share: the database, the clock, sessions, the sign-in limit and a few facts. */
export interface StaffContext {
  db: ClinicDatabase;
  now: () => Date;
  sessions: StaffSessions;
  throttle: LoginThrottle;
  /** Bounds the password hashes in flight (see hashing-slots.ts). */
  hashing: HashingSlots;
  clinicName: string;
  /** The treatments, for their labels (pages/treatments). */
  treatments: readonly TreatmentChoice[];
  /** The branches in their order (pages/branches): their names, the inbox's branch filter, visits' slots, the day view. */
  branches: readonly StaffBranch[];
  /** The clinic's dentists (`clinic.dentists`), who a visit may be booked with. */
  dentists: readonly Dentist[];
  /** The site's facts the patient's messages name (its address, the clinic, the booking page). */
  site: MessageSite;
  /** The clinic's IANA time zone (`clinic.timeZone`): times are shown, and filter dates read, in it. */
  timeZone: string;
  /** SMTP is set: requests are e-mailed and acknowledged. */
  mailEnabled: boolean;
  /** REMINDER_HOUR: when the day-before reminder of a visit staff confirm is due. */
  reminderHour: number;
  stylesheetHref: string;
  /** The cost of passwords set from the staff area (DEFAULT_SCRYPT_COST unless a test makes it cheap). */
  passwordCost: ScryptCost;
  /** The media library's folder, where uploads are written (media-folders.ts). */
  mediaLibraryDir: string;
  /** Renders an article as the public site would (absent where the server has no renderer: no preview then). */
  articlePreview?: ArticlePreview;
  /** The rich-text editor's script, versioned, when it was built (`npm run build`); without it the body is a plain HTML field. */
  articleEditorScript?: string;
  /** The drag-to-reorder script, versioned, when it was built; without it the Up and Down buttons order the lists. */
  reorderScript?: string;
}

/** Over HTTPS (directly, or via a proxy whose X-Forwarded-Proto is trusted): the cookie gets `Secure`. */
function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return readSessionCookie(request.headers.cookie);
}

/** The signed-in member of staff, if the request carries a live session. */
export function currentSession(context: StaffContext, request: FastifyRequest): Promise<StaffSession | undefined> {
  return context.sessions.resume(sessionToken(request), context.now().getTime());
}

type SessionRoute = { Params: Record<string, string> };
type SessionHandler = (request: FastifyRequest<SessionRoute>, reply: FastifyReply, session: StaffSession) => Promise<unknown>;

/** What a route needs beyond a session: an action of the permission table, or nothing more (`any-staff`: one's own session). */
export type RoutePermission = StaffAction | 'any-staff';

export interface SessionRefusals {
  /** No live session: the pages send the sign-in page, the API a 401. */
  unauthenticated: (reply: FastifyReply) => FastifyReply;
  /** A session whose role may not do the route's action: a 403 page, or 403 `{ message }`. */
  forbidden: (reply: FastifyReply, session: StaffSession, action: StaffAction) => FastifyReply;
}

/**
 * Registers routes that need a session and name the action they perform: their handler runs only
 * for a live session whose role may do it (staff-permissions.ts). Without a live session a stale
 * cookie is cleared and `unauthenticated` answers; with one that may not, `forbidden` does.
 */
export function sessionRoutes(staff: FastifyInstance, context: StaffContext, refusals: SessionRefusals) {
  const route = (method: 'GET' | 'POST' | 'DELETE') => (url: string, permission: RoutePermission, handler: SessionHandler) =>
    staff.route<SessionRoute>({
      method,
      url,
      // Readable by onRoute hooks: tests list every route with the action it needs.
      config: { permission },
      handler: async (request, reply) => {
        const session = await currentSession(context, request);
        if (!session) {
          if (sessionToken(request)) clearSessionCookie(request, reply);
          return refusals.unauthenticated(reply);
        }
        if (permission !== 'any-staff' && !may(session.role, permission)) {
          request.log.warn({ username: session.username, role: session.role, action: permission }, 'Staff action refused: not allowed for the role');
          return refusals.forbidden(reply, session, permission);
        }
        return handler(request, reply, session);
      },
    });
  return { get: route('GET'), post: route('POST'), delete: route('DELETE') };
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: number, nowMs: number): void {
  reply.header('set-cookie', sessionCookie(token, { secure: overHttps(request), maxAgeMs: expiresAt - nowMs }));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', clearedSessionCookie({ secure: overHttps(request) }));
}

/** A row's id as an address or a form writes it: a positive whole number of up to ten digits. */
export const ROW_ID_PATTERN_SOURCE = '[1-9][0-9]{0,9}';
const ROW_ID = new RegExp(`^${ROW_ID_PATTERN_SOURCE}$`);

/** A row's id from an address or a form, or undefined. */
export const idOf = (raw: string) => (ROW_ID.test(raw) ? Number(raw) : undefined);

/** A text field of a form or JSON body, or '' when absent or not text. */
export function bodyText(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export type SignInOutcome =
  { kind: 'signed-in'; session: StaffSession } | { kind: 'refused'; status: 400 | 401 | 403 | 429; message: string; retryAfterMs?: number };

const WRONG_CREDENTIALS_MESSAGE = 'The username or password is not right. Check both and try again.';
/**
 * Told only to someone who typed the right password, so it tells an attacker nothing a guess
 * could not; a colleague whose account was disabled learns whom to ask instead of retrying.
 */
const DISABLED_MESSAGE = 'This account is disabled. Ask an admin of the staff area to enable it again.';
const BUSY_MESSAGE = 'Too many sign-ins are being checked right now. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_MS = 5_000;

/**
 * Signs in with the sign-in limit applied, and on success sets a new session cookie (the old
 * session, if the browser had one, ends). Shared by the sign-in page and the staff API.
 */
export async function signIn(context: StaffContext, request: FastifyRequest, reply: FastifyReply): Promise<SignInOutcome> {
  const username = normalizeUsername(bodyText(request.body, 'username'));
  const password = bodyText(request.body, 'password');
  if (!username || !password) return { kind: 'refused', status: 400, message: 'Enter your username and password.' };
  if (username.length > 64 || password.length > PASSWORD_MAX_LENGTH) return { kind: 'refused', status: 401, message: WRONG_CREDENTIALS_MESSAGE };

  const nowMs = context.now().getTime();
  // Counted as a failure from here, before the hash (see login-throttle.ts).
  const attempt = await context.throttle.attempt(request.ip, username, nowMs);
  if (!attempt.allowed) {
    request.log.warn({ username, address: request.ip, scope: attempt.scope }, 'Staff sign-in refused: too many failures');
    return { kind: 'refused', status: 429, message: throttleMessage(attempt), retryAfterMs: attempt.retryAfterMs };
  }

  let checked;
  try {
    checked = await context.hashing.run(() => context.sessions.signIn(username, password, { nowMs, previousToken: sessionToken(request) }));
  } catch (error) {
    // The error is the one to answer with; a withdrawal that fails too leaves the attempt counted.
    await attempt.withdrawn().catch((withdrawError: unknown) => request.log.warn({ err: withdrawError }, 'Staff sign-in attempt could not be withdrawn'));
    throw error;
  }
  if (checked.busy) {
    await attempt.withdrawn();
    request.log.warn({ username, address: request.ip }, 'Staff sign-in turned away: too many hashes in flight');
    return { kind: 'refused', status: 429, message: BUSY_MESSAGE, retryAfterMs: BUSY_RETRY_AFTER_MS };
  }
  const result = checked.value;
  // Both stay counted by the sign-in limit: a disabled account's right password clears nothing.
  if (!result.ok && result.reason === 'disabled') {
    request.log.warn({ username, address: request.ip }, 'Staff sign-in refused: the account is disabled');
    return { kind: 'refused', status: 403, message: DISABLED_MESSAGE };
  }
  if (!result.ok) {
    request.log.warn({ username, address: request.ip }, 'Staff sign-in failed');
    return { kind: 'refused', status: 401, message: WRONG_CREDENTIALS_MESSAGE };
  }
  await attempt.succeeded();
  setSessionCookie(request, reply, result.token, result.session.expiresAt, nowMs);
  request.log.info({ username, address: request.ip }, 'Staff signed in');
  return { kind: 'signed-in', session: result.session };
}
