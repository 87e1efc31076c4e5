import { richTextHeadingIds } from '../../content/rich-text-headings';
import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'banner-block',
  component: () => import('./banner-block-section'),
  // Static text and links until its script arrives, which it needs only near the viewport.
  hydration: 'when-visible',
  content: { headingIds: (section) => richTextHeadingIds(section.body, '/body') },
});
