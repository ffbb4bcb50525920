import { computePayout, parseSelectionText } from '@plaza/engines/lottery/bet-type';
import { prepareOutcome, settleSelection } from '@plaza/engines/lottery/lottery-bet-types';
import type { LotteryOutcome } from '@plaza/engines/lottery/lottery-bet-types';
import type { OddsEntry, OddsEntryData } from '@plaza/engines/lottery/lottery-odds';
import { parseOddsEntry } from '@plaza/engines/lottery/lottery-odds';
import { settleMultiStation } from '@plaza/engines/lottery/multi-station';

import type { DatabaseHandle } from '../../db/database';
import { runStatements } from '../../db/prepared-query';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { BetBook } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { getHouseAccount, getMemberMainAccount, postTransfers } from '../ledger/ledger.service';
import type { TransferRequest } from '../ledger/ledger.types';
import { findLotteryGame } from './lottery-catalogue';
import { refundBets, toBetTransactionId } from './lottery-bets.service';
import {
  closeBets,
  completeFinishedChases,
  markIssueSettled,
  markIssuesWithoutBetsSettled,
  selectChasesByIds,
  selectDrawsOfIssue,
  selectIssuesToSettle,
  selectOpenBetsOfChases,
  selectOpenBetsOfIssue,
  updateChaseStatus,
} from './lottery.repository';
import type { BetOutcomeChange, BetRow, DrawRow, IssueRow } from './lottery.repository';

/**
 * Settlement (docs/product/lottery.md "Settlement"): the job `lottery.settle` settles the bets of each drawn or
 * voided issue in batches, each batch one transaction that reads its open bets (locked on PostgreSQL), pays the
 * wins through the ledger (key `lottery:win:<bet id>`), closes the bets by a conditional update and settles their
 * bet records. A process killed half-way loses its open batch whole; the next run takes the same bets again, and
 * a bet already closed is never read again, so each bet is paid once.
 */

/** Bets settled per transaction. */
export const SETTLEMENT_BATCH = 5000;

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

async function accountsOf(
  db: Executor,
  cache: AccountCache,
  memberId: number,
  currency: string,
  now: number,
) {
  let accounts = cache.get(memberId);
  if (accounts === undefined) {
    const wallet = await getMemberMainAccount(db, memberId, currency, now);
    const house = await getHouseAccount(db, memberId, currency, now);
    accounts = { wallet: wallet.id, house: house.id };
    cache.set(memberId, accounts);
  }
  return accounts;
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

/** Settles one batch of an issue's open bets; answers how many it settled (0: none were left). */
async function settleBatch(
  handle: DatabaseHandle,
  issue: IssueRow,
  outcomes: IssueOutcomes,
  context: {
    currency: string;
    reportUtcOffsetMinutes: number;
    accounts: AccountCache;
    odds: Map<string, OddsEntry>;
  },
  batchSize: number,
  now: number,
): Promise<number> {
  return runInTransaction(handle, async (db) => {
    const bets = await selectOpenBetsOfIssue(db, handle.dialect, issue.game_code, issue.issue_no, batchSize);
    if (bets.length === 0) {
      return 0;
    }
    const changes: BetOutcomeChange[] = [];
    const transfers: TransferRequest[] = [];
    const wonChases = new Set<number>();
    for (const bet of bets) {
      const settled = settleBet(bet, outcomes, context.odds);
      changes.push({ id: bet.id, status: settled.status, payout: settled.payout });
      if (settled.payout > 0) {
        const accounts = await accountsOf(db, context.accounts, bet.member_id, context.currency, now);
        const isRefund = settled.status === 'refunded';
        transfers.push({
          idempotencyKey: `lottery:${isRefund ? 'refund' : 'win'}:${bet.id}`,
          kind: isRefund ? 'rollback' : 'win',
          reference: `lottery:${bet.id}`,
          debitAccountId: accounts.house,
          creditAccountId: accounts.wallet,
          amount: settled.payout,
        });
      }
      if (settled.status === 'won' && bet.chase_id !== null) {
        wonChases.add(bet.chase_id);
      }
    }
    const closed = await closeBets(db, changes, now);
    if (closed !== bets.length) {
      throw new Error('lottery settlement: a bet of the batch was closed by another process');
    }
    await postTransfers(db, transfers, now);
    const real = bets.filter((bet) => bet.is_trial === 0);
    if (real.length > 0) {
      const named = real.map((bet) => ({
        vendorCode: bet.vendor_code,
        transactionId: toBetTransactionId(bet.id),
      }));
      const book = await BetBook.readBets(db, handle.dialect, named);
      const byId = new Map(changes.map((change) => [change.id, change]));
      for (const bet of real) {
        const change = byId.get(bet.id);
        if (change === undefined) {
          continue;
        }
        if (change.status === 'refunded') {
          book.rollBack({ vendorCode: bet.vendor_code, betTransactionId: toBetTransactionId(bet.id) });
        } else {
          book.addWin({
            memberId: bet.member_id,
            vendorCode: bet.vendor_code,
            transactionId: `${toBetTransactionId(bet.id)}:win`,
            gameCode: bet.game_code,
            gameType: bet.game_type,
            roundId: `${bet.game_code}:${bet.issue_no}`,
            amount: change.payout,
            at: now,
            reportUtcOffsetMinutes: context.reportUtcOffsetMinutes,
            betTransactionId: toBetTransactionId(bet.id),
          });
        }
      }
      await runStatements(db, book.write(db));
    }
    await stopChases(db, handle, [...wonChases], issue, context.currency, now);
    const chaseIds = [...new Set(bets.flatMap((bet) => (bet.chase_id === null ? [] : [bet.chase_id])))];
    await completeFinishedChases(db, chaseIds);
    return bets.length;
  });
}

/** Settles every open bet of one drawn or voided issue, batch by batch; answers how many it settled. */
export async function settleIssue(
  handle: DatabaseHandle,
  issue: IssueRow,
  now: number,
  batchSize: number = SETTLEMENT_BATCH,
  onBatch?: () => void,
): Promise<number> {
  const settings = await getDeploymentSettings(handle);
  const draws = await selectDrawsOfIssue(handle.db, issue.game_code, issue.issue_no);
  const outcomes = prepareIssueOutcomes(issue, draws);
  const context = {
    currency: settings.currency.code,
    reportUtcOffsetMinutes: settings.reportUtcOffsetMinutes,
    accounts: new Map(),
    odds: new Map<string, OddsEntry>(),
  };
  let settled = 0;
  for (;;) {
    const count = await settleBatch(handle, issue, outcomes, context, batchSize, now);
    settled += count;
    onBatch?.();
    if (count < batchSize) {
      break;
    }
  }
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
