import { richTextHeadingIds } from '../../content/rich-text-headings';
import { defineSection } from '../../renderer/section-manifest';

export default defineSection({
  type: 'treatment-article',
  component: () => import('./treatment-article-section'),
  content: {
    headingIds: (section) => richTextHeadingIds(section.article, '/article'),
    anchorReferences: (section) => section.sidebar.items.map((item, i) => ({ value: item.anchor, pointer: `/sidebar/items/${i}/anchor` })),
  },
});
