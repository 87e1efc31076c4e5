import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'emergency-cta',
  component: () => import('./emergency-cta-section'),
});
