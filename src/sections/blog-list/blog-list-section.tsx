import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../ui/app-link';
import { useBlogCategories, useBlogList, type BlogCategory, type BlogSummary } from '../../api/blogs';
import { mediaUrl } from '../../contract/api-contract';
import { useSite, useLanguage } from '../../content/content-context';
import { articlePath, articlesForLanguage } from '../../i18n/articles-for-language';
import { languageName } from '../../i18n/language-names';
import type { Language } from '../../i18n/languages';
import type { SectionDefinition } from '../../content/types';
import { formatLongUsDate, isoCalendarDate } from '../../ui/format-date';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { useUrlCategory } from '../../ui/use-url-category';
import { BLOG_LIST_DEFAULTS, type BlogListTexts } from './blog-list-defaults';
import { emptyReason, filterBlogsByTitle } from './filter-blogs';
import { EmptyState } from '../../ui/empty-state';
import './blog-list.css';

const SKELETON_CARDS = 6;
/** Cards in the first row of the 3-column grid: loaded at once; the rest lazily. */
const FIRST_ROW = 3;

function textsOf(section: SectionDefinition<'blog-list'>): BlogListTexts {
  const texts = { ...BLOG_LIST_DEFAULTS } as BlogListTexts;
  for (const key of Object.keys(texts) as (keyof BlogListTexts)[]) texts[key] = section[key] ?? texts[key];
  return texts;
}

/**
 * The blog list: a search box that filters the loaded list by title as you type, a "Filter Blogs"
 * dropdown whose choice is in the URL, and the cards. Without JavaScript the search box submits
 * `?search=` and the dropdown (a <details>) holds links, so both still work from the server.
 */
