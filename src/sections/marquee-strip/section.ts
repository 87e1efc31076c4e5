import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'marquee-strip',
  component: () => import('./marquee-strip-section'),
});
