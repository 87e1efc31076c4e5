import nodemailer from 'nodemailer';
import type { TreatmentChoice } from '../../src/forms/request-fields';
import { chosenBranch } from '../../src/forms/branch-rules';
import { clinicToday } from '../../src/forms/clinic-clock';
import { reserveAcknowledgement } from '../db/acknowledgement-quota';
import type { ClinicDatabase } from '../db/open-database';
import { addManageToken, deleteManageTokens } from '../db/manage-token-repository';
import { claimDueMessages, dropMessage, markFailed, markSent, releaseClaims, voidMessage, type OutboxMessage } from '../db/outbox-repository';
import { manageRequestHref } from '../../src/forms/manage-link';
import { composeVisitMail, type VisitMailSite } from './compose-visit-mail';
import { composeAcknowledgement, type AcknowledgementSite } from './compose-acknowledgement';
import { composeOutboxMessage } from './compose-outbox-message';
import { DEFAULT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, DEFAULT_OUTBOX_LEASE_MS, DEFAULT_OUTBOX_POLL_MS } from './mail-settings';
import { retryDelayMs } from './retry-backoff';
import { withDefaultTimeouts } from './smtp-transport-url';

/** The subset of a pino/Fastify logger the worker uses. */
export interface OutboxLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: ClinicDatabase;
  /** Unset: e-mail is off and queued messages wait in the outbox. */
  smtpUrl?: string;
  /** The clinic's inbox; required when `smtpUrl` is set. */
  to?: string;
  /**
   * A request for a branch goes to that branch's address (`email` in pages/branches/<id>.json),
   * one without a branch to `to`. Off when MAIL_TO is set: everything goes to `to` (see mailAddresses).
   */
  routeToBranches?: boolean;
  /** Defaults to `to`. */
  from?: string;
  /** The clinic facts the patient's acknowledgement shows (pages/site.json); required when `smtpUrl` is set. */
  site?: AcknowledgementSite & VisitMailSite;
  /** The treatments, for their labels in the e-mails (pages/treatments). */
  treatments: readonly TreatmentChoice[];
  log: OutboxLogger;
  pollMs?: number;
  /**
   * How long a claim on a batch lasts (OUTBOX_LEASE_MS): after it, the messages of an instance
   * that died mid-send are sent by another.
   */
  leaseMs?: number;
  /** Injected clock, for tests of the retry schedule. */
  now?: () => Date;
  batchSize?: number;
  /** Acknowledgements sent to one address per clinic day (ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY); the rest are dropped. */
  acknowledgementsPerAddressPerDay?: number;
}

interface OutboxRunSummary {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  readonly enabled: boolean;
  /** Sends one batch of due messages (waits for a run already in progress first). */
  runOnce(): Promise<OutboxRunSummary>;
  /** Runs batches until nothing is due. */
  drain(): Promise<OutboxRunSummary>;
  /** Stops polling, waits for the current run and closes the SMTP connection. */
  stop(): Promise<void>;
}

// A message is sent only while at least this share of its lease is left (2 of the default 5
// minutes: longer than one send can take with the SMTP timeouts, smtp-transport-url.ts), so a
// lease does not run out mid-send and no other worker sends the same message meanwhile. The rest
// of a slow batch is given back.
const SEND_MARGIN_SHARE = 0.4;
const DEFAULT_BATCH_SIZE = 20;
const LAST_ERROR_MAX_LENGTH = 1000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, LAST_ERROR_MAX_LENGTH);
}

function disabledWorker(log: OutboxLogger): OutboxWorker {
  log.info({}, 'E-mail delivery is off (SMTP_URL is not set): requests are stored and stay queued in the outbox');
  const nothingSent = async (): Promise<OutboxRunSummary> => ({ sent: 0, failed: 0 });
  return { enabled: false, runOnce: nothingSent, drain: nothingSent, stop: async () => {} };
}

