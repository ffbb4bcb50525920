import { computePayout, parseSelectionText } from '@plaza/engines/lottery/bet-type';
import { prepareOutcome, settleSelection } from '@plaza/engines/lottery/lottery-bet-types';
import type { LotteryOutcome } from '@plaza/engines/lottery/lottery-bet-types';
import type { OddsEntry, OddsEntryData } from '@plaza/engines/lottery/lottery-odds';
import { parseOddsEntry } from '@plaza/engines/lottery/lottery-odds';
import { settleMultiStation } from '@plaza/engines/lottery/multi-station';

import type { DatabaseHandle } from '../../db/database';
import { createTransactionTable, dropTransactionTable } from '../../db/dialect';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { settleBetRecordsInBulk } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  getMemberMainAccountIds,
  getHouseAccount,
  pickHouseShard,
  postTransfers,
} from '../ledger/ledger.service';
import type { TransferRequest } from '../ledger/ledger.types';
import { findLotteryGame } from './lottery-catalogue';
import { BET_TRANSACTION_PREFIX, refundBets } from './lottery-bets.service';
import {
  closeAndStageBets,
  closeStagedBets,
  completeFinishedChases,
  insertSelectionOutcomes,
  markIssueSettled,
  markIssuesWithoutBetsSettled,
  selectBetCountsByMember,
  selectChasesByIds,
  selectDrawsOfIssue,
  selectIssuesToSettle,
  selectOpenBetsOfChases,
  selectOpenSelections,
  selectStagedChases,
  prepareSettlementBatch,
  SETTLEMENT_TABLES,
  stageSettledBets,
  stagedBetRecordSettlements,
  sumStagedPayouts,
  updateChaseStatus,
  whileSettlingIssue,
} from './lottery.repository';
import type { BetOutcomeChange, BetRow, DrawRow, IssueRow, MemberRange } from './lottery.repository';

/**
 * Settlement (docs/product/lottery.md "Settlement", docs/decisions/036-lottery-settlement-by-selection.md): the job
 * `lottery.settle` settles the bets of each drawn or voided issue by ranges of members, each range one transaction
 * that settles each distinct selection once, closes the bets and settles their bet records in SQL, and pays each
 * member once through the ledger (key `lottery:win:<game>:<issue>:<member>`). A process killed half-way loses its
 * open batch whole; the next run takes the same members' bets again, and a bet already closed is never read again,
 * so each bet is paid once.
 */

/**
 * Bets of the issue (open or not) a range holds, about: members are taken whole, so one member's bets may make it
 * larger. One range is one transaction.
 */
export const SETTLEMENT_BATCH = 50_000;

/**
 * Batches of one issue settled side by side on PostgreSQL, each on a connection of its own (docs/decisions/110): a
 * batch is PostgreSQL's work (about 8 % of it in this process), one backend on one core, and the members of two
 * batches never overlap. SQLite has one writer: its batches run one after the other.
 */
export const PARALLEL_BATCHES = 2;

interface IssueOutcomes {
  /** Prepared result per station ('' for a game with one draw); null for a void draw. */
  byStation: Map<string, LotteryOutcome | null>;
}

function prepareIssueOutcomes(issue: IssueRow, draws: readonly DrawRow[]): IssueOutcomes {
  const game = findLotteryGame(issue.game_code);
  if (game === undefined) {
    throw new Error(`unknown lottery game ${issue.game_code}`);
  }
  const byStation = new Map<string, LotteryOutcome | null>();
  for (const draw of draws) {
    byStation.set(
      draw.station,
      draw.status === 'drawn' && draw.result !== null
        ? prepareOutcome(game.structure, JSON.parse(draw.result) as string[])
        : null,
    );
  }
  return { byStation };
}

