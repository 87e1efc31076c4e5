import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';

/**
 * How many form submissions (enquiries and appointment requests together) one address may send
 * in a window. Every stored request becomes an e-mail to the clinic, so a script posting in a
 * loop would bury the inbox; a patient sends one or two. The allowance is generous because
 * many Indian mobile users share one public address behind their carrier's NAT.
 */
export interface FormRateLimit {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_FORM_RATE_LIMIT: FormRateLimit = { max: 20, timeWindowMs: 10 * 60_000 };

/** FORM_RATE_LIMIT_MAX (per 10 minutes; `0` turns the limit off). */
export function readFormRateLimit(env: NodeJS.ProcessEnv = process.env): FormRateLimit | false {
  const text = env.FORM_RATE_LIMIT_MAX?.trim();
  if (!text) return DEFAULT_FORM_RATE_LIMIT;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 0) return DEFAULT_FORM_RATE_LIMIT;
  return max === 0 ? false : { ...DEFAULT_FORM_RATE_LIMIT, max };
}

function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/**
 * Registers the limiter in the API's scope (it applies only to routes that ask for it) and
 * returns the route options that ask for it. Over the limit: 429 `{ message }` with Retry-After,
 * answered before the body is read.
 */
export async function registerFormRateLimit(api: FastifyInstance, limit: FormRateLimit | false): Promise<RouteShorthandOptions> {
  if (!limit) return {};
  await api.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from your network: please try again in ${minutes(context.ttl)}, or call the clinic.`,
    }),
  });
  // One limiter shared by both routes, so both forms draw on one allowance (a per-route
  // `config.rateLimit` would give each route its own in-memory counter).
  return { onRequest: api.rateLimit({ max: limit.max, timeWindow: limit.timeWindowMs }) };
}