/**
 * Delivers the outbox: every stored enquiry and appointment request becomes one e-mail to the
 * clinic and, when it was stored with e-mail on, an acknowledgement to the patient. A failed send is kept and retried with exponential backoff (retry-backoff.ts); the
 * attempts, next attempt time and last error are stored on the message.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    log,
    now = () => new Date(),
    pollMs = DEFAULT_OUTBOX_POLL_MS,
    leaseMs = DEFAULT_OUTBOX_LEASE_MS,
    batchSize = DEFAULT_BATCH_SIZE,
    acknowledgementsPerAddressPerDay = DEFAULT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  } = options;
  if (!options.smtpUrl) return disabledWorker(log);
  if (!options.to) throw new Error('MAIL_TO (the clinic inbox) must be set when SMTP_URL is set');
  if (!options.site) throw new Error('The clinic facts (pages/site.json) are needed to acknowledge requests when SMTP_URL is set');

  const to = options.to;
  const from = options.from ?? options.to;
  const site = options.site;
  const display = { treatments: options.treatments, branches: site.branches };

  /**
   * Where the clinic reads the request, and where the patient's reply goes: the inbox of `branchId`
   * (by default the branch the request asked for), or the clinic's.
   */
  function clinicInbox(message: OutboxMessage, branchId: string | undefined = message.payload.request.branch): string {
    if (!options.routeToBranches) return to;
    return chosenBranch(site.branches, branchId)?.email ?? to;
  }
  const transporter = nodemailer.createTransport(withDefaultTimeouts(options.smtpUrl));

  /**
   * What goes to the patient, from the clinic, with Reply-To the clinic's inbox: their branch's
   * (`branchId`, the visit's confirmed branch for a visit e-mail, else the one they asked for).
   */
  function toPatient(message: OutboxMessage, composed: { subject: string; text: string; html: string }, branchId?: string): nodemailer.SendMailOptions {
    return {
      from: { name: site.clinic.name, address: from },
      to: message.payload.request.email,
      replyTo: clinicInbox(message, branchId),
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      // An automatic message: autoresponders must not answer it (RFC 3834).
      headers: { 'Auto-Submitted': 'auto-generated' },
    };
  }

  /**
   * The e-mail of a message, or undefined when it must not go out after all (a reminder whose
   * visit moved or was cancelled). The clinic's notice goes with Reply-To the visitor; the
   * patient's e-mails with Reply-To the clinic. A link to the patient's page gets a token made now.
   */
  async function mailFor(message: OutboxMessage, links: ManageLinks): Promise<nodemailer.SendMailOptions | undefined> {
    switch (message.purpose) {
      case 'notice': {
        const composed = composeOutboxMessage(message.payload, { ...display, timeZone: site.clinic.timeZone });
        return { from, to: clinicInbox(message), replyTo: composed.replyTo, subject: composed.subject, text: composed.text };
      }
      case 'acknowledgement': {
        const manageUrl = message.payload.kind === 'appointment' ? await links.make() : undefined;
        return toPatient(message, composeAcknowledgement(message.payload, site, display, manageUrl));
      }
      case 'visit-update':
      case 'reminder': {
        const visit = await composeVisitMail(db, message, { site, treatments: options.treatments, now: now(), manageUrl: links.make });
        if (!visit) return undefined;
        const { attachments, icalEvent, branchId, ...composed } = visit;
        return { ...toPatient(message, composed, branchId), ...(attachments ? { attachments } : {}), ...(icalEvent ? { icalEvent } : {}) };
      }
    }
  }

  /**
   * The links to the patient's page one send carries: each makes its own token, kept as a hash
   * only. A send that fails takes its tokens back: nobody received them.
   */
  interface ManageLinks {
    make(): Promise<string>;
    takeBack(): Promise<void>;
  }
  function manageLinksFor(message: OutboxMessage): ManageLinks {
    const made: string[] = [];
    return {
      async make() {
        const token = await addManageToken(db.kysely, message.requestId, now());
        made.push(token);
        return new URL(manageRequestHref(token), site.siteUrl).href;
      },
      async takeBack() {
        await deleteManageTokens(db, made);
      },
    };
  }

  /**
   * Whether an acknowledgement is within its recipient's daily cap. Counted once, before the
   * first attempt: a retry after a failed send was counted already.
   */
  async function withinDailyCap(message: OutboxMessage): Promise<boolean> {
    // Only acknowledgements: they answer a form anyone can fill in with any address. A visit
    // e-mail answers a booking the clinic itself confirmed, moved or cancelled, and there is one
    // per step staff take, so a cap would only lose news the patient is waiting for.
    if (message.purpose !== 'acknowledgement' || message.attempts > 0) return true;
    return reserveAcknowledgement(db, {
      recipient: message.payload.request.email,
      clinicDay: clinicToday(now(), site.clinic.timeZone),
      limit: acknowledgementsPerAddressPerDay,
    });
  }

  async function deliver(message: OutboxMessage): Promise<boolean | 'dropped'> {
    if (!(await withinDailyCap(message))) {
      await dropMessage(db, message.id);
      log.info(
        { outboxId: message.id, limit: acknowledgementsPerAddressPerDay },
        'Acknowledgement not sent: its address had its acknowledgements for the day (the clinic still has the request)',
      );
      return 'dropped';
    }
    const links = manageLinksFor(message);
    try {
      const mail = await mailFor(message, links);
      if (!mail) {
        await voidMessage(db, message.id, now());
        log.info({ outboxId: message.id, purpose: message.purpose }, 'Reminder not sent: its visit was changed or cancelled, or its day has begun');
        return 'dropped';
      }
      await transporter.sendMail(mail);
    } catch (error) {
      await links.takeBack();
      const attempts = message.attempts + 1;
      const nextAttemptAt = now().getTime() + retryDelayMs(attempts);
      await markFailed(db, message.id, { attempts, nextAttemptAt, error: describeError(error) });
      log.warn(
        { outboxId: message.id, attempts, nextAttemptAt: new Date(nextAttemptAt).toISOString(), error: describeError(error) },
        'E-mail for a stored request failed; it stays queued and will be retried',
      );
      return false;
    }
    await markSent(db, message.id, now());
    log.info({ outboxId: message.id, kind: message.payload.kind, audience: message.audience, purpose: message.purpose }, 'E-mail for a stored request sent');
    return true;
  }

  async function runBatch(): Promise<OutboxRunSummary> {
    const { messages, leaseExpiresAt } = await claimDueMessages(db, { nowMs: now().getTime(), limit: batchSize, leaseMs });
    const summary: OutboxRunSummary = { sent: 0, failed: 0 };
    for (const [index, message] of messages.entries()) {
      if (now().getTime() > leaseExpiresAt - leaseMs * SEND_MARGIN_SHARE) {
        await releaseClaims(
          db,
          messages.slice(index).map((rest) => rest.id),
        );
        break;
      }
      const outcome = await deliver(message);
      if (outcome === true) summary.sent += 1;
      else if (outcome === false) summary.failed += 1;
    }
    return summary;
  }

  // Runs never overlap: each waits for the previous one.
  let lastRun: Promise<unknown> = Promise.resolve();
  function runOnce(): Promise<OutboxRunSummary> {
    const run = lastRun.then(runBatch);
    lastRun = run.catch(() => undefined);
    return run;
  }

  async function drain(): Promise<OutboxRunSummary> {
    const total: OutboxRunSummary = { sent: 0, failed: 0 };
    // Every claimed message leaves the due set (sent, dropped, or pushed ahead by its backoff), or
    // is given back only after another was tried, so this ends.
    for (;;) {
      const { sent, failed } = await runOnce();
      total.sent += sent;
      total.failed += failed;
      if (sent + failed === 0) return total;
    }
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  function schedule(delayMs: number): void {
    timer = setTimeout(async () => {
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, 'Outbox run failed; will try again at the next poll');
      }
      if (!stopped) schedule(pollMs);
    }, delayMs);
    // Polling alone must not keep the process alive.
    timer.unref();
  }
  schedule(0);

  return {
    enabled: true,
    runOnce,
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await lastRun;
      transporter.close();
    },
  };
}
