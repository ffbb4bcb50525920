import { sql } from 'kysely';

import type { Executor } from '../../db/transaction';

const DAY_MS = 86_400_000;

/** A range of report days (inclusive) and the instants it covers ([fromAt, toAt)). */
export interface DayRange {
  fromDay: number;
  toDay: number;
  fromAt: number;
  toAt: number;
  /** Milliseconds added to an instant before dividing by a day: the report offset. */
  offsetMs: number;
}

/** Play of a day, a vendor or a game type. */
export interface PlaySums {
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
}

const num = (value: unknown) => Number(value ?? 0);

function playSums(row: {
  bet_count: unknown;
  stake: unknown;
  valid_bet: unknown;
  payout: unknown;
}): PlaySums {
  return {
    bet_count: num(row.bet_count),
    stake: num(row.stake),
    valid_bet: num(row.valid_bet),
    payout: num(row.payout),
  };
}

export interface PlayFilter {
  vendorCode?: string | undefined;
  gameType?: string | undefined;
}

/** Report days read live from the daily totals (days the summary does not hold: today, or every day before it ran). */
export type LiveDays = readonly number[];

// An empty list of days reads nothing (`in ()` is no SQL): the day -1 holds no row.
const dayList = (days: LiveDays) => (days.length === 0 ? [-1] : [...days]);

function playOfRange(db: Executor, days: LiveDays, filter: PlayFilter) {
  let query = db.selectFrom('bet_daily_total').where('day', 'in', dayList(days));
  if (filter.vendorCode !== undefined) {
    query = query.where('vendor_code', '=', filter.vendorCode);
  }
  if (filter.gameType !== undefined) {
    query = query.where('game_type', '=', filter.gameType);
  }
  return query;
}

/** Play per report day of the days, with the members who bet that day (the daily totals by day index). */
export async function selectPlayByDay(
  db: Executor,
  days: LiveDays,
  filter: PlayFilter,
): Promise<Map<number, PlaySums & { active_members: number }>> {
  const rows = await playOfRange(db, days, filter)
    .select('day')
    .select((eb) => [
      eb.fn.sum<number>('bet_count').as('bet_count'),
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('valid_bet').as('valid_bet'),
      eb.fn.sum<number>('payout').as('payout'),
      eb.fn.count<number>('member_id').distinct().as('active_members'),
    ])
    .groupBy('day')
    .execute();
  return new Map(
    rows.map((row) => [Number(row.day), { ...playSums(row), active_members: num(row.active_members) }]),
  );
}

/** Members who bet on the days, read live (each once). */
export async function countActiveMembers(db: Executor, days: LiveDays, filter: PlayFilter): Promise<number> {
  const row = await playOfRange(db, days, filter)
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return num(row.count);
}

