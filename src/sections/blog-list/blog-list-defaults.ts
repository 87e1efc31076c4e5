/** The spec's strings, used wherever the page's JSON leaves one out. */
export const BLOG_LIST_DEFAULTS = {
  searchLabel: 'Search blogs by title',
  searchPlaceholder: 'Search for Blogs',
  filterLabel: 'Filter Blogs',
  allLabel: 'All',
  loadingLabel: 'Loading...',
  authorLabel: 'By Admin',
  readMoreLabel: 'Read More',
  emptyTitle: 'No blogs found',
  emptySearchText: 'No blogs match your search. Try different keywords.',
  emptyCategoryText: 'No blogs found in the selected category.',
  emptyText: 'No blogs are available at the moment. Please check back soon.',
} as const;

export type BlogListTexts = { -readonly [K in keyof typeof BLOG_LIST_DEFAULTS]: string };
