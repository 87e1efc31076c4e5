import { defineSectionData } from '../../renderer/section-manifest';
import { rememberRenderTime } from '../../ui/use-clinic-now';

export default defineSectionData<'branch-list'>({
  // "Open now" is written at the instant of the render, which the browser hydrates with.
  prefetch: async (_section, { queryClient }) => rememberRenderTime(queryClient),
});
