import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'milestone-cards',
  component: () => import('./milestone-cards-section'),
});
