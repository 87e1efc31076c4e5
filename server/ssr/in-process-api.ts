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
    // Only what the client reads of a response; no body stream to copy.
    const answer: Pick<Response, 'ok' | 'status' | 'json'> = {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      status: response.statusCode,
      json: async () => JSON.parse(response.body),
    };
    return answer as Response;
  });
}
