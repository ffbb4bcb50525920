import type { Insertable, Selectable } from 'kysely';

import type { GamblingBlockTable, GamblingLimitTable, MemberPlaySettingTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type GamblingLimitRow = Selectable<GamblingLimitTable>;
export type GamblingBlockRow = Selectable<GamblingBlockTable>;
export type PlaySettingRow = Selectable<MemberPlaySettingTable>;

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

/** A member's stored play settings, or undefined when they never chose any. */
export function selectPlaySetting(db: Executor, memberId: number): Promise<PlaySettingRow | undefined> {
  return db
    .selectFrom('member_play_setting')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Writes a member's play settings, replacing what was there. */
export async function upsertPlaySetting(
  db: Executor,
  row: Insertable<MemberPlaySettingTable>,
): Promise<void> {
  await db
    .insertInto('member_play_setting')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({
        reality_check_minutes: row.reality_check_minutes,
        inactivity_minutes: row.inactivity_minutes,
        pending_session_minutes: row.pending_session_minutes ?? null,
        pending_from: row.pending_from ?? null,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
