import { parseSelectionText } from '@plaza/engines/lottery/bet-type';
import { isCoveringSelection } from '@plaza/engines/lottery/covering-share';
import { findBetType } from '@plaza/engines/lottery/lottery-bet-types';

import type { Executor } from '../../db/transaction';
import { findLotteryGame, LOTTERY_GAMES } from './lottery-catalogue';
import { selectSettledMultiCombinationBetsOfDay } from './lottery.repository';

/** Every vendor code lottery bets are recorded under. */
export const LOTTERY_VENDOR_CODES: readonly string[] = [
  ...new Set(LOTTERY_GAMES.map((game) => game.vendorCode)),
];

/**
 * The settled lottery bets of report day `day` whose selection covers more than 80% of its bet type's outcomes
 * (docs/product/lottery-rules.md#covering-bets; docs/decisions/043-covering-lottery-and-vendor-bets.md), maybe of
 * one member: rebates, the VIP ladder and points leave their stake out of the valid bet.
 */
export async function listCoveringLotteryBets(
  db: Executor,
  filter: { day: number; memberId?: number | undefined },
): Promise<{ memberId: number; gameType: string; stake: number }[]> {
  const rows = await selectSettledMultiCombinationBetsOfDay(db, {
    ...filter,
    vendorCodes: LOTTERY_VENDOR_CODES,
  });
  const covering: { memberId: number; gameType: string; stake: number }[] = [];
  for (const row of rows) {
    const game = findLotteryGame(row.game_code);
    const definition = game === undefined ? undefined : findBetType(game.structure, row.bet_code);
    if (definition !== undefined && isCoveringSelection(definition, parseSelectionText(row.picks))) {
      covering.push({ memberId: row.member_id, gameType: row.game_type, stake: row.stake });
    }
  }
  return covering;
}
