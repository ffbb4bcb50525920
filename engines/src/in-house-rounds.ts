/**
 * The in-house games' rounds as they are recorded: how many floats a round takes from each of its nonces, and
 * how those floats become the outcome the game server stores (and answers, contracts/src/bgs.ts) and pays. The
 * game server plays a round with these over node:crypto's floats; the web app's fairness panel replays a
 * recorded round with the very same functions over Web Crypto's, so an honest round can only read "differs"
 * if the seeds differ. Crash rounds come from a hash chain instead (crash.ts).
 */
import { BACCARAT_FLOAT_COUNT, settleBaccarat } from './baccarat';
import type { BaccaratBet, BaccaratCoup } from './baccarat';
import { DICE_FLOAT_COUNT, settleDice } from './dice';
import type { DiceDirection } from './dice';
import { computeMinesFloatCount, settleMines } from './mines';
import type { MinesOutcome } from './mines';
import { ROULETTE_FLOAT_COUNT, settleRoulette } from './roulette';
import type { RouletteBet, RouletteColor } from './roulette';
import { SLOT_FLOAT_COUNT } from './slot';
import { playSlotRound } from './slot-round';
import type { SlotRoundSpin } from './slot-round';

/** `count` floats of the nonce `offset` after the round's first nonce. */
export type FloatSource = (offset: number, count: number) => readonly number[];

/** A played round: its outcome as recorded, the payout in minor units and the nonces it took. */
export interface PlayedRound<Outcome> {
  outcome: Outcome;
  payout: number;
  nonceCount: number;
}

/** One game's rounds: the floats each of its nonces gives, and how a round is played from them. */
export interface InHouseRound<Input, Outcome> {
  floatsPerNonce: (input: Input) => number;
  play: (input: Input, stake: number, floats: FloatSource) => PlayedRound<Outcome>;
}

export interface DiceRoundInput {
  direction: DiceDirection;
  targetHundredths: number;
}

export type DiceRoundOutcome = {
  rollHundredths: number;
  isWin: boolean;
  winChancePercent: number;
  payoutMultiplier: number;
  payout: number;
};

export const DICE_ROUND: InHouseRound<DiceRoundInput, DiceRoundOutcome> = {
  floatsPerNonce: () => DICE_FLOAT_COUNT,
  play: (input, stake, floats) => {
    const outcome = settleDice({ stake, ...input }, floats(0, DICE_FLOAT_COUNT));
    return {
      outcome: {
        rollHundredths: outcome.rollHundredths,
        isWin: outcome.isWin,
        winChancePercent: outcome.winChancePercent,
        payoutMultiplier: outcome.payoutMultiplier,
        payout: outcome.payout,
      },
      payout: outcome.payout,
      nonceCount: 1,
    };
  },
};

export interface RouletteRoundInput {
  bets: readonly RouletteBet[];
}

export type RouletteRoundOutcome = {
  pocket: number;
  color: RouletteColor;
  betResults: { isWin: boolean; payout: number }[];
  payout: number;
};

export const ROULETTE_ROUND: InHouseRound<RouletteRoundInput, RouletteRoundOutcome> = {
  floatsPerNonce: () => ROULETTE_FLOAT_COUNT,
  play: (input, _stake, floats) => {
    const outcome = settleRoulette(input.bets, floats(0, ROULETTE_FLOAT_COUNT));
    return {
      outcome: {
        pocket: outcome.pocket,
        color: outcome.color,
        betResults: outcome.betResults.map((result) => ({ isWin: result.isWin, payout: result.payout })),
        payout: outcome.payout,
      },
      payout: outcome.payout,
      nonceCount: 1,
    };
  },
};

export interface BaccaratRoundInput {
  bets: readonly BaccaratBet[];
}

export type BaccaratRoundOutcome = Pick<BaccaratCoup, keyof BaccaratCoup> & {
  betResults: { result: 'win' | 'push' | 'loss'; payout: number }[];
  payout: number;
};

export const BACCARAT_ROUND: InHouseRound<BaccaratRoundInput, BaccaratRoundOutcome> = {
  floatsPerNonce: () => BACCARAT_FLOAT_COUNT,
  play: (input, _stake, floats) => {
    const outcome = settleBaccarat(input.bets, floats(0, BACCARAT_FLOAT_COUNT));
    return {
      outcome: {
        playerCards: outcome.playerCards,
        bankerCards: outcome.bankerCards,
        playerTotal: outcome.playerTotal,
        bankerTotal: outcome.bankerTotal,
        winner: outcome.winner,
        isNatural: outcome.isNatural,
        betResults: outcome.betResults.map((result) => ({ result: result.result, payout: result.payout })),
        payout: outcome.payout,
      },
      payout: outcome.payout,
      nonceCount: 1,
    };
  },
};

export type SlotRoundOutcome = {
  spins: SlotRoundSpin[];
  payout: number;
};

/** A paid spin and every free spin it leads to, each on the next nonce, make one round (as bench/ measures). */
export const SLOT_ROUND: InHouseRound<Record<string, never>, SlotRoundOutcome> = {
  floatsPerNonce: () => SLOT_FLOAT_COUNT,
  play: (_input, stake, floats) => {
    const round = playSlotRound(stake, (spinIndex) => floats(spinIndex, SLOT_FLOAT_COUNT));
    return {
      outcome: { spins: round.spins, payout: round.payout },
      payout: round.payout,
      nonceCount: round.spins.length,
    };
  },
};

export interface MinesRoundInput {
  mineCount: number;
  /** Tiles revealed in order, up to the mine or the cash-out that ended the round. */
  picks: readonly number[];
}

export type MinesRoundOutcome = Omit<MinesOutcome, 'tiles'>;

/** The outcome of a finished mines round as it is recorded (the board itself follows from the mines). */
export function recordMinesOutcome(outcome: MinesOutcome): MinesRoundOutcome {
  return {
    minePositions: outcome.minePositions,
    revealedPicks: outcome.revealedPicks,
    safePickCount: outcome.safePickCount,
    isWin: outcome.isWin,
    payoutMultiplier: outcome.payoutMultiplier,
    payout: outcome.payout,
  };
}

/** A mines round as it ended: the mines are placed from one nonce, the picks revealed in order. */
export const MINES_ROUND: InHouseRound<MinesRoundInput, MinesRoundOutcome> = {
  floatsPerNonce: (input) => computeMinesFloatCount(input.mineCount),
  play: (input, stake, floats) => {
    const outcome = settleMines(
      { stake, mineCount: input.mineCount, picks: input.picks },
      floats(0, computeMinesFloatCount(input.mineCount)),
    );
    return { outcome: recordMinesOutcome(outcome), payout: outcome.payout, nonceCount: 1 };
  },
};
