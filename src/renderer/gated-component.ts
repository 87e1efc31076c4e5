import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { hydrationGate } from './hydration-gate';

/**
 * A lazy component whose code loads only once the hydration gate `gate` opens (see
 * hydration-gate.ts). Until then, on a hydrating page, React keeps the server's markup in its place.
 */
export function lazyBehindGate<P extends object>(gate: string, load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    await hydrationGate(gate);
    return { default: await load() };
  });
}

/** A part of the layout whose code is a chunk of its own, loaded when its gate opens. */
export interface DeferredPart<P extends object> {
  /** Loads the code now: the server before it renders (the part is in every page's HTML), tests before rendering. */
  preload(): Promise<void>;
  isLoaded(): boolean;
  /**
   * The component to render, as a `useState` initialiser (`const [Part] = useState(part.initialComponent)`):
   * the loaded one, or, while the code has not come, one that waits for the gate. Chosen once per
   * instance, so the part's state survives later renders and a hydrating page keeps the server's
   * markup until the code is here.
   */
  initialComponent(): ComponentType<P>;
}

/** Keeps the loaded component once its chunk is here, and the one lazy component that waits for it. */
export function deferredPart<P extends object>(gate: string, load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = async () => (loaded ??= await load());
  const Gated = lazyBehindGate(gate, loadOnce);
  return {
    preload: async () => {
      await loadOnce();
    },
    isLoaded: () => loaded !== undefined,
    initialComponent: () => loaded ?? Gated,
  };
}
