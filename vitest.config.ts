import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tests that store and read data: the project `postgres` runs them again on PostgreSQL (each
 * opens its database through server/db/testing/test-database.ts, which reads TEST_DATABASE_URL).
 * Tests of SQLite itself (its file, WAL, locks, upgrades of old files) stay in `node` only.
 */
const DATABASE_TESTS = [
  'server/db/migrations/portable-schema.test.ts',
  'server/db/migrations/010-visits.test.ts',
  'server/db/database-schema.test.ts',
  'server/db/migrations/008-request-branch.test.ts',
  'server/db/content-writer.test.ts',
  'server/db/seed.test.ts',
  // Two instances seeding an empty database together.
  'server/db/seed-together.test.ts',
  'server/db/inbox-repository.test.ts',
  'server/db/migrate-cli.test.ts',
  'server/api/content-cache.test.ts',
  'server/api/content-snapshot.test.ts',
  'server/api/register-api.test.ts',
  'server/api/form-rate-limit.test.ts',
  'server/forms/form-post-routes.test.ts',
  'server/mail/outbox-worker.test.ts',
  'server/retention/retention-job.test.ts',
  'server/seo/register-seo-routes.test.ts',
  'server/staff/staff-cli.test.ts',
  'server/staff/staff-routes.test.ts',
  'server/staff/front-desk.test.ts',
  'server/staff/staff-sessions.test.ts',
  'server/staff/sign-in-burst.test.ts',
  // Roles and accounts: the permission table applied by every route, the last admin, disabled accounts; the upgrade to roles.
  'server/staff/staff-accounts.test.ts',
  // The editor role (content only) and the record of content changes.
  'server/staff/editor-role.test.ts',
  'server/db/content-changes.test.ts',
  'server/db/article-repository.test.ts',
  'server/media/media-library.test.ts',
  'server/staff/media-pages.test.ts',
  'server/db/gallery-repository.test.ts',
  'server/db/content-item-edits.test.ts',
  'server/staff/gallery-pages.test.ts',
  'server/staff/slide-pages.test.ts',
  'server/staff/testimonial-pages.test.ts',
  'server/staff/article-publishing.test.ts',
  'server/staff/content-edits-on-site.test.ts',
  'server/db/migrations/009-staff-roles.test.ts',
  // Shared state: the form limit, the sign-in throttle, the outbox lease.
  'server/db/rate-limit-repository.test.ts',
  'server/api/shared-form-rate-limit.test.ts',
  'server/staff/login-throttle.test.ts',
  'server/db/outbox-claim.test.ts',
  // The patient's side of a booking: manage links, visit e-mails, reminders.
  'server/db/migrations/011-visit-messages.test.ts',
  'server/patient/manage-routes.test.ts',
  'server/mail/visit-mail.test.ts',
  // The languages of requests and articles.
  'server/db/migrations/012-languages.test.ts',
  'server/db/migrations/016-testimonial-language.test.ts',
];

/**
 * Tests of PostgreSQL itself (its errors, its pool, its advisory locks; copying a SQLite site into
 * it, restoring its dump; the site on a server stopped, started and slowed down during the test:
 * `*.postgres.test.ts`): the project `postgres` only.
 */
const POSTGRES_ONLY_TESTS = ['server/db/postgres-errors.test.ts', 'server/**/*.postgres.test.ts'];

// Server, scripts and pure modules run in Node; React components in jsdom; the build's checks
// (size budget) in Node after `npm run build`; the database tests on PostgreSQL as well.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'editor/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/fuzz/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY_TESTS],
          testTimeout: 60_000,
          // SQLite here, whatever the shell has set: PostgreSQL is the project below.
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        test: {
          name: 'postgres',
          environment: 'node',
          include: [...DATABASE_TESTS, ...POSTGRES_ONLY_TESTS],
          testTimeout: 60_000,
          env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://clinic:clinic@127.0.0.1:5432/clinic' },
          globalSetup: ['server/db/testing/postgres-global-setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-dom.ts'],
          // Typing into forms with user-event is slow on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // Two built servers behind nginx on one database (tests/cluster): after `npm run build`.
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
    ],
  },
});
