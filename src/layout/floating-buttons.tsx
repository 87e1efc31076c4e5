import { useEffect, useRef } from 'react';
import { useSite } from '../content/content-context';
import { Icon } from '../ui/icon';
import { callHref, chatHref } from './clinic-contact-links';

/** Fixed on every page: call (bottom left) and WhatsApp chat (bottom right, new tab), on layer 998. */
export function FloatingButtons() {
  const site = useSite();
  const { floatingButtons } = site;
  const [callRef, chatRef] = useKeepFocusClear();
  return (
    <>
      <a ref={callRef} className="floating-button floating-button--call" href={callHref(site)} aria-label={floatingButtons.callLabel}>
        <Icon name="phone" size={26} />
      </a>
      <a
        ref={chatRef}
        className="floating-button floating-button--chat"
        href={chatHref(site)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${floatingButtons.chatLabel} (opens in a new tab)`}
      >
        <Icon name="whatsapp" size={28} />
      </a>
    </>
  );
}

/** Space left between a focused control and the buttons when it has to be moved. */
const GAP_PX = 8;

/**
 * Focus is never left under a floating button (WCAG 2.4.11 and 2.4.12). The stylesheet's
 * scroll-padding does most of it; browsers still stop short in places (Chrome scrolls a text
 * area only until its caret shows), so once focus has moved and the browser has scrolled, a
 * control that still touches a button is scrolled up, clear of it.
 */
function useKeepFocusClear() {
  const callRef = useRef<HTMLAnchorElement>(null);
  const chatRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const buttons = [callRef, chatRef];
    let frame = 0;
    const keepClear = (element: HTMLElement) => {
      if (!element.isConnected) return;
      const box = element.getBoundingClientRect();
      const covering = buttons
        .map((ref) => ref.current?.getBoundingClientRect())
        .filter((b): b is DOMRect => b !== undefined && b.width > 0)
        .filter((b) => box.left < b.right && b.left < box.right && box.top < b.bottom && b.top < box.bottom);
      if (covering.length === 0) return;
      const limit = Math.min(...covering.map((b) => b.top)) - GAP_PX;
      // Up by what overlaps, but never past the control's own top edge.
      const by = Math.min(box.bottom - limit, Math.max(0, box.top - GAP_PX));
      if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
    };
    const onFocusIn = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLElement) || buttons.some((ref) => ref.current === element)) return;
      // A dialog lies in the top layer, above the buttons: nothing in it is covered, and
      // scrolling would only move the page behind it (the mobile menu's call link sits there).
      if (element.closest('dialog[open]')) return;
      cancelAnimationFrame(frame);
      // Two frames: after the browser's own scrolling to the newly focused element.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => keepClear(element));
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, []);
  return [callRef, chatRef] as const;
}
