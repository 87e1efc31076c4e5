import type { Migration } from 'kysely';
import * as initial from './001-initial';
import * as staffInbox from './002-staff-inbox';
import * as blogUpdatedAt from './003-blog-updated-at';
import * as oneRequestTable from './004-one-request-table';
import * as acknowledgementQuota from './005-acknowledgement-quota';
import * as portableContentRevision from './006-portable-content-revision';
import * as sharedState from './007-shared-state';
import * as requestBranch from './008-request-branch';
import * as staffRoles from './009-staff-roles';
import * as visits from './010-visits';
import * as visitMessages from './011-visit-messages';
import * as languages from './012-languages';
import * as contentEvents from './013-content-events';
import * as articlePublishing from './014-article-publishing';
import * as mediaAndTestimonialConsent from './015-media-and-testimonial-consent';
import * as testimonialLanguage from './016-testimonial-language';

/**
 * Every migration, keyed by its numbered name. Kysely applies them in name order and refuses
 * to run if an already-applied one is missing or a new one sorts before an applied one, so
 * new migrations get the next number (`004-…` after `003-…`) and are added here.
 */
export const ALL_MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-staff-inbox': staffInbox,
  '003-blog-updated-at': blogUpdatedAt,
  '004-one-request-table': oneRequestTable,
  '005-acknowledgement-quota': acknowledgementQuota,
  '006-portable-content-revision': portableContentRevision,
  '007-shared-state': sharedState,
  '008-request-branch': requestBranch,
  '009-staff-roles': staffRoles,
  '010-visits': visits,
  '011-visit-messages': visitMessages,
  '012-languages': languages,
  '013-content-events': contentEvents,
  '014-article-publishing': articlePublishing,
  '015-media-and-testimonial-consent': mediaAndTestimonialConsent,
  '016-testimonial-language': testimonialLanguage,
};

/** The migrations up to and including `last`: tests build a database as an older release left it. */
export function migrationsThrough(last: string): Record<string, Migration> {
  if (!(last in ALL_MIGRATIONS)) throw new Error(`no migration ${last}`);
  return Object.fromEntries(Object.entries(ALL_MIGRATIONS).filter(([name]) => name <= last));
}
