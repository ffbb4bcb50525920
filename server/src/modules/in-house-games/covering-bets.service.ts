import { countDiceWinningRolls, DICE_OUTCOME_COUNT } from '@plaza/engines/dice';
import { listCoveredNumbers } from '@plaza/engines/roulette';
import type { RouletteBet } from '@plaza/engines/roulette';
import { z } from 'zod';

import type { Executor } from '../../db/transaction';
import { selectRoundInputs } from './in-house-games.repository';

/** Reference §3.4: a bet covering more than this share of the outcomes counts no turnover for rewards. */
export const COVERING_SHARE = 0.8;
const ROULETTE_POCKETS = 37;
/** The in-house games whose bets can cover most outcomes: dice (a high win chance) and roulette (many chips). */
export const COVERING_GAME_CODES = ['BGS_DICE', 'BGS_ROULETTE'] as const;
const ROUNDS_PER_READ = 500;

const diceInputSchema = z.object({
  direction: z.enum(['under', 'over']),
  targetHundredths: z.number().int(),
});
const rouletteInputSchema = z.object({ bets: z.array(z.record(z.string(), z.unknown())) });

function isRouletteBet(value: Record<string, unknown>): value is RouletteBet {
  return typeof value.type === 'string' && typeof value.stake === 'number';
}

/** Whether a round's bet, as placed, wins on more than 80% of the outcomes (false for input it cannot read). */
export function isCoveringRound(gameCode: string, input: unknown): boolean {
  try {
    if (gameCode === 'BGS_DICE') {
      const dice = diceInputSchema.parse(input);
      return countDiceWinningRolls(dice) > COVERING_SHARE * DICE_OUTCOME_COUNT;
    }
    if (gameCode === 'BGS_ROULETTE') {
      const covered = new Set<number>();
      for (const bet of rouletteInputSchema.parse(input).bets) {
        if (isRouletteBet(bet)) {
          listCoveredNumbers(bet).forEach((number) => covered.add(number));
        }
      }
      return covered.size > COVERING_SHARE * ROULETTE_POCKETS;
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * Which of these in-house rounds covered more than 80% of the outcomes (docs/product/lottery-rules.md#covering-bets:
 * a dice bet winning on more than 8,000 of 10,000 rolls, a roulette spin whose chips cover 30 or more of the 37
 * pockets): the rebate and the VIP ladder leave their bets out of the valid bet.
 */
export async function findCoveringRounds(db: Executor, roundIds: readonly string[]): Promise<Set<string>> {
  const covering = new Set<string>();
  for (let index = 0; index < roundIds.length; index += ROUNDS_PER_READ) {
    for (const row of await selectRoundInputs(db, roundIds.slice(index, index + ROUNDS_PER_READ))) {
      if (isCoveringRound(row.game_code, JSON.parse(row.input))) {
        covering.add(row.round_id);
      }
    }
  }
  return covering;
}
