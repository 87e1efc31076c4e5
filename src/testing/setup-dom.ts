import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * jsdom has <dialog> and its `open` attribute but none of its methods. This stand-in does what the
 * components rely on: showModal() opens and moves focus to the first focusable element inside,
 * close() closes and fires `close`. Tab containment, the backdrop and the top layer are the
 * browser's; Playwright checks those in Chromium.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const FOCUSABLE = '[autofocus], button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) return;
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}
