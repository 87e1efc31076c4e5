import { useEffect, useState } from 'react';

/**
 * When the social video popup may open, so that it never ambushes a visitor:
 * - at most once per browser session (sessionStorage; where storage is unavailable it never opens,
 *   since the once-per-session promise could not be kept);
 * - only after the page has been on screen for `delayMs` in all (time in a hidden tab does not count),
 *   which is long after the page has loaded, so it never touches its load metrics;
 * - never while another dialog is open or a form field has focus: it then waits until neither holds.
 */
export const SESSION_KEY = 'social-video-popup-shown';
export const DEFAULT_DELAY_SECONDS = 30;
/** How often a popup that is due looks again whether the visitor is still busy. */
export const BUSY_RETRY_MS = 2000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when it has opened in this session already, or when there is no way to know. */
function shownThisSession(): boolean {
  const store = storage();
  if (!store) return true;
  try {
    return store.getItem(SESSION_KEY) !== null;
  } catch {
    return true;
  }
}

function markShown(): void {
  try {
    storage()?.setItem(SESSION_KEY, String(Date.now()));
  } catch {
    // Storage full or refused: the popup has opened anyway; it may open again in this session.
  }
}

/** The visitor is in the middle of something: a dialog is open, or they are filling in a form. */
function visitorIsBusy(): boolean {
  if (document.querySelector('dialog[open]')) return true;
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]');
}

/** False until the page has been visible for `delayMs` in all, then true. */
function useVisibleDelay(delayMs: number, enabled: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let remaining = delayMs;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (document.visibilityState !== 'visible' || timer !== undefined) return;
      startedAt = Date.now();
      timer = setTimeout(() => setDue(true), remaining);
    };
    const stop = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    };
    const onVisibilityChange = () => (document.visibilityState === 'visible' ? start() : stop());
    start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [delayMs, enabled]);
  return due;
}

/**
 * True from the moment the popup should open (and the session is marked), by the rules above.
 * False on the server and whenever `enabled` is false.
 */
export function useSocialPopupTrigger(delayMs: number, enabled: boolean): boolean {
  const [triggered, setTriggered] = useState(false);
  const due = useVisibleDelay(delayMs, enabled && !triggered);

  useEffect(() => {
    // sessionStorage is read only now, in the browser: another page of this session may have opened it meanwhile.
    if (!due || triggered || shownThisSession()) return;
    // Tried at once, then again every little while as long as the visitor is busy.
    let timer = setTimeout(function tryToOpen() {
      if (visitorIsBusy()) {
        timer = setTimeout(tryToOpen, BUSY_RETRY_MS);
        return;
      }
      markShown();
      setTriggered(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [due, triggered]);

  return triggered;
}
