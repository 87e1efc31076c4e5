import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'dentist-spotlight',
  component: () => import('./dentist-spotlight-section'),
});
