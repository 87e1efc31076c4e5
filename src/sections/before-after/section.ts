import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'before-after',
  component: () => import('./before-after-section'),
});
