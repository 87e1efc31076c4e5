import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'treatments-carousel',
  component: () => import('./treatments-carousel-section'),
});
