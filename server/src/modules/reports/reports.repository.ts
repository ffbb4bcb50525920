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

function playOfRange(db: Executor, range: DayRange, filter: PlayFilter) {
  let query = db
    .selectFrom('bet_daily_total')
    .where('day', '>=', range.fromDay)
    .where('day', '<=', range.toDay);
  if (filter.vendorCode !== undefined) {
    query = query.where('vendor_code', '=', filter.vendorCode);
  }
  if (filter.gameType !== undefined) {
    query = query.where('game_type', '=', filter.gameType);
  }
  return query;
}

/** Play per report day of the range, with the members who bet that day (the daily totals by day index). */
export async function selectPlayByDay(
  db: Executor,
  range: DayRange,
  filter: PlayFilter,
): Promise<Map<number, PlaySums & { active_members: number }>> {
  const rows = await playOfRange(db, range, filter)
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

/** Members who bet in the range (each once). */
export async function countActiveMembers(db: Executor, range: DayRange, filter: PlayFilter): Promise<number> {
  const row = await playOfRange(db, range, filter)
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return num(row.count);
}

/** Play of the range by vendor or by game type, the largest stake first. */
export async function selectPlayBy(
  db: Executor,
  range: DayRange,
  filter: PlayFilter,
  key: 'vendor_code' | 'game_type',
): Promise<(PlaySums & { key: string })[]> {
  const rows = await playOfRange(db, range, filter)
    .select(`${key} as key`)
    .select((eb) => [
      eb.fn.sum<number>('bet_count').as('bet_count'),
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('valid_bet').as('valid_bet'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .groupBy(key)
    .execute();
  return rows
    .map((row) => ({ key: String(row.key), ...playSums(row) }))
    .sort((a, b) => b.stake - a.stake || a.key.localeCompare(b.key));
}

// The day is computed with integer literals (both code's own integers): bound as parameters, SQLite would divide
// as REAL and each instant would make a group of its own, and PostgreSQL could not group by the expression.
/** Sums and counts of one transfer kind per report day (the ledger's index by kind and time). */
export async function selectTransfersByDay(
  db: Executor,
  range: DayRange,
  kind: 'deposit' | 'withdrawal' | 'bonus',
  creditAccountKind?: string,
): Promise<Map<number, { amount: number; count: number }>> {
  let query = db
    .selectFrom('ledger_transfer')
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

/** One page of members' play over the range, by the asked figure, largest first (then by member id). */
export async function selectMemberPlayPage(
  db: Executor,
  range: DayRange,
  sort: MemberReportSort,
  page: { limit: number; offset: number },
): Promise<(PlaySums & { member_id: number; username: string })[]> {
  const order = {
    ggr: sql`sum(bet_daily_total.stake) - sum(bet_daily_total.payout)`,
    bets: sql`sum(bet_daily_total.stake)`,
    payouts: sql`sum(bet_daily_total.payout)`,
    betCount: sql`sum(bet_daily_total.bet_count)`,
  }[sort];
  const rows = await db
    .selectFrom('bet_daily_total')
    .innerJoin('member', 'member.id', 'bet_daily_total.member_id')
    .where('bet_daily_total.day', '>=', range.fromDay)
    .where('bet_daily_total.day', '<=', range.toDay)
    .select(['bet_daily_total.member_id', 'member.username'])
    .select((eb) => [
      eb.fn.sum<number>('bet_daily_total.bet_count').as('bet_count'),
      eb.fn.sum<number>('bet_daily_total.stake').as('stake'),
      eb.fn.sum<number>('bet_daily_total.valid_bet').as('valid_bet'),
      eb.fn.sum<number>('bet_daily_total.payout').as('payout'),
    ])
    .groupBy(['bet_daily_total.member_id', 'member.username'])
    .orderBy(order, 'desc')
    .orderBy('bet_daily_total.member_id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ member_id: Number(row.member_id), username: row.username, ...playSums(row) }));
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
