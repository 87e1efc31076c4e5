import { QueryClient } from '@tanstack/react-query';

/** One query client per request on the server, one per tab in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
