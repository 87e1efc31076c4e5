import { knownCategory, parseCategoryParam } from '../../api/category-param';
import { galleryCategoriesQuery, galleryItemsQuery } from '../../api/gallery';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'gallery'>({
  queryParams: ['category'],
  // The chips, then the grid of the category in the URL (`?category=<id>`), so a shared link or
  // a reload renders that category on the server. An id that is malformed or names no category
  // is ignored: the grid shows every item, as the component will.
  prefetch: async (_section, { api, queryClient, search }) => {
    const categories = await queryClient.fetchQuery(galleryCategoriesQuery(api)).catch(() => []);
    const category = knownCategory(parseCategoryParam(search.get('category')), categories);
    await queryClient.prefetchQuery(galleryItemsQuery(api, category));
  },
});
