import { useEffect } from 'react';

/**
 * Logs a failed load once per failure (a failed load is logged, its loading state ends and its
 * results show as empty). An effect, so a re-render does not log the same failure again.
 */
export function useLoggedFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Loading ${what} failed:`, error.message);
  }, [what, error]);
}
