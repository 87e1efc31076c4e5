import { richTextHeadingIds } from '../../content/rich-text-headings';
import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'rich-text',
  component: () => import('./rich-text-section'),
  content: { headingIds: (section) => richTextHeadingIds(section.body, '/body') },
});
