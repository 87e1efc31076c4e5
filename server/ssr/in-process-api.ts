import type { FastifyInstance } from 'fastify';
import { createApiClient, type ApiClient } from '../../src/api/api-client';

/**
 * An API client for server rendering that calls the API routes inside this process through
 * Fastify's inject: same handlers and validation as over HTTP, without a network hop.
 */
export function createInProcessApiClient(app: FastifyInstance): ApiClient {
  return createApiClient(async (url, init) => {
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: init?.headers as Record<string, string> | undefined,
      payload: init?.body as string | undefined,
    });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  });
}
