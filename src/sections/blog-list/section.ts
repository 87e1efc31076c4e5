import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'blog-list'>({
  type: 'blog-list',
  component: () => import('./blog-list-section'),
  data: () => import('./data'),
});
