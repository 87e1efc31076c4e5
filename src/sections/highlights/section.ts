import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'highlights',
  component: () => import('./highlights-section'),
});
