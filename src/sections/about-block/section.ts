import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'about-block',
  component: () => import('./about-block-section'),
  // Below the first screen wherever it is used: its script loads as it nears the viewport.
  hydration: 'when-visible',
});
