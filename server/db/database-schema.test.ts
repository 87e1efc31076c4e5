import { describe, expect, it } from 'vitest';
import type { DatabaseTables } from './database-schema';
import { openTestDatabase } from './testing/test-database';

/**
 * The kysely row types (database-schema.ts) are written by hand next to the migrations that
 * create the tables. This keeps the two from drifting: the list below must name every column
 * of every row type (checked by the compiler), and must match the migrated database exactly
 * (checked at run time).
 */
const COLUMNS = {
  blog_categories: ['id', 'category_name', 'position'],
  blog_tag_links: ['blog_id', 'tag_id', 'position'],
  blog_tags: ['id', 'tag_name', 'position'],
  blogs: [
    'id',
    'slug',
    'title',
    'image',
    'width',
    'height',
    'created_at',
    'description_html',
    'meta_title',
    'meta_description',
    'category_id',
    'updated_at',
    'language',
    'state',
    'publish_at',
    'image_alt',
  ],
  content_revision: ['id', 'revision'],
  gallery_categories: ['id', 'name', 'position'],
  gallery_items: ['id', 'category_id', 'image', 'width', 'height', 'alt', 'youtube_link', 'position'],
  outbox: [
    'id',
    'request_id',
    'audience',
    'status',
    'attempts',
    'next_attempt_at',
    'last_error',
    'created_at',
    'sent_at',
    'lease_expires_at',
    'purpose',
    'event_id',
    'voided_at',
  ],
  manage_tokens: ['request_id', 'token_hash', 'created_at'],
  acknowledgement_quota: ['clinic_day', 'recipient_hash', 'sent'],
  form_rate_limit: ['key', 'hits', 'reset_at'],
  login_throttle: ['key', 'failures', 'expires_at'],
  requests: [
    'id',
    'kind',
    'reference',
    'first_name',
    'last_name',
    'email',
    'phone_number',
    'country_code',
    'message',
    'branch_id',
    'treatment_id',
    'appointment_date',
    'appointment_time',
    'created_at',
    'status',
    'status_changed_at',
    'erased_at',
    'erased_by',
    'cancelled_by',
    'confirmed_date',
    'confirmed_time',
    'confirmed_branch_id',
    'confirmed_dentist_id',
    'visit_sequence',
    'language',
  ],
  request_events: [
    'id',
    'request_id',
    'action',
    'from_status',
    'to_status',
    'actor',
    'created_at',
    'slot_date',
    'slot_time',
    'slot_branch_id',
    'slot_dentist_id',
    'cancelled_by',
    'message',
    'visit_sequence',
  ],
  request_notes: ['id', 'request_id', 'author', 'created_at', 'text'],
  blog_slug_redirects: ['slug', 'blog_id'],
  media: ['id', 'file', 'hash', 'original_name', 'width', 'height', 'bytes', 'created_at', 'created_by'],
  content_events: ['id', 'actor', 'created_at', 'action', 'subject_kind', 'subject', 'detail'],
  request_reference_sequence: ['id', 'secret', 'last_value'],
  staff_users: ['id', 'username', 'password_hash', 'created_at', 'password_changed_at', 'role', 'disabled_at', 'disabled_by', 'last_signed_in_at'],
  staff_account_events: ['id', 'username', 'action', 'role', 'actor', 'created_at'],
  staff_sessions: ['token_hash', 'user_id', 'created_at', 'last_seen_at', 'expires_at'],
  slides: ['id', 'image', 'alt', 'width', 'height', 'position'],
  testimonials: [
    'id',
    'name',
    'location',
    'description',
    'image',
    'width',
    'height',
    'youtube_link',
    'position',
    'state',
    'consent_on',
    'consent_recorded_by',
    'language',
  ],
} as const satisfies { [Table in keyof DatabaseTables]: ReadonlyArray<keyof DatabaseTables[Table]> };

// A column in a row type but missing from the list above makes this `false`, and `true` fails to compile.
type UnlistedColumns = {
  [Table in keyof DatabaseTables]: Exclude<keyof DatabaseTables[Table], (typeof COLUMNS)[Table][number]>;
}[keyof DatabaseTables];
const everyTypedColumnListed: [UnlistedColumns] extends [never] ? true : false = true;

// Kept by the migrator itself, not by us.
const MIGRATOR_TABLES = new Set(['schema_migration', 'schema_migration_lock']);

describe('row types and migrations agree', () => {
  it('the migrated database has exactly the tables and columns the row types declare', async () => {
    expect(everyTypedColumnListed).toBe(true);
    const db = await openTestDatabase();
    try {
      const tables = (await db.kysely.introspection.getTables()).filter((table) => !MIGRATOR_TABLES.has(table.name));
      const actual = Object.fromEntries(tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]));
      const expected = Object.fromEntries(Object.entries(COLUMNS).map(([table, columns]) => [table, [...columns].sort()]));
      expect(actual).toEqual(expected);
    } finally {
      await db.close();
    }
  });
});
