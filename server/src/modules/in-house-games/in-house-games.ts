import type { BgsGameCode, RouletteBetInput } from '@plaza/contracts/bgs';
import { BACCARAT_FLOAT_COUNT, settleBaccarat } from '@plaza/engines/baccarat';
import type { BaccaratBet } from '@plaza/engines/baccarat';
import { countDiceWinningRolls, DICE_FLOAT_COUNT, settleDice } from '@plaza/engines/dice';
import type { DiceDirection } from '@plaza/engines/dice';
import { listCoveredNumbers, ROULETTE_FLOAT_COUNT, settleRoulette } from '@plaza/engines/roulette';
import { SLOT_FLOAT_COUNT, SLOT_PAYLINE_COUNT } from '@plaza/engines/slot';
import { playSlotRound } from '@plaza/engines/slot-round';

import { AppError } from '../../http/app-error';

/**
 * Plaza's single-step games as the game server plays them: how a bet is checked, what it stakes, and how one
 * round is played from the floats of its nonces (the engines do the mathematics). A round's outcome is stored
 * as JSON and answered as `contracts/src/bgs.ts` types it.
 */

/** Floats for `count` floats of the nonce `offset` after the round's first nonce. */
export type FloatSource = (offset: number, count: number) => number[];

export interface PlayedRound {
  outcome: Record<string, unknown>;
  payout: number;
  nonceCount: number;
}

export interface InstantGame<Input> {
  gameCode: BgsGameCode;
  /** Checks the bet beyond its schema (a target the table offers, a bet on the layout); field errors if not. */
  check: (input: Input, stake: number) => void;
  play: (input: Input, stake: number, floats: FloatSource) => PlayedRound;
}

function invalidField(field: string): AppError {
  return new AppError('request_param_err', { fields: { [field]: 'validation.invalid' } });
}

export interface DiceInput {
  direction: DiceDirection;
  targetHundredths: number;
}

export const DICE_GAME: InstantGame<DiceInput> = {
  gameCode: 'BGS_DICE',
  check: (input) => {
    try {
      countDiceWinningRolls(input);
    } catch {
      throw invalidField('targetHundredths');
    }
  },
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

export interface RouletteInput {
  bets: RouletteBetInput[];
}

/** The total stake of a roulette spin: the sum of its chips. */
export function sumStakes(bets: readonly { stake: number }[]): number {
  return bets.reduce((sum, bet) => sum + bet.stake, 0);
}

export const ROULETTE_GAME: InstantGame<RouletteInput> = {
  gameCode: 'BGS_ROULETTE',
  check: (input) => {
    input.bets.forEach((bet, index) => {
      try {
        listCoveredNumbers(bet);
      } catch {
        throw invalidField(`bets.${index}`);
      }
    });
  },
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

export interface BaccaratInput {
  bets: BaccaratBet[];
}

export const BACCARAT_GAME: InstantGame<BaccaratInput> = {
  gameCode: 'BGS_BACCARAT',
  check: () => undefined,
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

export const SLOT_GAME: InstantGame<Record<string, never>> = {
  gameCode: 'BGS_SLOT',
  check: (_input, stake) => {
    if (stake % SLOT_PAYLINE_COUNT !== 0) {
      throw invalidField('stake');
    }
  },
  // A paid spin and every free spin it leads to, each on the next nonce, make one round (as bench/ measures).
  play: (_input, stake, floats) => {
    const round = playSlotRound(stake, (spinIndex) => floats(spinIndex, SLOT_FLOAT_COUNT));
    return {
      outcome: { spins: round.spins, payout: round.payout },
      payout: round.payout,
      nonceCount: round.spins.length,
    };
  },
};
