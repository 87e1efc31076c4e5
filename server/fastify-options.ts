import type { ServerOptions as HttpServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { handleFrameworkError } from './api/api-errors';
import { handleClientError } from './client-errors';
import { connectionsCheckingIntervalMs, readServerTimeouts } from './server-timeouts';
import { readTrustProxy, trustProxyOption } from './trust-proxy';

/**
 * The largest body any route of the site reads outside the API (whose own limit is 16 KB): a
 * form posted without JavaScript is a few KB. Fastify's default, 1 MB, is far more than a
 * client needs to send.
 */
export const SITE_BODY_LIMIT_BYTES = 64 * 1024;

type ServerOptions = Pick<
  FastifyServerOptions,
  'trustProxy' | 'frameworkErrors' | 'clientErrorHandler' | 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'bodyLimit'
> & { http: HttpServerOptions };

/**
 * Options every Fastify instance of ours is created with: the real server and the test servers
 * alike. Reads TRUST_PROXY and the timeouts from the environment; a setting that makes no sense
 * throws a SettingError naming the variable, so the server refuses to start rather than run
 * unprotected.
 */
export function fastifyServerOptions(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const timeouts = readServerTimeouts(env);
  return {
    trustProxy: trustProxyOption(readTrustProxy(env)),
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs(timeouts),
    },
    bodyLimit: SITE_BODY_LIMIT_BYTES,
  };
}
