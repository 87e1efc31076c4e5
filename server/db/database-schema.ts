import type { Generated } from 'kysely';
import type { Language } from '../../src/i18n/languages';
import { VISIT_STATUSES, type VisitStatus } from '../visits/visit-status';

/**
 * Row types of every table, as kysely sees them. Column names are snake_case (SQL); the
 * repositories map rows to the camelCase shapes the API returns.
 */

/** Where staff are with a request: the visit's lifecycle (server/visits/visit-status.ts, migration 010); every change is a row in request_events. */
export const REQUEST_STATUSES = VISIT_STATUSES;
export type RequestStatus = VisitStatus;

/** Who called a visit off. */
export type CancellingParty = 'clinic' | 'patient';

export type RequestKind = 'contact' | 'appointment';

/**
 * Every visitor's request, of either kind (migration 004). The field columns are those of the
 * forms' field descriptors (src/forms/request-fields.ts); an enquiry has no treatment, date or
 * time. Erasure blanks the personal ones.
 */
interface RequestsTable {
  id: Generated<number>;
  kind: RequestKind;
  /** e.g. `DC-7K4Q-92`, unique (request-reference.ts). */
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Ten digits, without the country code. */
  phone_number: string;
  country_code: string;
  message: string;
  /** The branch's id (pages/branches/<id>.json); null when none was chosen (migration 008). Kept on erasure. */
  branch_id: string | null;
  /** The treatment file's id (`root-canal`); null for an enquiry. */
  treatment_id: string | null;
  /** `YYYY-MM-DD`, clinic time; null for an enquiry. */
  appointment_date: string | null;
  /** `HH:mm`, clinic time; null for an enquiry. */
  appointment_time: string | null;
  /** ISO 8601, UTC */
  created_at: string;
  status: Generated<RequestStatus>;
  status_changed_at: string | null;
  /** When the personal fields were removed; the row stays as the audit record. */
  erased_at: string | null;
  /** A staff username, or `retention` for the daily job. */
  erased_by: string | null;
  /** Set while the status is `cancelled` (migration 010). */
  cancelled_by: CancellingParty | null;
  /**
   * The slot the clinic confirmed (migration 010), null until then: `YYYY-MM-DD` and `HH:mm` on the
   * clinic's clock, the branch's id (pages/branches), the dentist's id (`clinic.dentists`), if one was named.
   * Erasure blanks the date, time and dentist, as it does the time asked for.
   */
  confirmed_date: string | null;
  confirmed_time: string | null;
  confirmed_branch_id: string | null;
  confirmed_dentist_id: string | null;
  /** Raised on each confirmation, change and cancellation: the SEQUENCE of the visit's calendar file. */
  visit_sequence: Generated<number>;
  /** The language the patient used the site in (src/i18n/languages.ts; migration 012): their e-mails are written in it. */
  language: Generated<Language>;
}

export type OutboxStatus = 'pending' | 'sent';
/** Whom an e-mail goes to: the clinic (its notice of a new request) or the patient. */
export type OutboxAudience = 'clinic' | 'patient';
/**
 * Which e-mail it is (migration 011): the clinic's notice of a new request, the patient's
 * acknowledgement, a visit update (confirmed, rescheduled, cancelled by the clinic), or the
 * reminder the day before a visit.
 */
export type OutboxPurpose = 'notice' | 'acknowledgement' | 'visit-update' | 'reminder';

/** An e-mail about a request; it is written from the request's row when it is sent. */
interface OutboxTable {
  id: Generated<number>;
  request_id: number;
  audience: OutboxAudience;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** Epoch milliseconds; integers keep "due now" a plain comparison. */
  next_attempt_at: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /**
   * Epoch milliseconds: until when the worker that claimed the message may send it alone (migration
   * 007); null when unclaimed. A lease that ran out (its process died mid-send) is claimed again.
   */
  lease_expires_at: number | null;
  /** Which e-mail it is (migration 011); always written, never left to the column's default. */
  purpose: OutboxPurpose;
  /** A visit e-mail's event (request_events.id): it is written from that event's slot and sequence. */
  event_id: number | null;
  /** ISO 8601: a reminder that must not be sent (its visit moved or was cancelled); never claimed. */
  voided_at: string | null;
}

