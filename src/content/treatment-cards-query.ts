import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TreatmentCardEntry } from './content-index';

/**
 * The treatment cards travel like API data: the sections that show them prefetch this query
 * (so the server's HTML and the hydrating page carry them), and read it from the cache. Built
 * from the content, they never go stale.
 */
export const TREATMENT_CARDS_QUERY_KEY = ['content', 'treatment-cards'] as const;

export function treatmentCardsQuery(load: typeof skipToken | (() => Promise<TreatmentCardEntry[]>)) {
  return queryOptions({ queryKey: TREATMENT_CARDS_QUERY_KEY, queryFn: load, staleTime: Infinity, gcTime: Infinity });
}

/** The cards, which the section's prefetch put in the query cache before it rendered. */
export function useTreatmentCardEntries(): TreatmentCardEntry[] {
  // No loader here: the prefetch filled the cache, and a section never fetches the cards itself.
  const { data } = useQuery(treatmentCardsQuery(skipToken));
  if (!data) throw new Error('The treatment cards are not loaded: the section prefetches them before it renders.');
  return data;
}
