import { sql } from 'kysely';

import type { Executor } from '../../db/transaction';

/*
 * The back office's daily summary (docs/decisions/068-report-daily-summary.md): what the job
 * `reports.daily-summary` writes, and its watermarks. The reads of the reports are in reports.repository.ts.
 */

const num = (value: unknown) => Number(value ?? 0);

/** Names of the job's watermarks in `report_summary_state`. */
export type SummaryStateName = 'ledger' | 'bets-settled' | 'ran-at' | 'member-window';

/**
 * The summarized days of the members' window (docs/decisions/075-member-report-window.md): the member report's
 * default range, the last 30 days, is these and today (read live).
 */
export const MEMBER_WINDOW_DAYS = 29;

export async function selectSummaryState(db: Executor, name: SummaryStateName): Promise<number | undefined> {
  const row = await db
    .selectFrom('report_summary_state')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.value);
}

export async function upsertSummaryState(db: Executor, name: SummaryStateName, value: number): Promise<void> {
  await db
    .insertInto('report_summary_state')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
    .execute();
}

/** A transfer of the ledger as the summary counts it. */
export interface SummaryTransfer {
  id: number;
  kind: string;
  amount: number;
  created_at: number;
  /** The kind of the account credited (a withdrawal counts once its money goes to a payment channel). */
  credit_kind: string;
}

/** Transfers after `afterId`, in id order (along the primary key), with the kind of the account they credit. */
export async function selectTransfersAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<SummaryTransfer[]> {
  const rows = await db
    .selectFrom('ledger_transfer')
    .innerJoin('ledger_account', 'ledger_account.id', 'ledger_transfer.credit_account_id')
    .where('ledger_transfer.id', '>', afterId)
    .select([
      'ledger_transfer.id',
      'ledger_transfer.kind',
      'ledger_transfer.amount',
      'ledger_transfer.created_at',
      'ledger_account.kind as credit_kind',
    ])
    .orderBy('ledger_transfer.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    amount: Number(row.amount),
    created_at: Number(row.created_at),
    credit_kind: row.credit_kind,
  }));
}

export interface DayMoney {
  day: number;
  deposits: number;
  deposit_count: number;
  withdrawals: number;
  withdrawal_count: number;
  bonuses: number;
}

/** Adds money to its days' rows, creating them the first time. */
export async function addDayMoney(db: Executor, rows: readonly DayMoney[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('report_day_money')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('day').doUpdateSet({
          deposits: sql<number>`report_day_money.deposits + excluded.deposits`,
          deposit_count: sql<number>`report_day_money.deposit_count + excluded.deposit_count`,
          withdrawals: sql<number>`report_day_money.withdrawals + excluded.withdrawals`,
          withdrawal_count: sql<number>`report_day_money.withdrawal_count + excluded.withdrawal_count`,
          bonuses: sql<number>`report_day_money.bonuses + excluded.bonuses`,
        }),
      )
      .execute();
  }
}

/** The summarized days among [fromDay, toDay]. */
export async function selectSummarizedDays(
  db: Executor,
  fromDay: number,
  toDay: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('report_day')
    .select('day')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  return new Set(rows.map((row) => Number(row.day)));
}

/** The play sums of a day a summary compares: what changes when any figure of the reports changes. */
export interface DayPlayTotals {
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
}

const sameTotals = (left: DayPlayTotals, right: DayPlayTotals) =>
  left.bet_count === right.bet_count &&
  left.stake === right.stake &&
  left.valid_bet === right.valid_bet &&
  left.payout === right.payout;

/**
 * Whether the day's summary still holds the sums of its daily totals (a settlement, a rollback or a new bet changes
 * one of them): the job then leaves the day as it is.
 */
