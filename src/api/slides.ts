import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Slide } from '../contract/api-contract';
import type { ApiClient } from './api-client';

export type { Slide };

// Fetcher and query options only: the hero's manifest imports this, so it lands in the page's
// entry chunk; the hook (use-slides.ts) stays in the section's own chunk.

/**
 * The hero's slides. A failed load is logged and reads as no slides (the hero then shows its
 * fallback), inside the query: the server renders that fallback and sends the empty list with the
 * page, so the browser hydrates the same markup instead of retrying into a different one.
 */
export async function fetchSlides(api: ApiClient): Promise<Slide[]> {
  try {
    return await api.get<Slide[]>(apiPaths.slides);
  } catch (error) {
    console.error('Loading slides failed:', error instanceof Error ? error.message : error);
    return [];
  }
}

export function slidesQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['slides'], queryFn: () => fetchSlides(api) });
}
