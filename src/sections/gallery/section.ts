import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'gallery'>({
  type: 'gallery',
  component: () => import('./gallery-section'),
  data: () => import('./data'),
});
