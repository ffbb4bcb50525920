import { crashBetResultSchema } from '@plaza/contracts/bgs';
import type { CrashBetRequest, CrashBetResult } from '@plaza/contracts/bgs';

import { callGameServer } from '../../../lib/api/call-game-server';

/** POST /bgs/api/crash/bet: a bet on the game taking bets (stake taken by the wallet); the bet and the balance. */
export function placeCrashBet(request: CrashBetRequest): Promise<CrashBetResult> {
  return callGameServer('crash/bet', { ...request }, crashBetResultSchema);
}
