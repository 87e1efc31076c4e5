import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import { testimonialsQuery } from './testimonials';

/** Testimonials; a failed load is logged and shows as an empty list. */
export function useTestimonials() {
  const api = useApi();
  const query = useQuery(testimonialsQuery(api));
  if (query.error) console.error('Loading testimonials failed:', query.error.message);
  return { testimonials: query.data ?? [], isLoading: query.isPending && !query.error };
}
