import type { BgsPlayResult, MinesCurrent } from '@plaza/contracts/bgs';
import {
  computeMinesFloatCount,
  computeMinesPayoutRatio,
  MINES_TILE_COUNT,
  placeMines,
  settleMines,
} from '@plaza/engines/mines';
import { recordMinesOutcome } from '@plaza/engines/in-house-rounds';
import { generateFloats } from '@plaza/engines/provably-fair';

import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { selectOpenRound, selectSeed, updateRoundIf } from './in-house-games.repository';
import type { RoundRow } from './in-house-games.repository';
import type { InHouseDependencies, InHousePlayer } from './in-house-rounds.service';
import {
  deliverWin,
  ensureSeedsAndLimits,
  findPlayerRound,
  placeBet,
  readBalance,
  resolvePlayer,
  rollBackRound,
  toWireRound,
} from './in-house-rounds.service';
import { drawWithActiveSeeds, getFairnessState } from './fairness.service';

/**
 * Mines, the multi-step game: the stake is taken and the mines placed (from the player's seeds and one nonce)
 * when the round starts; each pick is checked against them; a mine, the last safe tile or a cash-out ends the
 * round, which is then settled exactly as `settleMines` decides for the stake, the mine count and the picks
 * in order. The mines never leave the server while the round is open: they are recomputed from the stored
 * seeds on each pick.
 */

const GAME = 'BGS_MINES';

interface OpenState {
  picks: number[];
  multiplier: number;
}

function readInput(round: RoundRow): { mineCount: number } {
  return JSON.parse(round.input) as { mineCount: number };
}

function readState(round: RoundRow): OpenState {
  return round.outcome === null ? { picks: [], multiplier: 0 } : (JSON.parse(round.outcome) as OpenState);
}

function multiplierAfter(mineCount: number, safePicks: number): number {
  if (safePicks === 0) {
    return 0;
  }
  const ratio = computeMinesPayoutRatio(mineCount, safePicks);
  return Number(ratio.numerator) / Number(ratio.denominator);
}

async function result(
  deps: InHouseDependencies,
  player: InHousePlayer,
  round: RoundRow,
  balance: number,
): Promise<BgsPlayResult> {
  return {
    round: toWireRound(round, null),
    balance,
    fairness: await getFairnessState(deps.handle, player.playerId, deps.now?.() ?? Date.now()),
  };
}

/** Starts a round: takes the stake and fixes the mines (one nonce). One open round per player at a time. */
export async function startMines(
  deps: InHouseDependencies,
  token: string,
  stake: number,
  mineCount: number,
): Promise<BgsPlayResult> {
  const player = await resolvePlayer(deps, token);
  await ensureSeedsAndLimits(deps, player, GAME, stake);
  if ((await selectOpenRound(deps.handle.db, player.playerId, GAME)) !== undefined) {
    throw new AppError('game.round.open');
  }
  const { round, balance } = await placeBet(deps, player, GAME, stake, { mineCount });
  let open: RoundRow;
  try {
    open = await runInTransaction(deps.handle, async (db) => {
      const draw = await drawWithActiveSeeds(db, player.playerId, () => ({ result: null, nonceCount: 1 }));
      const fields = {
        status: 'open',
        seed_id: draw.seedId,
        server_seed_hash: draw.serverSeedHash,
        client_seed: draw.clientSeed,
        nonce: draw.nonce,
        nonce_count: 1,
        outcome: JSON.stringify({ picks: [], multiplier: 0 } satisfies OpenState),
        updated_at: deps.now?.() ?? Date.now(),
      } satisfies Partial<RoundRow>;
      if (!(await updateRoundIf(db, round.round_id, { fromStatuses: ['betting'] }, fields))) {
        throw new Error('in-house games: the round was taken over');
      }
      return { ...round, ...fields };
    });
  } catch {
    await rollBackRound(deps, round, 'DRAW_FAILED');
    throw new AppError('game.round.failed');
  }
  return result(deps, player, open, balance);
}

async function findOpenRound(
  deps: InHouseDependencies,
  player: InHousePlayer,
  roundId: string,
): Promise<RoundRow> {
  const round = await findPlayerRound(deps, player, roundId);
  if (round.game_code !== GAME) {
    throw new AppError('not.found');
  }
  if (round.status !== 'open') {
    throw new AppError('game.round.closed');
  }
  return round;
}

