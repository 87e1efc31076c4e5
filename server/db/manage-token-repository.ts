import type { Kysely } from 'kysely';
import { issueManageToken, presentedTokenHash, sameTokenHash } from '../visits/manage-token';
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
  const { token, hash } = issueManageToken();
  await trx.insertInto('manage_tokens').values({ token_hash: hash, request_id: requestId, created_at: at.toISOString() }).execute();
  return token;
}

/**
 * The request a presented token opens, or undefined: not a token, no such token, or its request
 * erased (erasure deletes its tokens too). Looked up by the token's hash, which is then compared
 * with the stored one in constant time.
 */
export async function findRequestByManageToken({ kysely }: ClinicDatabase, token: unknown): Promise<StoredRequest | undefined> {
  const hash = presentedTokenHash(token);
  if (hash === undefined) return undefined;
  const row = await kysely
    .selectFrom('manage_tokens')
    .innerJoin('requests', 'requests.id', 'manage_tokens.request_id')
    .selectAll('requests')
    .select('manage_tokens.token_hash')
    .where('manage_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || !sameTokenHash(row.token_hash, hash) || row.erased_at !== null) return undefined;
  const { token_hash: _hash, ...request } = row;
  return storedRequest(request);
}
