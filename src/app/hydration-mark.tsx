import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page's scripts have taken over the server's HTML. Until then
 * a press on a link or a form button is the server's plain navigation; end-to-end tests wait for the
 * mark (tests/e2e/test.ts) before they test what the scripts add.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
