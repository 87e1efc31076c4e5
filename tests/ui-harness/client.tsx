import { hydrateRoot } from 'react-dom/client';
import { HarnessApp } from './harness-app';

declare global {
  interface Window {
    harnessHydrated?: boolean;
  }
}

hydrateRoot(document.getElementById('root')!, <HarnessApp />, {
  onRecoverableError: (error) => console.error('hydration:', error),
});
requestAnimationFrame(() => {
  window.harnessHydrated = true;
});
