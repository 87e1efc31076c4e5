import { readWholeNumberSettings, SettingError } from './setting-error';

/**
 * How long a client may take, so that slow or stalled clients cannot hold connections (and
 * file descriptors) for ever. Milliseconds; each can be set by an environment variable.
 */
export interface ServerTimeouts {
  /**
   * HEADERS_TIMEOUT_MS: from the start of a request (or of the connection, for its first one)
   * to the end of its headers; a connection that sends nothing is answered 408 and closed too.
   */
  headersMs: number;
  /** REQUEST_TIMEOUT_MS: from the first byte to the end of the body: a stalled upload gets 408. */
  requestMs: number;
  /**
   * CONNECTION_TIMEOUT_MS: a socket on which nothing moves for this long is closed, e.g. a client
   * that stops reading a response. Longer than the request timeout, so that a stalled upload is
   * answered 408 rather than dropped without a word.
   */
  connectionMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: how long an idle connection is kept open for the next request. */
  keepAliveMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  // A browser sends its headers in one packet; 10 s covers a poor mobile link.
  headersMs: 10_000,
  // The largest body is a 16 KB form; 30 s is ample even on 2G.
  requestMs: 30_000,
  connectionMs: 60_000,
  // Longer than the 60 s idle timeout common proxies (nginx, load balancers) keep upstream
  // connections for, so the proxy closes an idle connection first and never sends a request
  // down one this server is closing (Fastify's default).
  keepAliveMs: 72_000,
});

const VARIABLES: Record<keyof ServerTimeouts, string> = {
  headersMs: 'HEADERS_TIMEOUT_MS',
  requestMs: 'REQUEST_TIMEOUT_MS',
  connectionMs: 'CONNECTION_TIMEOUT_MS',
  keepAliveMs: 'KEEP_ALIVE_TIMEOUT_MS',
};

export function readServerTimeouts(env: NodeJS.ProcessEnv = process.env): ServerTimeouts {
  const timeouts = readWholeNumberSettings(env, DEFAULT_SERVER_TIMEOUTS, VARIABLES, ' of milliseconds');
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new SettingError(`HEADERS_TIMEOUT_MS (${timeouts.headersMs}) cannot be longer than REQUEST_TIMEOUT_MS (${timeouts.requestMs})`);
  }
  return timeouts;
}

/**
 * Node checks the header and request deadlines on a timer (30 s by default), so a stalled
 * request could outlive its limit by that much; check at least every second, and more often
 * for short limits.
 */
export function connectionsCheckingIntervalMs(timeouts: ServerTimeouts): number {
  return Math.max(25, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)));
}
