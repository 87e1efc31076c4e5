export const DEFAULT_OUTBOX_POLL_MS = 10_000;
/**
 * How long a worker's claim on a batch of messages lasts (outbox-repository.ts): the time after
 * which the messages of an instance that died mid-send are sent by another.
 */
export const DEFAULT_OUTBOX_LEASE_MS = 5 * 60_000;
const MIN_OUTBOX_LEASE_MS = 1000;
/** See acknowledgement-quota.ts: the form takes any address unverified. */
export const DEFAULT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

export interface MailSettings {
  /** e.g. `smtps://user:pass@smtp.example.com:465`; unset means e-mail is off. */
  smtpUrl?: string;
  /** The clinic's inbox for new requests. */
  to?: string;
  /** Sender address; defaults to `to`. */
  from?: string;
  pollMs: number;
  leaseMs: number;
  acknowledgementsPerAddressPerDay: number;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads SMTP_URL, MAIL_TO, MAIL_FROM, OUTBOX_POLL_MS, OUTBOX_LEASE_MS and ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY. */
export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const pollMs = Number(env.OUTBOX_POLL_MS);
  const leaseMs = Number(nonEmpty(env.OUTBOX_LEASE_MS) ?? Number.NaN);
  const acknowledgements = Number(nonEmpty(env.ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) ?? Number.NaN);
  const to = nonEmpty(env.MAIL_TO);
  return {
    smtpUrl: nonEmpty(env.SMTP_URL),
    to,
    from: nonEmpty(env.MAIL_FROM) ?? to,
    pollMs: Number.isFinite(pollMs) && pollMs >= 100 ? pollMs : DEFAULT_OUTBOX_POLL_MS,
    leaseMs: Number.isInteger(leaseMs) && leaseMs >= MIN_OUTBOX_LEASE_MS ? leaseMs : DEFAULT_OUTBOX_LEASE_MS,
    // 0 sends none; anything but a whole number keeps the default.
    acknowledgementsPerAddressPerDay:
      Number.isInteger(acknowledgements) && acknowledgements >= 0 ? acknowledgements : DEFAULT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  };
}

/**
 * Who the clinic's e-mails go to and come from: MAIL_TO / MAIL_FROM when set (a staging server
 * should not write to the real clinic: MAIL_TO then takes every request, whatever its branch),
 * otherwise each request's branch address, or the clinic address in pages/site.json for one
 * without a branch.
 */
export function mailAddresses(settings: MailSettings, clinicEmail: string): { to: string; from: string; routeToBranches: boolean } {
  return { to: settings.to ?? clinicEmail, from: settings.from ?? clinicEmail, routeToBranches: settings.to === undefined };
}
