import { treatmentCardsQuery } from '../../content/treatment-cards-query';
import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'treatments-carousel',
  // The cards come with the page's data (the server's HTML carries them), not with every page's scripts.
  prefetch: async (_section, { treatmentCards, queryClient }) => {
    await queryClient.prefetchQuery(treatmentCardsQuery(treatmentCards));
  },
  component: () => import('./treatments-carousel-section'),
  // Below the first screen wherever it is used: its script loads as it nears the viewport.
  hydration: 'when-visible',
});
