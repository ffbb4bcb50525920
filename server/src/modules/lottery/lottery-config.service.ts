import type { LotteryLimits, LotteryOdds, OddsTableWire } from '@plaza/contracts/lottery';
import type { OddsTableData } from '@plaza/engines/lottery/lottery-odds';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { getOdds, requireGame, saveLimits, saveOdds, validateOdds } from './lottery-games.service';

export { getOdds };

/**
 * PUT /ops/lottery/games/:gameCode/odds: an odds table checked by the engine's exact RTP validator against the
 * deployment's maximum, then stored and audited. Bets placed before keep the odds they were placed at.
 */
export async function setOdds(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  gameCode: string,
  odds: OddsTableWire,
  now: number,
): Promise<LotteryOdds> {
  const game = requireGame(gameCode);
  const { lottery } = await getDeploymentSettings(handle);
  const table = odds as OddsTableData;
  validateOdds(game, table, lottery.maxRtpPercent);
  await runInTransaction(handle, async (db) => {
    await saveOdds(db, game, table, now);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'lottery-odds.update',
      targetType: 'lottery-game',
      targetId: game.code,
      details: { odds },
      now,
    });
  });
  return getOdds(handle, game.code);
}

/** PUT /ops/lottery/games/:gameCode/limits: the stake limit per number and the liability limit per draw. */
export async function setLimits(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  gameCode: string,
  limits: LotteryLimits,
  now: number,
): Promise<LotteryLimits & { gameCode: string }> {
  const game = requireGame(gameCode);
  await runInTransaction(handle, async (db) => {
    await saveLimits(db, game, limits, now);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'lottery-limits.update',
      targetType: 'lottery-game',
      targetId: game.code,
      details: { ...limits },
      now,
    });
  });
  return { gameCode: game.code, ...limits };
}
