import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Testimonial } from '../contract/api-contract';
import type { ApiClient } from './api-client';

export type { Testimonial };

// Fetcher and query options only: section manifests import this, so it lands in every page's entry
// chunk. The hook (use-testimonials.ts) stays in the sections' own chunks.

function fetchTestimonials(api: ApiClient): Promise<Testimonial[]> {
  return api.get<Testimonial[]>(apiPaths.testimonials);
}

export function testimonialsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['testimonials'], queryFn: () => fetchTestimonials(api) });
}
