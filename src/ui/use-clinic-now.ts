import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The time a page was rendered at, kept in the query cache so the browser hydrates with the
 * very instant the server rendered (the same "open now" in both), then moves on to its own clock.
 */
const RENDER_TIME_KEY = ['render-time'] as const;
const MINUTE = 60_000;

/** Called by the data module of a section that shows the time of day: on the server, and before a client navigation. */
export function rememberRenderTime(queryClient: QueryClient): void {
  queryClient.setQueryData(RENDER_TIME_KEY, Date.now());
}

/**
 * Milliseconds since the epoch: the render time in the server's HTML and during hydration, then
 * the browser's `Date.now()` at once and at the turn of each minute (timers and `Date.now`, so a
 * test's fake clock drives it), so an open branch shows closed when its closing time passes.
 */
export function useClinicNow(): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => queryClient.getQueryData<number>(RENDER_TIME_KEY) ?? Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, MINUTE - (at % MINUTE));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
