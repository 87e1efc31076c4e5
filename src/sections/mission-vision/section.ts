import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'mission-vision',
  component: () => import('./mission-vision-section'),
});
