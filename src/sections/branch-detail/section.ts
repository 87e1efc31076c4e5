import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'branch-detail'>({
  type: 'branch-detail',
  component: () => import('./branch-detail-section'),
  data: () => import('./data'),
  content: { rendersPageHeading: true },
});
