import { bgsBalanceSchema } from '@plaza/contracts/bgs';
import type { BgsBalance } from '@plaza/contracts/bgs';

import { callGameServer } from './call-game-server';

/** POST /bgs/api/balance: the player's balance now (after money moved in another window, for instance). */
export function fetchInHouseBalance(token: string): Promise<BgsBalance> {
  return callGameServer('balance', { token }, bgsBalanceSchema);
}
