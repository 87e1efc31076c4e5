import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { testimonialsQuery } from '../api/testimonials';
import type { SectionType } from '../content/types';

type Prefetch = (queryClient: QueryClient, api: ApiClient) => Promise<void>;

/**
 * The API data a section shows on first paint. The server fetches it before rendering, so the
 * HTML carries it and the browser hydrates without a second request.
 */
const prefetchers: Partial<Record<SectionType, Prefetch>> = {
  testimonials: (queryClient, api) => queryClient.prefetchQuery(testimonialsQuery(api)),
};

export async function prefetchSectionData(types: Iterable<SectionType>, queryClient: QueryClient, api: ApiClient): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => prefetchers[type]?.(queryClient, api)));
}
