import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../ui/app-link';
import { useBlogBySlug, useBlogTags, type Blog } from '../../api/blogs';
import { mediaUrl } from '../../contract/api-contract';
import { useSite, useLanguage } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { useRouteParams } from '../../renderer/route-params';
import { formatDayShortMonthYear, isoCalendarDate } from '../../ui/format-date';
import { Icon } from '../../ui/icon';
import { SmartLink } from '../../ui/rich-text';
import { Skeleton } from '../../ui/skeleton';
import { useSectionWords } from '../../i18n/dictionary-context';
import { seoWords } from '../../i18n/section-words/seo';
import { controlsWords } from '../../i18n/section-words/controls';
import './blog-article.css';

export const BLOG_ARTICLE_DEFAULTS = {
  blogsLabel: 'Blogs',
  authorLabel: 'By Admin',
  authorText: 'Written by our dental team to help you care for your teeth between visits.',
  tagsTitle: 'Popular Tags',
  failedText: 'This article could not be loaded just now. Please try again in a moment, or read our other articles.',
} as const;

/**
 * The article at /blogs/:slug. Its body is the blog's HTML, sanitised by the server when it was
 * stored (the only HTML the site takes from data); it is rendered as it is, never re-parsed here.
 */
export default function BlogArticleSection({ section }: { section: SectionDefinition<'blog-article'> }) {
  const { slug = '' } = useRouteParams();
  const { blog, isLoading } = useBlogBySlug(slug);
  const common = useSectionWords('controls', controlsWords);
  const seo = useSectionWords('seo', seoWords);
  // An article in another language than the page's says so, for screen readers, fonts and translation tools.
  const pageLanguage = useLanguage();
  const articleLang = blog && blog.language !== pageLanguage ? blog.language : undefined;
  const texts = {
    blogsLabel: section.blogsLabel ?? BLOG_ARTICLE_DEFAULTS.blogsLabel,
    authorLabel: section.authorLabel ?? BLOG_ARTICLE_DEFAULTS.authorLabel,
    authorText: section.authorText ?? BLOG_ARTICLE_DEFAULTS.authorText,
  };

  return (
    <div className="blog-article">
      <header className="blog-article__hero">
        <div className="container">
          <nav aria-label={common.breadcrumb}>
            <ol className="plain-list blog-article__breadcrumb">
              <li>
                <AppLink to="/">{seo.home}</AppLink>
              </li>
              <li>
                <AppLink to="/blogs">{texts.blogsLabel}</AppLink>
              </li>
            </ol>
          </nav>
          {blog ? (
            <>
              <h1 className="blog-article__title" id="blog-article-title" lang={articleLang}>
                {blog.title}
              </h1>
              <ArticleMeta blog={blog} />
            </>
          ) : (
            <h1 className="blog-article__title">{texts.blogsLabel}</h1>
          )}
        </div>
      </header>
      <div className="container">
        <div className="blog-article__grid">
          {blog ? (
            <article className="blog-article__main" aria-labelledby="blog-article-title" lang={articleLang}>
              <img
                className="blog-article__image"
                src={mediaUrl(blog.image)}
                alt={blog.imageAlt ?? ''}
                width={blog.width}
                height={blog.height}
                decoding="async"
                fetchPriority="high"
              />
              <ArticleBody html={blog.description} />
              <div className="blog-author">
                <span className="blog-author__avatar" aria-hidden="true">
                  <Icon name="tooth" size={28} />
                </span>
                <div>
                  <p className="blog-author__name">{texts.authorLabel}</p>
                  <p className="blog-author__text">{texts.authorText}</p>
                </div>
              </div>
            </article>
          ) : isLoading ? (
            <div className="blog-article__main" aria-busy="true" aria-label="Loading the article">
              <Skeleton className="blog-article__image-skeleton" />
              <Skeleton className="blog-article__line-skeleton" count={6} />
            </div>
          ) : (
            <div className="blog-article__main blog-article__failed" role="status">
              <p>{section.failedText ?? BLOG_ARTICLE_DEFAULTS.failedText}</p>
              <AppLink className="button" to="/blogs">
                {texts.blogsLabel}
              </AppLink>
            </div>
          )}
          <SidePanel section={section} />
        </div>
      </div>
    </div>
  );
}

function ArticleMeta({ blog }: { blog: Blog }) {
  const { timeZone } = useSite().clinic;
  return (
    <p className="blog-article__meta">
      <span className="blog-article__meta-item">
        <Icon name="calendar" size={18} />
        <time dateTime={isoCalendarDate(blog.createdAt, timeZone)}>{formatDayShortMonthYear(blog.createdAt, timeZone)}</time>
      </span>
      <span className="blog-article__category">{blog.blogCategory.categoryName}</span>
    </p>
  );
}

/** The sanitised body. Links in it to pages of this site navigate in the app, without a reload. */
function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || anchor?.target) return;
    event.preventDefault();
    navigate(href);
  };
  // The click handler only enhances the links inside; the body itself is not interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className="blog-article__body" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}

function SidePanel({ section }: { section: SectionDefinition<'blog-article'> }) {
  const { tags, isLoading } = useBlogTags();
  return (
    <aside className="blog-article__aside">
      <nav className="blog-panel" aria-labelledby="blog-panel-treatments">
        <h2 id="blog-panel-treatments" className="blog-panel__title">
          {section.treatments.title}
        </h2>
        <ul className="plain-list blog-panel__links">
          {section.treatments.links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href}>
                <span>{link.label}</span>
                <Icon name="chevron" size={16} className="blog-panel__arrow" />
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      {(isLoading || tags.length > 0) && (
        <section className="blog-panel" aria-labelledby="blog-panel-tags">
          <h2 id="blog-panel-tags" className="blog-panel__title">
            {section.tagsTitle ?? BLOG_ARTICLE_DEFAULTS.tagsTitle}
          </h2>
          {isLoading ? (
            <div className="blog-panel__tags">
              <Skeleton className="blog-panel__tag-skeleton" count={5} />
            </div>
          ) : (
            <ul className="plain-list blog-panel__tags">
              {tags.map((tag) => (
                <li key={tag.id}>
                  <AppLink className="blog-panel__tag" to="/blogs">
                    {tag.tagName}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </aside>
  );
}