/** What one bet returns: its winnings and what it gives back of void stations. */
export function settleBet(
  bet: Pick<
    BetRow,
    'bet_code' | 'picks' | 'stations' | 'unit_stake' | 'combinations' | 'total_stake' | 'odds'
  >,
  outcomes: IssueOutcomes,
  oddsCache: Map<string, OddsEntry>,
): BetOutcomeChange['status'] extends never
  ? never
  : { status: 'won' | 'lost' | 'refunded'; payout: number } {
  let odds = oddsCache.get(bet.odds);
  if (odds === undefined) {
    odds = parseOddsEntry(JSON.parse(bet.odds) as OddsEntryData);
    oddsCache.set(bet.odds, odds);
  }
  const selection = parseSelectionText(bet.picks);
  const stations = bet.stations === '' ? [''] : bet.stations.split(',');
  const stationOutcomes = stations.map((station) => ({
    station,
    outcome: outcomes.byStation.get(station) ?? null,
  }));
  if (stationOutcomes.every((entry) => entry.outcome === null)) {
    return { status: 'refunded', payout: bet.total_stake };
  }
  const unit = BigInt(bet.unit_stake);
  let winnings: bigint;
  let voidStations = 0;
  const [single] = stationOutcomes;
  if (stationOutcomes.length === 1 && single !== undefined && single.outcome !== null) {
    winnings = computePayout(unit, settleSelection(single.outcome, bet.bet_code, selection, odds));
  } else {
    const settled = settleMultiStation({ code: bet.bet_code, selection, odds, stations: stationOutcomes });
    winnings = computePayout(unit, settled.returnPerUnit);
    voidStations = settled.voidStationCount;
  }
  const refund = BigInt(bet.unit_stake * bet.combinations * voidStations);
  return { status: winnings > 0n ? 'won' : 'lost', payout: Number(winnings + refund) };
}

/** Member and house account ids by member, kept for a run (accounts never change id). */
type AccountCache = Map<number, { wallet: number; house: number }>;

/** Reads into `cache` the accounts of the members it lacks: their wallets in one batch, each house shard once. */
async function loadAccounts(
  db: Executor,
  cache: AccountCache,
  memberIds: readonly number[],
  currency: string,
  now: number,
): Promise<void> {
  const missing = memberIds.filter((memberId) => !cache.has(memberId));
  const wallets = await getMemberMainAccountIds(db, missing, currency, now);
  const houses = new Map<string, number>();
  for (const memberId of missing) {
    const shard = pickHouseShard(memberId);
    let house = houses.get(shard);
    if (house === undefined) {
      house = (await getHouseAccount(db, memberId, currency, now)).id;
      houses.set(shard, house);
    }
    const wallet = wallets.get(memberId);
    if (wallet === undefined) {
      throw new Error(`No wallet account for member ${memberId}`);
    }
    cache.set(memberId, { wallet, house });
  }
}

/** Refunds the open bets of chases stopped by a win, except those of the issue being settled. */
async function stopChases(
  db: Executor,
  handle: DatabaseHandle,
  chaseIds: readonly number[],
  issue: IssueRow,
  currency: string,
  now: number,
): Promise<void> {
  const chases = (await selectChasesByIds(db, chaseIds)).filter(
    (chase) => chase.stop_on_win === 1 && chase.status === 'running',
  );
  if (chases.length === 0) {
    return;
  }
  const open = await selectOpenBetsOfChases(
    db,
    handle.dialect,
    chases.map((chase) => chase.id),
  );
  await refundBets(
    db,
    open.filter((bet) => bet.issue_no !== issue.issue_no),
    'refunded',
    currency,
    now,
  );
  for (const chase of chases) {
    await updateChaseStatus(db, chase.id, 'stopped_on_win', 'running');
  }
}

/** What one batch needs of the issue: its outcomes, the deployment's currency and the caches of a run. */
interface SettlementContext {
  outcomes: IssueOutcomes;
  currency: string;
  accounts: AccountCache;
  odds: Map<string, OddsEntry>;
}

