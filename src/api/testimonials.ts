import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

import { apiPaths, type Testimonial } from '../contract/api-contract';

export type { Testimonial };

export function fetchTestimonials(api: ApiClient): Promise<Testimonial[]> {
  return api.get<Testimonial[]>(apiPaths.testimonials);
}

export function testimonialsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['testimonials'], queryFn: () => fetchTestimonials(api) });
}

/** Testimonials; a failed load is logged and shows as an empty list (SPEC §8). */
export function useTestimonials() {
  const api = useApi();
  const query = useQuery(testimonialsQuery(api));
  if (query.error) console.error('Loading testimonials failed:', query.error.message);
  return { testimonials: query.data ?? [], isLoading: query.isPending && !query.error };
}
