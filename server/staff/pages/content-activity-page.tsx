/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ContentEventRow } from '../../db/content-changes';
import type { ContentEventAction, ContentSubjectKind } from '../../db/database-schema';
import { formatClinicTime } from '../staff-format';
import { CONTENT_ACTIVITY_PATH } from '../staff-paths';

const ACTION_WORDS: Record<ContentEventAction, string> = {
  create: 'created',
  edit: 'edited',
  publish: 'published',
  unpublish: 'unpublished',
  schedule: 'scheduled',
  delete: 'deleted',
  upload: 'uploaded',
  rename: 'renamed',
  reorder: 'reordered',
  move: 'moved',
};

const SUBJECT_WORDS: Record<ContentSubjectKind, string> = {
  article: 'the article',
  media: 'the file',
  'gallery-category': 'the gallery category',
  'gallery-item': 'the gallery item',
  testimonial: 'the testimonial',
  slide: 'the slide',
};

export interface ContentActivityPageProps {
  events: ContentEventRow[];
  total: number;
  page: number;
  pageSize: number;
  timeZone: string;
}

/** The audit record of content: newest first, who did what to which item, when (clinic time). */
export function ContentActivityPage({ events, total, page, pageSize, timeZone }: ContentActivityPageProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <div className="inbox__title">
        <h1>Content activity</h1>
        <p className="inbox__count">{total === 1 ? '1 change' : `${total} changes`}</p>
      </div>
      {events.length === 0 ? (
        <p>No change has been made to the content from the staff area yet.</p>
      ) : (
        <ol className="activity">
          {events.map((event) => (
            <li key={event.id} className="activity__event">
              <time dateTime={event.at}>{formatClinicTime(event.at, timeZone)}</time>
              <p>
                <strong>{event.actor}</strong> {ACTION_WORDS[event.action]} {SUBJECT_WORDS[event.subjectKind]} <q>{event.subject}</q>
                {event.detail ? `: ${event.detail}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label="Pages of the activity">
          {page > 1 && <a href={`${CONTENT_ACTIVITY_PATH}?page=${page - 1}`}>Newer changes</a>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <a href={`${CONTENT_ACTIVITY_PATH}?page=${page + 1}`}>Older changes</a>}
        </nav>
      )}
    </>
  );
}