/** Play of the days by vendor or by game type, read live. */
export async function selectPlayBy(
  db: Executor,
  days: LiveDays,
  filter: PlayFilter,
  key: 'vendor_code' | 'game_type',
): Promise<(PlaySums & { key: string })[]> {
  const rows = await playOfRange(db, days, filter)
    .select(`${key} as key`)
    .select((eb) => [
      eb.fn.sum<number>('bet_count').as('bet_count'),
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('valid_bet').as('valid_bet'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .groupBy(key)
    .execute();
  return rows.map((row) => ({ key: String(row.key), ...playSums(row) }));
}

// The day is computed with integer literals (both code's own integers): bound as parameters, SQLite would divide
// as REAL and each instant would make a group of its own, and PostgreSQL could not group by the expression.
/**
 * Sums and counts of one transfer kind per report day, of the transfers after `afterId` (the daily summary's
 * watermark: a range of the primary key, the ledger's tail).
 */
export async function selectTransfersByDay(
  db: Executor,
  range: DayRange,
  afterId: number,
  kind: 'deposit' | 'withdrawal' | 'bonus',
  creditAccountKind?: string,
): Promise<Map<number, { amount: number; count: number }>> {
  let query = db
    .selectFrom('ledger_transfer')
    .where('ledger_transfer.id', '>', afterId)
    .where('ledger_transfer.kind', '=', kind)
    .where('ledger_transfer.created_at', '>=', range.fromAt)
    .where('ledger_transfer.created_at', '<', range.toAt);
  if (creditAccountKind !== undefined) {
    query = query
      .innerJoin('ledger_account', 'ledger_account.id', 'ledger_transfer.credit_account_id')
      .where('ledger_account.kind', '=', creditAccountKind);
  }
  const day = sql<number>`(ledger_transfer.created_at + ${sql.lit(range.offsetMs)}) / ${sql.lit(DAY_MS)}`;
  const rows = await query
    .select(day.as('day'))
    .select((eb) => [
      eb.fn.sum<number>('ledger_transfer.amount').as('amount'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy(day)
    .execute();
  return new Map(
    rows.map((row) => [Math.floor(num(row.day)), { amount: num(row.amount), count: num(row.count) }]),
  );
}

/** Members registered per report day of the range (the index by creation time). */
export async function selectNewMembersByDay(db: Executor, range: DayRange): Promise<Map<number, number>> {
  const day = sql<number>`(created_at + ${sql.lit(range.offsetMs)}) / ${sql.lit(DAY_MS)}`;
  const rows = await db
    .selectFrom('member')
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.toAt)
    .select(day.as('day'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [Math.floor(num(row.day)), num(row.count)]));
}

/** What waits for an operator: deposits and withdrawals to review, adjustments for a second operator. */
export async function countPending(
  db: Executor,
): Promise<{ deposits: number; withdrawals: number; adjustments: number }> {
  const count = async (table: 'deposit' | 'withdrawal' | 'member_adjustment') => {
    const row = await db
      .selectFrom(table)
      .where('status', '=', 'PENDING')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return num(row.count);
  };
  return {
    deposits: await count('deposit'),
    withdrawals: await count('withdrawal'),
    adjustments: await count('member_adjustment'),
  };
}

export type MemberReportSort = 'ggr' | 'bets' | 'payouts' | 'betCount';

/**
 * Each member's play of some days: summarized days from the summary (one row per member from the members' window
 * when they are its days, decision 075), live days from the daily totals.
 */
function memberDays(db: Executor, days: { summarized: LiveDays; live: LiveDays }, fromWindow = false) {
  const columns = ['member_id', 'bet_count', 'stake', 'valid_bet', 'payout'] as const;
  const live = db.selectFrom('bet_daily_total').where('day', 'in', dayList(days.live)).select(columns);
  return fromWindow
    ? db.selectFrom('report_member_window').select(columns).unionAll(live).as('played')
    : db
        .selectFrom('report_member_day')
        .where('day', 'in', dayList(days.summarized))
        .select(columns)
        .unionAll(live)
        .as('played');
}

/**
 * Members who bet on the days (each once), unfiltered: the summary's members of a day and the live days'. When no
 * summarized day comes after the days (a range up to today), a member bet on one of the summarized days when its last
 * summarized day is one of them: an index range of `report_member_last` instead of every member's day.
 */
export async function countMembersOfDays(
  db: Executor,
  days: { summarized: LiveDays; live: LiveDays },
): Promise<number> {
  const first = days.summarized[0];
  const last = days.summarized.at(-1);
  if (first !== undefined && last !== undefined) {
    const later = await db
      .selectFrom('report_day')
      .where('day', '>', last)
      .select('day')
      .limit(1)
      .executeTakeFirst();
    if (later === undefined) {
      const row = await db
        .selectFrom(
          db
            .selectFrom('report_member_last')
            .where('last_day', '>=', first)
            .select('member_id')
            .union(
              db.selectFrom('bet_daily_total').where('day', 'in', dayList(days.live)).select('member_id'),
            )
            .as('active'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return num(row.count);
    }
  }
  const row = await db
    .selectFrom(memberDays(db, days))
    .select((eb) => eb.fn.count<number>('played.member_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return num(row.count);
}

/**
 * Members who bet over the members' window's days and the live days (each once): the window's rows, and the live
 * days' members without one (decision 075).
 */
export async function countMembersOfWindow(db: Executor, live: LiveDays): Promise<number> {
  const inWindow = await db
    .selectFrom('report_member_window')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const onlyLive = await db
    .selectFrom('bet_daily_total')
    .where('day', 'in', dayList(live))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('report_member_window')
            .select('report_member_window.member_id')
            .whereRef('report_member_window.member_id', '=', 'bet_daily_total.member_id'),
        ),
      ),
    )
    .select((eb) => eb.fn.count<number>('bet_daily_total.member_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return num(inWindow.count) + num(onlyLive.count);
}

/**
 * One page of members' play over the days, by the asked figure, largest first (then by member id); `fromWindow`
 * when the summarized days are the members' window's.
 */
export async function selectMemberPlayPage(
  db: Executor,
  days: { summarized: LiveDays; live: LiveDays },
  sort: MemberReportSort,
  page: { limit: number; offset: number },
  fromWindow = false,
): Promise<(PlaySums & { member_id: number; username: string })[]> {
  const order = {
    ggr: sql`sum(played.stake) - sum(played.payout)`,
    bets: sql`sum(played.stake)`,
    payouts: sql`sum(played.payout)`,
    betCount: sql`sum(played.bet_count)`,
  }[sort];
  const rows = await db
    .selectFrom(memberDays(db, days, fromWindow))
    .select('played.member_id')
    .select((eb) => [
      eb.fn.sum<number>('played.bet_count').as('bet_count'),
      eb.fn.sum<number>('played.stake').as('stake'),
      eb.fn.sum<number>('played.valid_bet').as('valid_bet'),
      eb.fn.sum<number>('played.payout').as('payout'),
    ])
    .groupBy('played.member_id')
    .orderBy(order, 'desc')
    .orderBy('played.member_id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const ids = rows.map((row) => Number(row.member_id));
  const names =
    ids.length === 0
      ? []
      : await db.selectFrom('member').where('id', 'in', ids).select(['id', 'username']).execute();
  const nameOf = new Map(names.map((row) => [Number(row.id), row.username]));
  return rows.map((row) => ({
    member_id: Number(row.member_id),
    username: nameOf.get(Number(row.member_id)) ?? '',
    ...playSums(row),
  }));
}

/** Play per summarized day: the day's row of the filter's vendor and game type ('' for every one). */
export async function selectSummaryPlayByDay(
  db: Executor,
  days: LiveDays,
  filter: PlayFilter,
): Promise<Map<number, PlaySums & { active_members: number }>> {
  const rows = await db
    .selectFrom('report_day_play')
    .where('day', 'in', dayList(days))
    .where('vendor_code', '=', filter.vendorCode ?? '')
    .where('game_type', '=', filter.gameType ?? '')
    .select(['day', 'bet_count', 'stake', 'valid_bet', 'payout', 'active_members'])
    .execute();
  return new Map(
    rows.map((row) => [Number(row.day), { ...playSums(row), active_members: num(row.active_members) }]),
  );
}

/** Play of the summarized days by vendor or by game type, within the filter. */
export async function selectSummaryPlayBy(
  db: Executor,
  days: LiveDays,
  filter: PlayFilter,
  key: 'vendor_code' | 'game_type',
): Promise<(PlaySums & { key: string })[]> {
  const other = key === 'vendor_code' ? 'game_type' : 'vendor_code';
  const otherValue = (key === 'vendor_code' ? filter.gameType : filter.vendorCode) ?? '';
  const keyValue = key === 'vendor_code' ? filter.vendorCode : filter.gameType;
  let query = db
    .selectFrom('report_day_play')
    .where('day', 'in', dayList(days))
    .where(key, '<>', '')
    .where(other, '=', otherValue);
  if (keyValue !== undefined) {
    query = query.where(key, '=', keyValue);
  }
  const rows = await query
    .select(`${key} as key`)
    .select((eb) => [
      eb.fn.sum<number>('bet_count').as('bet_count'),
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('valid_bet').as('valid_bet'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .groupBy(key)
    .execute();
  return rows.map((row) => ({ key: String(row.key), ...playSums(row) }));
}

/** New members of summarized days. */
export async function selectSummaryNewMembers(db: Executor, days: LiveDays): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('report_day')
    .where('day', 'in', dayList(days))
    .select(['day', 'new_members'])
    .execute();
  return new Map(rows.map((row) => [Number(row.day), num(row.new_members)]));
}

/** The summary's money per report day of the range (transfers up to its ledger watermark). */
export async function selectSummaryMoney(
  db: Executor,
  range: DayRange,
): Promise<
  Map<
    number,
    { deposits: number; depositCount: number; withdrawals: number; withdrawalCount: number; bonuses: number }
  >
> {
  const rows = await db
    .selectFrom('report_day_money')
    .where('day', '>=', range.fromDay)
    .where('day', '<=', range.toDay)
    .selectAll()
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.day),
      {
        deposits: num(row.deposits),
        depositCount: num(row.deposit_count),
        withdrawals: num(row.withdrawals),
        withdrawalCount: num(row.withdrawal_count),
        bonuses: num(row.bonuses),
      },
    ]),
  );
}

/** Completed deposits and disbursed withdrawals of some members, requested in the range, by member. */
export async function selectMemberMoney(
  db: Executor,
  memberIds: readonly number[],
  range: DayRange,
): Promise<Map<number, { deposits: number; withdrawals: number }>> {
  const result = new Map<number, { deposits: number; withdrawals: number }>();
  if (memberIds.length === 0) {
    return result;
  }
  const entry = (memberId: number) => {
    const existing = result.get(memberId) ?? { deposits: 0, withdrawals: 0 };
    result.set(memberId, existing);
    return existing;
  };
  const deposits = await db
    .selectFrom('deposit')
    .where('member_id', 'in', memberIds)
    .where('status', '=', 'COMPLETED')
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.toAt)
    .select('member_id')
    .select((eb) => eb.fn.sum<number>('amount').as('amount'))
    .groupBy('member_id')
    .execute();
  for (const row of deposits) {
    entry(Number(row.member_id)).deposits = num(row.amount);
  }
  const withdrawals = await db
    .selectFrom('withdrawal')
    .where('member_id', 'in', memberIds)
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.toAt)
    .select('member_id')
    .select((eb) => eb.fn.sum<number>('disbursed_amount').as('amount'))
    .groupBy('member_id')
    .execute();
  for (const row of withdrawals) {
    entry(Number(row.member_id)).withdrawals = num(row.amount);
  }
  return result;
}
