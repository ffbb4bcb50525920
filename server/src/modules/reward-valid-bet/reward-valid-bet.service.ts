import type { Executor } from '../../db/transaction';
import { listSettledBetsOfGames, sumSettledValidBetOfDay } from '../bets/bets.service';
import { COVERING_GAME_CODES, findCoveringRounds } from '../in-house-games/covering-bets.service';
import { IN_HOUSE_VENDOR_CODE } from '../in-house-games/in-house-rounds.service';
import { listCoveringLotteryBets, LOTTERY_VENDOR_CODES } from '../lottery/lottery-covering.service';

/**
 * The valid bet that rebates, the VIP ladder, points and missions count on report day `day` (the reward valid bet),
 * per member and game type, maybe of one member: settled valid bet (cancelled and open bets left out), less the bets
 * that covered more than 80% of the outcomes (docs/product/lottery-rules.md#covering-bets;
 * docs/decisions/043-covering-lottery-and-vendor-bets.md): in-house dice and roulette rounds, lottery selections,
 * and vendor rounds in which the member's bets covered each other. The whole day is one read of its bets (decision
 * 048); the rest reads the few in-house and lottery bets.
 */
export async function sumRewardValidBetOfDay(
  db: Executor,
  filter: { day: number; memberId?: number | undefined },
): Promise<{ memberId: number; gameType: string; validBet: number }[]> {
  const sums = await sumSettledValidBetOfDay(db, {
    ...filter,
    hedgedExceptVendorCodes: [IN_HOUSE_VENDOR_CODE, ...LOTTERY_VENDOR_CODES],
  });
  if (sums.length === 0) {
    return [];
  }
  const excluded = new Map<string, number>();
  const exclude = (bet: { memberId: number; gameType: string; stake: number }) => {
    const key = `${bet.memberId}:${bet.gameType}`;
    excluded.set(key, (excluded.get(key) ?? 0) + bet.stake);
  };
  sums.filter((sum) => sum.hedgedStake > 0).forEach((sum) => exclude({ ...sum, stake: sum.hedgedStake }));
  const candidates = await listSettledBetsOfGames(db, {
    ...filter,
    vendorCode: IN_HOUSE_VENDOR_CODE,
    gameCodes: COVERING_GAME_CODES,
  });
  if (candidates.length > 0) {
    const covering = await findCoveringRounds(
      db,
      candidates.map((bet) => bet.roundId),
    );
    candidates.filter((bet) => covering.has(bet.roundId)).forEach(exclude);
  }
  (await listCoveringLotteryBets(db, filter)).forEach(exclude);
  return sums.map((sum) => ({
    memberId: sum.memberId,
    gameType: sum.gameType,
    validBet: Math.max(0, sum.validBet - (excluded.get(`${sum.memberId}:${sum.gameType}`) ?? 0)),
  }));
}
