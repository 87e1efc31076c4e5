import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'treatments-carousel'>({
  type: 'treatments-carousel',
  component: () => import('./treatments-carousel-section'),
  data: () => import('./data'),
  // Below the first screen wherever it is used: its script loads as it nears the viewport.
  hydration: 'when-visible',
});
