import { slidesQuery } from '../../api/slides';
import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'hero-slider',
  component: () => import('./hero-slider-section'),
  // The slides come with the page, so the first image is in the server's HTML (it is the page's largest paint).
  prefetch: (_section, { api, queryClient }) => queryClient.prefetchQuery(slidesQuery(api)),
  content: { rendersPageHeading: true },
});
