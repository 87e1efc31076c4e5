/**
 * When a section's code is needed in the browser, for sections that are not needed at once (and
 * parts of the layout that defer theirs the same way, the footer):
 * - `when-visible`: as it nears the viewport (a section far down the page);
 * - `on-intent`: at the first sign that the visitor is about to use it (focus, press, key, touch
 *   inside it), or once the browser is idle after the page has loaded. A form is the example:
 *   its server HTML is a working form (it posts without scripts), and its script only adds
 *   validation while typing.
 * Until then the server's HTML stays as it is (React keeps a suspended boundary's markup while
 * hydrating the rest of the page). This applies only to the page the server rendered: after the
 * first client navigation every section loads at once (there is no server HTML to keep).
 */
export type SectionHydration = 'eager' | 'when-visible' | 'on-intent';

/** By gate: a section type, or a layout part's name. */
const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
let allOpen = false;

function gate(key: string) {
  let entry = gates.get(key);
  if (!entry) {
    let open!: () => void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    if (allOpen) open();
    entry = { promise, open };
    gates.set(key, entry);
  }
  return entry;
}

/** Resolves once the code behind the gate (a section type's, the footer's) may load. */
export function hydrationGate(key: string): Promise<void> {
  return gate(key).promise;
}

export function openHydrationGate(key: string): void {
  gate(key).open();
}

/** A client navigation happened: from now on every section loads at once. */
export function openAllHydrationGates(): void {
  allOpen = true;
  for (const entry of gates.values()) entry.open();
}

/** Sections that start loading when they come within this distance of the viewport. */
const VISIBLE_MARGIN = '400px 0px';
/** Events that show the visitor is about to use a section. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'mouseover'] as const;

/**
 * Watches a deferred part's server-rendered element and opens its gate when the rule
 * says so. Returns a cleanup function.
 */
export function watchForHydration(element: HTMLElement, key: string, mode: Exclude<SectionHydration, 'eager'>): () => void {
  const open = () => openHydrationGate(key);
  const cleanups: Array<() => void> = [];
  if (mode === 'when-visible') {
    const target = element.firstElementChild ?? element;
    if (typeof IntersectionObserver === 'undefined') {
      open();
      return () => {};
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: VISIBLE_MARGIN });
    observer.observe(target);
    cleanups.push(() => observer.disconnect());
  }
  // Any section opens on intent: a visitor who reaches a control first gets it working at once.
  for (const name of INTENT_EVENTS) {
    element.addEventListener(name, open, { passive: true, capture: true });
    cleanups.push(() => element.removeEventListener(name, open, { capture: true }));
  }
  if (mode === 'on-intent') cleanups.push(whenIdleAfterLoad(open));
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** Calls `callback` when the browser is idle after the load event (at most 2 s after it). */
function whenIdleAfterLoad(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(callback, { timeout: 2000 });
    else timer = setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
