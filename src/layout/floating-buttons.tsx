import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSite } from '../content/content-context';
import { useDictionary } from '../i18n/dictionary-context';
import { Icon } from '../ui/icon';
import { callHref, chatHref } from './clinic-contact-links';

/**
 * Fixed on every page: call (bottom left) and WhatsApp chat (bottom right, new tab), on layer
 * 998. They step aside (tucked) while a form control passes under them.
 */
export function FloatingButtons() {
  const site = useSite();
  const { floatingButtons } = site;
  const { common } = useDictionary();
  const [callRef, chatRef] = useKeepFocusClear();
  const tucked = useControlUnder(callRef, chatRef) ? ' floating-button--tucked' : '';
  return (
    <>
      <a ref={callRef} className={`floating-button floating-button--call${tucked}`} href={callHref(site)} aria-label={floatingButtons.callLabel}>
        <Icon name="phone" size={26} />
      </a>
      <a
        ref={chatRef}
        className={`floating-button floating-button--chat${tucked}`}
        href={chatHref(site)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={common.inNewTab(floatingButtons.chatLabel)}
      >
        <Icon name="whatsapp" size={28} />
      </a>
    </>
  );
}

/**
 * Where fixed buttons rest on the screen: their offsets, which leave out the transform that tucks
 * them away.
 */
function restingBoxes(...buttons: Array<HTMLElement | null>) {
  return buttons
    .filter((button): button is HTMLElement => button !== null && button.offsetWidth > 0)
    .map((button) => ({
      top: button.offsetTop,
      bottom: button.offsetTop + button.offsetHeight,
      left: button.offsetLeft,
      right: button.offsetLeft + button.offsetWidth,
    }));
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
      // Where the buttons rest, tucked away or not: they come back once the control leaves their band.
      const covering = restingBoxes(callRef.current, chatRef.current).filter(
        (b) => box.left < b.right && b.left < box.right && box.top < b.bottom && b.top < box.bottom,
      );
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

/** How far a control may reach into a button's side before the button steps aside. */
const EDGE_PX = 1;

/** What a visitor types into, picks or presses: the controls a floating button must never cover. */
const FORM_CONTROLS = 'input:not([type="hidden"]), select, textarea, button';

/**
 * Whether a form control is in the buttons' band (from the bottom of the screen to a little
 * above them) and lies across either button's side, so they would cover it. Scroll padding keeps
 * a focused control clear, but a thumb scrolls anywhere: the submit button, just scrolled onto a
 * phone's screen, is full width, so both buttons would sit on its ends. Watched with an
 * IntersectionObserver whose root is that band (no work on scroll), over every control in the
 * document, including those added or shown later (the footer's map button).
 */
function useControlUnder(call: RefObject<HTMLElement | null>, chat: RefObject<HTMLElement | null>): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    const rests = () => restingBoxes(call.current, chat.current);
    if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    // Each control in the band, with its horizontal extent (scrolling does not change it).
    const inBand = new Map<Element, { left: number; right: number }>();
    const decide = () => {
      const sides = rests();
      // Sharing an edge (a fraction of a pixel, as the home page's slide controls do) is not covering.
      setUnder([...inBand].some(([control, box]) => control.isConnected && sides.some((b) => box.left < b.right - EDGE_PX && b.left + EDGE_PX < box.right)));
    };
    const onChange = (entries: IntersectionObserverEntry[]) => {
      for (const { target, isIntersecting, boundingClientRect: box } of entries) {
        // A visually hidden control (1 px, clipped) shows nothing to cover.
        if (isIntersecting && box.width > 1 && box.height > 1) inBand.set(target, { left: box.left, right: box.right });
        else inBand.delete(target);
      }
      decide();
    };
    let band: IntersectionObserver | undefined;
    const watchAll = () => {
      if (band) document.querySelectorAll(FORM_CONTROLS).forEach((control) => band?.observe(control));
    };
    const watchBand = () => {
      band?.disconnect();
      inBand.clear();
      const tops = rests().map((button) => button.top);
      if (tops.length === 0) return;
      // The root's top edge moves down to a little above the buttons: the rest of the screen is out.
      const bandTop = Math.max(0, Math.min(...tops) - GAP_PX);
      band = new IntersectionObserver(onChange, { rootMargin: `-${bandTop}px 0px 0px 0px` });
      watchAll();
      decide();
    };
    let frame = 0;
    const added = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(watchAll);
    });
    watchBand();
    added.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', watchBand);
    return () => {
      band?.disconnect();
      added.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', watchBand);
    };
  }, [call, chat]);
  return under;
}
