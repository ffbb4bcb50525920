import { writeGameMaintenanceDetails } from '@plaza/contracts/catalogue';
import type {
  CrashBet as WireCrashBet,
  CrashBetResult,
  CrashBetStatus,
  CrashGames,
  CrashHistoryEntry,
  CrashPlayerBet,
  CrashPlayerState,
  CrashState,
} from '@plaza/contracts/bgs';
import { CRASH_HISTORY_LENGTH, CRASH_LISTED_BETS } from '@plaza/contracts/bgs';
import { computeCrashPoint, settleCrashBet } from '@plaza/engines/crash';
import {
  computeFlightMs,
  computeFlightMultiplier,
  CRASH_MINIMUM_CASH_OUT_HUNDREDTHS,
} from '@plaza/engines/crash-flight';
import { randomBytes } from 'node:crypto';

import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { maskAccount } from '../games/games.service';
import { updateRoundIf } from './in-house-games.repository';
import type { RoundRow } from './in-house-games.repository';
import type { InHouseDependencies, InHousePlayer } from './in-house-rounds.service';
import {
  checkStake,
  deliverWin,
  findGameLimits,
  findPlayerRound,
  placeBet,
  resolvePlayer,
} from './in-house-rounds.service';
import {
  insertCrashChain,
  insertCrashGame,
  selectCrashBets,
  selectCrashChains,
  selectCrashedGames,
  selectCrashGame,
  selectCrashGameHashes,
  selectLastCrashGameNumber,
  selectLatestCrashChain,
  selectLatestCrashGame,
  selectOpenBetsOfCrashedGames,
  selectUnfinishedCrashGames,
  updateCrashGameIf,
} from './crash.repository';
import type { CrashChainRow, CrashGameRow } from './crash.repository';
import { CrashChainHashes } from './crash-chain';

/**
 * Crash, the shared game (docs/decisions/014-crash.md): one game at a time for every player of the
 * deployment, played in order from a hash chain committed in the database before its first game. A game takes
 * bets for `bettingMs`, then flies from exactly `bettingEndsAt` on the curve of engines/src/crash-flight.ts
 * until its crash point, which the chain fixed. The timeline is a pure function of the game row and the clock,
 * so a cash-out is priced from the server's clock at the request's arrival; the loop only records what the
 * timeline already decided and settles the bets.
 *
 * Every bet is a bgs_round row that reaches the wallet as any BGS round does (bet, then a win, zero when
 * lost). Its one settlement is the conditional change 'open' → 'settling': a cash-out, an automatic cash-out
 * and the crash each try it, and only the first moves the bet on.
 */

const GAME = 'BGS_CRASH';

export interface CrashTimings {
  /** Bets are taken this long before the flight. */
  bettingMs: number;
  /** The pause between a crash and the next game's betting. */
  pauseMs: number;
  /** With nobody connected, games stop this long after the last player's call (and start again on the next). */
  idleAfterMs: number;
}

export const CRASH_TIMINGS: CrashTimings = { bettingMs: 5_000, pauseMs: 3_000, idleAfterMs: 60_000 };
/** Games of a newly committed chain: about two weeks of continuous play. */
export const CRASH_CHAIN_LENGTH = 100_000;
/** How far ahead the loop ever sleeps: a later event is looked at again then (a clock that jumped). */
const MAX_SLEEP_MS = 1_000;
/** Bets settled at once after a crash. */
const SETTLEMENT_BATCH = 16;

export interface CrashSettings {
  now?: () => number;
  timings?: Partial<CrashTimings>;
  chainLength?: number;
  /** A new chain's secret seed and public salt (64 hex characters each unless a test fixes them). */
  drawChainSecrets?: () => { seed: string; salt: string };
  /** No timers: the caller moves the games on with tick() (tests, on a clock of their own). */
  isManual?: boolean;
}

interface CrashLogger {
  error: (details: object, message: string) => void;
}

interface LiveGame {
  id: number;
  chainId: number;
  gameNumber: number;
  gameHash: string;
  crashPoint: number;
  status: 'betting' | 'running' | 'crashed';
  bettingEndsAt: number;
  crashedAt: number | null;
}

interface LiveBet {
  roundId: string;
  playerId: string;
  gameId: number;
  stake: number;
  autoCashOut: number | null;
  status: CrashBetStatus;
  cashOut: number | null;
  payout: number | null;
}

