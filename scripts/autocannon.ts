/**
 * autocannon, the benchmarks' load generator. It ships no type declarations; this is the slice of
 * its API they use.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface AutocannonRequest {
  path: string;
}

interface AutocannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  workers?: number;
  /** A file path in worker mode. */
  setupClient?: string;
  requests?: Array<{ setupRequest(request: AutocannonRequest): AutocannonRequest }>;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

/** `setupClient` for a load generator in a worker thread that counts body bytes without decoding them (bench-client-setup.cjs). */
export const COUNT_BYTES_CLIENT_SETUP = fileURLToPath(new URL('./bench-client-setup.cjs', import.meta.url));
