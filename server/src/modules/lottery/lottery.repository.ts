import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';

import type { Dialect } from '../../db/database';
import { commitWithoutWaitingOnPostgres, lockOnPostgres } from '../../db/dialect';
import { prepareQuery, runStatements, toStatement } from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
import type {
  LotteryBetTable,
  LotteryChaseTable,
  LotteryChainTable,
  LotteryDrawTable,
  LotteryGameConfigTable,
  LotteryIssueTable,
  LotteryResultEntryTable,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** The lottery's SQL, and only SQL (docs/architecture/server.md). */

export type ChainRow = Selectable<LotteryChainTable>;
export type IssueRow = Selectable<LotteryIssueTable>;
export type DrawRow = Selectable<LotteryDrawTable>;
export type BetRow = Selectable<LotteryBetTable>;
export type BetInsert = Insertable<LotteryBetTable>;
export type ResultEntryRow = Selectable<LotteryResultEntryTable>;
export type ChaseRow = Selectable<LotteryChaseTable>;

/** Rows a multi-row insert takes at once: few enough for SQLite's limit of bound values. */
const INSERT_CHUNK = 400;

function chunk<T>(rows: readonly T[], size: number = INSERT_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < rows.length; index += size) {
    chunks.push(rows.slice(index, index + size));
  }
  return chunks;
}

// Chains and issues.

export async function selectChain(
  db: Executor,
  drawCode: string,
  day: string,
): Promise<ChainRow | undefined> {
  return db
    .selectFrom('lottery_chain')
    .selectAll()
    .where('draw_code', '=', drawCode)
    .where('day', '=', day)
    .executeTakeFirst();
}

export async function insertChainIfAbsent(db: Executor, chain: ChainRow): Promise<void> {
  await db
    .insertInto('lottery_chain')
    .values(chain)
    .onConflict((conflict) => conflict.columns(['draw_code', 'day']).doNothing())
    .execute();
}

export async function selectLastIssueDrawAt(db: Executor, gameCode: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('lottery_issue')
    .select((eb) => eb.fn.max('draw_at').as('last'))
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? undefined : Number(row.last);
}

export async function insertIssues(
  db: Executor,
  issues: readonly Insertable<LotteryIssueTable>[],
  draws: readonly Insertable<LotteryDrawTable>[],
): Promise<void> {
  for (const rows of chunk(issues)) {
    await db
      .insertInto('lottery_issue')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['game_code', 'issue_no']).doNothing())
      .execute();
  }
  for (const rows of chunk(draws)) {
    await db
      .insertInto('lottery_draw')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['draw_code', 'issue_no']).doNothing())
      .execute();
  }
}

// The statements of a slip's placement are compiled once (prepared-query.ts): building and compiling a Kysely query
// cost about as much CPU as SQLite running it, on every slip (docs/decisions/098).
const selectIssueQuery = prepareQuery((db, parameter: Parameter<{ gameCode: string; issueNo: string }>) =>
  db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', parameter('gameCode'))
    .where('issue_no', '=', parameter('issueNo')),
);

export async function selectIssue(
  db: Executor,
  gameCode: string,
  issueNo: string,
): Promise<IssueRow | undefined> {
  const { rows } = await selectIssueQuery(db, { gameCode, issueNo });
  return rows[0];
}

/** The issue on sale or next, and those after it, by draw time. */
export async function selectUpcomingIssues(
  db: Executor,
  gameCode: string,
  now: number,
  count: number,
): Promise<IssueRow[]> {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('sales_close_at', '>', now)
    .where('status', '=', 'pending')
    .orderBy('draw_at')
    .limit(count)
    .execute();
}

/** `count` issues from `issueNo` on (it included), in draw order: a chase's issues. */
export async function selectIssuesFrom(
  db: Executor,
  gameCode: string,
  drawAt: number,
  count: number,
): Promise<IssueRow[]> {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('draw_at', '>=', drawAt)
    .orderBy('draw_at')
    .limit(count)
    .execute();
}