interface LiveChain {
  id: number;
  salt: string;
  hashes: CrashChainHashes;
}

interface CrashBetInput {
  autoCashOutHundredths?: number;
}

function drawChainSecrets(): { seed: string; salt: string } {
  return { seed: randomBytes(32).toString('hex'), salt: randomBytes(32).toString('hex') };
}

function toIso(time: number): string {
  return new Date(time).toISOString();
}

function readInput(row: RoundRow): CrashBetInput {
  return JSON.parse(row.input) as CrashBetInput;
}

function toLiveGame(row: CrashGameRow): LiveGame {
  const status = row.status === 'crashed' || row.status === 'running' ? row.status : 'betting';
  return {
    id: Number(row.id),
    chainId: Number(row.chain_id),
    gameNumber: Number(row.game_number),
    gameHash: row.game_hash,
    crashPoint: Number(row.crash_point),
    status,
    bettingEndsAt: Number(row.betting_ends_at),
    crashedAt: row.crashed_at === null ? null : Number(row.crashed_at),
  };
}

/** The moment the game's multiplier reaches its crash point. */
function crashMoment(game: LiveGame): number {
  return game.bettingEndsAt + computeFlightMs(game.crashPoint);
}

function toLiveBet(row: RoundRow): LiveBet {
  const outcome =
    row.outcome === null
      ? null
      : (JSON.parse(row.outcome) as { cashOutHundredths: number | null; isWin: boolean });
  const isDecided = outcome !== null && (row.status === 'settling' || row.status === 'settled');
  return {
    roundId: row.round_id,
    playerId: row.player_id,
    gameId: Number(row.crash_game_id),
    stake: Number(row.stake),
    autoCashOut: readInput(row).autoCashOutHundredths ?? null,
    status: !isDecided ? 'open' : outcome.isWin ? 'cashed_out' : 'lost',
    cashOut: isDecided ? outcome.cashOutHundredths : null,
    payout: isDecided && row.payout !== null ? Number(row.payout) : null,
  };
}

function toWireBet(bet: LiveBet): WireCrashBet {
  return {
    roundId: bet.roundId,
    player: maskAccount(bet.playerId),
    stake: bet.stake,
    status: bet.status,
    cashOutHundredths: bet.cashOut,
    payout: bet.payout,
  };
}

function toPlayerBet(bet: LiveBet): CrashPlayerBet {
  return { ...toWireBet(bet), gameId: bet.gameId, autoCashOutHundredths: bet.autoCashOut };
}

/** The shared crash rounds of one server process: the loop, bets, cash-outs and the live state. */
export class CrashRounds {
  private now: () => number = Date.now;
  private timings: CrashTimings = CRASH_TIMINGS;
  private chainLength = CRASH_CHAIN_LENGTH;
  private drawSecrets = drawChainSecrets;
  private isManual = false;
  private isStarted = false;
  private isStopped = false;
  private roundDeps: InHouseDependencies;

  private chain: LiveChain | undefined;
  private game: LiveGame | undefined;
  /** The bets of `game`, by round id. */
  private readonly bets = new Map<string, LiveBet>();
  private history: CrashHistoryEntry[] = [];
  /** Players whose bet on the current game is on its way to the wallet. */
  private readonly placing = new Set<string>();

