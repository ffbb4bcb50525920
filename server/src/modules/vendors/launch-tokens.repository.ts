import type { Selectable } from 'kysely';

import type { LaunchTokenTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A launch_token row. */
export type LaunchTokenRow = Selectable<LaunchTokenTable>;

/** Stores a new launch token (by hash). */
export async function insertLaunchToken(db: Executor, row: LaunchTokenRow): Promise<void> {
  await db.insertInto('launch_token').values(row).execute();
}

/** A launch token by the hash of the token. */
export async function selectLaunchToken(
  db: Executor,
  tokenHash: string,
): Promise<LaunchTokenRow | undefined> {
  return db.selectFrom('launch_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Deletes up to `limit` launch tokens that expired before `before` (by the expiry index); answers how many. */
export async function deleteExpiredLaunchTokens(
  db: Executor,
  before: number,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('launch_token')
    .where('token_hash', 'in', (eb) =>
      eb.selectFrom('launch_token').select('token_hash').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
