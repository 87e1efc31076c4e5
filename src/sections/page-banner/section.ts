import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'page-banner',
  component: () => import('./page-banner-section'),
  content: { rendersPageHeading: true },
});
