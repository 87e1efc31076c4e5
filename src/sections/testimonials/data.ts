import { testimonialsQuery } from '../../api/testimonials';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'testimonials'>({
  prefetch: (_section, { queryClient, api }) => queryClient.prefetchQuery(testimonialsQuery(api)),
});
