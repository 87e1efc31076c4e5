/** Names in the head's structured data and preview image (loaded with the head's builders), and a list's "and". */
export const seoWords = {
  home: 'Home',
  blogs: 'Blogs',
  /** Between the last two branch names read aloud in a preview image's alt text. */
  and: 'and',
};
