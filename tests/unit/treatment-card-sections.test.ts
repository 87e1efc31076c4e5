import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TreatmentCardEntry } from '../../src/content/content-index';
import { TREATMENT_CARDS_QUERY_KEY } from '../../src/content/treatment-cards-query';
import type { SectionContext } from '../../src/renderer/section-manifest';
import cardsData from '../../src/sections/treatment-cards/data';
import { en } from '../../src/i18n/dictionaries/en';
import carouselData from '../../src/sections/treatments-carousel/data';

const cards: TreatmentCardEntry[] = [
  {
    id: 'root-canal',
    path: '/root-canal-treatment-in-ahmedabad',
    card: {
      title: 'Root Canal Treatment',
      description: 'Saves the tooth.',
      icon: 'tooth',
      backgroundImage: { src: '/images/rc.svg', alt: '', width: 800, height: 500 },
      order: 10,
    },
  },
];

function context(treatmentCards: () => Promise<TreatmentCardEntry[]>): SectionContext {
  return {
    params: {},
    search: new URLSearchParams(),
    path: '/treatments',
    site: {} as never,
    branches: [],
    api: {} as never,
    queryClient: new QueryClient(),
    treatmentCards,
    dictionary: en,
  };
}

describe('the sections that show treatment cards', () => {
  it.each([
    ['treatment-cards', cardsData],
    ['treatments-carousel', carouselData],
  ] as const)('%s prefetches the cards into the query cache, once', async (type, data) => {
    const load = vi.fn(async () => cards);
    const ctx = context(load);
    await data.prefetch!({ type } as never, ctx);
    await data.prefetch!({ type } as never, ctx);
    expect(ctx.queryClient.getQueryData(TREATMENT_CARDS_QUERY_KEY)).toEqual(cards);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
