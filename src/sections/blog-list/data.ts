import { blogCategoriesQuery, blogListQuery } from '../../api/blogs';
import { knownCategory, parseCategoryParam } from '../../api/category-param';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'blog-list'>({
  // The category here, the search box's text in the component (`?search=`, its no-script form).
  queryParams: ['category', 'search'],
  // The categories, then the list of the category in the URL (`?category=<id>`; malformed or
  // unknown ids are ignored), so the list is in the server's HTML on first load.
  prefetch: async (_section, { api, queryClient, search }) => {
    const categories = await queryClient.fetchQuery(blogCategoriesQuery(api)).catch(() => []);
    const category = knownCategory(parseCategoryParam(search.get('category')), categories);
    await queryClient.prefetchQuery(blogListQuery(api, category));
  },
});
