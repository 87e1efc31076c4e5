import { createHash } from 'node:crypto';
import type { ClinicDatabase } from './open-database';

/**
 * The daily cap on acknowledgements to one address. The form accepts any address unverified, so
 * without it anyone could have the clinic mail a stranger as often as the form takes posts.
 */

/**
 * One mailbox, however it is written: case does not matter in practice, and a `+tag` reaches the
 * same inbox (`Victim+1@Example.org` is `victim@example.org`).
 */
function normaliseRecipient(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

function recipientHash(address: string): string {
  return createHash('sha256').update(normaliseRecipient(address)).digest('hex');
}

/**
 * Counts one acknowledgement to `recipient` on `clinicDay` if fewer than `limit` were counted,
 * in one statement (two processes cannot both take the last one). Returns whether it may be sent.
 * Past days' counts are deleted on the way.
 */
export async function reserveAcknowledgement(
  { kysely }: ClinicDatabase,
  { recipient, clinicDay, limit }: { recipient: string; clinicDay: string; limit: number },
): Promise<boolean> {
  if (limit <= 0) return false;
  await kysely.deleteFrom('acknowledgement_quota').where('clinic_day', '<', clinicDay).execute();
  const counted = await kysely
    .insertInto('acknowledgement_quota')
    .values({ clinic_day: clinicDay, recipient_hash: recipientHash(recipient), sent: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['clinic_day', 'recipient_hash'])
        .doUpdateSet((eb) => ({ sent: eb('acknowledgement_quota.sent', '+', 1) }))
        .where('acknowledgement_quota.sent', '<', limit),
    )
    .returning('sent')
    .executeTakeFirst();
  return counted !== undefined;
}
