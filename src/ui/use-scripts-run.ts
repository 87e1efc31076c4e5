import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the page's scripts run. Controls
 * that only work with JavaScript (a button that loads a map, a list that collapses) appear
 * through it, so a reader without scripts never meets a dead control or hidden content, and
 * hydration still matches the server's markup.
 *
 * The switch to true is a deferred render: React re-renders a store that changed after hydration
 * synchronously, in one task, and swapping the server's markup for the enhanced one (the mobile
 * menu's dialog, say) can then hold a slow phone's main thread for tens of milliseconds. Deferred,
 * it is rendered in small slices between the browser's own work. A component mounted later (a
 * client navigation) gets true at once.
 */
export function useScriptsRun(): boolean {
  return useDeferredValue(useHydrated());
}

/** False in the server's HTML and during hydration, true from the first render after it (not deferred). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
