import type { BgsGameCode, RouletteBetInput } from '@plaza/contracts/bgs';
import type { BaccaratBet } from '@plaza/engines/baccarat';
import { countDiceWinningRolls } from '@plaza/engines/dice';
import type { DiceDirection } from '@plaza/engines/dice';
import { BACCARAT_ROUND, DICE_ROUND, ROULETTE_ROUND, SLOT_ROUND } from '@plaza/engines/in-house-rounds';
import type { FloatSource } from '@plaza/engines/in-house-rounds';
import { listCoveredNumbers } from '@plaza/engines/roulette';
import { SLOT_PAYLINE_COUNT } from '@plaza/engines/slot';

import { AppError } from '../../http/app-error';

/**
 * Plaza's single-step games as the game server plays them: how a bet is checked and what it stakes. How one
 * round is played from the floats of its nonces, and what of it is recorded, is engines/src/in-house-rounds.ts,
 * which the browser's verifier replays too. A round's outcome is stored as JSON and answered as
 * `contracts/src/bgs.ts` types it.
 */

export type { FloatSource } from '@plaza/engines/in-house-rounds';

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
  play: DICE_ROUND.play,
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
  play: ROULETTE_ROUND.play,
};

export interface BaccaratInput {
  bets: BaccaratBet[];
}

export const BACCARAT_GAME: InstantGame<BaccaratInput> = {
  gameCode: 'BGS_BACCARAT',
  check: () => undefined,
  play: BACCARAT_ROUND.play,
};

export const SLOT_GAME: InstantGame<Record<string, never>> = {
  gameCode: 'BGS_SLOT',
  check: (_input, stake) => {
    if (stake % SLOT_PAYLINE_COUNT !== 0) {
      throw invalidField('stake');
    }
  },
  play: SLOT_ROUND.play,
};
