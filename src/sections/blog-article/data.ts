import { blogBySlugQuery, blogTagsQuery } from '../../api/blogs';
import { isNotFound } from '../../api/retry-policy';
import { sectionWords } from '../../i18n/dictionary-context';
import { seoWords } from '../../i18n/section-words/seo';
import { defineSectionData } from '../../renderer/section-manifest';

export default defineSectionData<'blog-article'>({
  // The one article (by slug: the page carries no other article's body) and the tags of its side panel.
  prefetch: async (_section, { params, api, queryClient }) => {
    await Promise.all([queryClient.prefetchQuery(blogBySlugQuery(api, params.slug ?? '')), queryClient.prefetchQuery(blogTagsQuery(api))]);
  },
  // Its builder (structured data) is a chunk of its own: the page being hydrated needs only the status.
  head: async (_section, { params, site, api, queryClient, dictionary }) => {
    const blog = queryClient.getQueryData(blogBySlugQuery(api, params.slug ?? '').queryKey);
    return blog ? (await import('../../seo/blog-article-head')).blogArticleHead(site, blog, sectionWords(dictionary, 'seo', seoWords)) : undefined;
  },
  // The API said there is no such article: the page is the 404 page, with status 404. (Any other
  // failure, such as a network error, is not a missing article: the section says it failed.)
  status: (_section, { params, api, queryClient }) =>
    isNotFound(queryClient.getQueryState(blogBySlugQuery(api, params.slug ?? '').queryKey)?.error) ? 404 : undefined,
});
