import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { openHydrationGate, watchForHydration, type SectionHydration } from './hydration-gate';
import { loadingPlaceholder, type DeferredBody } from './section-body';

/** By shell id: each deferred part's server markup, until it has hydrated. */
const heldMarkup = new Map<string, string>();
/** By shell id: the last press before its code ran, as the button's place among the shell's buttons (the markup may be replaced meanwhile). */
const pendingPresses = new Map<string, { event: Event; shell: HTMLElement; buttonIndex: number }>();
/** Shell ids whose part has hydrated or rendered: presses there are React's. */
const hydratedShells = new Set<string>();
const PLAIN_BUTTON = 'button[type="button"]';

/**
 * A part of the server-rendered page whose code loads later (a section, or the footer): see
 * hydration-gate.ts. Its shell (`display: contents`, so layout is untouched) hydrates with the
 * page and watches the part's markup for the moment to open its gate. Two things are kept for the
 * visitor meanwhile:
 * - a press on one of its buttons (React does not replay it), pressed again once the code has run
 *   (the button in the same place: React may have rendered the part anew meanwhile);
 * - its server markup: an update that reaches the part before it has hydrated (any location
 *   change does, such as the skip link's `#main`, through the links inside it) makes React render
 *   it afresh and drop that markup; the same markup then stands in, inert, while the code loads,
 *   which starts at once, so nothing vanishes or moves.
 * `children` renders the part behind a Suspense boundary that shows `deferred.fallback` and
 * renders `deferred.afterCommit` beside the part.
 */
export function DeferredHydration({
  gate,
  hydration,
  isLoaded,
  children,
}: {
  /** The gate its code waits for (see hydration-gate.ts). */
  gate: string;
  hydration: Exclude<SectionHydration, 'eager'>;
  /** True once its code is here: asked once, as the part first renders (nothing is deferred then). */
  isLoaded: () => boolean;
  children: (deferred: DeferredBody) => ReactNode;
}) {
  const id = useId();
  const shell = useRef<HTMLDivElement>(null);
  const [loadedAtFirstRender] = useState(isLoaded);
  // A navigation (even to a hash, or a redirect) is a transition that reaches the part through the
  // links inside it, and React holds its commit until the part has hydrated: its code must come
  // now, or the navigation would wait for the part to near the screen. Opened during the render,
  // as an effect of a held commit would never run.
  const location = useLocation();
  const [firstLocation] = useState(location);
  if (location !== firstLocation && !loadedAtFirstRender) openHydrationGate(gate);
  useEffect(() => {
    const element = shell.current;
    if (!element || loadedAtFirstRender) return undefined;
    // An effect runs after hydration: the part itself is still the server's markup.
    heldMarkup.set(id, element.innerHTML);
    // React stops a press on markup it has not hydrated (at its root, in the capture phase), so it is
    // noted before (at the document); one that bubbles on to the window with the part hydrated
    // meanwhile (React hydrates it at the press when its code is here) was handled after all.
    const rememberPress = (event: Event) => {
      // Only plain buttons: a link or a form's submit button already works without the code.
      const button = event.target instanceof Element ? event.target.closest(PLAIN_BUTTON) : null;
      if (!button || !element.contains(button) || hydratedShells.has(id)) return;
      pendingPresses.set(id, { event, shell: element, buttonIndex: [...element.querySelectorAll(PLAIN_BUTTON)].indexOf(button) });
    };
    const forgetHandledPress = (event: Event) => {
      if (hydratedShells.has(id) && pendingPresses.get(id)?.event === event) pendingPresses.delete(id);
    };
    document.addEventListener('click', rememberPress, { capture: true });
    window.addEventListener('click', forgetHandledPress);
    const stopWatching = watchForHydration(element, gate, hydration);
    return () => {
      stopWatching();
      document.removeEventListener('click', rememberPress, { capture: true });
      window.removeEventListener('click', forgetHandledPress);
      heldMarkup.delete(id);
      pendingPresses.delete(id);
      hydratedShells.delete(id);
    };
  }, [id, gate, hydration, loadedAtFirstRender]);
  return (
    <div ref={shell} className="section-shell" data-hydration={hydration}>
      {children({ fallback: <HeldServerMarkup id={id} gate={gate} />, afterCommit: <ReplayPendingPress id={id} shell={shell} /> })}
    </div>
  );
}

function HeldServerMarkup({ id, gate }: { id: string; gate: string }) {
  useEffect(() => openHydrationGate(gate), [gate]);
  const markup = heldMarkup.get(id);
  return markup === undefined ? loadingPlaceholder : <div className="section-shell" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * Renders nothing; once the part beside it has committed, marks its shell `data-hydrated` (the
 * sign that its code runs, for tests and for anyone debugging a page) and presses the button
 * pressed too early.
 */
function ReplayPendingPress({ id, shell }: { id: string; shell: RefObject<HTMLDivElement | null> }) {
  // A layout effect: it runs within the commit, so within the press that made React hydrate.
  useLayoutEffect(() => {
    heldMarkup.delete(id);
    hydratedShells.add(id);
    // Written to the element, not rendered: a render of the shell would reach the part again.
    shell.current?.setAttribute('data-hydrated', 'true');
    // After the current event, if any, has run its course (it may be the press itself, which React
    // then handled on the markup it had just hydrated).
    const timer = setTimeout(() => {
      const press = pendingPresses.get(id);
      pendingPresses.delete(id);
      // The same place in the part, whether React hydrated the server's button or rendered anew.
      if (press) press.shell.querySelectorAll<HTMLElement>(PLAIN_BUTTON)[press.buttonIndex]?.click();
    });
    return () => clearTimeout(timer);
  }, [id, shell]);
  return null;
}
