import { crashBetResultSchema } from '@plaza/contracts/bgs';
import type { CrashBetResult, CrashCashOutRequest } from '@plaza/contracts/bgs';

import { callGameServer } from '../../../lib/api/call-game-server';

/** POST /bgs/api/crash/cashout: cashes the bet out at the multiplier of the server's clock; the bet and balance. */
export function cashOutCrash(request: CrashCashOutRequest): Promise<CrashBetResult> {
  return callGameServer('crash/cashout', { ...request }, crashBetResultSchema);
}
