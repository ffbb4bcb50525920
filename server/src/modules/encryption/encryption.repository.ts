import type { Executor } from '../../db/transaction';

export interface ServerKeyRow {
  id: string;
  publicSpki: string;
  privatePem: string;
}

/** The newest RSA key pair, if any. */
export async function selectNewestServerKey(db: Executor): Promise<ServerKeyRow | undefined> {
  const row = await db
    .selectFrom('server_key')
    .select(['id', 'public_spki', 'private_pem'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, publicSpki: row.public_spki, privatePem: row.private_pem };
}

/** Stores a new key pair; a concurrent insert of the same id is ignored. */
export async function insertServerKey(db: Executor, key: ServerKeyRow, now: number): Promise<void> {
  await db
    .insertInto('server_key')
    .values({ id: key.id, public_spki: key.publicSpki, private_pem: key.privatePem, created_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** One key pair by id. */
export async function selectServerKeyById(db: Executor, id: string): Promise<ServerKeyRow | undefined> {
  const row = await db
    .selectFrom('server_key')
    .select(['id', 'public_spki', 'private_pem'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, publicSpki: row.public_spki, privatePem: row.private_pem };
}

/** Records a fingerprint as used; false when it was used already. Expired fingerprints are swept first. */
export async function insertUsedNonce(
  db: Executor,
  fingerprint: string,
  expiresAt: number,
  now: number,
): Promise<boolean> {
  await db.deleteFrom('used_nonce').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('used_nonce')
    .values({ fingerprint, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('fingerprint').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
