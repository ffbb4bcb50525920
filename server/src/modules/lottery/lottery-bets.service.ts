import { MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { ErrorCode } from '@plaza/contracts/error-codes';
import type { Language } from '@plaza/contracts/languages';
import type {
  CancelBetResponse,
  CancelChaseResponse,
  LotteryBet,
  LotteryBetPage,
  LotteryBetQuery,
  LotteryChase,
  LotteryChasePage,
  PlaceBetsRequest,
  PlaceBetsResponse,
} from '@plaza/contracts/lottery';
import { lotteryBetStatusSchema, chaseStatusSchema } from '@plaza/contracts/lottery';
import {
  checkSelection,
  computePayout,
  formatSelection,
  normalizeSelection,
  parseSelectionText,
} from '@plaza/engines/lottery/bet-type';
import { findBetType } from '@plaza/engines/lottery/lottery-bet-types';
import type { OddsEntry, OddsEntryData } from '@plaza/engines/lottery/lottery-odds';
import { parseOddsEntry } from '@plaza/engines/lottery/lottery-odds';
import type { Fraction } from '@plaza/engines/rational';

import type { DatabaseHandle } from '../../db/database';
import { runStatements } from '../../db/prepared-query';
import { getWriteThread } from '../../db/sqlite-write-thread';
import type { ThreadWork } from '../../db/sqlite-write-thread';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { resolveTimeRange, toLimitOffset, toPage } from '../../http/paging';
import type { MemberRow } from '../accounts/members.service';
import { BetBook } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { getHouseAccount, getMemberMainAccount, postTransfers } from '../ledger/ledger.service';
import { isLedgerError } from '../ledger/ledger.types';
import type { TransferRequest } from '../ledger/ledger.types';
import type { LotteryGameDefinition } from './lottery-catalogue';
import { findLotteryGame } from './lottery-catalogue';
import { readGameTerms, requireGame, stakeLimitsOf } from './lottery-games.service';
import type { LotterySettings } from './lottery-games.service';
import {
  addExposure,
  addIssueLiability,
  closeBets,
  countBets,
  countChases,
  insertBets,
  insertChase,
  insertSlip,
  selectBet,
  selectBetPage,
  selectBetsOfSlip,
  selectChaseForUpdate,
  selectChasePage,
  selectChasesByIds,
  selectIssue,
  selectIssuesFrom,
  selectOpenBetsOfChases,
  selectSlipId,
  subtractIssueLiability,
  summarizeChases,
  updateChaseStatus,
} from './lottery.repository';
import type { BetInsert, BetRow, ChaseSummaryRow, ExposureDelta, IssueRow } from './lottery.repository';

/**
 * Lottery bets (docs/product/lottery.md "Bets"): a slip of selections on one issue or, as a chase, on the next N;
 * checked against the engine's bet rules, the stake limits, the per-number exposure and the draw's liability;
 * paid for through the ledger once per slip (key `lottery:slip:<slip id>`, docs/decisions/086) and recorded in the
 * bet records like any other bet, all in one transaction. A trial member plays with the play money of their main wallet; their bets
 * stay out of the bet records, which count real money only.
 */

/** How the transaction id of a lottery bet's record begins; its bet id follows. */
export const BET_TRANSACTION_PREFIX = 'LOTTERY:';

/** The vendor-side transaction id of a lottery bet in the bet records. */
export function toBetTransactionId(betId: number): string {
  return `${BET_TRANSACTION_PREFIX}${betId}`;
}

/** The round of a bet in the bet records: its issue. */
function toRoundId(gameCode: string, issueNo: string): string {
  return `${gameCode}:${issueNo}`;
}

function maxOf(values: Iterable<Fraction>): Fraction {
  let best: Fraction = { numerator: 0n, denominator: 1n };
  for (const value of values) {
    if (value.numerator * best.denominator > best.numerator * value.denominator) {
      best = value;
    }
  }
  return best;
}

/** The highest gross return per unit an entry pays for one hit: what the liability of a draw counts. */
export function highestOdds(entry: OddsEntry): Fraction {
  switch (entry.kind) {
    case 'multiplier':
    case 'points':
      return entry.odds;
    case 'by_pick':
      return maxOf(entry.odds.values());
    case 'prize_table':
      return maxOf(entry.prizes.values());
    case 'permutation_prize_table':
      return maxOf([...entry.prizes.values()].flatMap((table) => [...table.values()]));
  }
}

export function ceilTimes(amount: number, fraction: Fraction): number {
  const product = BigInt(amount) * fraction.numerator;
  return Number((product + fraction.denominator - 1n) / fraction.denominator);
}

interface CheckedSelection {
  betCode: string;
  picks: string[][];
  stations: string[];
  stake: number;
  isInPoints: boolean;
  unitStake: number;
  combinations: number;
  totalStake: number;
  oddsData: OddsEntryData;
  liability: number;
}

function refuseSelection(index: number, reason: string, details: Record<string, unknown> = {}): never {
  throw new AppError('lottery.selection.invalid', { selection: index, reason, ...details });
}

/** Checks one selection of a slip against the engine's rules, the odds on offer, the stations and the stake. */
function checkSlipSelection(
  game: LotteryGameDefinition,
  odds: Readonly<Record<string, OddsEntryData>>,
  issue: IssueRow,
  selection: PlaceBetsRequest['selections'][number],
  index: number,
  pricePerPoint: number,
  isChase: boolean,
): CheckedSelection {
  const definition = findBetType(game.structure, selection.betCode);
  const oddsData = odds[selection.betCode];
  if (definition === undefined || oddsData === undefined) {
    refuseSelection(index, 'not_offered', { betCode: selection.betCode });
  }
  const picks = normalizeSelection(selection.picks);
  const problem = checkSelection(definition, picks);
  if (problem !== null) {
    refuseSelection(index, problem.reason, {
      betCode: selection.betCode,
      row: problem.row,
      pick: problem.pick,
    });
  }
  const isInPoints = definition.oddsKind === 'points';
  const limits = stakeLimitsOf(isInPoints);
  if (selection.stake < limits.min || selection.stake > limits.max) {
    refuseSelection(index, 'stake', { min: limits.min, max: limits.max });
  }
  let stations: string[] = [];
  if (game.isMultiStation) {
    const offered = JSON.parse(issue.stations) as string[];
    stations = [...new Set(selection.stations ?? [])];
    if (
      isChase ||
      stations.length === 0 ||
      stations.length !== (selection.stations ?? []).length ||
      stations.some((station) => !offered.includes(station))
    ) {
      // A chase crosses days whose stations differ: a multi-station bet names one day's stations.
      refuseSelection(index, isChase ? 'chase_stations' : 'stations', { stations: offered });
    }
  } else if (selection.stations !== undefined) {
    refuseSelection(index, 'stations');
  }
  const unitStake = isInPoints ? selection.stake * pricePerPoint : selection.stake;
  const combinations = definition.countCombinations(picks);
  const stationCount = Math.max(stations.length, 1);
  const totalStake = unitStake * combinations * stationCount;
  if (!Number.isSafeInteger(totalStake)) {
    refuseSelection(index, 'stake');
  }
  return {
    betCode: selection.betCode,
    picks,
    stations,
    stake: selection.stake,
    isInPoints,
    unitStake,
    combinations,
    totalStake,
    oddsData,
    liability: ceilTimes(totalStake, highestOdds(parseOddsEntry(oddsData))),
  };
}

/**
 * What a bet adds to each number of its draw (docs/decisions/076-exposure-liability-and-promotion-covers.md): for each station
 * and each pick of a row, the bet's stake on that station shared among the row's picks (a positional row's pick is
 * keyed by its position), and the liability of that share at the odds recorded on the bet. A bet in points (lô)
 * stakes `stake` points on each of its numbers, charged at the price per point (`unit_stake` in money), and is paid
 * per occurrence: its liability is what settlement pays on the number each time it is drawn, the unit stake times
 * the payout per point over the price per point, rounded down as settlement rounds it. Other bets count their share
 * at the entry's highest odds, rounded up (what the issue's liability counts).
 */
export function measureExposure(
  bet: Pick<
    BetInsert,
    | 'game_code'
    | 'issue_no'
    | 'bet_code'
    | 'picks'
    | 'stations'
    | 'stake'
    | 'is_in_points'
    | 'unit_stake'
    | 'combinations'
    | 'odds'
  >,
  sign: 1 | -1 = 1,
): ExposureDelta[] {
  const rows = parseSelectionText(bet.picks);
  const stations = bet.stations === '' ? [''] : bet.stations.split(',');
  const perStation = bet.unit_stake * bet.combinations;
  const odds = parseOddsEntry(JSON.parse(bet.odds) as OddsEntryData);
  // What a unit of money staked on a lô number returns each time the number is drawn.
  const pointOdds = bet.is_in_points === 1 && odds.kind === 'points' ? odds.odds : undefined;
  return stations.flatMap((station) =>
    rows.flatMap((row, rowIndex) =>
      row.map((pick) => {
        const share = Math.ceil(perStation / row.length);
        return {
          game_code: bet.game_code,
          issue_no: bet.issue_no,
          station,
          bet_code: bet.bet_code,
          pick: rows.length > 1 ? `${rowIndex + 1}:${pick}` : pick,
          stake: sign * share,
          liability:
            sign *
            (pointOdds === undefined
              ? ceilTimes(share, highestOdds(odds))
              : Number(computePayout(BigInt(bet.unit_stake), pointOdds))),
          points: pointOdds === undefined ? 0 : sign * bet.stake,
        };
      }),
    ),
  );
}

async function addExposureWithinLimit(
  db: Executor,
  bets: readonly BetInsert[],
  maxStakePerNumber: number,
): Promise<void> {
  const deltas = bets.flatMap((bet) => measureExposure(bet));
  // One row per number, in a fixed order: concurrent slips lock the same rows in the same order.
  const merged = new Map<string, ExposureDelta>();
  for (const delta of deltas) {
    const key = [delta.game_code, delta.issue_no, delta.station, delta.bet_code, delta.pick].join('\u0000');
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
  const ordered = [...merged.entries()]
    .sort(([left], [right]) => (left < right ? -1 : 1))
    .map(([, delta]) => delta);
  const totals = await addExposure(db, ordered);
  for (const [index, total] of totals.entries()) {
    const delta = ordered[index];
    if (delta !== undefined && total > maxStakePerNumber) {
      throw new AppError('lottery.limit.exceeded', {
        betCode: delta.bet_code,
        number: delta.pick,
        station: delta.station,
        issueNo: delta.issue_no,
        limit: maxStakePerNumber,
        remaining: Math.max(maxStakePerNumber - (total - delta.stake), 0),
      });
    }
  }
}

function toLotteryBet(
  row: BetRow,
  language: Language,
  now: number,
  issue?: Pick<IssueRow, 'sales_close_at'>,
): LotteryBet {
  const game = findLotteryGame(row.game_code);
  return {
    betId: String(row.id),
    slipId: String(row.slip_id),
    chaseId: row.chase_id === null ? null : String(row.chase_id),
    gameCode: row.game_code,
    gameName: game?.names[language] ?? row.game_code,
    issueNo: row.issue_no,
    betCode: row.bet_code,
    picks: parseSelectionText(row.picks),
    stations: row.stations === '' ? [] : row.stations.split(','),
    stake: row.stake,
    isInPoints: row.is_in_points === 1,
    combinations: row.combinations,
    totalStake: row.total_stake,
    payout: row.status === 'open' ? null : row.payout,
    status: lotteryBetStatusSchema.parse(row.status),
    placedAt: new Date(row.placed_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    isCancellable: row.status === 'open' && issue !== undefined && now < issue.sales_close_at,
  };
}

function toLotteryChase(row: ChaseSummaryRow, language: Language): LotteryChase {
  return {
    chaseId: String(row.id),
    gameCode: row.game_code,
    gameName: findLotteryGame(row.game_code)?.names[language] ?? row.game_code,
    firstIssueNo: row.first_issue_no,
    issues: row.issues,
    stopOnWin: row.stop_on_win === 1,
    status: chaseStatusSchema.parse(row.status),
    settledIssues: row.settled_issues,
    wonIssues: row.won_issues,
    totalStake: row.total_stake,
    payout: row.payout,
    refunded: row.refunded,
    placedAt: new Date(row.placed_at).toISOString(),
  };
}

/** Issue close times of some bets, for `isCancellable`. */
async function readIssueCloses(db: Executor, bets: readonly BetRow[]): Promise<Map<string, IssueRow>> {
  const issues = new Map<string, IssueRow>();
  for (const bet of bets) {
    const key = `${bet.game_code}:${bet.issue_no}`;
    if (!issues.has(key)) {
      const issue = await selectIssue(db, bet.game_code, bet.issue_no);
      if (issue !== undefined) {
        issues.set(key, issue);
      }
    }
  }
  return issues;
}

async function answerSlip(
  db: Executor,
  slipId: number,
  memberId: number,
  currency: string,
  language: Language,
  now: number,
): Promise<PlaceBetsResponse> {
  const bets = await selectBetsOfSlip(db, slipId);
  const issues = await readIssueCloses(db, bets);
  const chaseIds = [...new Set(bets.flatMap((bet) => (bet.chase_id === null ? [] : [bet.chase_id])))];
  const [chase] = await summarizeChases(db, await selectChasesByIds(db, chaseIds));
  const wallet = await getMemberMainAccount(db, memberId, currency, now);
  return {
    slipId: String(slipId),
    bets: bets.map((bet) => toLotteryBet(bet, language, now, issues.get(`${bet.game_code}:${bet.issue_no}`))),
    chase: chase === undefined ? null : toLotteryChase(chase, language),
    balance: wallet.balance,
  };
}

/** The issues a slip goes on: the one named, or a chase's N from it; each must still be on sale. */
async function resolveIssues(
  db: Executor,
  game: LotteryGameDefinition,
  request: PlaceBetsRequest,
  now: number,
): Promise<IssueRow[]> {
  const first = await selectIssue(db, game.code, request.issueNo);
  if (first === undefined) {
    throw new AppError('not.found');
  }
  if (first.status !== 'pending' || now >= first.sales_close_at) {
    throw new AppError('lottery.sales.closed', { issueNo: first.issue_no });
  }
  if (request.chase === undefined) {
    return [first];
  }
  const issues = await selectIssuesFrom(db, game.code, first.draw_at, request.chase.issues);
  if (issues.length < request.chase.issues) {
    throw new AppError('request_param_err', {
      fields: { 'chase.issues': 'lottery.chase.too.long' },
      available: issues.length,
    });
  }
  return issues;
}

/**
 * Posts the stake of a whole slip in one transfer from the member's main wallet to the house (key
 * `lottery:slip:<slip id>`, docs/decisions/086); answers the wallet's balance after it.
 */
async function chargeSlip(
  db: Executor,
  memberId: number,
  currency: string,
  slip: { id: number; gameCode: string },
  bets: readonly { total_stake: number }[],
  now: number,
): Promise<number> {
  const wallet = await getMemberMainAccount(db, memberId, currency, now);
  const house = await getHouseAccount(db, memberId, currency, now);
  try {
    const [posted] = await postTransfers(
      db,
      [
        {
          idempotencyKey: `lottery:slip:${slip.id}`,
          kind: 'bet',
          reference: `lottery:slip:${slip.id}`,
          debitAccountId: wallet.id,
          creditAccountId: house.id,
          amount: bets.reduce((sum, bet) => sum + bet.total_stake, 0),
          metadata: { gameCode: slip.gameCode, bets: bets.length },
        },
      ],
      now,
    );
    if (posted === undefined) {
      throw new Error("lottery: the slip's stake was not posted");
    }
    return posted.debitBalanceAfter;
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
      throw new AppError('balance.insufficient');
    }
    throw error;
  }
}

/**
 * A slip as its transaction needs it: plain data, so that on a SQLite file it crosses to the write thread
 * (db/sqlite-write-thread.ts, lottery-slip.thread.ts) as it is.
 */
export interface SlipToPlace {
  member: Pick<MemberRow, 'id' | 'type'>;
  request: PlaceBetsRequest;
  language: Language;
  now: number;
  currency: string;
  reportUtcOffsetMinutes: number;
  lottery: LotterySettings;
}

/** A slip's outcome as the write thread answers it: placed, or refused with the error its member is shown. */
export type SlipOutcome =
  { isPlaced: true; response: PlaceBetsResponse } | { isPlaced: false; code: ErrorCode; details: unknown };

/** The lottery slips' kind of work in the SQLite write thread (lottery-slip.thread.ts exports its runThreadTasks). */
const SLIP_WORK: ThreadWork<SlipToPlace, SlipOutcome> = {
  moduleUrl: new URL('./lottery-slip.thread.ts', import.meta.url).href,
};

/**
 * POST /lgw/bets: places a slip (or a chase), all of it or nothing. A repeated requestId answers the first slip.
 * The game and the deployment's settings are read here; the slip's transaction runs on a SQLite file in the write
 * thread, grouped with the slips that wait beside it (each in its own savepoint), elsewhere on the pool
 * (docs/decisions/108).
 */
export async function placeBets(
  handle: DatabaseHandle,
  member: Pick<MemberRow, 'id' | 'type'>,
  request: PlaceBetsRequest,
  language: Language,
  now: number,
): Promise<PlaceBetsResponse> {
  requireGame(request.gameCode);
  const settings = await getDeploymentSettings(handle);
  const slip: SlipToPlace = {
    member: { id: member.id, type: member.type },
    request,
    language,
    now,
    currency: settings.currency.code,
    reportUtcOffsetMinutes: settings.reportUtcOffsetMinutes,
    lottery: settings.lottery,
  };
  const thread = getWriteThread(handle);
  if (thread === undefined) {
    return runInTransaction(handle, (db) => placeSlip(db, slip));
  }
  const outcome = await thread.submit(SLIP_WORK, slip);
  if (!outcome.isPlaced) {
    throw new AppError(outcome.code, outcome.details);
  }
  return outcome.response;
}

/** A slip's transaction: its checks that read the database, its writes and its answer, in the caller's `db`. */
export async function placeSlip(db: Executor, slip: SlipToPlace): Promise<PlaceBetsResponse> {
  const { member, request, language, now } = slip;
  const game = requireGame(request.gameCode);
  const isTrial = member.type === MEMBER_TYPE.trial;
  // The slip first: a repeated requestId finds it taken and answers the first slip; a refusal further on rolls
  // it back with everything else.
  const slipId = await insertSlip(db, {
    member_id: member.id,
    request_id: request.requestId,
    game_code: game.code,
    created_at: now,
  });
  if (slipId === undefined) {
    const earlier = await selectSlipId(db, member.id, request.requestId);
    if (earlier === undefined) {
      throw new AppError('duplicate.request');
    }
    return answerSlip(db, earlier, member.id, slip.currency, language, now);
  }
  const issues = await resolveIssues(db, game, request, now);
  const { odds, limits } = await readGameTerms(db, game, slip.lottery);
  const firstIssue = issues[0];
  if (firstIssue === undefined) {
    throw new AppError('not.found');
  }
  const checked = request.selections.map((selection, index) =>
    checkSlipSelection(
      game,
      odds,
      firstIssue,
      selection,
      index,
      slip.lottery.pricePerPoint,
      request.chase !== undefined,
    ),
  );
  const chaseId =
    request.chase === undefined
      ? null
      : await insertChase(db, {
          member_id: member.id,
          slip_id: slipId,
          game_code: game.code,
          first_issue_no: firstIssue.issue_no,
          issues: issues.length,
          stop_on_win: request.chase.stopOnWin ? 1 : 0,
          status: 'running',
          placed_at: now,
        });
  const rows: Omit<BetRow, 'id'>[] = issues.flatMap((issue) =>
    checked.map((selection) => ({
      slip_id: slipId,
      chase_id: chaseId,
      member_id: member.id,
      is_trial: isTrial ? 1 : 0,
      game_code: game.code,
      issue_no: issue.issue_no,
      bet_code: selection.betCode,
      picks: formatSelection(selection.picks),
      stations: selection.stations.join(','),
      stake: selection.stake,
      is_in_points: selection.isInPoints ? 1 : 0,
      unit_stake: selection.unitStake,
      combinations: selection.combinations,
      total_stake: selection.totalStake,
      odds: JSON.stringify(selection.oddsData),
      status: 'open',
      payout: null,
      vendor_code: game.vendorCode,
      game_type: game.gameType,
      placed_at: now,
      settled_at: null,
    })),
  );
  await addExposureWithinLimit(db, rows, limits.maxStakePerNumber);
  const liability = checked.reduce((sum, selection) => sum + selection.liability, 0);
  for (const issue of issues) {
    if (!(await addIssueLiability(db, issue.id, liability, limits.maxLiabilityPerDraw))) {
      throw new AppError('lottery.limit.exceeded', {
        issueNo: issue.issue_no,
        liability: limits.maxLiabilityPerDraw,
      });
    }
  }
  const ids = await insertBets(db, rows);
  const placed: BetRow[] = rows.map((row, index) => ({ ...row, id: ids[index] ?? 0 }));
  const balance = await chargeSlip(
    db,
    member.id,
    slip.currency,
    { id: slipId, gameCode: game.code },
    placed,
    now,
  );
  if (!isTrial) {
    const [book] = await runStatements(db, [BetBook.read(db, { named: [], rounds: [] })]);
    for (const bet of placed) {
      book.placeBet({
        memberId: member.id,
        vendorCode: bet.vendor_code,
        transactionId: toBetTransactionId(bet.id),
        gameCode: bet.game_code,
        gameType: bet.game_type,
        roundId: toRoundId(bet.game_code, bet.issue_no),
        amount: bet.total_stake,
        at: now,
        reportUtcOffsetMinutes: slip.reportUtcOffsetMinutes,
      });
    }
    await runStatements(db, book.write(db));
  }
  // Answered from what was written: the bets as inserted, their issues as read, the balance the ledger left.
  const closes = new Map(issues.map((issue) => [issue.issue_no, issue]));
  const [chase] = chaseId === null ? [] : await summarizeChases(db, await selectChasesByIds(db, [chaseId]));
  return {
    slipId: String(slipId),
    bets: placed.map((bet) => toLotteryBet(bet, language, now, closes.get(bet.issue_no))),
    chase: chase === undefined ? null : toLotteryChase(chase, language),
    balance,
  };
}

/**
 * Gives back open bets in full (a cancellation, a stopped chase, a void draw), inside the caller's transaction:
 * each refund keyed `lottery:refund:<id>`, the bets closed by a conditional update, their records reversed, their
 * exposure and liability released. Answers the bets closed by this call.
 */
export async function refundBets(
  db: Executor,
  bets: readonly BetRow[],
  status: 'cancelled' | 'refunded',
  currency: string,
  now: number,
): Promise<BetRow[]> {
  if (bets.length === 0) {
    return [];
  }
  const changed = await closeBets(
    db,
    bets.map((bet) => ({ id: bet.id, status, payout: bet.total_stake })),
    now,
  );
  if (changed !== bets.length) {
    // Another process closed one of them meanwhile: roll back and let the caller try again.
    throw new AppError('already.processed');
  }
  const transfers: TransferRequest[] = [];
  for (const bet of bets) {
    const wallet = await getMemberMainAccount(db, bet.member_id, currency, now);
    const house = await getHouseAccount(db, bet.member_id, currency, now);
    transfers.push({
      idempotencyKey: `lottery:refund:${bet.id}`,
      kind: 'rollback',
      reference: `lottery:${bet.id}`,
      debitAccountId: house.id,
      creditAccountId: wallet.id,
      amount: bet.total_stake,
    });
  }
  await postTransfers(db, transfers, now);
  const real = bets.filter((bet) => bet.is_trial === 0);
  if (real.length > 0) {
    const named = real.map((bet) => ({
      vendorCode: bet.vendor_code,
      transactionId: toBetTransactionId(bet.id),
    }));
    const [book] = await runStatements(db, [BetBook.read(db, { named, rounds: [] })]);
    for (const entry of named) {
      book.rollBack({ vendorCode: entry.vendorCode, betTransactionId: entry.transactionId });
    }
    await runStatements(db, book.write(db));
  }
  await addExposure(
    db,
    bets.flatMap((bet) => measureExposure(bet, -1)),
  );
  for (const bet of bets) {
    const entry = parseOddsEntry(JSON.parse(bet.odds) as OddsEntryData);
    await subtractIssueLiability(
      db,
      bet.game_code,
      bet.issue_no,
      ceilTimes(bet.total_stake, highestOdds(entry)),
    );
  }
  return bets.map((bet) => ({ ...bet, status, payout: bet.total_stake, settled_at: now }));
}

/** POST /lgw/bets/:betId/cancel: the member's own open bet, before its issue closes. */
export async function cancelBet(
  handle: DatabaseHandle,
  memberId: number,
  betId: number,
  language: Language,
  now: number,
): Promise<CancelBetResponse> {
  const { currency } = await getDeploymentSettings(handle);
  return runInTransaction(handle, async (db) => {
    const bet = await selectBet(db, betId, handle.dialect);
    // Another member's bet is answered as missing: its existence is not theirs to learn.
    if (bet === undefined || bet.member_id !== memberId) {
      throw new AppError('not.found');
    }
    const issue = await selectIssue(db, bet.game_code, bet.issue_no);
    if (
      bet.status !== 'open' ||
      issue === undefined ||
      issue.status !== 'pending' ||
      now >= issue.sales_close_at
    ) {
      throw new AppError('lottery.bet.not.cancellable');
    }
    const [cancelled] = await refundBets(db, [bet], 'cancelled', currency.code, now);
    const wallet = await getMemberMainAccount(db, memberId, currency.code, now);
    return { bet: toLotteryBet(cancelled ?? bet, language, now, issue), balance: wallet.balance };
  });
}

/** POST /lgw/chases/:chaseId/cancel: cancels the chase's bets whose issues are still on sale. */
export async function cancelChase(
  handle: DatabaseHandle,
  memberId: number,
  chaseId: number,
  language: Language,
  now: number,
): Promise<CancelChaseResponse> {
  const { currency } = await getDeploymentSettings(handle);
  return runInTransaction(handle, async (db) => {
    const chase = await selectChaseForUpdate(db, chaseId, handle.dialect);
    if (chase === undefined || chase.member_id !== memberId) {
      throw new AppError('not.found');
    }
    const open = await selectOpenBetsOfChases(db, handle.dialect, [chaseId]);
    const issues = await readIssueCloses(db, open);
    const cancellable = open.filter((bet) => {
      const issue = issues.get(`${bet.game_code}:${bet.issue_no}`);
      return issue !== undefined && issue.status === 'pending' && now < issue.sales_close_at;
    });
    if (chase.status !== 'running' || cancellable.length === 0) {
      throw new AppError('lottery.bet.not.cancellable');
    }
    await refundBets(db, cancellable, 'cancelled', currency.code, now);
    await updateChaseStatus(db, chaseId, 'cancelled', 'running');
    const [summary] = await summarizeChases(db, [{ ...chase, status: 'cancelled' }]);
    const wallet = await getMemberMainAccount(db, memberId, currency.code, now);
    if (summary === undefined) {
      throw new AppError('not.found');
    }
    return {
      chase: toLotteryChase(summary, language),
      cancelledBets: cancellable.length,
      balance: wallet.balance,
    };
  });
}

/** GET /lgw/bets: the member's lottery bets, newest first. */
export async function listBets(
  handle: DatabaseHandle,
  memberId: number,
  query: LotteryBetQuery,
  language: Language,
  now: number,
): Promise<LotteryBetPage> {
  const range = query.from === undefined && query.to === undefined ? undefined : resolveTimeRange(query, now);
  const filter = {
    memberId,
    gameCode: query.gameCode,
    status: query.status,
    chaseId: query.chaseId === undefined ? undefined : Number(query.chaseId),
    from: range?.from,
    to: range?.to,
  };
  const { limit, offset } = toLimitOffset(query);
  const [rows, total] = await Promise.all([
    selectBetPage(handle.db, filter, limit, offset),
    countBets(handle.db, filter),
  ]);
  const issues = await readIssueCloses(handle.db, rows);
  return toPage(
    rows.map((row) => toLotteryBet(row, language, now, issues.get(`${row.game_code}:${row.issue_no}`))),
    query,
    total,
  );
}

/** GET /lgw/chases: the member's chases, newest first. */
export async function listChases(
  handle: DatabaseHandle,
  memberId: number,
  query: { gameCode?: string | undefined; pageNum: number; pageSize: number },
  language: Language,
): Promise<LotteryChasePage> {
  const { limit, offset } = toLimitOffset(query);
  const [rows, total] = await Promise.all([
    selectChasePage(handle.db, memberId, query.gameCode, limit, offset),
    countChases(handle.db, memberId, query.gameCode),
  ]);
  return toPage(
    rows.map((row) => toLotteryChase(row, language)),
    query,
    total,
  );
}
