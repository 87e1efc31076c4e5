import type { ClinicDatabase } from '../db/open-database';
import { eraseRequestsReceivedBefore } from '../db/inbox-repository';
import { deleteExpiredLoginFailures } from '../db/login-throttle-repository';
import { deleteEndedRateLimitWindows } from '../db/rate-limit-repository';
import { clinicUtcOffsetMinutes, clinicWallClock } from '../../src/forms/clinic-clock';

/**
 * Erases requests older than the retention period set in pages/site.json (`requests.retentionMonths`):
 * their name, e-mail, phone and message are removed, and their queued e-mails deleted; the row
 * stays as the record (see inbox-repository.ts). Runs once at start and then every day, so a
 * request is never kept more than a day past its period.
 *
 * With several instances on one PostgreSQL database, each starts the job, but a run happens on one
 * instance at a time: the others find it under way and skip theirs (inbox-repository.ts), and
 * the next day's run is again whichever comes first. The same run forgets the form limit's ended
 * windows and sign-in failures that have left their window.
 */

const RETENTION_ACTOR = 'retention';
export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

export interface RetentionLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionJob {
  /** Erases what is due now; resolves to how many requests were erased (0 when another instance's run is under way). */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * The instant `months` calendar months before `now` on the clinic's calendar (`timeZone`):
 * requests received before it are due.
 */
export function retentionCutoff(now: Date, months: number, timeZone: string): Date {
  // Counted on the clinic's wall clock (read as UTC fields), then turned back into an instant.
  const cutoff = clinicWallClock(now, timeZone);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March minus one month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  const guess = new Date(cutoff.getTime() - clinicUtcOffsetMinutes(now, timeZone) * 60_000);
  return new Date(cutoff.getTime() - clinicUtcOffsetMinutes(guess, timeZone) * 60_000);
}

export function startRetentionJob({
  db,
  retentionMonths,
  timeZone,
  log,
  now = () => new Date(),
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  db: ClinicDatabase;
  retentionMonths: number;
  /** The clinic's time zone (`clinic.timeZone`): the months are its calendar's. */
  timeZone: string;
  log: RetentionLogger;
  now?: () => Date;
  intervalMs?: number;
}): RetentionJob {
  let running: Promise<number> = Promise.resolve(0);

  async function erase(): Promise<number> {
    const at = now();
    const cutoff = retentionCutoff(at, retentionMonths, timeZone);
    const erased = await eraseRequestsReceivedBefore(db, cutoff, { actor: RETENTION_ACTOR, at });
    if (erased === undefined) {
      log.info({}, 'Retention run skipped: another instance is running it');
      return 0;
    }
    await deleteEndedRateLimitWindows(db, at.getTime());
    await deleteExpiredLoginFailures(db, at.getTime());
    if (erased > 0) log.info({ erased, receivedBefore: cutoff.toISOString(), retentionMonths }, 'Erased requests past the retention period');
    return erased;
  }

  function runOnce(): Promise<number> {
    running = running.catch(() => 0).then(erase);
    return running;
  }

  const run = () =>
    runOnce().catch((error: unknown) => {
      log.error({ err: error }, 'Retention run failed; it will be tried again at the next run');
      return 0;
    });

  void run();
  const timer = setInterval(run, intervalMs);
  // The daily timer alone must not keep the process alive.
  timer.unref();

  return {
    runOnce,
    stop: () => clearInterval(timer),
  };
}
