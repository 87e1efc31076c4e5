import { useEffect } from 'react';
import { useScriptsRun } from '../ui/use-scripts-run';

/**
 * Marks `<html data-hydrated>` once the page's scripts have taken over the server's HTML and the
 * controls that need scripts have replaced their server versions (they switch in the same
 * deferred render as this mark: see useScriptsRun). Until then a press on a link or a form button
 * is the server's plain navigation; end-to-end tests wait for the mark (tests/e2e/test.ts) before
 * they test what the scripts add.
 */
export function HydrationMark() {
  const scriptsRun = useScriptsRun();
  useEffect(() => {
    if (scriptsRun) document.documentElement.dataset.hydrated = 'true';
  }, [scriptsRun]);
  return null;
}