/** The patient's links to their request (migration 011): only each token's SHA-256 is kept. */
interface ManageTokensTable {
  /** SHA-256 of the token, hex (server/visits/manage-token.ts). */
  token_hash: string;
  request_id: number;
  created_at: string;
}

/** Form submissions per address in the current window (migration 007, form-rate-limit-store.ts). */
interface FormRateLimitTable {
  key: string;
  hits: number;
  /** Epoch milliseconds: when the window ends. */
  reset_at: number;
}

/** Failed staff sign-ins still in the window, per address and per username (migration 007, login-throttle.ts). */
interface LoginThrottleTable {
  /** `address:<ip>` or `username:<name>`. */
  key: string;
  /** JSON: `[{ "at": epoch ms, "id": attempt id }]`. */
  failures: string;
  /** Epoch milliseconds: when the newest failure leaves the window. */
  expires_at: number;
}

/** Acknowledgements sent per recipient and clinic day (migration 005, acknowledgement-quota.ts). */
interface AcknowledgementQuotaTable {
  clinic_day: string;
  recipient_hash: string;
  sent: number;
}

/** What an event records: a status change, an erasure, or a patient asking for the visit to change. */
export type RequestEventAction = 'status' | 'erase' | 'change-request';

/**
 * Every status change and erasure: who, when, from, to; the slot at that moment and who cancelled
 * (migration 010). Erasure blanks `message` and the slot's date, time and dentist, so what stays outlives it.
 */
interface RequestEventsTable {
  id: Generated<number>;
  request_id: number;
  action: RequestEventAction;
  from_status: RequestStatus | null;
  to_status: RequestStatus | null;
  /** A staff username, `retention`, or `patient`. */
  actor: string;
  created_at: string;
  slot_date: string | null;
  slot_time: string | null;
  slot_branch_id: string | null;
  slot_dentist_id: string | null;
  cancelled_by: CancellingParty | null;
  /** The patient's words with a change request; personal, erased with the request. */
  message: string | null;
  /** The visit's SEQUENCE after this step (migration 011): what an e-mail about the event carries. */
  visit_sequence: number | null;
}

/** The clinic's internal notes on a request (migration 010); deleted when the request is erased. */
interface RequestNotesTable {
  id: Generated<number>;
  request_id: number;
  /** A staff username. */
  author: string;
  /** ISO 8601, UTC. */
  created_at: string;
  text: string;
}

interface RequestReferenceSequenceTable {
  id: number;
  /** Key of the permutation that turns the counter into references. */
  secret: string;
  last_value: number;
}

interface StaffUsersTable {
  id: Generated<number>;
  /** Lower case, unique. */
  username: string;
  /** `scrypt$…` (password-hashing.ts). */
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  /** A role of the permission table (server/staff/staff-permissions.ts); accounts older than roles are `admin`. */
  role: Generated<string>;
  /** ISO 8601, UTC; set while the account is disabled (it cannot sign in). */
  disabled_at: string | null;
  /** Who disabled it: a staff username, or `(command line)`. */
  disabled_by: string | null;
  /** ISO 8601, UTC; null until the account first signs in. */
  last_signed_in_at: string | null;
}

export type StaffAccountEventAction = 'create' | 'role' | 'disable' | 'enable' | 'password' | 'remove';

