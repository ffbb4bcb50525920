import { writeGameMaintenanceDetails } from '@plaza/contracts/catalogue';
import type {
  BgsGameCode,
  BgsHistory,
  BgsHistoryRequest,
  BgsPlayResult,
  BgsRound,
  BgsRoundStatus,
  BgsSession,
  RoundJackpot,
} from '@plaza/contracts/bgs';
import { bgsRoundSchema } from '@plaza/contracts/bgs';
import type { SeamlessResponse } from '@plaza/contracts/seamless';
import { drawJackpot } from '@plaza/engines/jackpot';
import { hmacSha256 } from '@plaza/engines/provably-fair';
import { createHash, randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { findVendorGame } from '../games/games.service';
import {
  findJackpotPool,
  findJackpotWinAmounts,
  JACKPOT_GAME,
  payJackpotWin,
} from '../jackpot/jackpot.service';
import { requirePlayWithinLimits } from '../responsible-gambling/responsible-gambling.service';
import { parsePlayerId } from '../vendors/player-ids';
import type { VendorDirectory } from '../vendors/vendor-directory';
import { selectCrashedGameIds } from './crash.repository';
import { drawWithActiveSeeds, ensurePlayerSeeds, getFairnessState } from './fairness.service';
import type { FloatSource, InstantGame } from './in-house-games';
import {
  insertRound,
  selectPlayerRounds,
  selectRevealedSeeds,
  selectRound,
  selectStaleRounds,
  updateRoundIf,
} from './in-house-games.repository';
import type { RoundRow } from './in-house-games.repository';
import type { MoneyCall, WalletCallResult } from './vendor-wallet-client';

/** The vendor code under which the game server calls the wallet. */
export const IN_HOUSE_VENDOR_CODE = 'BGS';

/** What the game server needs of the wallet: the vendor wallet's four calls (VendorWalletClient over HTTP). */
export interface GameWallet {
  balance: (call: { token?: string; playerId?: string }) => Promise<WalletCallResult>;
  bet: (call: MoneyCall) => Promise<WalletCallResult>;
  win: (call: MoneyCall) => Promise<WalletCallResult>;
  rollback: (call: MoneyCall) => Promise<WalletCallResult>;
}

/** Who plays: learnt from the wallet's `balance` answer to the launch token, never from a session. */
export interface InHousePlayer {
  token: string;
  playerId: string;
  currency: string;
}

/** What the in-house game server needs: the database, the vendors, its wallet and the players it knows. */
export interface InHouseDependencies {
  handle: DatabaseHandle;
  vendors: VendorDirectory;
  wallet: GameWallet;
  /** Launch tokens the wallet confirmed, by sha256, with when (checked again after PLAYER_CACHE_MS). */
  players: Map<string, { player: InHousePlayer; checkedAt: number }>;
  now?: () => number;
}

/** How long a launch token the wallet confirmed is trusted without asking again (bets check it anyway). */
const PLAYER_CACHE_MS = 30_000;
const PLAYER_CACHE_SIZE = 10_000;
/** A round left between two wallet calls for this long is finished by the recovery pass. */
export const STALE_ROUND_MS = 60_000;

type InternalStatus = 'betting' | 'open' | 'settling' | 'settled' | 'refused' | 'rolled_back';

function currentTime(deps: InHouseDependencies): number {
  return deps.now?.() ?? Date.now();
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A round id no other round has: the wallet keys its transactions on it. */
function newRoundId(): string {
  return `BGS-${randomBytes(12).toString('hex')}`;
}

function transactionIds(roundId: string) {
  return { bet: `${roundId}:bet`, win: `${roundId}:win`, rollback: `${roundId}:rollback` };
}

function walletUnavailable(): AppError {
  return new AppError('network.error');
}

/**
 * The player behind a launch token, asked of the wallet with `balance` (an outside vendor learns it the same
 * way). An expired or unknown token is game.session.expired: the player relaunches from the lobby.
 */
export async function resolvePlayer(
  deps: InHouseDependencies,
  token: string,
): Promise<InHousePlayer & { balance?: number }> {
  const key = hashToken(token);
  const now = currentTime(deps);
  const cached = deps.players.get(key);
  if (cached !== undefined && now - cached.checkedAt < PLAYER_CACHE_MS) {
    return cached.player;
  }
  const result = await deps.wallet.balance({ token });
  if (!result.isAnswered) {
    throw walletUnavailable();
  }
  const answer = result.answer;
  if (answer.status !== 'OK' || answer.playerId === undefined || answer.currency === undefined) {
    deps.players.delete(key);
    throw new AppError('game.session.expired');
  }
  const player: InHousePlayer = { token, playerId: answer.playerId, currency: answer.currency };
  if (deps.players.size >= PLAYER_CACHE_SIZE) {
    deps.players.clear();
  }
  deps.players.set(key, { player, checkedAt: now });
  return { ...player, balance: answer.balance ?? 0 };
}

/** The player's balance now, from the wallet. */
export async function readBalance(deps: InHouseDependencies, player: InHousePlayer): Promise<number> {
  const result = await deps.wallet.balance({ token: player.token });
  if (!result.isAnswered) {
    throw walletUnavailable();
  }
  if (result.answer.status !== 'OK') {
    deps.players.delete(hashToken(player.token));
    throw new AppError('game.session.expired');
  }
  return result.answer.balance ?? 0;
}

/** A game's stake limits from the catalogue; a game switched off or under maintenance takes no new rounds. */
export async function findGameLimits(
  deps: InHouseDependencies,
  gameCode: BgsGameCode,
): Promise<{ minBet: number; maxBet: number }> {
  const game = await findVendorGame(deps.handle.db, IN_HOUSE_VENDOR_CODE, gameCode);
  if (game === undefined) {
    throw new AppError('game.not.found');
  }
  if (!game.isActive) {
    throw new AppError(
      'game.maintenance',
      writeGameMaintenanceDetails({ vendorCode: IN_HOUSE_VENDOR_CODE, gameCode, suggestions: [] }),
    );
  }
  return { minBet: game.minBet, maxBet: game.maxBet };
}

/** Refuses a stake outside the game's limits (game.stake.out.of.range, with the limits). */
export function checkStake(stake: number, limits: { minBet: number; maxBet: number }): void {
  if (stake < limits.minBet || stake > limits.maxBet) {
    throw new AppError('game.stake.out.of.range', limits);
  }
}

/** Before a bet: the game takes rounds at this stake, and the player's seeds are committed. */
export async function ensureSeedsAndLimits(
  deps: InHouseDependencies,
  player: InHousePlayer,
  gameCode: BgsGameCode,
  stake: number,
): Promise<void> {
  checkStake(stake, await findGameLimits(deps, gameCode));
  await ensurePlayerSeeds(deps.handle, player.playerId, currentTime(deps));
}

function moneyCall(
  round: RoundRow,
  fields: { transactionId: string; amount: number; token?: string },
): MoneyCall {
  return {
    ...(fields.token === undefined ? {} : { token: fields.token }),
    playerId: round.player_id,
    currency: round.currency,
    gameCode: round.game_code,
    roundId: round.round_id,
    transactionId: fields.transactionId,
    amount: fields.amount,
    ...(fields.transactionId === round.bet_transaction_id
      ? {}
      : { refTransactionId: round.bet_transaction_id }),
  };
}

function refusalError(answer: SeamlessResponse): AppError {
  if (answer.status === 'INSUFFICIENT_FUNDS') {
    return new AppError('balance.insufficient');
  }
  if (answer.status === 'INVALID_TOKEN') {
    return new AppError('game.session.expired');
  }
  return new AppError(answer.status === 'PLAYER_BLOCKED' ? 'function.not.available' : 'game.round.failed');
}

/**
 * Records a round and takes its stake with the wallet's `bet`. The round is written first ('betting'), so a
 * process that dies after the bet leaves a row the recovery pass finds and reverses. A refused bet moved
 * nothing: the round is kept as 'refused' and the refusal answered in the player's language. With no answer
 * the bet may have been taken: it is rolled back at once (a rollback that arrives first is remembered by the
 * wallet, so the late bet is refused).
 */
export async function placeBet(
  deps: InHouseDependencies,
  player: InHousePlayer,
  gameCode: BgsGameCode,
  stake: number,
  input: unknown,
  extra: { crashGameId?: number } = {},
): Promise<{ round: RoundRow; balance: number }> {
  const now = currentTime(deps);
  const roundId = newRoundId();
  const ids = transactionIds(roundId);
  const row: RoundRow = {
    id: 0,
    round_id: roundId,
    player_id: player.playerId,
    game_code: gameCode,
    currency: player.currency,
    stake,
    payout: null,
    input: JSON.stringify(input),
    outcome: null,
    seed_id: null,
    server_seed_hash: null,
    client_seed: null,
    nonce: null,
    nonce_count: 0,
    crash_game_id: extra.crashGameId ?? null,
    jackpot_one_in: null,
    jackpot_draw: null,
    status: 'betting',
    bet_transaction_id: ids.bet,
    win_transaction_id: null,
    rollback_transaction_id: null,
    failure: null,
    created_at: now,
    updated_at: now,
    settled_at: null,
  };
  const { id: _id, ...insert } = row;
  await runInTransaction(deps.handle, (db) => insertRound(db, insert));
  const result = await deps.wallet.bet(
    moneyCall(row, { transactionId: ids.bet, amount: stake, token: player.token }),
  );
  if (!result.isAnswered) {
    await rollBackRound(deps, row, 'BET_UNANSWERED');
    throw new AppError('game.round.failed');
  }
  if (result.answer.status !== 'OK') {
    await runInTransaction(deps.handle, (db) =>
      updateRoundIf(
        db,
        roundId,
        { fromStatuses: ['betting'] },
        {
          status: 'refused',
          failure: result.answer.status,
          updated_at: currentTime(deps),
        },
      ),
    );
    if (result.answer.status === 'INVALID_TOKEN') {
      deps.players.delete(hashToken(player.token));
    }
    const memberId = parsePlayerId(player.playerId);
    if (result.answer.status === 'PLAYER_BLOCKED' && memberId !== undefined) {
      // Refused for a loss or wager limit: the player reads which (docs/decisions/054-play-limits.md).
      await requirePlayWithinLimits(deps.handle.db, memberId, stake, currentTime(deps));
    }
    throw refusalError(result.answer);
  }
  return { round: row, balance: result.answer.balance ?? 0 };
}

/**
 * Gives a round's stake back with `rollback` (after a failure that followed the bet). Answers whether the
 * wallet confirmed it; without an answer the round stays as it was and the recovery pass tries again.
 */
export async function rollBackRound(
  deps: InHouseDependencies,
  round: RoundRow,
  failure: string,
): Promise<boolean> {
  const ids = transactionIds(round.round_id);
  const result = await deps.wallet.rollback(
    moneyCall(round, { transactionId: ids.rollback, amount: round.stake }),
  );
  // OK: given back (or nothing was taken); TRANSACTION_ROLLED_BACK: it was given back before.
  const isReversed =
    result.isAnswered &&
    (result.answer.status === 'OK' || result.answer.status === 'TRANSACTION_ROLLED_BACK');
  if (!isReversed) {
    return false;
  }
  await runInTransaction(deps.handle, (db) =>
    updateRoundIf(
      db,
      round.round_id,
      { fromStatuses: ['betting', 'open', 'settling'] },
      {
        status: 'rolled_back',
        failure,
        rollback_transaction_id: ids.rollback,
        updated_at: currentTime(deps),
      },
    ),
  );
  return true;
}

/**
 * Pays a decided round with `win` (amount 0 settles a loss), referencing its bet. A definite refusal reverses
 * the bet; no answer leaves the round 'settling' for the recovery pass to repeat the same win (the wallet
 * answers a repeat without paying twice), and the player is told the settlement is pending.
 */
export async function deliverWin(
  deps: InHouseDependencies,
  round: RoundRow,
  payout: number,
  token?: string,
): Promise<number> {
  const ids = transactionIds(round.round_id);
  const result = await deps.wallet.win(moneyCall(round, { transactionId: ids.win, amount: payout, token }));
  if (!result.isAnswered) {
    throw new AppError('game.round.pending');
  }
  if (result.answer.status === 'OK') {
    const now = currentTime(deps);
    await runInTransaction(deps.handle, (db) =>
      updateRoundIf(
        db,
        round.round_id,
        { fromStatuses: ['settling'] },
        {
          status: 'settled',
          settled_at: now,
          updated_at: now,
        },
      ),
    );
    return result.answer.balance ?? 0;
  }
  await rollBackRound(deps, round, `WIN_${result.answer.status}`);
  throw new AppError('game.round.failed');
}

class RoundTakenOver extends Error {}

/**
 * Plays one round of a single-step game: checks the bet, takes the stake, draws the outcome from the
 * player's seeds and the next nonce(s), and pays it. Money moves exactly as the engine decided: the stake by
 * `bet`, the engine's payout by `win`.
 */
export async function playInstantRound<Input>(
  deps: InHouseDependencies,
  token: string,
  game: InstantGame<Input>,
  stake: number,
  input: Input,
): Promise<BgsPlayResult> {
  const player = await resolvePlayer(deps, token);
  game.check(input, stake);
  await ensureSeedsAndLimits(deps, player, game.gameCode, stake);
  const { round } = await placeBet(deps, player, game.gameCode, stake, input);
  let settled: { row: RoundRow; jackpotAmount: number | null };
  try {
    settled = await runInTransaction(deps.handle, async (db) => {
      // The slot's rounds may win the jackpot, drawn from the round's own seeds (decision 081).
      const pool =
        game.gameCode === JACKPOT_GAME.gameCode ? await findJackpotPool(db, player.currency) : undefined;
      const draw = await drawWithActiveSeeds(db, player.playerId, (floats: FloatSource, seeds) => {
        const played = game.play(input, stake, floats);
        const jackpotDraw = pool === undefined ? null : drawJackpot(seeds, Number(pool.one_in), hmacSha256);
        return { result: { ...played, jackpotDraw }, nonceCount: played.nonceCount };
      });
      const fields = {
        status: 'settling',
        seed_id: draw.seedId,
        server_seed_hash: draw.serverSeedHash,
        client_seed: draw.clientSeed,
        nonce: draw.nonce,
        nonce_count: draw.nonceCount,
        outcome: JSON.stringify(draw.result.outcome),
        payout: draw.result.payout,
        win_transaction_id: transactionIds(round.round_id).win,
        // The jackpot draw as decided, for the verifier to compare with (migration 0082).
        jackpot_one_in: pool === undefined ? null : Number(pool.one_in),
        jackpot_draw: draw.result.jackpotDraw,
        updated_at: currentTime(deps),
      } satisfies Partial<RoundRow>;
      if (!(await updateRoundIf(db, round.round_id, { fromStatuses: ['betting'] }, fields))) {
        throw new RoundTakenOver();
      }
      const memberId = parsePlayerId(player.playerId);
      const jackpotWin =
        pool !== undefined && draw.result.jackpotDraw === 0 && memberId !== undefined
          ? await payJackpotWin(db, pool, { roundId: round.round_id, memberId }, currentTime(deps))
          : undefined;
      return {
        row: { ...round, ...fields },
        jackpotAmount: jackpotWin === undefined ? null : Number(jackpotWin.amount),
      };
    });
  } catch (error) {
    await rollBackRound(deps, round, error instanceof RoundTakenOver ? 'TAKEN_OVER' : 'DRAW_FAILED');
    throw new AppError('game.round.failed');
  }
  const settling = settled.row;
  const balance = await deliverWin(deps, settling, settling.payout ?? 0, token);
  const jackpotWins = new Map(
    settled.jackpotAmount === null ? [] : [[settling.round_id, settled.jackpotAmount]],
  );
  return {
    round: toWireRound({ ...settling, status: 'settled' }, null, false, jackpotWins),
    balance,
    fairness: await getFairnessState(deps.handle, player.playerId, currentTime(deps)),
  };
}

function toWireStatus(status: string): BgsRoundStatus {
  switch (status as InternalStatus) {
    case 'open':
      return 'open';
    case 'settled':
      return 'settled';
    case 'rolled_back':
    case 'refused':
      return 'rolled_back';
    case 'betting':
    case 'settling':
      return 'pending';
  }
}

/**
 * The outcome a round shows: while a mines round is open, only the safe tiles picked so far; a crash bet's
 * outcome (which holds the crash point) only once its game crashed, even when the bet was cashed out before.
 */
function toWireOutcome(row: RoundRow, outcome: unknown, isCrashRevealed: boolean): unknown {
  if (row.game_code === 'BGS_CRASH' && !isCrashRevealed) {
    return null;
  }
  if (row.status === 'open' && row.game_code === 'BGS_MINES') {
    const picks = (outcome as { picks?: number[] } | null)?.picks ?? [];
    return {
      minePositions: [],
      revealedPicks: picks.map((tile) => ({ tile, isMine: false })),
      safePickCount: picks.length,
      isWin: false,
      payoutMultiplier: (outcome as { multiplier?: number } | null)?.multiplier ?? 0,
      payout: 0,
    };
  }
  return outcome;
}

/** A slot round's jackpot draw as recorded, with what the pool paid it (from `jackpotWins`, by round) if it won. */
function toWireJackpot(row: RoundRow, jackpotWins: ReadonlyMap<string, number>): RoundJackpot | null {
  if (row.jackpot_one_in === null || row.jackpot_draw === null) {
    return null;
  }
  const draw = Number(row.jackpot_draw);
  return {
    oneIn: Number(row.jackpot_one_in),
    draw,
    isWin: draw === 0,
    amount: jackpotWins.get(row.round_id) ?? null,
  };
}

/**
 * A round as the game screen reads it; `serverSeed` only when the round's seed was revealed, a crash bet's outcome
 * only when `isCrashRevealed` (its game crashed), and a slot round's jackpot draw with the amounts of `jackpotWins`.
 */
export function toWireRound(
  row: RoundRow,
  serverSeed: string | null,
  isCrashRevealed = false,
  jackpotWins: ReadonlyMap<string, number> = new Map(),
): BgsRound {
  const outcome: unknown = row.outcome === null ? null : JSON.parse(row.outcome);
  const isDecided = row.status === 'settling' || row.status === 'settled';
  const wire = {
    gameCode: row.game_code,
    roundId: row.round_id,
    stake: Number(row.stake),
    payout: isDecided && row.payout !== null ? Number(row.payout) : null,
    status: toWireStatus(row.status),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    fairness:
      row.seed_id === null || row.server_seed_hash === null || row.nonce === null
        ? null
        : {
            serverSeedHash: row.server_seed_hash,
            serverSeed,
            clientSeed: row.client_seed ?? '',
            nonce: Number(row.nonce),
            nonceCount: Number(row.nonce_count),
          },
    input: JSON.parse(row.input) as unknown,
    outcome: toWireOutcome(row, outcome, isCrashRevealed),
    ...(row.game_code === 'BGS_SLOT' ? { jackpot: toWireJackpot(row, jackpotWins) } : {}),
  };
  return bgsRoundSchema.parse(wire);
}

/** The wire form of rounds, each with its server seed if revealed (and a crash bet's outcome if its game crashed). */
export async function toWireRounds(deps: InHouseDependencies, rows: RoundRow[]): Promise<BgsRound[]> {
  const seedIds = [...new Set(rows.flatMap((row) => (row.seed_id === null ? [] : [Number(row.seed_id)])))];
  const revealed = await selectRevealedSeeds(deps.handle.db, seedIds);
  const crashGameIds = [
    ...new Set(rows.flatMap((row) => (row.crash_game_id === null ? [] : [Number(row.crash_game_id)]))),
  ];
  const crashed = await selectCrashedGameIds(deps.handle.db, crashGameIds);
  const jackpotWins = await findJackpotWinAmounts(
    deps.handle.db,
    rows.flatMap((row) =>
      row.jackpot_draw !== null && Number(row.jackpot_draw) === 0 ? [row.round_id] : [],
    ),
  );
  return rows.map((row) =>
    toWireRound(
      row,
      row.seed_id === null ? null : (revealed.get(Number(row.seed_id)) ?? null),
      row.crash_game_id !== null && crashed.has(Number(row.crash_game_id)),
      jackpotWins,
    ),
  );
}

/** A round of the player (404 for another player's or an unknown round). */
export async function findPlayerRound(
  deps: InHouseDependencies,
  player: InHousePlayer,
  roundId: string,
): Promise<RoundRow> {
  const row = await selectRound(deps.handle.db, roundId);
  if (row === undefined || row.player_id !== player.playerId) {
    throw new AppError('not.found');
  }
  return row;
}

/** A round of the player as the game screen reads it (404 for another player's or an unknown round). */
export async function describePlayerRound(
  deps: InHouseDependencies,
  player: InHousePlayer,
  roundId: string,
): Promise<BgsRound> {
  const [round] = await toWireRounds(deps, [await findPlayerRound(deps, player, roundId)]);
  if (round === undefined) {
    throw new AppError('not.found');
  }
  return round;
}

/**
 * What a game screen opens with: who plays (from the launch token), the balance, the game's stake limits (a game
 * under maintenance takes no new session) and the seeds of the next round.
 */
export async function openSession(
  deps: InHouseDependencies,
  token: string,
  gameCode: BgsGameCode,
): Promise<BgsSession> {
  const player = await resolvePlayer(deps, token);
  const limits = await findGameLimits(deps, gameCode);
  return {
    playerId: player.playerId,
    currency: player.currency,
    balance: await readBalance(deps, player),
    gameCode,
    ...limits,
    fairness: await getFairnessState(deps.handle, player.playerId, currentTime(deps)),
  };
}

/**
 * The player's rounds of a game, newest first, a page at a time: the page after `beforeRoundId`, which must be
 * one of the player's own rounds.
 */
export async function listPlayerRounds(
  deps: InHouseDependencies,
  player: InHousePlayer,
  request: Omit<BgsHistoryRequest, 'token'>,
): Promise<BgsHistory> {
  let beforeId: number | undefined;
  if (request.beforeRoundId !== undefined) {
    const before = await selectRound(deps.handle.db, request.beforeRoundId);
    if (before === undefined || before.player_id !== player.playerId) {
      throw new AppError('request_param_err', { fields: { beforeRoundId: 'validation.invalid' } });
    }
    beforeId = Number(before.id);
  }
  const rows = await selectPlayerRounds(deps.handle.db, player.playerId, request.gameCode, {
    beforeId,
    limit: request.pageSize + 1,
  });
  return {
    rounds: await toWireRounds(deps, rows.slice(0, request.pageSize)),
    hasMore: rows.length > request.pageSize,
  };
}

/**
 * Finishes rounds a crash or a lost answer left half-way, as a vendor must: a bet whose round never got its
 * outcome is rolled back; a decided round whose win was not confirmed gets the same win again. Answers how
 * many rounds it finished.
 */
export async function recoverStaleRounds(deps: InHouseDependencies, limit = 100): Promise<number> {
  const before = currentTime(deps) - STALE_ROUND_MS;
  let finished = 0;
  for (const round of await selectStaleRounds(deps.handle.db, 'betting', before, limit)) {
    if (await rollBackRound(deps, round, 'RECOVERED')) {
      finished += 1;
    }
  }
  for (const round of await selectStaleRounds(deps.handle.db, 'settling', before, limit)) {
    try {
      await deliverWin(deps, round, Number(round.payout ?? 0));
      finished += 1;
    } catch (error) {
      if (!(error instanceof AppError)) {
        throw error;
      }
      // Still no answer (pending) or reversed: either way the next pass or the rollback has it.
      if (error.code === 'game.round.failed') {
        finished += 1;
      }
    }
  }
  return finished;
}
