import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'treatment-cards'>({
  type: 'treatment-cards',
  component: () => import('./treatment-cards-section'),
  data: () => import('./data'),
});
