import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import { slidesQuery } from './slides';

/** The hero's slides; `isLoading` only while the browser waits for them (the server sends them with the page). */
export function useSlides() {
  const query = useQuery(slidesQuery(useApi()));
  return { slides: query.data ?? [], isLoading: query.isPending };
}
