import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'treatment-cards',
  component: () => import('./treatment-cards-section'),
});