export async function isDaySummaryCurrent(db: Executor, day: number): Promise<boolean> {
  const summarized = await db
    .selectFrom('report_day')
    .leftJoin('report_day_play', (join) =>
      join
        .onRef('report_day_play.day', '=', 'report_day.day')
        .on('report_day_play.vendor_code', '=', '')
        .on('report_day_play.game_type', '=', ''),
    )
    .where('report_day.day', '=', day)
    .select(['bet_count', 'stake', 'valid_bet', 'payout'])
    .executeTakeFirst();
  if (summarized === undefined) {
    return false;
  }
  const live = await db
    .selectFrom('bet_daily_total')
    .where('day', '=', day)
    .select((eb) => [
      eb.fn.sum<number>('bet_count').as('bet_count'),
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('valid_bet').as('valid_bet'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .executeTakeFirstOrThrow();
  const totals = (row: Record<keyof DayPlayTotals, unknown>): DayPlayTotals => ({
    bet_count: num(row.bet_count),
    stake: num(row.stake),
    valid_bet: num(row.valid_bet),
    payout: num(row.payout),
  });
  return sameTotals(totals(summarized), totals(live));
}

/**
 * Rewrites a day's play (per vendor and game type, per vendor, per game type and the day's: '' for "every"), each
 * member's play of the day, and its new members, from the daily totals: the same rows whatever was there before.
 */
export async function rewriteDay(
  db: Executor,
  day: number,
  values: { newMembers: number; summarizedAt: number },
): Promise<void> {
  const windowLast = await selectSummaryState(db, 'member-window');
  const inWindow = windowLast !== undefined && day > windowLast - MEMBER_WINDOW_DAYS && day <= windowLast;
  if (inWindow) {
    await addMemberDayToWindow(db, day, -1);
  }
  await db.deleteFrom('report_day_play').where('day', '=', day).execute();
  await db.deleteFrom('report_member_day').where('day', '=', day).execute();
  const levels: { vendor: boolean; gameType: boolean }[] = [
    { vendor: true, gameType: true },
    { vendor: true, gameType: false },
    { vendor: false, gameType: true },
    { vendor: false, gameType: false },
  ];
  for (const level of levels) {
    const vendor = level.vendor ? sql<string>`vendor_code` : sql<string>`${sql.lit('')}`;
    const gameType = level.gameType ? sql<string>`game_type` : sql<string>`${sql.lit('')}`;
    await db
      .insertInto('report_day_play')
      .columns([
        'day',
        'vendor_code',
        'game_type',
        'bet_count',
        'stake',
        'valid_bet',
        'payout',
        'active_members',
      ])
      .expression(
        db
          .selectFrom('bet_daily_total')
          .where('day', '=', day)
          .select((eb) => [
            'day',
            vendor.as('vendor_code'),
            gameType.as('game_type'),
            eb.fn.sum<number>('bet_count').as('bet_count'),
            eb.fn.sum<number>('stake').as('stake'),
            eb.fn.sum<number>('valid_bet').as('valid_bet'),
            eb.fn.sum<number>('payout').as('payout'),
            eb.fn.count<number>('member_id').distinct().as('active_members'),
          ])
          .groupBy([
            'day',
            ...(level.vendor ? (['vendor_code'] as const) : []),
            ...(level.gameType ? (['game_type'] as const) : []),
          ]),
      )
      .execute();
  }
  await db
    .insertInto('report_member_day')
    .columns(['day', 'member_id', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .expression(
      db
        .selectFrom('bet_daily_total')
        .where('day', '=', day)
        .select((eb) => [
          'day',
          'member_id',
          eb.fn.sum<number>('bet_count').as('bet_count'),
          eb.fn.sum<number>('stake').as('stake'),
          eb.fn.sum<number>('valid_bet').as('valid_bet'),
          eb.fn.sum<number>('payout').as('payout'),
        ])
        .groupBy(['day', 'member_id'])
        .orderBy('member_id'),
    )
    .execute();
  if (inWindow) {
    await addMemberDayToWindow(db, day, 1);
  }
  await db
    .insertInto('report_member_last')
    .columns(['member_id', 'last_day'])
    .expression(
      db.selectFrom('report_member_day').where('day', '=', day).select(['member_id', 'day as last_day']),
    )
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({
        last_day: sql<number>`case when excluded.last_day > report_member_last.last_day then excluded.last_day
          else report_member_last.last_day end`,
      }),
    )
    .execute();
  await db
    .insertInto('report_day')
    .values({ day, new_members: values.newMembers, summarized_at: values.summarizedAt })
    .onConflict((conflict) =>
      conflict
        .column('day')
        .doUpdateSet({ new_members: values.newMembers, summarized_at: values.summarizedAt }),
    )
    .execute();
}

/**
 * Adds (sign 1) or takes away (sign -1) each member's play of a day from the members' window, as the day's summary is
 * rewritten inside it; a member left with no day in the window leaves it.
 */
async function addMemberDayToWindow(db: Executor, day: number, sign: 1 | -1): Promise<void> {
  const signed = (column: string) => sql<number>`${sql.lit(sign)} * ${sql.ref(column)}`;
  await db
    .insertInto('report_member_window')
    .columns(['member_id', 'days', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .expression(
      db
        .selectFrom('report_member_day')
        .where('day', '=', day)
        .select([
          'member_id',
          sql<number>`${sql.lit(sign)}`.as('days'),
          signed('bet_count').as('bet_count'),
          signed('stake').as('stake'),
          signed('valid_bet').as('valid_bet'),
          signed('payout').as('payout'),
        ]),
    )
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({
        days: sql<number>`report_member_window.days + excluded.days`,
        bet_count: sql<number>`report_member_window.bet_count + excluded.bet_count`,
        stake: sql<number>`report_member_window.stake + excluded.stake`,
        valid_bet: sql<number>`report_member_window.valid_bet + excluded.valid_bet`,
        payout: sql<number>`report_member_window.payout + excluded.payout`,
      }),
    )
    .execute();
  if (sign < 0) {
    await db.deleteFrom('report_member_window').where('days', '<=', 0).execute();
  }
}

/**
 * Makes the members' window the sums of each member's summarized play over the MEMBER_WINDOW_DAYS days up to
 * `lastDay`, and records that day (once a day, when a new day is summarized).
 */
export async function rebuildMemberWindow(db: Executor, lastDay: number): Promise<void> {
  await db.deleteFrom('report_member_window').execute();
  await db
    .insertInto('report_member_window')
    .columns(['member_id', 'days', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .expression(
      db
        .selectFrom('report_member_day')
        .where('day', '>', lastDay - MEMBER_WINDOW_DAYS)
        .where('day', '<=', lastDay)
        .select((eb) => [
          'member_id',
          eb.fn.countAll<number>().as('days'),
          eb.fn.sum<number>('bet_count').as('bet_count'),
          eb.fn.sum<number>('stake').as('stake'),
          eb.fn.sum<number>('valid_bet').as('valid_bet'),
          eb.fn.sum<number>('payout').as('payout'),
        ])
        .groupBy('member_id'),
    )
    .execute();
  await upsertSummaryState(db, 'member-window', lastDay);
}
