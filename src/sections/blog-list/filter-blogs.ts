/**
 * The search box's filter: blogs whose title contains the text, ignoring case and the spaces
 * around it (an empty search keeps every blog). `toLowerCase`, not the locale's: the server's and
 * the browser's results must agree.
 */
export function filterBlogsByTitle<T extends { title: string }>(blogs: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...blogs];
  return blogs.filter((blog) => blog.title.toLowerCase().includes(needle));
}

export type EmptyReason = 'search' | 'category' | 'none';

/**
 * Which of the three "No blogs found" texts applies: the search removed every blog, the chosen
 * category has none, or there are none at all (also after a failed load, which shows as empty).
 */
export function emptyReason(loadedCount: number, categoryChosen: boolean): EmptyReason {
  if (loadedCount > 0) return 'search';
  return categoryChosen ? 'category' : 'none';
}
