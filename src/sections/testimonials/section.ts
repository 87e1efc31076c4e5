import { testimonialsQuery } from '../../api/testimonials';
import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'testimonials',
  component: () => import('./testimonials-section'),
  prefetch: (_section, { queryClient, api }) => queryClient.prefetchQuery(testimonialsQuery(api)),
});