  private readonly listeners = new Set<(message: string) => void>();
  private lastActivityAt = Number.NEGATIVE_INFINITY;
  private isBroadcastDue = false;
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** Wins on their way to the wallet after the loop settled their bets. */
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly deps: InHouseDependencies,
    private readonly log: CrashLogger,
  ) {
    this.roundDeps = deps;
  }

  /**
   * Starts the rounds: commits a chain if there is none, finishes a game that a stop or a crash of the process
   * left in flight (its crash point is fixed, so its bets settle by their automatic cash-out or lose), settles
   * bets left open on crashed games, and from then on moves the games on (unless manual).
   */
  async start(settings: CrashSettings = {}): Promise<void> {
    if (this.isStarted) {
      throw new Error('crash: already started');
    }
    this.now = settings.now ?? Date.now;
    this.timings = { ...CRASH_TIMINGS, ...settings.timings };
    this.chainLength = settings.chainLength ?? CRASH_CHAIN_LENGTH;
    this.drawSecrets = settings.drawChainSecrets ?? drawChainSecrets;
    this.isManual = settings.isManual ?? false;
    this.roundDeps = { ...this.deps, now: () => this.now() };
    this.isStarted = true;
    await this.runExclusive(() => this.recover());
    this.schedule();
  }

  /** Stops the loop and waits for the tick and the wallet calls under way. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.queue;
    await this.waitForPayments();
  }

  /** Waits for the wins the loop sent to the wallet (tests read the balances after them). */
  async waitForPayments(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
  }

  /** Moves the games on to where the clock says they are (the loop's timer calls it; tests call it). */
  async tick(): Promise<void> {
    await this.runExclusive(() => this.advance());
    this.schedule();
  }

  /** Subscribes to the live state (one JSON crashStateSchema per change); answers the unsubscribe. */
  subscribe(listener: (message: string) => void): () => void {
    this.listeners.add(listener);
    listener(JSON.stringify(this.getState()));
    void this.wake().catch((error: unknown) => this.log.error({ err: error }, 'crash: waking failed'));
    return () => {
      this.listeners.delete(listener);
      this.lastActivityAt = this.now();
    };
  }

  /** The live state every player sees. */
  getState(): CrashState {
    const now = this.now();
    const game = this.game;
    const bets = [...this.bets.values()];
    return {
      serverTime: toIso(now),
      game:
        game === undefined
          ? null
          : {
              gameId: game.id,
              chainId: game.chainId,
              gameNumber: game.gameNumber,
              phase: game.status === 'crashed' ? 'crashed' : now < game.bettingEndsAt ? 'betting' : 'running',
              bettingEndsAt: toIso(game.bettingEndsAt),
              crashedAt: game.status === 'crashed' && game.crashedAt !== null ? toIso(game.crashedAt) : null,
              crashPointHundredths: game.status === 'crashed' ? game.crashPoint : null,
              gameHash: game.status === 'crashed' ? game.gameHash : null,
            },
      bets: bets
        .sort((left, right) => right.stake - left.stake)
        .slice(0, CRASH_LISTED_BETS)
        .map(toWireBet),
      betCount: bets.length,
      history: this.history,
      chain:
        this.chain === undefined
          ? null
          : {
              chainId: this.chain.id,
              terminatingHash: this.chain.hashes.terminatingHash,
              salt: this.chain.salt,
              length: this.chain.hashes.length,
            },
    };
  }

  /** The live state with the player's own bet on the current game. */
  async getPlayerState(token: string): Promise<CrashPlayerState> {
    this.assertStarted();
    const player = await resolvePlayer(this.roundDeps, token);
    await this.wake();
    const mine = [...this.bets.values()].find((bet) => bet.playerId === player.playerId);
    return { state: this.getState(), myBet: mine === undefined ? null : toPlayerBet(mine) };
  }

  /**
   * Places the player's bet on the game taking bets: checked against the clock at the request's arrival, one
   * bet per player and game, the stake taken by the wallet's `bet` (a refusal is answered, nothing is placed).
   */
  async placeBet(token: string, stake: number, autoCashOut: number | undefined): Promise<CrashBetResult> {
    const arrivedAt = this.now();
    // The game taking bets when the request arrived: the one the bet is for, even if it flies by the time the
    // wallet has answered.
    const game = this.game;
    this.assertStarted();
    const player = await resolvePlayer(this.roundDeps, token);
    await this.wake();
    checkStake(stake, await findGameLimits(this.roundDeps, GAME));
    if (game === undefined || arrivedAt >= game.bettingEndsAt) {
      throw new AppError('game.betting.closed');
    }
    if (this.placing.has(player.playerId) || this.findBet(player.playerId) !== undefined) {
      throw new AppError('game.round.open');
    }
    this.placing.add(player.playerId);
    try {
      return await this.takeBet(player, game, stake, autoCashOut);
    } finally {
      this.placing.delete(player.playerId);
    }
  }

  /**
   * Cashes the player's bet out at the multiplier of the server's clock when the request arrived, if the game
   * is flying then and has reached 1.01×. A request at or after the crash, or one that loses the race to the
   * crash's settlement, is refused (game.round.closed): the bet is then lost, never settled twice.
   */
  async cashOut(token: string, roundId: string): Promise<CrashBetResult> {
    const arrivedAt = this.now();
    this.assertStarted();
    this.lastActivityAt = arrivedAt;
    const player = await resolvePlayer(this.roundDeps, token);
    const row = await findPlayerRound(this.roundDeps, player, roundId);
    if (row.game_code !== GAME) {
      throw new AppError('not.found');
    }
    const game = this.game;
    if (row.status === 'betting') {
      throw new AppError('game.cashout.too.early');
    }
    // Decided by the timeline at arrival, not by how far the loop got: a request that arrived before the crash
    // still races the crash's settlement for the bet (below, in the database), whichever runs first.
    if (
      row.status !== 'open' ||
      game === undefined ||
      Number(row.crash_game_id) !== game.id ||
      arrivedAt >= Math.min(crashMoment(game), game.crashedAt ?? Number.POSITIVE_INFINITY)
    ) {
      throw new AppError('game.round.closed');
    }
    const multiplier = computeFlightMultiplier(arrivedAt - game.bettingEndsAt);
    if (arrivedAt < game.bettingEndsAt || multiplier < CRASH_MINIMUM_CASH_OUT_HUNDREDTHS) {
      throw new AppError('game.cashout.too.early');
    }
    const settling = await this.settleBet(row, game.crashPoint, multiplier);
    if (settling === undefined) {
      throw new AppError('game.round.closed');
    }
    const balance = await deliverWin(this.roundDeps, settling, Number(settling.payout ?? 0), token);
    return { bet: toPlayerBet(toLiveBet(settling)), balance };
  }

  /** Crashed games, newest first, each with what verifies it (the previous hash and the chain's salt). */
  async listGames(token: string, options: { beforeGameId?: number; pageSize: number }): Promise<CrashGames> {
    await resolvePlayer(this.roundDeps, token);
    const db = this.deps.handle.db;
    const rows = await selectCrashedGames(db, {
      beforeId: options.beforeGameId,
      limit: options.pageSize + 1,
    });
    const page = rows.slice(0, options.pageSize);
    const chains = new Map<number, CrashChainRow>(
      (await selectCrashChains(db, [...new Set(page.map((row) => Number(row.chain_id)))])).map((chain) => [
        Number(chain.id),
        chain,
      ]),
    );
    const previousHashes = new Map<string, string>();
    for (const chainId of chains.keys()) {
      const numbers = page
        .filter((row) => Number(row.chain_id) === chainId && Number(row.game_number) > 1)
        .map((row) => Number(row.game_number) - 1);
      for (const [gameNumber, hash] of await selectCrashGameHashes(db, chainId, numbers)) {
        previousHashes.set(`${chainId}:${gameNumber}`, hash);
      }
    }
    const games = page.flatMap((row) => {
      const chain = chains.get(Number(row.chain_id));
      const gameNumber = Number(row.game_number);
      const previousHash =
        gameNumber === 1
          ? chain?.terminating_hash
          : previousHashes.get(`${Number(row.chain_id)}:${gameNumber - 1}`);
      if (chain === undefined || previousHash === undefined) {
        return [];
      }
      return [
        {
          gameId: Number(row.id),
          chainId: Number(row.chain_id),
          gameNumber,
          crashPointHundredths: Number(row.crash_point),
          gameHash: row.game_hash,
          previousHash,
          salt: chain.salt,
          crashedAt: toIso(Number(row.crashed_at ?? row.betting_ends_at)),
        },
      ];
    });
    return { games, hasMore: rows.length > options.pageSize };
  }

  private assertStarted(): void {
    if (!this.isStarted || this.isStopped) {
      throw new AppError(
        'game.maintenance',
        writeGameMaintenanceDetails({ vendorCode: 'BGS', gameCode: GAME, suggestions: [] }),
      );
    }
  }

  private findBet(playerId: string): LiveBet | undefined {
    return [...this.bets.values()].find((bet) => bet.playerId === playerId);
  }

  /** A player called or is connected: games go on, and a loop that was idle starts the next one. */
  private async wake(): Promise<void> {
    this.lastActivityAt = this.now();
    if (this.isStarted && !this.isStopped && this.timer === undefined) {
      await this.tick();
    }
  }

  private isWatched(now: number): boolean {
    return this.listeners.size > 0 || now - this.lastActivityAt < this.timings.idleAfterMs;
  }

  private runExclusive(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work);
    this.queue = run.catch((error: unknown) => {
      this.log.error({ err: error }, 'crash: the round loop failed');
    });
    return run;
  }

  private async takeBet(
    player: InHousePlayer,
    game: LiveGame,
    stake: number,
    autoCashOut: number | undefined,
  ): Promise<CrashBetResult> {
    const input: CrashBetInput = autoCashOut === undefined ? {} : { autoCashOutHundredths: autoCashOut };
    const { round, balance } = await placeBet(this.roundDeps, player, GAME, stake, input, {
      crashGameId: game.id,
    });
    const opened = { status: 'open', updated_at: this.now() };
    const isOpen = await runInTransaction(this.deps.handle, (db) =>
      updateRoundIf(db, round.round_id, { fromStatuses: ['betting'] }, opened),
    );
    if (!isOpen) {
      // The recovery pass reversed it meanwhile (the wallet answered after a minute).
      throw new AppError('game.round.failed');
    }
    const row: RoundRow = { ...round, ...opened, crash_game_id: game.id };
    const bet = toLiveBet(row);
    if (this.game?.id === game.id) {
      this.bets.set(bet.roundId, bet);
      this.broadcast();
    }
    // The crash's settlement read the open bets before this one was open: it is settled here, once.
    if (this.game?.id !== game.id || game.status === 'crashed') {
      const settling = await this.settleBet(row, game.crashPoint, undefined);
      if (settling !== undefined) {
        this.deliverLater(settling);
        return { bet: toPlayerBet(toLiveBet(settling)), balance };
      }
    } else if (game.status === 'running') {
      // Taken after take-off (the wallet was slow): its automatic cash-out may be due already.
      void this.tick().catch((error: unknown) => this.log.error({ err: error }, 'crash: tick failed'));
    }
    return { bet: toPlayerBet(bet), balance };
  }

  /**
   * Decides a bet as the engine settles it (its automatic cash-out, the manual one if given, against the
   * crash point) and records it with the one conditional change 'open' → 'settling'. Answers the settling row,
   * or undefined when another settlement got there first.
   */
  private async settleBet(
    row: RoundRow,
    crashPoint: number,
    manualCashOut: number | undefined,
  ): Promise<RoundRow | undefined> {
    const outcome = settleCrashBet(
      {
        stake: Number(row.stake),
        autoCashOutHundredths: readInput(row).autoCashOutHundredths,
        manualCashOutHundredths: manualCashOut,
      },
      crashPoint,
    );
    const fields = {
      status: 'settling',
      outcome: JSON.stringify({
        crashPointHundredths: outcome.crashPointHundredths,
        cashOutHundredths: outcome.cashOutHundredths ?? null,
        isWin: outcome.isWin,
        payout: outcome.payout,
      }),
      payout: outcome.payout,
      win_transaction_id: `${row.round_id}:win`,
      updated_at: this.now(),
    } satisfies Partial<RoundRow>;
    const isTaken = await runInTransaction(this.deps.handle, (db) =>
      updateRoundIf(db, row.round_id, { fromStatuses: ['open'] }, fields),
    );
    if (!isTaken) {
      return undefined;
    }
    const settling = { ...row, ...fields };
    if (this.bets.has(row.round_id)) {
      this.bets.set(row.round_id, toLiveBet(settling));
      this.broadcast();
    }
    return settling;
  }

  /** Pays a bet the loop settled, without holding the loop up; an unanswered win is the recovery pass's. */
  private deliverLater(settling: RoundRow): void {
    const delivery = deliverWin(this.roundDeps, settling, Number(settling.payout ?? 0))
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!(error instanceof AppError)) {
          this.log.error({ err: error, roundId: settling.round_id }, 'crash: paying a bet failed');
        }
      })
      .finally(() => {
        this.deliveries.delete(delivery);
      });
    this.deliveries.add(delivery);
  }

  private async recover(): Promise<void> {
    const db = this.deps.handle.db;
    const chain = await selectLatestCrashChain(db);
    if (chain !== undefined) {
      this.chain = {
        id: Number(chain.id),
        salt: chain.salt,
        hashes: new CrashChainHashes(chain.seed, Number(chain.length)),
      };
    } else {
      await this.commitChain();
    }
    const now = this.now();
    const unfinished = await selectUnfinishedCrashGames(db);
    const latest = unfinished.at(-1);
    for (const row of unfinished) {
      // A game still taking bets goes on; one that was flying (or should have flown) when the process stopped
      // is finished now at its fixed crash point.
      const isStillBetting = row === latest && row.status === 'betting' && now < Number(row.betting_ends_at);
      if (!isStillBetting) {
        await runInTransaction(this.deps.handle, (executor) =>
          updateCrashGameIf(executor, Number(row.id), ['betting', 'running'], {
            status: 'crashed',
            started_at: Number(row.betting_ends_at),
            crashed_at: now,
          }),
        );
      }
    }
    const current = await selectLatestCrashGame(db);
    this.game = current === undefined ? undefined : toLiveGame(current);
    this.bets.clear();
    if (this.game !== undefined) {
      for (const row of await selectCrashBets(db, this.game.id)) {
        if (row.status !== 'betting') {
          this.bets.set(row.round_id, toLiveBet(row));
        }
      }
    }
    this.history = (await selectCrashedGames(db, { limit: CRASH_HISTORY_LENGTH })).map((row) => ({
      gameId: Number(row.id),
      gameNumber: Number(row.game_number),
      crashPointHundredths: Number(row.crash_point),
    }));
    await this.settleBetsOfCrashedGames();
  }

  private async commitChain(): Promise<LiveChain> {
    const { seed, salt } = this.drawSecrets();
    const hashes = new CrashChainHashes(seed, this.chainLength);
    const id = await runInTransaction(this.deps.handle, (db) =>
      insertCrashChain(db, {
        seed,
        terminating_hash: hashes.terminatingHash,
        salt,
        length: this.chainLength,
        created_at: this.now(),
      }),
    );
    this.chain = { id, salt, hashes };
    return this.chain;
  }

  private async advance(): Promise<void> {
    if (this.isStopped) {
      return;
    }
    const now = this.now();
    const game = this.game;
    if (game === undefined || game.status === 'crashed') {
      const readyAt = game === undefined ? now : (game.crashedAt ?? now) + this.timings.pauseMs;
      if (this.isWatched(now) && now >= readyAt) {
        await this.openNextGame(now);
      }
      return;
    }
    if (game.status === 'betting' && now >= game.bettingEndsAt) {
      await runInTransaction(this.deps.handle, (db) =>
        updateCrashGameIf(db, game.id, ['betting'], { status: 'running', started_at: game.bettingEndsAt }),
      );
      game.status = 'running';
      this.broadcast();
    }
    if (game.status !== 'running') {
      return;
    }
    if (now >= crashMoment(game)) {
      await this.crash(game);
      return;
    }
    const multiplier = computeFlightMultiplier(now - game.bettingEndsAt);
    const due = [...this.bets.values()].filter(
      (bet) => bet.status === 'open' && bet.autoCashOut !== null && bet.autoCashOut <= multiplier,
    );
    if (due.length > 0) {
      await this.settleRows(
        (await selectCrashBets(this.deps.handle.db, game.id)).filter((row) =>
          due.some((bet) => bet.roundId === row.round_id),
        ),
        game.crashPoint,
      );
    }
  }

  private async openNextGame(now: number): Promise<void> {
    let chain = this.chain ?? (await this.commitChain());
    let lastNumber =
      this.game?.chainId === chain.id
        ? this.game.gameNumber
        : await selectLastCrashGameNumber(this.deps.handle.db, chain.id);
    if (lastNumber >= chain.hashes.length) {
      // The chain is played out: a new one is committed, and its terminating hash shown, before its first game.
      chain = await this.commitChain();
      lastNumber = 0;
    }
    const gameNumber = lastNumber + 1;
    const gameHash = chain.hashes.getGameHash(gameNumber);
    const crashPoint = computeCrashPoint(gameHash, chain.salt);
    const bettingEndsAt = now + this.timings.bettingMs;
    const id = await runInTransaction(this.deps.handle, (db) =>
      insertCrashGame(db, {
        chain_id: chain.id,
        game_number: gameNumber,
        game_hash: gameHash,
        crash_point: crashPoint,
        status: 'betting',
        betting_ends_at: bettingEndsAt,
        started_at: null,
        crashed_at: null,
      }),
    );
    this.game = {
      id,
      chainId: chain.id,
      gameNumber,
      gameHash,
      crashPoint,
      status: 'betting',
      bettingEndsAt,
      crashedAt: null,
    };
    this.bets.clear();
    this.broadcast();
  }

  /** Records the crash (the hash is revealed from now on), then settles every bet still riding. */
  private async crash(game: LiveGame): Promise<void> {
    const crashedAt = crashMoment(game);
    // First in memory: a bet the wallet confirms from now on settles itself instead of waiting for this pass.
    game.status = 'crashed';
    game.crashedAt = crashedAt;
    await runInTransaction(this.deps.handle, (db) =>
      updateCrashGameIf(db, game.id, ['betting', 'running'], {
        status: 'crashed',
        started_at: game.bettingEndsAt,
        crashed_at: crashedAt,
      }),
    );
    this.history = [
      { gameId: game.id, gameNumber: game.gameNumber, crashPointHundredths: game.crashPoint },
      ...this.history,
    ].slice(0, CRASH_HISTORY_LENGTH);
    this.broadcast();
    await this.settleBetsOfCrashedGames();
  }

  /** Settles the bets still open on crashed games: by their automatic cash-out, or lost. */
  private async settleBetsOfCrashedGames(): Promise<void> {
    const db = this.deps.handle.db;
    for (;;) {
      const rows = await selectOpenBetsOfCrashedGames(db, 500);
      if (rows.length === 0) {
        return;
      }
      const crashPoints = new Map<number, number>();
      for (const gameId of new Set(rows.map((row) => Number(row.crash_game_id)))) {
        if (this.game?.id === gameId) {
          crashPoints.set(gameId, this.game.crashPoint);
        } else {
          const game = await selectCrashGame(db, gameId);
          if (game !== undefined) {
            crashPoints.set(gameId, Number(game.crash_point));
          }
        }
      }
      let settled = 0;
      for (const [gameId, crashPoint] of crashPoints) {
        settled += await this.settleRows(
          rows.filter((row) => Number(row.crash_game_id) === gameId),
          crashPoint,
        );
      }
      if (settled === 0) {
        return;
      }
    }
  }

  /** Settles rows in batches and sends their wins on; answers how many this call settled. */
  private async settleRows(rows: RoundRow[], crashPoint: number): Promise<number> {
    let settled = 0;
    for (let index = 0; index < rows.length; index += SETTLEMENT_BATCH) {
      const batch = rows.slice(index, index + SETTLEMENT_BATCH);
      for (const settling of await Promise.all(
        batch.map((row) => this.settleBet(row, crashPoint, undefined)),
      )) {
        if (settling !== undefined) {
          settled += 1;
          this.deliverLater(settling);
        }
      }
    }
    return settled;
  }

  /** Sets the timer for the next thing the timeline will decide (none while idle, none when manual). */
  private schedule(): void {
    if (this.isManual || this.isStopped || !this.isStarted) {
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.now();
    const next = this.findNextEventAt(now);
    if (next === undefined) {
      return;
    }
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.tick().catch((error: unknown) => this.log.error({ err: error }, 'crash: tick failed'));
      },
      Math.min(Math.max(next - now, 0), MAX_SLEEP_MS),
    );
    this.timer.unref();
  }

  private findNextEventAt(now: number): number | undefined {
    const game = this.game;
    if (game === undefined || game.status === 'crashed') {
      if (!this.isWatched(now)) {
        return undefined;
      }
      return game === undefined ? now : Math.max(now, (game.crashedAt ?? now) + this.timings.pauseMs);
    }
    if (game.status === 'betting') {
      return game.bettingEndsAt;
    }
    let next = crashMoment(game);
    for (const bet of this.bets.values()) {
      if (bet.status === 'open' && bet.autoCashOut !== null && bet.autoCashOut < game.crashPoint) {
        next = Math.min(next, game.bettingEndsAt + computeFlightMs(bet.autoCashOut));
      }
    }
    return next;
  }

  /** Sends the live state to every listener once, after the changes of this turn of the event loop. */
  private broadcast(): void {
    if (this.isBroadcastDue || this.listeners.size === 0) {
      return;
    }
    this.isBroadcastDue = true;
    setImmediate(() => {
      this.isBroadcastDue = false;
      const message = JSON.stringify(this.getState());
      for (const listener of this.listeners) {
        listener(message);
      }
    }).unref();
  }
}
