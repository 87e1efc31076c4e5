import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'highlights',
  component: () => import('./highlights-section'),
  // Below the hero; the server's HTML shows the cards and the final count until it nears the viewport.
  hydration: 'when-visible',
});