async function readRoundFloats(
  deps: InHouseDependencies,
  round: RoundRow,
  mineCount: number,
): Promise<number[]> {
  const seed = round.seed_id === null ? undefined : await selectSeed(deps.handle.db, Number(round.seed_id));
  if (seed === undefined || round.client_seed === null || round.nonce === null) {
    throw new Error(`in-house games: round ${round.round_id} has no seeds`);
  }
  return generateFloats({
    serverSeed: seed.server_seed,
    clientSeed: round.client_seed,
    nonce: Number(round.nonce),
    count: computeMinesFloatCount(mineCount),
  });
}

/** Ends a round with the engine's settlement of its picks, then pays it. */
async function finish(
  deps: InHouseDependencies,
  player: InHousePlayer,
  round: RoundRow,
  picks: number[],
  floats: number[],
): Promise<BgsPlayResult> {
  const { mineCount } = readInput(round);
  const outcome = settleMines({ stake: Number(round.stake), mineCount, picks }, floats);
  const fields = {
    status: 'settling',
    // Recorded as the browser's verifier replays it (engines/src/in-house-rounds.ts).
    outcome: JSON.stringify(recordMinesOutcome(outcome)),
    payout: outcome.payout,
    win_transaction_id: `${round.round_id}:win`,
    updated_at: deps.now?.() ?? Date.now(),
  } satisfies Partial<RoundRow>;
  const isTaken = await runInTransaction(deps.handle, (db) =>
    updateRoundIf(db, round.round_id, { fromStatuses: ['open'], outcome: round.outcome }, fields),
  );
  if (!isTaken) {
    // Another pick or cash-out of the same round got there first: answer the round as it now is.
    return current(deps, player, round.round_id);
  }
  const settling = { ...round, ...fields };
  const balance = await deliverWin(deps, settling, outcome.payout, player.token);
  return result(deps, player, { ...settling, status: 'settled' }, balance);
}

async function current(
  deps: InHouseDependencies,
  player: InHousePlayer,
  roundId: string,
): Promise<BgsPlayResult> {
  const round = await findPlayerRound(deps, player, roundId);
  return result(deps, player, round, await readBalance(deps, player));
}

/** Reveals one tile: a mine ends the round lost, the last safe tile cashes out, any other goes on. */
export async function revealMinesTile(
  deps: InHouseDependencies,
  token: string,
  roundId: string,
  tile: number,
): Promise<BgsPlayResult> {
  const player = await resolvePlayer(deps, token);
  const round = await findOpenRound(deps, player, roundId);
  const state = readState(round);
  if (state.picks.includes(tile)) {
    throw new AppError('request_param_err', { fields: { tile: 'validation.invalid' } });
  }
  const { mineCount } = readInput(round);
  const floats = await readRoundFloats(deps, round, mineCount);
  const picks = [...state.picks, tile];
  const isMine = placeMines(mineCount, floats).includes(tile);
  if (isMine || picks.length === MINES_TILE_COUNT - mineCount) {
    return finish(deps, player, round, picks, floats);
  }
  const next: OpenState = { picks, multiplier: multiplierAfter(mineCount, picks.length) };
  const fields = { outcome: JSON.stringify(next), updated_at: deps.now?.() ?? Date.now() };
  const isMoved = await runInTransaction(deps.handle, (db) =>
    updateRoundIf(db, roundId, { fromStatuses: ['open'], outcome: round.outcome }, fields),
  );
  if (!isMoved) {
    return current(deps, player, roundId);
  }
  return result(deps, player, { ...round, ...fields }, await readBalance(deps, player));
}

/** Cashes out after at least one safe tile: the round pays the multiplier of the tiles picked. */
export async function cashOutMines(
  deps: InHouseDependencies,
  token: string,
  roundId: string,
): Promise<BgsPlayResult> {
  const player = await resolvePlayer(deps, token);
  const round = await findOpenRound(deps, player, roundId);
  const { picks } = readState(round);
  if (picks.length === 0) {
    throw new AppError('request_param_err', { fields: { roundId: 'validation.invalid' } });
  }
  const floats = await readRoundFloats(deps, round, readInput(round).mineCount);
  return finish(deps, player, round, picks, floats);
}

/** The player's open round, if any, and the balance. */
export async function getCurrentMines(deps: InHouseDependencies, token: string): Promise<MinesCurrent> {
  const player = await resolvePlayer(deps, token);
  const round = await selectOpenRound(deps.handle.db, player.playerId, GAME);
  return {
    round: round === undefined ? null : toWireRound(round, null),
    balance: await readBalance(deps, player),
  };
}
