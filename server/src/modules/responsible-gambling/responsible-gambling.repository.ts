import type { Insertable, Selectable } from 'kysely';

import type { GamblingBlockTable, GamblingLimitTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type GamblingLimitRow = Selectable<GamblingLimitTable>;
export type GamblingBlockRow = Selectable<GamblingBlockTable>;

/** A member's limits, every kind and period. */
export function selectLimits(db: Executor, memberId: number): Promise<GamblingLimitRow[]> {
  return db.selectFrom('gambling_limit').selectAll().where('member_id', '=', memberId).execute();
}

/** A member's limits of one kind. */
export function selectLimitsOfKind(
  db: Executor,
  memberId: number,
  kind: string,
): Promise<GamblingLimitRow[]> {
  return db
    .selectFrom('gambling_limit')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .execute();
}

/** Writes a member's limit of one kind and period, replacing what was there. */
export async function upsertLimit(db: Executor, row: Insertable<GamblingLimitTable>): Promise<void> {
  await db
    .insertInto('gambling_limit')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'kind', 'period']).doUpdateSet({
        amount: row.amount ?? null,
        pending_amount: row.pending_amount ?? null,
        pending_from: row.pending_from ?? null,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Records a break a member took. */
export async function insertBlock(db: Executor, row: Insertable<GamblingBlockTable>): Promise<void> {
  await db.insertInto('gambling_block').values(row).execute();
}

/** Every break a member took, newest first. */
export function selectBlocks(db: Executor, memberId: number): Promise<GamblingBlockRow[]> {
  return db
    .selectFrom('gambling_block')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('starts_at', 'desc')
    .execute();
}

/** The limits in force of the given kinds for any of `memberIds` (none for a member without one). */
export function selectLimitsInForce(
  db: Executor,
  memberIds: readonly number[],
  kinds: readonly string[],
): Promise<GamblingLimitRow[]> {
  if (memberIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectFrom('gambling_limit')
    .selectAll()
    .where('member_id', 'in', [...memberIds])
    .where('kind', 'in', [...kinds])
    .where('amount', 'is not', null)
    .execute();
}
