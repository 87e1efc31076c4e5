import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'stacked-cards',
  component: () => import('./stacked-cards-section'),
});