export default function BlogListSection({ section }: { section: SectionDefinition<'blog-list'> }) {
  const texts = textsOf(section);
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { categories, isLoading: categoriesLoading } = useBlogCategories();
  const { selected, choose, ready } = useUrlCategory(categories, categoriesLoading);
  const { blogs: loaded, isLoading } = useBlogList(selected, ready);
  // The page's language's articles first, then the English ones (marked so); an English page lists the English ones.
  const language = useLanguage();
  const blogs = articlesForLanguage(loaded, language);
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const shown = filterBlogsByTitle(blogs, search);
  const searching = search.trim() !== '';

  return (
    <section className="blog-list" aria-label="Blog articles">
      <div className="container">
        <div className="blog-list__toolbar">
          <form className="blog-search" role="search" action={pathname} method="get" onSubmit={(event) => event.preventDefault()}>
            <label className="visually-hidden" htmlFor="blog-search-input">
              {texts.searchLabel}
            </label>
            <input
              id="blog-search-input"
              className="blog-search__input"
              type="search"
              name="search"
              placeholder={texts.searchPlaceholder}
              value={search}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
            {selected !== undefined && <input type="hidden" name="category" value={selected} />}
            <button className="blog-search__submit" type="submit" aria-label="Search">
              <Icon name="search" strokeWidth={2} />
            </button>
          </form>
          <CategoryFilter
            texts={texts}
            categories={categories}
            loading={categoriesLoading}
            selected={selected}
            hrefFor={(id) => (id === undefined ? pathname : `${pathname}?category=${id}`)}
            onChoose={choose}
          />
        </div>

        <p className="visually-hidden" role="status">
          {isLoading ? '' : `${shown.length} ${shown.length === 1 ? 'blog' : 'blogs'}${searching ? ` matching “${search.trim()}”` : ''}`}
        </p>
        {isLoading ? (
          <div className="blog-list__grid card-grid" aria-busy="true" aria-label="Loading blogs">
            <Skeleton className="blog-card blog-card--skeleton" count={SKELETON_CARDS} />
          </div>
        ) : shown.length === 0 ? (
          <NoBlogs texts={texts} reason={emptyReason(blogs.length, selected !== undefined)} />
        ) : (
          <ul className="blog-list__grid card-grid">
            {shown.map((blog, index) => (
              <BlogCard key={blog.id} blog={blog} texts={texts} eager={index < FIRST_ROW} pageLanguage={language} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function CategoryFilter({
  texts,
  categories,
  loading,
  selected,
  hrefFor,
  onChoose,
}: {
  texts: BlogListTexts;
  categories: BlogCategory[];
  loading: boolean;
  selected: number | undefined;
  hrefFor(id: number | undefined): string;
  onChoose(id: number | undefined): void;
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const options = [{ id: undefined, categoryName: texts.allLabel }, ...categories];
  const current = options.find((option) => option.id === selected) ?? options[0];

  // A pointer press outside closes the open dropdown, as any menu does.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };

  return (
    // <details> is interactive (its summary takes focus): Escape closing it is a keyboard affordance.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={detailsRef}
      className="blog-filter"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && detailsRef.current?.open) {
          close();
          summaryRef.current?.focus();
        }
      }}
    >
      <summary ref={summaryRef} className="blog-filter__toggle">
        <Icon name="filter" size={18} strokeWidth={2} />
        <span>{texts.filterLabel}</span>
        <span className="blog-filter__current">{current.categoryName}</span>
        <Icon name="chevron" size={16} className="blog-filter__chevron" />
      </summary>
      <ul className="plain-list blog-filter__menu">
        {loading ? (
          <li className="blog-filter__loading" aria-live="polite">
            {texts.loadingLabel}
          </li>
        ) : (
          options.map((option) => (
            <li key={option.id ?? 'all'}>
              <AppLink
                className="blog-filter__option"
                to={hrefFor(option.id)}
                // A filter, not a new page: the view stays where it is (see ScrollManager).
                state={{ keepScroll: true }}
                aria-current={option.id === selected ? 'true' : undefined}
                onClick={() => {
                  onChoose(option.id);
                  if (detailsRef.current) detailsRef.current.open = false;
                }}
              >
                {option.categoryName}
              </AppLink>
            </li>
          ))
        )}
      </ul>
    </details>
  );
}

function BlogCard({ blog, texts, eager, pageLanguage }: { blog: BlogSummary; texts: BlogListTexts; eager: boolean; pageLanguage: Language }) {
  const { timeZone } = useSite().clinic;
  // An article in another language (English, on a Gujarati or Hindi page) is marked with its language's name in the page's language, and links to its own address.
  const other = blog.language !== pageLanguage;
  return (
    <li className="blog-card">
      <img
        className="blog-card__image"
        src={mediaUrl(blog.image)}
        alt=""
        width={blog.width}
        height={blog.height}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
      />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="blog-card__author">
            <Icon name="smile" size={16} /> {texts.authorLabel}
          </span>
          <time dateTime={isoCalendarDate(blog.createdAt, timeZone)}>{formatLongUsDate(blog.createdAt, timeZone)}</time>
        </p>
        <h2 className="blog-card__title">
          {/* The link covers the whole card (see the CSS), so any click on it opens the article. */}
          <AppLink className="blog-card__link" to={articlePath(blog)} hrefLang={other ? blog.language : undefined}>
            {other ? (
              <>
                <span lang={blog.language}>{blog.title}</span> <span className="blog-card__language">({languageName(blog.language, pageLanguage)})</span>
              </>
            ) : (
              blog.title
            )}
          </AppLink>
        </h2>
        <span className="blog-card__more" aria-hidden="true">
          {texts.readMoreLabel} <span className="blog-card__arrow">→</span>
        </span>
      </div>
    </li>
  );
}

function NoBlogs({ texts, reason }: { texts: BlogListTexts; reason: ReturnType<typeof emptyReason> }) {
  const text = reason === 'search' ? texts.emptySearchText : reason === 'category' ? texts.emptyCategoryText : texts.emptyText;
  return <EmptyState icon={<Icon name="search" strokeWidth={2} />} title={texts.emptyTitle} text={text} />;
}
