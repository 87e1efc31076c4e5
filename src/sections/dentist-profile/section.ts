import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'dentist-profile',
  component: () => import('./dentist-profile-section'),
});
