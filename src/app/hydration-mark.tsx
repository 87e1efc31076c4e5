import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page's scripts have taken over the server's HTML. Until then
 * a press on a link or a form button is the server's plain navigation; end-to-end tests wait for the
 * mark before they test what the scripts add, and styles may use it for enhancements that only make
 * sense with scripts.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
