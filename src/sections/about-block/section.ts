import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'about-block',
  component: () => import('./about-block-section'),
});
