import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'thank-you-details',
  component: () => import('./thank-you-details-section'),
  content: { rendersPageHeading: true },
});
