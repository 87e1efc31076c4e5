import { treatmentCardsQuery } from '../../content/treatment-cards-query';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'treatment-cards'>({
  // The cards come with the page's data (the server's HTML carries them), not with every page's scripts.
  prefetch: async (_section, { treatmentCards, queryClient }) => {
    await queryClient.prefetchQuery(treatmentCardsQuery(treatmentCards));
  },
});
