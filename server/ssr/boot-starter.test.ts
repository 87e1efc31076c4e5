import { describe, expect, it } from 'vitest';
import { APP_STARTED_EVENT } from '../../src/contract/document-elements';
import { BOOT_STARTER_SCRIPT } from './boot-starter';

/** The starter run against a stand-in window: its listeners, its address and its reloads. */
function runStarter() {
  const listeners = new Map<string, () => void>();
  const location = { pathname: '/thank-you', search: '', reloads: 0, reload: () => location.reloads++ };
  const document = { currentScript: { getAttribute: () => '/assets/boot.js' }, readyState: 'loading' };
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  const removeEventListener = (type: string, listener: () => void) => listeners.get(type) === listener && listeners.delete(type);
  new Function('document', 'location', 'addEventListener', 'removeEventListener', BOOT_STARTER_SCRIPT)(
    document,
    location,
    addEventListener,
    removeEventListener,
  );
  const fire = (type: string) => listeners.get(type)?.();
  return { location, fire };
}

describe('the inline boot starter', () => {
  it('loads the page an address names on Back or Forward until the app has started, then leaves history to the app', () => {
    const { location, fire } = runStarter();
    location.pathname = '/contact';
    fire('popstate');
    expect(location.reloads).toBe(1);
    // A move within the page is the browser's.
    location.pathname = '/thank-you';
    fire('popstate');
    expect(location.reloads).toBe(1);

    fire(APP_STARTED_EVENT);
    location.pathname = '/contact';
    fire('popstate');
    expect(location.reloads).toBe(1);
  });
});
