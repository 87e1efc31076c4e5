import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'appointment-form',
  component: () => import('./appointment-form-section'),
});
