import { useSyncExternalStore } from 'react';

/**
 * Whether the mobile menu is open: one fact shared by the menu button (in the page's first
 * scripts) and the menu itself (a chunk whose server markup hydrates later). It lives outside
 * React's props on purpose: a prop handed into a part of the page still waiting for its code
 * would make React drop that part's server markup and render it afresh.
 */
let open = false;
const listeners = new Set<() => void>();

export function setMobileMenuOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closed in the server's HTML and while hydrating; then the menu's state. */
export function useMobileMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
