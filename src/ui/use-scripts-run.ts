import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the page's scripts run. Controls
 * that only work with JavaScript (a button that loads a map, a list that collapses) appear
 * through it, so a reader without scripts never meets a dead control or hidden content, and
 * hydration still matches the server's markup.
 */
export function useScriptsRun(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
