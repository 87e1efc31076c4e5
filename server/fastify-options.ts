import type { FastifyServerOptions } from 'fastify';
import { handleFrameworkError } from './api/api-errors';

/** Options every Fastify instance of ours is created with: the real server and the test servers alike. */
export const fastifyServerOptions = {
  // The clinic's host puts a reverse proxy in front; client IPs and protocol come from it.
  trustProxy: true,
  frameworkErrors: handleFrameworkError,
} satisfies FastifyServerOptions;
