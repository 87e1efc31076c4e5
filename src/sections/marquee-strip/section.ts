import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'marquee-strip',
  component: () => import('./marquee-strip-section'),
  // Below the hero: the text stands still (as without JavaScript) until it nears the viewport.
  hydration: 'when-visible',
});