/** Recent issues that drew or were voided, newest first. */
export async function selectFinishedIssues(
  db: Executor,
  gameCodes: readonly string[],
  limit: number,
  offset: number,
): Promise<IssueRow[]> {
  if (gameCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', 'in', gameCodes)
    .where('status', 'in', ['drawn', 'void'])
    .orderBy('draw_at', 'desc')
    .orderBy('game_code')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFinishedIssues(db: Executor, gameCodes: readonly string[]): Promise<number> {
  if (gameCodes.length === 0) {
    return 0;
  }
  const row = await db
    .selectFrom('lottery_issue')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('game_code', 'in', gameCodes)
    .where('status', 'in', ['drawn', 'void'])
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function updateIssueStatus(
  db: Executor,
  issueId: number,
  status: 'drawn' | 'void',
): Promise<void> {
  await db
    .updateTable('lottery_issue')
    .set({ status })
    .where('id', '=', issueId)
    .where('status', '=', 'pending')
    .execute();
}

/** Marks settled every drawn or voided issue that has no open bet: nothing to settle. */
export async function markIssuesWithoutBetsSettled(db: Executor, now: number): Promise<void> {
  const candidates = await db
    .selectFrom('lottery_issue')
    .select(['id', 'game_code', 'issue_no'])
    .where('status', 'in', ['drawn', 'void'])
    .where('settled_at', 'is', null)
    .execute();
  // One question per issue, along `lottery_bet_issue_member` in its order, with the issue named: as one statement
  // (NOT EXISTS) PostgreSQL made it an anti-join that read the whole table for each issue, 1.5 to 8.3 s beside
  // one issue of 1,000,000 bets (decision 110).
  const withoutOpenBets: number[] = [];
  for (const issue of candidates) {
    const open = await db
      .selectFrom('lottery_bet')
      .select('id')
      .where('game_code', '=', issue.game_code)
      .where('issue_no', '=', issue.issue_no)
      .where('status', '=', 'open')
      .orderBy('member_id')
      .limit(1)
      .executeTakeFirst();
    if (open === undefined) {
      withoutOpenBets.push(issue.id);
    }
  }
  for (const ids of chunk(withoutOpenBets, 500)) {
    await db
      .updateTable('lottery_issue')
      .set({ settled_at: now })
      .where('id', 'in', ids)
      .where('settled_at', 'is', null)
      .execute();
  }
}

/** Issues drawn or voided whose bets are not all settled yet, oldest first. */
export async function selectIssuesToSettle(db: Executor, limit: number): Promise<IssueRow[]> {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('status', 'in', ['drawn', 'void'])
    .where('settled_at', 'is', null)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

export async function markIssueSettled(db: Executor, issueId: number, now: number): Promise<void> {
  await db
    .updateTable('lottery_issue')
    .set({ settled_at: now })
    .where('id', '=', issueId)
    .where('settled_at', 'is', null)
    .execute();
}

const addIssueLiabilityQuery = prepareQuery(
  (db, parameter: Parameter<{ issueId: number; amount: number; maximum: number }>) =>
    db
      .updateTable('lottery_issue')
      .set((eb) => ({ liability: eb('liability', '+', parameter('amount')) }))
      .where('id', '=', parameter('issueId'))
      .where(sql<boolean>`liability + ${parameter('amount')} <= ${parameter('maximum')}`),
);

/** Adds to an issue's liability unless that passes `maximum`; answers whether it was added. */
export async function addIssueLiability(
  db: Executor,
  issueId: number,
  amount: number,
  maximum: number,
): Promise<boolean> {
  const result = await addIssueLiabilityQuery(db, { issueId, amount, maximum });
  return Number(result.numAffectedRows) === 1;
}

export async function subtractIssueLiability(
  db: Executor,
  gameCode: string,
  issueNo: string,
  amount: number,
): Promise<void> {
  await db
    .updateTable('lottery_issue')
    .set((eb) => ({ liability: eb('liability', '-', amount) }))
    .where('game_code', '=', gameCode)
    .where('issue_no', '=', issueNo)
    .execute();
}

// Draws.

export async function selectDrawsOfIssue(
  db: Executor,
  gameCode: string,
  issueNo: string,
): Promise<DrawRow[]> {
  return db
    .selectFrom('lottery_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('issue_no', '=', issueNo)
    .orderBy('id')
    .execute();
}

export async function selectDrawsOfIssues(
  db: Executor,
  issues: readonly { game_code: string; issue_no: string }[],
): Promise<DrawRow[]> {
  if (issues.length === 0) {
    return [];
  }
  return db
    .selectFrom('lottery_draw')
    .selectAll()
    .where((eb) =>
      eb.or(
        issues.map((issue) =>
          eb.and([eb('game_code', '=', issue.game_code), eb('issue_no', '=', issue.issue_no)]),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}

export async function selectDraw(
  db: Executor,
  drawCode: string,
  issueNo: string,
): Promise<DrawRow | undefined> {
  return db
    .selectFrom('lottery_draw')
    .selectAll()
    .where('draw_code', '=', drawCode)
    .where('issue_no', '=', issueNo)
    .executeTakeFirst();
}

/** Pending committed draws due at `now`, oldest first (an official draw waits for its result instead). */
export async function selectDueDraws(db: Executor, now: number, limit: number): Promise<DrawRow[]> {
  return db
    .selectFrom('lottery_draw')
    .selectAll()
    .where('status', '=', 'pending')
    .where('draw_at', '<=', now)
    .where('secret_seed', 'is not', null)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/** Committed draws (with a chain) listed by the public draw calls: opened by `now`, newest first. */
export async function selectListedDraws(
  db: Executor,
  now: number,
  limit: number,
  drawCode: string | undefined,
): Promise<DrawRow[]> {
  let query = db
    .selectFrom('lottery_draw')
    .selectAll()
    .where('chain_index', 'is not', null)
    .where('sales_open_at', '<=', now);
  if (drawCode !== undefined) {
    query = query.where('draw_code', '=', drawCode);
  }
  return query.orderBy('draw_at', 'desc').orderBy('draw_code').limit(limit).execute();
}

export async function selectChainsByKeys(
  db: Executor,
  keys: readonly { draw_code: string; day: string }[],
): Promise<ChainRow[]> {
  if (keys.length === 0) {
    return [];
  }
  return db
    .selectFrom('lottery_chain')
    .selectAll()
    .where((eb) =>
      eb.or(keys.map((key) => eb.and([eb('draw_code', '=', key.draw_code), eb('day', '=', key.day)]))),
    )
    .execute();
}

/** Records a draw's result once; answers whether this call did (a concurrent one may have). */
export async function recordDrawResult(
  db: Executor,
  drawId: number,
  fields: { seed: string | null; result: string; source: 'chain' | 'operator' | 'feed'; now: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('lottery_draw')
    .set({
      seed: fields.seed,
      result: fields.result,
      status: 'drawn',
      source: fields.source,
      drawn_at: fields.now,
    })
    .where('id', '=', drawId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function voidDraw(db: Executor, drawId: number, now: number): Promise<boolean> {
  const updated = await db
    .updateTable('lottery_draw')
    .set({ status: 'void', drawn_at: now })
    .where('id', '=', drawId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// Slips, bets, chases.

const insertSlipQuery = prepareQuery(
  (
    db,
    parameter: Parameter<{ member_id: number; request_id: string; game_code: string; created_at: number }>,
  ) =>
    db
      .insertInto('lottery_slip')
      .values({
        member_id: parameter('member_id'),
        request_id: parameter('request_id'),
        game_code: parameter('game_code'),
        created_at: parameter('created_at'),
      })
      .onConflict((conflict) => conflict.columns(['member_id', 'request_id']).doNothing())
      .returning('id'),
);

export async function insertSlip(
  db: Executor,
  slip: { member_id: number; request_id: string; game_code: string; created_at: number },
): Promise<number | undefined> {
  const { rows } = await insertSlipQuery(db, slip);
  return rows[0]?.id;
}

export async function selectSlipId(
  db: Executor,
  memberId: number,
  requestId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('lottery_slip')
    .select('id')
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row?.id;
}

export async function insertChase(db: Executor, chase: Omit<ChaseRow, 'id'>): Promise<number> {
  const row = await db.insertInto('lottery_chase').values(chase).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBets(db: Executor, bets: readonly BetInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (const rows of chunk(bets, 100)) {
    const inserted = await db.insertInto('lottery_bet').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function selectBetsOfSlip(db: Executor, slipId: number): Promise<BetRow[]> {
  return db.selectFrom('lottery_bet').selectAll().where('slip_id', '=', slipId).orderBy('id').execute();
}

export async function selectBet(db: Executor, betId: number, dialect: Dialect): Promise<BetRow | undefined> {
  return lockOnPostgres(
    db.selectFrom('lottery_bet').selectAll().where('id', '=', betId),
    dialect,
  ).executeTakeFirst();
}

export async function selectChaseForUpdate(
  db: Executor,
  chaseId: number,
  dialect: Dialect,
): Promise<ChaseRow | undefined> {
  return lockOnPostgres(
    db.selectFrom('lottery_chase').selectAll().where('id', '=', chaseId),
    dialect,
  ).executeTakeFirst();
}

export async function selectChasesByIds(db: Executor, ids: readonly number[]): Promise<ChaseRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.selectFrom('lottery_chase').selectAll().where('id', 'in', ids).execute();
}

/** The open bets of an issue after `afterId`, in id order, locked on PostgreSQL: one settlement batch. */
export async function selectOpenBetsOfIssue(
  db: Executor,
  dialect: Dialect,
  gameCode: string,
  issueNo: string,
  limit: number,
): Promise<BetRow[]> {
  return lockOnPostgres(
    db
      .selectFrom('lottery_bet')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('issue_no', '=', issueNo)
      .where('status', '=', 'open')
      .orderBy('id')
      .limit(limit),
    dialect,
  ).execute();
}

/** The open bets of chases, locked on PostgreSQL. */
export async function selectOpenBetsOfChases(
  db: Executor,
  dialect: Dialect,
  chaseIds: readonly number[],
): Promise<BetRow[]> {
  if (chaseIds.length === 0) {
    return [];
  }
  return lockOnPostgres(
    db
      .selectFrom('lottery_bet')
      .selectAll()
      .where('chase_id', 'in', chaseIds)
      .where('status', '=', 'open')
      .orderBy('id'),
    dialect,
  ).execute();
}

export interface BetOutcomeChange {
  id: number;
  status: 'won' | 'lost' | 'cancelled' | 'refunded';
  payout: number;
}

/** Closes open bets; a bet no longer open is left alone. Answers how many changed. */
const closeBetsQuery = prepareQuery(
  (db, parameter: Parameter<{ changes: BetOutcomeChange[]; now: number }>, { dialect, rows, rowValue }) =>
    dialect === 'sqlite'
      ? // Run once per change, by its own values.
        db
          .updateTable('lottery_bet')
          .set({
            status: rowValue('changes', 'status'),
            payout: rowValue('changes', 'payout'),
            settled_at: parameter('now'),
          })
          .where('id', '=', rowValue('changes', 'id'))
          .where('status', '=', 'open')
      : db
          .updateTable('lottery_bet')
          .from(rows('changes', { id: 'bigint', status: 'text', payout: 'bigint' }))
          .set((eb) => ({
            status: eb.ref('changes.status'),
            payout: eb.ref('changes.payout'),
            settled_at: parameter('now'),
          }))
          .whereRef('lottery_bet.id', '=', 'changes.id')
          .where('lottery_bet.status', '=', 'open'),
);

/**
 * Closes open bets with their outcomes, in one statement; answers how many it closed (a bet closed already, by
 * another process, is left as it is and not counted).
 */
export async function closeBets(
  db: Executor,
  changes: readonly BetOutcomeChange[],
  now: number,
): Promise<number> {
  const [closed] = await runStatements(db, [
    toStatement(
      db,
      closeBetsQuery,
      { changes: changes.map(({ id, status, payout }) => ({ id, status, payout })), now },
      (result) => Number(result.numAffectedRows ?? 0),
      changes.length === 0,
    ),
  ]);
  return closed;
}

export async function updateChaseStatus(
  db: Executor,
  chaseId: number,
  status: string,
  fromStatus: string,
): Promise<void> {
  await db
    .updateTable('lottery_chase')
    .set({ status })
    .where('id', '=', chaseId)
    .where('status', '=', fromStatus)
    .execute();
}

/** Chases still running whose bets are all closed. */
export async function completeFinishedChases(db: Executor, chaseIds: readonly number[]): Promise<void> {
  if (chaseIds.length === 0) {
    return;
  }
  await db
    .updateTable('lottery_chase')
    .set({ status: 'completed' })
    .where('id', 'in', chaseIds)
    .where('status', '=', 'running')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lottery_bet')
            .select('lottery_bet.id')
            .whereRef('lottery_bet.chase_id', '=', 'lottery_chase.id')
            .where('lottery_bet.status', '=', 'open'),
        ),
      ),
    )
    .execute();
}

export interface BetFilter {
  memberId: number;
  gameCode?: string | undefined;
  status?: string | undefined;
  chaseId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

function filterBets(db: Executor, filter: BetFilter) {
  let query = db.selectFrom('lottery_bet').where('member_id', '=', filter.memberId);
  if (filter.gameCode !== undefined) {
    query = query.where('game_code', '=', filter.gameCode);
  }
  if (filter.status !== undefined) {
    query = query.where('status', '=', filter.status);
  }
  if (filter.chaseId !== undefined) {
    query = query.where('chase_id', '=', filter.chaseId);
  }
  if (filter.from !== undefined) {
    query = query.where('placed_at', '>=', filter.from);
  }
  if (filter.to !== undefined) {
    query = query.where('placed_at', '<', filter.to);
  }
  return query;
}

export async function selectBetPage(
  db: Executor,
  filter: BetFilter,
  limit: number,
  offset: number,
): Promise<BetRow[]> {
  return filterBets(db, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countBets(db: Executor, filter: BetFilter): Promise<number> {
  const row = await filterBets(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface ChaseSummaryRow extends ChaseRow {
  settled_issues: number;
  won_issues: number;
  total_stake: number;
  payout: number;
  refunded: number;
}

export async function selectChasePage(
  db: Executor,
  memberId: number,
  gameCode: string | undefined,
  limit: number,
  offset: number,
): Promise<ChaseSummaryRow[]> {
  let query = db.selectFrom('lottery_chase').where('member_id', '=', memberId);
  if (gameCode !== undefined) {
    query = query.where('game_code', '=', gameCode);
  }
  const chases = await query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return summarizeChases(db, chases);
}

export async function summarizeChases(db: Executor, chases: readonly ChaseRow[]): Promise<ChaseSummaryRow[]> {
  if (chases.length === 0) {
    return [];
  }
  const sums = await db
    .selectFrom('lottery_bet')
    .select((eb) => [
      'chase_id',
      eb.fn.countAll<number>().as('bets'),
      sql<number>`count(distinct case when status in ('won', 'lost') then issue_no end)`.as('settled_issues'),
      sql<number>`count(distinct case when status = 'won' then issue_no end)`.as('won_issues'),
      eb.fn.sum<number>('total_stake').as('total_stake'),
      sql<number>`coalesce(sum(case when status in ('won', 'lost') then payout else 0 end), 0)`.as('payout'),
      sql<number>`coalesce(sum(case when status in ('cancelled', 'refunded') then payout else 0 end), 0)`.as(
        'refunded',
      ),
    ])
    .where(
      'chase_id',
      'in',
      chases.map((chase) => chase.id),
    )
    .groupBy('chase_id')
    .execute();
  const byChase = new Map(sums.map((row) => [Number(row.chase_id), row]));
  return chases.map((chase) => {
    const row = byChase.get(chase.id);
    return {
      ...chase,
      settled_issues: Number(row?.settled_issues ?? 0),
      won_issues: Number(row?.won_issues ?? 0),
      total_stake: Number(row?.total_stake ?? 0),
      payout: Number(row?.payout ?? 0),
      refunded: Number(row?.refunded ?? 0),
    };
  });
}

export async function countChases(
  db: Executor,
  memberId: number,
  gameCode: string | undefined,
): Promise<number> {
  let query = db.selectFrom('lottery_chase').where('member_id', '=', memberId);
  if (gameCode !== undefined) {
    query = query.where('game_code', '=', gameCode);
  }
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The games a member bet on, most recent first. */
export async function selectRecentGameCodes(
  db: Executor,
  memberId: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_bet')
    .select((eb) => ['game_code', eb.fn.max('id').as('last')])
    .where('member_id', '=', memberId)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.game_code);
}

/** Games by the number of bets placed since `since`, most first. */
export async function selectPopularGameCodes(db: Executor, since: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_bet')
    .select((eb) => ['game_code', eb.fn.countAll<number>().as('bets')])
    .where('placed_at', '>=', since)
    .groupBy('game_code')
    .orderBy('bets', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.game_code);
}

// Exposure.

export interface ExposureDelta {
  game_code: string;
  issue_no: string;
  station: string;
  bet_code: string;
  pick: string;
  stake: number;
  /** What settlement pays on the number each time it is drawn, at the bet's own odds. */
  liability: number;
  /** Points staked on the number (bets quoted in points; 0 for the others). */
  points: number;
}

function exposureKey(
  row: Pick<ExposureDelta, 'game_code' | 'issue_no' | 'station' | 'bet_code' | 'pick'>,
): string {
  return [row.game_code, row.issue_no, row.station, row.bet_code, row.pick].join('\u0000');
}

/**
 * Adds stakes per number in one upsert per 100 numbers (a slip's numbers are one statement); answers the totals after
 * the additions, in the order given (a number given twice is added once, with both stakes, and answers its total
 * twice). The rows are written in the order given: concurrent callers that sort their numbers lock them in one order.
 */
export async function addExposure(db: Executor, deltas: readonly ExposureDelta[]): Promise<number[]> {
  const merged = new Map<string, ExposureDelta>();
  for (const delta of deltas) {
    const key = exposureKey(delta);
    const existing = merged.get(key);
    merged.set(
      key,
      existing === undefined
        ? { ...delta }
        : {
            ...existing,
            stake: existing.stake + delta.stake,
            liability: existing.liability + delta.liability,
            points: existing.points + delta.points,
          },
    );
  }
  const totals = new Map<string, number>();
  for (const rows of chunk([...merged.values()], 100)) {
    const written = await db
      .insertInto('lottery_exposure')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['game_code', 'issue_no', 'station', 'bet_code', 'pick']).doUpdateSet((eb) => ({
          stake: eb('lottery_exposure.stake', '+', eb.ref('excluded.stake')),
          // A number staked before 0068 (null) stays unknown: the screen estimates it.
          liability: eb('lottery_exposure.liability', '+', eb.ref('excluded.liability')),
          points: eb('lottery_exposure.points', '+', eb.ref('excluded.points')),
        })),
      )
      .returning(['game_code', 'issue_no', 'station', 'bet_code', 'pick', 'stake'])
      .execute();
    for (const row of written) {
      totals.set(exposureKey(row), Number(row.stake));
    }
  }
  return deltas.map((delta) => {
    const total = totals.get(exposureKey(delta));
    if (total === undefined) {
      throw new Error(`lottery exposure: no total for ${delta.bet_code} ${delta.pick}`);
    }
    return total;
  });
}

// Configuration.

const selectGameConfigQuery = prepareQuery((db, parameter: Parameter<{ gameCode: string }>) =>
  db.selectFrom('lottery_game_config').selectAll().where('game_code', '=', parameter('gameCode')),
);

export async function selectGameConfig(
  db: Executor,
  gameCode: string,
): Promise<Selectable<LotteryGameConfigTable> | undefined> {
  const { rows } = await selectGameConfigQuery(db, { gameCode });
  return rows[0];
}

export async function upsertGameConfig(
  db: Executor,
  gameCode: string,
  fields: { odds?: string; max_stake_per_number?: number; max_liability_per_draw?: number },
  now: number,
): Promise<void> {
  await db
    .insertInto('lottery_game_config')
    .values({
      game_code: gameCode,
      odds: fields.odds ?? null,
      max_stake_per_number: fields.max_stake_per_number ?? null,
      max_liability_per_draw: fields.max_liability_per_draw ?? null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('game_code').doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}

// Official results.

export async function insertResultEntry(db: Executor, entry: Omit<ResultEntryRow, 'id'>): Promise<number> {
  const row = await db
    .insertInto('lottery_result_entry')
    .values(entry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function selectResultEntry(
  db: Executor,
  entryId: number,
  dialect: Dialect,
): Promise<ResultEntryRow | undefined> {
  return lockOnPostgres(
    db.selectFrom('lottery_result_entry').selectAll().where('id', '=', entryId),
    dialect,
  ).executeTakeFirst();
}

export async function selectPendingResultEntries(db: Executor): Promise<ResultEntryRow[]> {
  return db
    .selectFrom('lottery_result_entry')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export async function confirmResultEntry(
  db: Executor,
  entryId: number,
  operatorId: number | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('lottery_result_entry')
    .set({ status: 'confirmed', confirmed_by: operatorId, confirmed_at: now })
    .where('id', '=', entryId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function supersedeResultEntries(db: Executor, drawCode: string, issueNo: string): Promise<void> {
  await db
    .updateTable('lottery_result_entry')
    .set({ status: 'superseded' })
    .where('draw_code', '=', drawCode)
    .where('issue_no', '=', issueNo)
    .where('status', '=', 'pending')
    .execute();
}

// Covering bets (docs/product/lottery-rules.md#covering-bets).

/**
 * The settled real-money lottery bets of report day `day` (their bet records' day) that expand to more than one
 * combination, maybe of one member: the only ones that can cover most of a bet type's outcomes.
 */
export async function selectSettledMultiCombinationBetsOfDay(
  db: Executor,
  filter: { day: number; vendorCodes: readonly string[]; memberId?: number | undefined },
): Promise<
  {
    member_id: number;
    game_type: string;
    game_code: string;
    bet_code: string;
    picks: string;
    stake: number;
  }[]
> {
  if (filter.vendorCodes.length === 0) {
    return [];
  }
  let query = db
    .selectFrom('bet_record')
    .innerJoin('lottery_bet', (join) =>
      join.on(sql<string>`bet_record.transaction_id`, '=', sql<string>`'LOTTERY:' || lottery_bet.id`),
    )
    .select([
      'bet_record.member_id',
      'bet_record.game_type',
      'lottery_bet.game_code',
      'lottery_bet.bet_code',
      'lottery_bet.picks',
      'bet_record.stake',
    ])
    .where('bet_record.day', '=', filter.day)
    .where('bet_record.status', '=', 'settled')
    .where('bet_record.kind', '=', 'bet')
    .where('bet_record.vendor_code', 'in', [...filter.vendorCodes])
    .where('lottery_bet.combinations', '>', 1);
  if (filter.memberId !== undefined) {
    query = query.where('bet_record.member_id', '=', filter.memberId);
  }
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, member_id: Number(row.member_id), stake: Number(row.stake) }));
}

// Settlement by selection (docs/decisions/036-lottery-settlement-by-selection.md).

/** A member range of one issue's open bets: one settlement batch (a member's bets are never split). */
export interface MemberRange {
  gameCode: string;
  issueNo: string;
  fromMemberId: number;
  toMemberId: number;
}

/**
 * How many bets (open or not) each member has in an issue, by member id: read off the index
 * `lottery_bet_issue_member` alone (docs/decisions/085). The status is not in the index, so that closing a bet
 * writes no index entry; a range cut from these counts is about as large as its open bets on the first run.
 */
export async function selectBetCountsByMember(
  db: Executor,
  gameCode: string,
  issueNo: string,
): Promise<{ memberId: number; bets: number }[]> {
  const rows = await db
    .selectFrom('lottery_bet')
    .select((eb) => ['member_id', eb.fn.countAll<number>().as('bets')])
    .where('game_code', '=', gameCode)
    .where('issue_no', '=', issueNo)
    .groupBy('member_id')
    .orderBy('member_id')
    .execute();
  return rows.map((row) => ({ memberId: Number(row.member_id), bets: Number(row.bets) }));
}

/** The fields of a bet that decide what it returns: bets alike in all of them settle alike. */
export type SelectionRow = Pick<
  BetRow,
  'bet_code' | 'picks' | 'stations' | 'odds' | 'unit_stake' | 'combinations' | 'total_stake'
>;

const SELECTION_COLUMNS = [
  'bet_code',
  'picks',
  'stations',
  'odds',
  'unit_stake',
  'combinations',
  'total_stake',
] as const;

function whereOpenInRange(range: MemberRange) {
  return sql`b.game_code = ${range.gameCode} and b.issue_no = ${range.issueNo} and b.status = 'open'
    and b.member_id >= ${range.fromMemberId} and b.member_id <= ${range.toMemberId}`;
}

/**
 * The distinct selections of a member range's open bets. DISTINCT rather than GROUP BY with a count: SQLite keeps
 * the few distinct rows in a small B-tree where GROUP BY sorted every bet of the range (about 3 times slower on
 * 20,000 bets); how many bets are open is the count the staging answers.
 */
export async function selectOpenSelections(db: Executor, range: MemberRange): Promise<SelectionRow[]> {
  const columns = sql.raw(SELECTION_COLUMNS.map((column) => `b.${column}`).join(', '));
  const result = await sql<SelectionRow>`select distinct ${columns}
    from lottery_bet b where ${whereOpenInRange(range)}`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    unit_stake: Number(row.unit_stake),
    combinations: Number(row.combinations),
    total_stake: Number(row.total_stake),
  }));
}

/** The transaction tables of one settlement batch: each selection's outcome, then each bet's. */
export const SETTLEMENT_TABLES = {
  outcome: {
    name: 'lottery_settle_outcome',
    columns:
      'bet_code varchar(32) not null, picks text not null, stations varchar(80) not null, odds text not null, ' +
      'unit_stake bigint not null, combinations integer not null, total_stake bigint not null, ' +
      'status varchar(12) not null, payout bigint not null',
  },
  bet: {
    name: 'lottery_settle_bet',
    // On SQLite `integer primary key` is the row id itself (no index of its own); PostgreSQL's is a bigint.
    columns: (dialect: Dialect) =>
      `id ${dialect === 'sqlite' ? 'integer' : 'bigint'} primary key, member_id bigint not null, chase_id bigint, ` +
      'is_trial integer not null, vendor_code varchar(32) not null, status varchar(12) not null, ' +
      'payout bigint not null, record_id bigint',
  },
} as const;

/** Writes the outcome of each selection of a batch (its table made by the caller). */
export async function insertSelectionOutcomes(
  db: Executor,
  outcomes: readonly (SelectionRow & { status: string; payout: number })[],
): Promise<void> {
  for (const rows of chunk(outcomes, 100)) {
    const values = rows.map(
      (row) =>
        sql`(${row.bet_code}, ${row.picks}, ${row.stations}, ${row.odds}, ${row.unit_stake}, ${row.combinations},
          ${row.total_stake}, ${row.status}, ${row.payout})`,
    );
    await sql`insert into lottery_settle_outcome (bet_code, picks, stations, odds, unit_stake, combinations,
      total_stake, status, payout) values ${sql.join(values)}`.execute(db);
  }
  await sql`create index lottery_settle_outcome_key
    on lottery_settle_outcome (bet_code, picks, stations, unit_stake, combinations)`.execute(db);
}

/**
 * Gives each open bet of the range its selection's outcome and the id of its bet record (none for a trial bet, or
 * a bet placed before bet records were kept): the record is found once here by its text key
 * (`<transactionPrefix><bet id>`), and the days' totals and the records' update then reach it by its id. Answers
 * how many bets.
 */
export async function stageSettledBets(
  db: Executor,
  range: MemberRange,
  transactionPrefix: string,
): Promise<number> {
  const joined = sql.join(
    SELECTION_COLUMNS.map((column) => sql`o.${sql.ref(column)} = b.${sql.ref(column)}`),
    sql` and `,
  );
  const result =
    await sql`insert into lottery_settle_bet (id, member_id, chase_id, is_trial, vendor_code, status,
      payout, record_id)
    select b.id, b.member_id, b.chase_id, b.is_trial, b.vendor_code, o.status, o.payout, r.id
    from lottery_bet b join lottery_settle_outcome o on ${joined}
    left join bet_record r on b.is_trial = 0 and r.vendor_code = b.vendor_code
      and r.transaction_id = cast(${transactionPrefix} as varchar(20)) || cast(b.id as varchar(20))
    where ${whereOpenInRange(range)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The advisory lock key space of lottery settlement on PostgreSQL ("LOTT" in ASCII); the issue's id is the second key.
 */
const SETTLEMENT_LOCK_KEY = 0x4c4f5454;

/**
 * Runs `work` while this process alone settles the issue, on PostgreSQL: a session advisory lock taken on a
 * connection of the pool that `work` gets (`holder`) and keeps for its whole run, to settle batches on as well. A
 * second settlement of the issue (another node, or the job run twice) waits here until the first has closed every
 * bet, then finds none open; a process that dies releases the lock with its connection. So a member's bets are never
 * split between two processes' transfers under one key, and the batches of one settlement can run side by side on
 * other connections (their members never overlap). SQLite has one writer at a time: `work` gets `db` as it is.
 */
export async function whileSettlingIssue<T>(
  db: Executor,
  dialect: Dialect,
  issueId: number,
  work: (holder: Executor) => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') {
    return work(db);
  }
  return db.connection().execute(async (holder) => {
    const key = sql`${SETTLEMENT_LOCK_KEY}, cast(${issueId} as integer)`;
    await sql`select pg_advisory_lock(${key})`.execute(holder);
    try {
      return await work(holder);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(holder);
    }
  });
}

/**
 * Gives a settlement batch's transaction what it needs on PostgreSQL: the memory of its sorts (a batch's sorts and
 * hashes hold tens of thousands of rows: with the default 4 MB the daily totals' sort of 50,000 records went to
 * disk), and a commit that does not wait for the disk. A crash may lose the last batches whole, never part of one:
 * their bets stay open and the next run settles them; the issue is marked settled by a durable commit after every
 * batch, which flushes theirs first (commitWithoutWaitingOnPostgres).
 */
export async function prepareSettlementBatch(db: Executor, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`set local work_mem = '64MB'`.execute(db);
    await commitWithoutWaitingOnPostgres(db, dialect);
  }
}

/**
 * PostgreSQL: closes the open bets of the range with their selections' outcomes and stages what it closed, in one
 * statement (one pass over the range's bets instead of a staging read and an update joined back to it); answers
 * how many. A bet another process closed first is not open when this one's update reaches it (READ COMMITTED
 * re-reads a row it waited for), so it is neither closed nor staged again; with the issue held
 * (`lockIssueForSettlement`) that is only a bet a stopped chase refunded meanwhile.
 */
export async function closeAndStageBets(
  db: Executor,
  range: MemberRange,
  transactionPrefix: string,
  now: number,
): Promise<number> {
  const joined = sql.join(
    SELECTION_COLUMNS.map((column) => sql`o.${sql.ref(column)} = b.${sql.ref(column)}`),
    sql` and `,
  );
  const result = await sql`with closed as (
      update lottery_bet b set status = o.status, payout = o.payout, settled_at = ${now}
      from lottery_settle_outcome o
      where ${joined} and ${whereOpenInRange(range)}
      returning b.id, b.member_id, b.chase_id, b.is_trial, b.vendor_code, b.status, b.payout)
    insert into lottery_settle_bet (id, member_id, chase_id, is_trial, vendor_code, status, payout, record_id)
    select c.id, c.member_id, c.chase_id, c.is_trial, c.vendor_code, c.status, c.payout, r.id
    from closed c left join bet_record r on c.is_trial = 0 and r.vendor_code = c.vendor_code
      and r.transaction_id = cast(${transactionPrefix} as varchar(20)) || cast(c.id as varchar(20))`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}

/**
 * SQLite: closes the staged bets still open with their outcomes; answers how many it closed (PostgreSQL closes and
 * stages in one statement, `closeAndStageBets`). SQLite, without statistics, planned UPDATE … FROM as a scan of
 * every bet looked up in the staged ones: here the staged ids are the list and each bet is found by its id.
 */
export async function closeStagedBets(db: Executor, now: number): Promise<number> {
  const result = await sql`update lottery_bet set
      (status, payout) = (select s.status, s.payout from lottery_settle_bet s where s.id = lottery_bet.id),
      settled_at = ${now}
    where id in (select id from lottery_settle_bet) and status = 'open'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** What the staged bets pay each member: the wins (won and lost bets) and the refunds, each summed. */
export async function sumStagedPayouts(
  db: Executor,
): Promise<{ memberId: number; isRefund: boolean; amount: number; bets: number }[]> {
  const result = await sql<{
    member_id: number | string;
    is_refund: number | string;
    amount: number | string;
    bets: number | string;
  }>`select member_id, case when status = 'refunded' then 1 else 0 end as is_refund, sum(payout) as amount,
      count(*) as bets
    from lottery_settle_bet where payout > 0
    group by member_id, case when status = 'refunded' then 1 else 0 end
    order by member_id`.execute(db);
  return result.rows.map((row) => ({
    memberId: Number(row.member_id),
    isRefund: Number(row.is_refund) === 1,
    amount: Number(row.amount),
    bets: Number(row.bets),
  }));
}

/** The chases of the staged bets, and those of them that won. */
export async function selectStagedChases(db: Executor): Promise<{ chaseId: number; won: boolean }[]> {
  const result = await sql<{ chase_id: number | string; won: number | string }>`select chase_id,
      max(case when status = 'won' then 1 else 0 end) as won
    from lottery_settle_bet where chase_id is not null group by chase_id`.execute(db);
  return result.rows.map((row) => ({ chaseId: Number(row.chase_id), won: Number(row.won) === 1 }));
}

/**
 * The staged bets that have a bet record, as the bet records' bulk settlement reads them (settleBetRecordsInBulk):
 * the record's id, a refund as a rollback, a win (0 for a lost bet) as a win.
 */
export function stagedBetRecordSettlements() {
  return sql`select record_id, case when status = 'refunded' then 1 else 0 end as is_rollback, payout as amount
    from lottery_settle_bet where record_id is not null`;
}

// The back office's calendar and exposure (lottery-backoffice.service.ts).

/** A game's issues of one business day, optionally of one status as the contract names it at `now`. */
export interface CalendarWindow {
  gameCode: string;
  day: string;
  from: number;
  to: number;
  now: number;
  status: 'OPEN' | 'CLOSED' | 'DRAWN' | 'VOID' | undefined;
}

function calendarIssuesQuery(db: Executor, window: CalendarWindow) {
  let query = db
    .selectFrom('lottery_issue')
    .where('game_code', '=', window.gameCode)
    .where('draw_at', '>=', window.from)
    .where('draw_at', '<=', window.to)
    .where('day', '=', window.day);
  switch (window.status) {
    case 'DRAWN':
      query = query.where('status', '=', 'drawn');
      break;
    case 'VOID':
      query = query.where('status', '=', 'void');
      break;
    case 'OPEN':
      query = query.where('status', '=', 'pending').where('sales_close_at', '>', window.now);
      break;
    case 'CLOSED':
      query = query.where('status', '=', 'pending').where('sales_close_at', '<=', window.now);
      break;
    case undefined:
      break;
  }
  return query;
}

export async function countCalendarIssues(db: Executor, window: CalendarWindow): Promise<number> {
  const row = await calendarIssuesQuery(db, window)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function selectCalendarIssues(
  db: Executor,
  window: CalendarWindow,
  page: { limit: number; offset: number },
): Promise<IssueRow[]> {
  return calendarIssuesQuery(db, window)
    .selectAll()
    .orderBy('sequence')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Pending result entries per `<drawCode>:<issueNo>` of a game's day. */
export async function countPendingEntriesOfDraws(
  db: Executor,
  gameCode: string,
  day: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('lottery_result_entry')
    .innerJoin('lottery_draw', (join) =>
      join
        .onRef('lottery_draw.draw_code', '=', 'lottery_result_entry.draw_code')
        .onRef('lottery_draw.issue_no', '=', 'lottery_result_entry.issue_no'),
    )
    .select(['lottery_result_entry.draw_code', 'lottery_result_entry.issue_no'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('lottery_draw.game_code', '=', gameCode)
    .where('lottery_draw.day', '=', day)
    .where('lottery_result_entry.status', '=', 'pending')
    .groupBy(['lottery_result_entry.draw_code', 'lottery_result_entry.issue_no'])
    .execute();
  return new Map(rows.map((row) => [`${row.draw_code}:${row.issue_no}`, Number(row.count)]));
}

/** One issue's stake per number, most first, a page at a time, with the issue's liability count. */
export async function selectExposurePage(
  db: Executor,
  filter: { gameCode: string; issueNo: string },
  page: { limit: number; offset: number },
): Promise<{
  rows: {
    station: string;
    bet_code: string;
    pick: string;
    stake: number;
    liability: number | null;
    points: number;
  }[];
  total: number;
  issueLiability: number;
}> {
  const base = db
    .selectFrom('lottery_exposure')
    .where('game_code', '=', filter.gameCode)
    .where('issue_no', '=', filter.issueNo)
    .where('stake', '>', 0);
  const rows = await base
    .select(['station', 'bet_code', 'pick', 'stake', 'liability', 'points'])
    .orderBy('stake', 'desc')
    .orderBy('bet_code')
    .orderBy('station')
    .orderBy('pick')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  const issue = await db
    .selectFrom('lottery_issue')
    .select('liability')
    .where('game_code', '=', filter.gameCode)
    .where('issue_no', '=', filter.issueNo)
    .executeTakeFirst();
  return {
    rows: rows.map((row) => ({
      ...row,
      stake: Number(row.stake),
      liability: row.liability === null ? null : Number(row.liability),
      points: Number(row.points),
    })),
    total: Number(count?.count ?? 0),
    issueLiability: Number(issue?.liability ?? 0),
  };
}
