import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'branch-list'>({
  type: 'branch-list',
  component: () => import('./branch-list-section'),
  data: () => import('./data'),
});
