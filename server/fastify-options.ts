import type { FastifyServerOptions } from 'fastify';
import { handleFrameworkError } from './api/api-errors';

/**
 * Whose X-Forwarded-For to believe, from TRUST_PROXY: `true` (the default: the site runs behind
 * the host's reverse proxy, and the form limit must see visitors' addresses, not the proxy's),
 * or `false` when the server faces the internet directly (anyone could then forge the header
 * to dodge the limit).
 */
export function readTrustProxy(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.TRUST_PROXY?.trim().toLowerCase();
  return !(value === 'false' || value === '0');
}

/** Options every Fastify instance of ours is created with: the real server and the test servers alike. */
export function fastifyServerOptions(env: NodeJS.ProcessEnv = process.env): Pick<FastifyServerOptions, 'trustProxy' | 'frameworkErrors'> {
  return {
    trustProxy: readTrustProxy(env),
    frameworkErrors: handleFrameworkError,
  };
}
