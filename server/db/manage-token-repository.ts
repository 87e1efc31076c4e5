import type { Kysely } from 'kysely';
import { createManageToken, hashManageToken, isTokenValid, tokenExpiry } from '../visits/manage-token';
import type { DatabaseTables } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { storedRequest, type StoredRequest } from './request-rows';

/**
 * The patient's manage links (migration 011). A token is made where it is handed over (the
 * thank-you page's with the request, an e-mail's as the e-mail is sent) and only its hash is
 * kept: nothing waits anywhere with a token in it.
 */

/** Makes a token for the request, stores its hash in `trx` (the caller's transaction), returns the token. */
export async function addManageToken(trx: Kysely<DatabaseTables>, requestId: number, at: Date): Promise<string> {
  const { token, hash } = createManageToken();
  await trx.insertInto('manage_tokens').values({ token_hash: hash, request_id: requestId, created_at: at.toISOString() }).execute();
  return token;
}

/** Takes back tokens made for an e-mail that was not sent: nobody has them. */
export async function deleteManageTokens({ kysely }: ClinicDatabase, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await kysely.deleteFrom('manage_tokens').where('token_hash', 'in', tokens.map(hashManageToken)).execute();
}

/** The shape of a token: anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/**
 * The request a presented token opens, with the token's hash, or undefined: not a token, no such
 * token, its request erased (erasure deletes its tokens too), or expired (after the visit's day,
 * manage-token.ts). Found by the token's hash; the stored hash is then compared in constant time.
 */
export async function findRequestByManageToken(
  { kysely }: ClinicDatabase,
  token: unknown,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<{ request: StoredRequest; tokenHash: string } | undefined> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return undefined;
  const row = await kysely
    .selectFrom('manage_tokens')
    .innerJoin('requests', 'requests.id', 'manage_tokens.request_id')
    .selectAll('requests')
    .select('manage_tokens.token_hash')
    .where('manage_tokens.token_hash', '=', hashManageToken(token))
    .executeTakeFirst();
  if (!row || row.erased_at !== null) return undefined;
  const { token_hash: tokenHash, ...columns } = row;
  const request = storedRequest(columns);
  const visitDate = visitDateOf(request);
  const expiresAt = tokenExpiry({ visitDate, requestedAt: new Date(request.receivedAt) }, timeZone);
  return isTokenValid(token, { hash: tokenHash, expiresAt }, now) ? { request, tokenHash } : undefined;
}

/** The day the link lasts until: the confirmed visit's, else the one asked for. */
function visitDateOf(request: StoredRequest): string | null {
  return request.slot?.date ?? (request.values.date || null);
}
