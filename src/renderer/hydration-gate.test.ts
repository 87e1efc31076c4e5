// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the gates are module state, as in the browser (one page load).
async function freshGates() {
  vi.resetModules();
  return import('./hydration-gate');
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function shell(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<section><form><input name="firstName"></form></section>';
  document.body.append(element);
  return element;
}

describe('hydration gates', () => {
  it('stay shut until opened, per section type', async () => {
    const { hydrationGate, openHydrationGate } = await freshGates();
    expect(await settled(hydrationGate('contact-form'))).toBe(false);
    openHydrationGate('appointment-form');
    expect(await settled(hydrationGate('contact-form'))).toBe(false);
    openHydrationGate('contact-form');
    expect(await settled(hydrationGate('contact-form'))).toBe(true);
  });

  it('all open after a client navigation, also those asked for later', async () => {
    const { hydrationGate, openAllHydrationGates } = await freshGates();
    const waiting = hydrationGate('contact-form');
    openAllHydrationGates();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(hydrationGate('gallery'))).toBe(true);
  });

  it('on intent: the first focus, press or key inside the section opens it', async () => {
    const { hydrationGate, watchForHydration } = await freshGates();
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const element = shell();
    const stop = watchForHydration(element, 'contact-form', 'on-intent');
    expect(await settled(hydrationGate('contact-form'))).toBe(false);
    // Outside the section: nothing.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(hydrationGate('contact-form'))).toBe(false);
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(hydrationGate('contact-form'))).toBe(true);
    stop();
  });

  it('on intent: or once the browser is idle after load', async () => {
    const { hydrationGate, watchForHydration } = await freshGates();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 7));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const stop = watchForHydration(shell(), 'appointment-form', 'on-intent');
    // jsdom's document has loaded by now: the idle callback is scheduled at once.
    expect(idle).toBeDefined();
    expect(await settled(hydrationGate('appointment-form'))).toBe(false);
    idle!();
    expect(await settled(hydrationGate('appointment-form'))).toBe(true);
    stop();
  });

  it('when visible: as the section comes near the viewport, not before', async () => {
    const { hydrationGate, watchForHydration } = await freshGates();
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    let observed: Element | undefined;
    let margin: string | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: { rootMargin: string }) {
          report = callback;
          margin = options.rootMargin;
        }
        observe(target: Element) {
          observed = target;
        }
        disconnect() {}
      },
    );
    const element = shell();
    const stop = watchForHydration(element, 'gallery', 'when-visible');
    expect(observed).toBe(element.firstElementChild);
    expect(margin).toBe('400px 0px');
    report!([{ isIntersecting: false }]);
    expect(await settled(hydrationGate('gallery'))).toBe(false);
    report!([{ isIntersecting: true }]);
    expect(await settled(hydrationGate('gallery'))).toBe(true);
    stop();
  });
});
