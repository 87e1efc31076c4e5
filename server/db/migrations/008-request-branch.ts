import type { Kysely } from 'kysely';

/**
 * `requests.branch_id`: the branch a request is for (pages/branches/<id>.json), by its id. Null
 * for every request stored before there was a choice, and for one sent without a branch (the
 * API takes it; staff see it as not chosen). Text and nullable: the same on both dialects, and
 * no default to rewrite an existing table with.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').addColumn('branch_id', 'text').execute();
  // The inbox's branch filter.
  await db.schema.createIndex('requests_branch_id').on('requests').column('branch_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('requests_branch_id').execute();
  await db.schema.alterTable('requests').dropColumn('branch_id').execute();
}
