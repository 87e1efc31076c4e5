import { useEffect } from 'react';

/**
 * Logs a failed load once per failure (SPEC §8: load failures are logged, loading ends and the
 * results are empty). An effect, so a re-render does not log the same failure again.
 */
export function useLoggedFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Loading ${what} failed:`, error.message);
  }, [what, error]);
}
