import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'before-after',
  component: () => import('./before-after-section'),
  // Below the first screen wherever it is used: its script loads as it nears the viewport.
  hydration: 'when-visible',
});