/**
 * Settles the open bets of one member range of an issue in one transaction (docs/decisions/036, 095): each distinct
 * selection's outcome computed once, every bet given its selection's outcome and closed in SQL (on PostgreSQL closed
 * and staged in one statement), one ledger transfer per member for the wins (key
 * `lottery:win:<game>:<issue>:<member>`) and one for the refunds (`lottery:refund:…`), the bet records (each found
 * once by its key while staging) and their days' totals settled in SQL. A member's bets of the issue are all in one
 * batch, and one process at a time settles an issue (`whileSettlingIssue`), so one transfer covers them all; a
 * killed batch is lost whole and its bets stay open. Answers how many bets it settled.
 */
async function settleMemberRange(
  handle: DatabaseHandle,
  issue: IssueRow,
  range: MemberRange,
  context: SettlementContext,
  now: number,
): Promise<number> {
  const { dialect } = handle;
  return runInTransaction(handle, async (db) => {
    await prepareSettlementBatch(db, dialect);
    const selections = await selectOpenSelections(db, range);
    if (selections.length === 0) {
      return 0;
    }
    const { outcome, bet } = SETTLEMENT_TABLES;
    await createTransactionTable(db, dialect, outcome.name, outcome.columns);
    await insertSelectionOutcomes(
      db,
      selections.map((selection) => ({
        ...selection,
        ...settleBet(selection, context.outcomes, context.odds),
      })),
    );
    await createTransactionTable(db, dialect, bet.name, bet.columns(dialect));
    let staged: number;
    if (dialect === 'postgres') {
      // No ANALYZE of the staged bets: their readers reach the records through an id array (decision 095), and the
      // planner reads the table's size from its pages; with it or without, the same times, and 0.8 s less of 1,000,000.
      staged = await closeAndStageBets(db, range, BET_TRANSACTION_PREFIX, now);
    } else {
      staged = await stageSettledBets(db, range, BET_TRANSACTION_PREFIX);
      const closed = await closeStagedBets(db, now);
      // A bet staged and not closed was closed by another process since the staging read it.
      if (closed !== staged) {
        throw new Error('lottery settlement: a bet of the batch was closed by another process');
      }
    }
    await settleBetRecordsInBulk(db, dialect, stagedBetRecordSettlements(), now);
    const chases = await selectStagedChases(db);
    const payouts = await sumStagedPayouts(db);
    await dropTransactionTable(db, dialect, bet.name);
    await dropTransactionTable(db, dialect, outcome.name);
    await stopChases(
      db,
      handle,
      chases.filter((chase) => chase.won).map((chase) => chase.chaseId),
      issue,
      context.currency,
      now,
    );
    await completeFinishedChases(
      db,
      chases.map((chase) => chase.chaseId),
    );
    // The members' payments last: the house accounts they lock are shared by batches that run side by side, so
    // each batch holds them only from here to its commit.
    const transfers: TransferRequest[] = [];
    await loadAccounts(
      db,
      context.accounts,
      payouts.map((payout) => payout.memberId),
      context.currency,
      now,
    );
    for (const payout of payouts) {
      const accounts = context.accounts.get(payout.memberId);
      if (accounts === undefined) {
        throw new Error(`lottery settlement: no accounts of member ${payout.memberId}`);
      }
      const kind = payout.isRefund ? 'refund' : 'win';
      transfers.push({
        idempotencyKey: `lottery:${kind}:${issue.game_code}:${issue.issue_no}:${payout.memberId}`,
        kind: payout.isRefund ? 'rollback' : 'win',
        reference: `lottery:${issue.game_code}:${issue.issue_no}`,
        debitAccountId: accounts.house,
        creditAccountId: accounts.wallet,
        amount: payout.amount,
        metadata: { gameCode: issue.game_code, issueNo: issue.issue_no, bets: payout.bets },
      });
    }
    await postTransfers(db, transfers, now);
    return staged;
  });
}

