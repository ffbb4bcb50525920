import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';

import type { ReferralSettingTable, ReferralTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** Invite friends' SQL (codes, rules, friends), and only SQL (docs/architecture/server.md). */

export type ReferralSettingRow = Selectable<ReferralSettingTable>;
export type ReferralRow = Selectable<ReferralTable>;

const toReferral = (row: ReferralRow): ReferralRow => ({
  ...row,
  invitee_id: Number(row.invitee_id),
  inviter_id: Number(row.inviter_id),
  invited_at: Number(row.invited_at),
  decided_at: row.decided_at === null ? null : Number(row.decided_at),
  reward_id: row.reward_id === null ? null : Number(row.reward_id),
});

export async function selectReferralSetting(db: Executor): Promise<ReferralSettingRow | undefined> {
  const row = await db.selectFrom('referral_setting').selectAll().where('id', '=', 1).executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        id: 1,
        is_enabled: Number(row.is_enabled),
        reward_amount: Number(row.reward_amount),
        min_deposit: Number(row.min_deposit),
        min_valid_bet: Number(row.min_valid_bet),
        window_days: Number(row.window_days),
        turnover_x100: Number(row.turnover_x100),
        claim_days: Number(row.claim_days),
        updated_at: Number(row.updated_at),
      };
}

/** Writes the one settings row. */
export async function upsertReferralSetting(
  db: Executor,
  row: Insertable<ReferralSettingTable>,
): Promise<void> {
  await db
    .insertInto('referral_setting')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        is_enabled: row.is_enabled,
        reward_amount: row.reward_amount,
        min_deposit: row.min_deposit,
        min_valid_bet: row.min_valid_bet,
        window_days: row.window_days,
        turnover_x100: row.turnover_x100,
        claim_days: row.claim_days,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function selectCodeOfMember(db: Executor, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('referral_code')
    .select('code')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.code;
}

export async function selectMemberOfCode(db: Executor, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('referral_code')
    .select('member_id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.member_id);
}

/** Gives a member a code unless they have one or the code is taken: answers whether it was stored. */
export async function insertCodeIfAbsent(
  db: Executor,
  row: { member_id: number; code: string; created_at: number },
): Promise<void> {
  await db
    .insertInto('referral_code')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function insertReferralIfAbsent(db: Executor, row: ReferralRow): Promise<void> {
  await db
    .insertInto('referral')
    .values(row)
    .onConflict((conflict) => conflict.column('invitee_id').doNothing())
    .execute();
}

/** Whether the member ever logged in from `ip`. */
export async function hasKnownIp(db: Executor, memberId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ip')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

/** The inviter's friends by state: counts and the reward of the qualified ones. */
export async function countFriendsByStatus(
  db: Executor,
  inviterId: number,
): Promise<{ status: string; count: number; earned: number }[]> {
  const rows = await db
    .selectFrom('referral')
    .leftJoin('reward', 'reward.id', 'referral.reward_id')
    .select('referral.status')
    .select([
      sql<number | string>`count(*)`.as('count'),
      sql<number | string>`coalesce(sum(reward.amount), 0)`.as('earned'),
    ])
    .where('referral.inviter_id', '=', inviterId)
    .groupBy('referral.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count), earned: Number(row.earned) }));
}

/** A page of the inviter's friends, newest first, with their user names and rewards. */
export async function selectFriendPage(
  db: Executor,
  filter: { inviterId: number; status?: string | undefined; limit: number; offset: number },
): Promise<{ rows: (ReferralRow & { username: string; reward_amount: number })[]; total: number }> {
  let base = db.selectFrom('referral').where('referral.inviter_id', '=', filter.inviterId);
  if (filter.status !== undefined) {
    base = base.where('referral.status', '=', filter.status);
  }
  const counted = await base.select(sql<number | string>`count(*)`.as('total')).executeTakeFirst();
  const rows = await base
    .innerJoin('member', 'member.id', 'referral.invitee_id')
    .leftJoin('reward', 'reward.id', 'referral.reward_id')
    .selectAll('referral')
    .select(['member.username', sql<number | string | null>`reward.amount`.as('reward_amount')])
    .orderBy('referral.invited_at', 'desc')
    .orderBy('referral.invitee_id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return {
    rows: rows.map((row) => ({
      ...toReferral(row),
      username: row.username,
      reward_amount: Number(row.reward_amount ?? 0),
    })),
    total: Number(counted?.total ?? 0),
  };
}

/**
 * The pending friends invited at or after `since` whose completed deposits since their invitation reach
 * `minDeposit` and whose valid bet of report days from their invitation's day reaches `minValidBet`: the friends
 * who qualify now, read in one statement.
 */
export async function selectQualifyingReferrals(
  db: Executor,
  filter: { since: number; minDeposit: number; minValidBet: number; limit: number },
): Promise<ReferralRow[]> {
  const rows = await db
    .selectFrom('referral')
    .selectAll('referral')
    .where('referral.status', '=', 'PENDING')
    .where('referral.invited_at', '>=', filter.since)
    .where(
      (eb) =>
        eb
          .selectFrom('deposit')
          .select(sql<number>`coalesce(sum(deposit.amount), 0)`.as('total'))
          .whereRef('deposit.member_id', '=', 'referral.invitee_id')
          .where('deposit.status', '=', 'COMPLETED')
          .whereRef('deposit.created_at', '>=', 'referral.invited_at'),
      '>=',
      filter.minDeposit,
    )
    .where(
      (eb) =>
        eb
          .selectFrom('bet_daily_total')
          .select(sql<number>`coalesce(sum(bet_daily_total.valid_bet), 0)`.as('total'))
          .whereRef('bet_daily_total.member_id', '=', 'referral.invitee_id')
          .where(sql<boolean>`bet_daily_total.day >= referral.invited_at / 86400000`),
      '>=',
      filter.minValidBet,
    )
    .orderBy('referral.invited_at')
    .limit(filter.limit)
    .execute();
  return rows.map(toReferral);
}

/** Moves a pending friend on, only if still pending: answers whether this call did. */
export async function decideReferral(
  db: Executor,
  inviteeId: number,
  change: { status: string; reason: string | null; decidedAt: number; rewardId: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('referral')
    .set({
      status: change.status,
      reason: change.reason,
      decided_at: change.decidedAt,
      reward_id: change.rewardId,
    })
    .where('invitee_id', '=', inviteeId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every friend still pending that was invited before `before` (its window has passed). */
export async function expirePendingBefore(db: Executor, before: number, now: number): Promise<number> {
  const result = await db
    .updateTable('referral')
    .set({ status: 'INVALID', reason: 'expired', decided_at: now })
    .where('status', '=', 'PENDING')
    .where('invited_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
