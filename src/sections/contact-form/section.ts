import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'contact-form',
  component: () => import('./contact-form-section'),
});
