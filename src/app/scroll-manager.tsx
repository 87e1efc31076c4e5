import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every navigation the page scrolls to the top, unless the link names an anchor,
 * which is scrolled to instead, or changes a filter on the same page (`keepScroll`). Runs only on changes, not on the first load (the browser
 * already restores or follows the hash then).
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  // A filter that lives in the URL (the gallery's and the blog list's `?category=`) is not a new
  // page: its links say so with `state: { keepScroll: true }`, and the view stays where it is.
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (keepScroll) return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // A new page starts at its top at once, as after a full page load; the stylesheet's smooth
    // scrolling is for moving within a page.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key, keepScroll]);
  return null;
}
