import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'why-choose-us',
  component: () => import('./why-choose-us-section'),
});