/** Every change to a staff account: who made it, when, what (migration 009). */
interface StaffAccountEventsTable {
  id: Generated<number>;
  /** The account changed (kept after the account is removed). */
  username: string;
  action: StaffAccountEventAction;
  /** The role given, for `create` and `role`. */
  role: string | null;
  /** A staff username, or `(command line)`. */
  actor: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

interface StaffSessionsTable {
  /** SHA-256 of the cookie's token, hex. */
  token_hash: string;
  user_id: number;
  /** Epoch milliseconds. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

interface SlidesTable {
  id: Generated<number>;
  image: string;
  alt: string;
  width: number;
  height: number;
  position: number;
}

interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  location: string;
  description: string;
  image: string;
  width: number;
  height: number;
  youtube_link: string | null;
  position: number;
  /** Only `published` testimonials are on the site (migration 015); publishing needs `consent_on`. */
  state: Generated<'draft' | 'published'>;
  /** `YYYY-MM-DD`: when the patient gave written consent to publication, as staff recorded it. */
  consent_on: string | null;
  consent_recorded_by: string | null;
  /** The language the patient wrote it in (src/i18n/languages.ts; migration 016): it is shown as written, marked with it. */
  language: Generated<Language>;
}

interface BlogCategoriesTable {
  id: number;
  category_name: string;
  position: number;
}

interface BlogTagsTable {
  id: Generated<number>;
  tag_name: string;
  position: number;
}

interface BlogsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  image: string;
  width: number;
  height: number;
  created_at: string;
  /**
   * ISO 8601, UTC, like created_at; null until the article is first edited. Set by the content
   * writer (editBlog) whenever the title, body, image, meta fields or category change.
   */
  updated_at: string | null;
  /** Sanitised when stored: see sanitize-blog-html.ts. */
  description_html: string;
  meta_title: string;
  meta_description: string;
  category_id: number;
  /** The language the article is written in (migration 012). */
  language: Generated<Language>;
  /** Only `published` articles are on the site (migration 014). */
  state: Generated<ArticleState>;
  /** ISO 8601, UTC: when a `scheduled` article goes live; null otherwise. */
  publish_at: string | null;
  /** The image's text alternative; '' when the image is decorative. */
  image_alt: Generated<string>;
}

export const ARTICLE_STATES = ['draft', 'scheduled', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** An article's former slugs, each answering 301 to its current address (migration 014). */
interface BlogSlugRedirectsTable {
  slug: string;
  blog_id: number;
}

interface BlogTagLinksTable {
  blog_id: number;
  tag_id: number;
  position: number;
}

interface GalleryCategoriesTable {
  id: number;
  name: string;
  position: number;
}

interface GalleryItemsTable {
  id: Generated<number>;
  category_id: number;
  image: string;
  width: number;
  height: number;
  alt: string;
  youtube_link: string | null;
  position: number;
}

export type ContentEventAction = 'create' | 'edit' | 'publish' | 'unpublish' | 'schedule' | 'delete' | 'upload' | 'rename' | 'reorder' | 'move';
export type ContentSubjectKind = 'article' | 'media' | 'gallery-category' | 'gallery-item' | 'testimonial' | 'slide';

/** Every change staff make to content: who, when, what (migration 013, content-changes.ts). */
interface ContentEventsTable {
  id: Generated<number>;
  /** A staff username, or `schedule` for an article published at its scheduled time. */
  actor: string;
  /** ISO 8601, UTC. */
  created_at: string;
  action: ContentEventAction;
  subject_kind: ContentSubjectKind;
  /** What it was called when it changed: an article's slug, a file's name, a category's name. */
  subject: string;
  detail: string | null;
}

/** An image of the media library (migration 015): stored re-encoded as `file`, named by the hash of the upload. */
interface MediaTable {
  id: Generated<number>;
  /** `library/<hash>.webp`, under the media folder. */
  file: string;
  hash: string;
  original_name: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  created_by: string;
}

/** One row, moved on by the content writer with every content write so caches can tell content changed. */
interface ContentRevisionTable {
  id: number;
  revision: number;
}

export interface DatabaseTables {
  requests: RequestsTable;
  outbox: OutboxTable;
  manage_tokens: ManageTokensTable;
  acknowledgement_quota: AcknowledgementQuotaTable;
  form_rate_limit: FormRateLimitTable;
  login_throttle: LoginThrottleTable;
  slides: SlidesTable;
  testimonials: TestimonialsTable;
  blog_categories: BlogCategoriesTable;
  blog_tags: BlogTagsTable;
  blogs: BlogsTable;
  blog_tag_links: BlogTagLinksTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  gallery_categories: GalleryCategoriesTable;
  gallery_items: GalleryItemsTable;
  content_revision: ContentRevisionTable;
  content_events: ContentEventsTable;
  media: MediaTable;
  request_events: RequestEventsTable;
  request_notes: RequestNotesTable;
  request_reference_sequence: RequestReferenceSequenceTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_account_events: StaffAccountEventsTable;
}

/** The tables holding published content (seeded, cached, written through the content writer). */
export const CONTENT_TABLES = [
  'slides',
  'testimonials',
  'blog_categories',
  'blog_tags',
  'blogs',
  'blog_tag_links',
  'blog_slug_redirects',
  'gallery_categories',
  'gallery_items',
] as const satisfies ReadonlyArray<keyof DatabaseTables>;
