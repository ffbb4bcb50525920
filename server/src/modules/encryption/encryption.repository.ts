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
