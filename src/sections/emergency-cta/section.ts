import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'emergency-cta',
  component: () => import('./emergency-cta-section'),
  // Its links work without the script, which only adds the smooth scroll near the viewport.
  hydration: 'when-visible',
});
