/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { LANGUAGES, LANGUAGE_FACTS } from '../../../src/i18n/languages';
import type { ArticleFilter, ArticleSummary } from '../../db/article-repository';
import { ARTICLE_STATES } from '../../db/database-schema';
import { formatClinicTime } from '../staff-format';
import { ARTICLES_PATH, NEW_ARTICLE_PATH, articlePagePath } from '../staff-paths';
import { ArticleStateBadge, articleStateLine } from './article-parts';
import { SelectField } from './content-fields';
import { Notice } from './notice';

export interface ArticlesPageProps {
  articles: ArticleSummary[];
  filter: ArticleFilter;
  categories: ReadonlyArray<{ id: number; name: string }>;
  timeZone: string;
  notice?: string;
}

const STATE_LABELS = { draft: 'Drafts', scheduled: 'Scheduled', published: 'Published' } as const;

/** Every article, newest first, with a search and filters (category, language, state) that are a plain GET form. */
export function ArticlesPage({ articles, filter, categories, timeZone, notice }: ArticlesPageProps) {
  return (
    <>
      <div className="inbox__title">
        <h1>Articles</h1>
        <p className="inbox__count">{articles.length === 1 ? '1 article' : `${articles.length} articles`}</p>
      </div>
      <Notice text={notice} />
      <p>
        <a className="button" href={NEW_ARTICLE_PATH}>
          Write an article
        </a>
      </p>
      <form className="filters" method="get" action={ARTICLES_PATH} role="search" aria-label="Find articles">
        <div className="field filters__search">
          <label htmlFor="article-search">Search titles and slugs</label>
          <input id="article-search" name="search" type="search" defaultValue={filter.search} maxLength={100} />
        </div>
        <SelectField
          id="article-category"
          name="category"
          label="Category"
          value={filter.categoryId?.toString() ?? ''}
          placeholder="Every category"
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        />
        <SelectField
          id="article-language"
          name="language"
          label="Language"
          value={filter.language ?? ''}
          placeholder="Every language"
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_FACTS[language].nativeName }))}
        />
        <SelectField
          id="article-state"
          name="state"
          label="State"
          value={filter.state ?? ''}
          placeholder="Every state"
          options={ARTICLE_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))}
        />
        <div className="filters__actions">
          <button className="button" type="submit">
            Show articles
          </button>
          <a className="button button--quiet" href={ARTICLES_PATH}>
            Clear
          </a>
        </div>
      </form>
      {articles.length === 0 ? (
        <p className="empty">No article matches. Clear the search or the filters to see them all.</p>
      ) : (
        <ul className="article-list">
          {articles.map((article) => (
            <li key={article.id} className="article-list__item">
              <h2 className="article-list__title">
                <a href={articlePagePath(article.id)}>{article.title}</a>
              </h2>
              <p className="article-list__meta">
                <ArticleStateBadge state={article.state} /> {article.categoryName} · {LANGUAGE_FACTS[article.language].nativeName} · /blogs/{article.slug}
              </p>
              <p className="article-list__when">{articleStateLine(article, timeZone)}</p>
              {article.updatedAt && <p className="article-list__when">Last edited {formatClinicTime(article.updatedAt, timeZone)}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