/**
 * Member ranges of about `batchSize` bets each, in member order, that cover every member id between them (the first
 * from 0, the last to the largest safe id): a member's bets are never split, and a bet of a member the counts did not
 * see is still in a range.
 */
export function toMemberRanges(
  issue: Pick<IssueRow, 'game_code' | 'issue_no'>,
  members: readonly { memberId: number; bets: number }[],
  batchSize: number,
): MemberRange[] {
  const ranges: MemberRange[] = [];
  let current: MemberRange | undefined;
  let bets = 0;
  for (const member of members) {
    if (current === undefined || (bets > 0 && bets + member.bets > batchSize)) {
      if (current !== undefined) {
        current.toMemberId = member.memberId - 1;
      }
      current = {
        gameCode: issue.game_code,
        issueNo: issue.issue_no,
        fromMemberId: current === undefined ? 0 : member.memberId,
        toMemberId: Number.MAX_SAFE_INTEGER,
      };
      ranges.push(current);
      bets = 0;
    }
    bets += member.bets;
  }
  if (ranges.length === 0) {
    ranges.push({
      gameCode: issue.game_code,
      issueNo: issue.issue_no,
      fromMemberId: 0,
      toMemberId: Number.MAX_SAFE_INTEGER,
    });
  }
  return ranges;
}

/**
 * Runs `work` on each item, one item per worker at a time, in order of the items. After a failure no item is begun
 * and the ones under way finish before the first error is thrown, so nothing of the run goes on after it returns.
 */
async function forEachSideBySide<T, W>(
  items: readonly T[],
  workers: readonly W[],
  work: (item: T, worker: W) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const run = async (worker: W): Promise<void> => {
    while (failure === undefined && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item, worker);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(workers.slice(0, Math.max(1, items.length)).map(run));
  if (failure !== undefined) {
    throw failure.error;
  }
}

/**
 * Settles every open bet of one drawn or voided issue, member range by member range, in one pass (the ranges cover
 * every member id, docs/decisions/085), on PostgreSQL up to `PARALLEL_BATCHES` ranges at a time while no other
 * process settles the issue; answers how many it settled.
 */
export async function settleIssue(
  handle: DatabaseHandle,
  issue: IssueRow,
  now: number,
  batchSize: number = SETTLEMENT_BATCH,
  onBatch?: () => void,
): Promise<number> {
  const settings = await getDeploymentSettings(handle);
  const draws = await selectDrawsOfIssue(handle.db, issue.game_code, issue.issue_no);
  const context: SettlementContext = {
    outcomes: prepareIssueOutcomes(issue, draws),
    currency: settings.currency.code,
    accounts: new Map(),
    odds: new Map<string, OddsEntry>(),
  };
  let settled = 0;
  await whileSettlingIssue(handle.db, handle.dialect, issue.id, async (holder) => {
    const members = await selectBetCountsByMember(holder, issue.game_code, issue.issue_no);
    // The first batches run on the lock's connection; the others on as many more as the pool has beside it.
    const workers = [{ ...handle, db: holder }];
    const others = Math.min(PARALLEL_BATCHES, handle.connections ?? 1) - 1;
    for (let index = 0; index < others; index += 1) {
      workers.push(handle);
    }
    await forEachSideBySide(toMemberRanges(issue, members, batchSize), workers, async (range, worker) => {
      const count = await settleMemberRange(worker, issue, range, context, now);
      settled += count;
      onBatch?.();
    });
  });
  await markIssueSettled(handle.db, issue.id, now);
  return settled;
}

/** The job `lottery.settle`: settles the issues drawn or voided and not yet settled, oldest first. */
export async function settleDueIssues(
  handle: DatabaseHandle,
  now: number,
): Promise<{ issues: number; bets: number }> {
  await markIssuesWithoutBetsSettled(handle.db, now);
  const issues = await selectIssuesToSettle(handle.db, 20);
  let bets = 0;
  for (const issue of issues) {
    bets += await settleIssue(handle, issue, now);
  }
  return { issues: issues.length, bets };
}
