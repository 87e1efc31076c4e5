import type { Kysely } from 'kysely';
import type { ContentEventAction, ContentSubjectKind, DatabaseTables } from './database-schema';
import { bumpContentRevision } from './content-writer';
import { noteLocalContentChange } from './local-content-changes';
import { withWriteTransaction, type TransactionTarget } from './write-transaction';

/**
 * Every change staff make to content goes through `changeContent`: the change, its event in
 * `content_events` (who, when, what) and the move of the content revision (so the page cache,
 * the API's snapshot and the sitemap see it at their next check) commit together or not at all.
 * A change that records no event changed nothing, and leaves the revision where it was.
 */

interface ContentEvent {
  action: ContentEventAction;
  subjectKind: ContentSubjectKind;
  subject: string;
  detail?: string;
}

export interface ContentChangeScope {
  connection: Kysely<DatabaseTables>;
  /** Records one event of this change (a change may record several: a rename and an edit). */
  record(event: ContentEvent): Promise<void>;
}

export async function changeContent<T>(db: TransactionTarget, who: { actor: string; at: Date }, work: (scope: ContentChangeScope) => Promise<T>): Promise<T> {
  return withWriteTransaction(db, async (connection) => {
    let recorded = 0;
    const record = async (event: ContentEvent) => {
      recorded += 1;
      await connection
        .insertInto('content_events')
        .values({
          actor: who.actor,
          created_at: who.at.toISOString(),
          action: event.action,
          subject_kind: event.subjectKind,
          subject: event.subject,
          detail: event.detail ?? null,
        })
        .execute();
    };
    const result = await work({ connection, record });
    if (recorded > 0) await bumpContentRevision(connection);
    return { result, recorded };
  }).then(({ result, recorded }) => {
    // Counted once committed, so a cache that checks at once finds the new revision.
    if (recorded > 0) noteLocalContentChange();
    return result;
  });
}

export interface ContentEventRow {
  id: number;
  actor: string;
  at: string;
  action: ContentEventAction;
  subjectKind: ContentSubjectKind;
  subject: string;
  detail: string | null;
}

export const CONTENT_EVENTS_PAGE_SIZE = 50;

/** The audit page: newest first, a page at a time, with the total. */
export async function listContentEvents(db: Pick<TransactionTarget, 'kysely'>, page: number): Promise<{ events: ContentEventRow[]; total: number }> {
  const rows = await db.kysely
    .selectFrom('content_events')
    .select(['id', 'actor', 'created_at', 'action', 'subject_kind', 'subject', 'detail'])
    .orderBy('id', 'desc')
    .limit(CONTENT_EVENTS_PAGE_SIZE)
    .offset((page - 1) * CONTENT_EVENTS_PAGE_SIZE)
    .execute();
  const { total } = await db.kysely
    .selectFrom('content_events')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    events: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      at: row.created_at,
      action: row.action,
      subjectKind: row.subject_kind,
      subject: row.subject,
      detail: row.detail,
    })),
    total: Number(total),
  };
}
