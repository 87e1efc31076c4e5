import { articleRepository } from '../db/article-repository';
import type { ClinicDatabase } from '../db/open-database';

/** How often scheduled articles are looked for: one is on the site within this of its time. */
const SCHEDULE_CHECK_INTERVAL_MS = 30_000;

interface ScheduleLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Publishes scheduled articles when their time comes: at start and every SCHEDULE_CHECK_INTERVAL_MS.
 * Publishing is a content change like an editor's (an event by `schedule`, the revision moved),
 * so the page cache and the sitemap follow. Several instances may run it: the update names only
 * articles still scheduled, in one write transaction, so each is published once.
 */
export function startScheduledPublication({
  db,
  log,
  now = () => new Date(),
  intervalMs = SCHEDULE_CHECK_INTERVAL_MS,
}: {
  db: ClinicDatabase;
  log: ScheduleLogger;
  now?: () => Date;
  intervalMs?: number;
}) {
  const articles = articleRepository(db);
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const published = await articles.publishDue(now());
        if (published > 0) log.info({ published }, 'Published scheduled articles');
      } catch (error) {
        log.error({ err: error }, 'Publishing scheduled articles failed; it will be tried again at the next check');
      }
    });
    return running;
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { runOnce: run, stop: () => clearInterval(timer) };
}
