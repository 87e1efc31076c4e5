import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'hero-slider'>({
  type: 'hero-slider',
  component: () => import('./hero-slider-section'),
  data: () => import('./data'),
  content: { rendersPageHeading: true },
});
