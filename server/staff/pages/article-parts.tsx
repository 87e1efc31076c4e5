/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ArticleSummary } from '../../db/article-repository';
import type { ArticleState } from '../../db/database-schema';
import { formatClinicTime } from '../staff-format';

const BADGES: Record<ArticleState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

export function ArticleStateBadge({ state }: { state: ArticleState }) {
  return <span className={`badge badge--article-${state}`}>{BADGES[state]}</span>;
}

/** Where the article stands, in a sentence with the clinic's time. */
export function articleStateLine(article: Pick<ArticleSummary, 'state' | 'publishAt' | 'createdAt'>, timeZone: string): string {
  switch (article.state) {
    case 'published':
      return `On the site since ${formatClinicTime(article.createdAt, timeZone)}`;
    case 'scheduled':
      return `Goes on the site on ${formatClinicTime(article.publishAt ?? article.createdAt, timeZone)}`;
    case 'draft':
      return `Not on the site; written ${formatClinicTime(article.createdAt, timeZone)}`;
  }
}
