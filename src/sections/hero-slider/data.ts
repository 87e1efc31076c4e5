import { slidesQuery } from '../../api/slides';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'hero-slider'>({
  // The slides come with the page, so the first image is in the server's HTML (it is the page's largest paint).
  prefetch: (_section, { api, queryClient }) => queryClient.prefetchQuery(slidesQuery(api)),
});
