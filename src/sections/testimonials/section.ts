import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'testimonials'>({
  type: 'testimonials',
  component: () => import('./testimonials-section'),
  // At the foot of its pages: the strip moves from its CSS alone, and its script (the pause and
  // video buttons) hydrates as it nears the viewport, or at a press, which React then replays.
  hydration: 'when-visible',
  data: () => import('./data'),
  content: {
    siteProblems: (section, site) =>
      section.reviewLabel && !site.clinic.social.some((link) => link.network === 'reviews')
        ? [
            {
              value: 'a review link needs the clinic\'s review page: add { "network": "reviews", … } to clinic.social in pages/site.json',
              pointer: '/reviewLabel',
            },
          ]
        : [],
  },
});
