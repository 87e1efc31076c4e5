import { richTextHeadingIds } from '../../content/rich-text-headings';
import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'banner-block',
  component: () => import('./banner-block-section'),
  content: { headingIds: (section) => richTextHeadingIds(section.body, '/body') },
});
