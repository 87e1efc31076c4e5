import { defineSection } from '../../renderer/section-manifest';

export default defineSection<'blog-article'>({
  type: 'blog-article',
  component: () => import('./blog-article-section'),
  data: () => import('./data'),
  content: { rendersPageHeading: true },
});
