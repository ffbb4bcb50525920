import { bgsBalanceSchema } from '@plaza/contracts/bgs';
import type { BgsBalance } from '@plaza/contracts/bgs';

import { callGameServer } from './bgs-request';

/** POST /bgs/api/balance: the player's balance now (after money moved in another window, for instance). */
export function fetchBgsBalance(token: string): Promise<BgsBalance> {
  return callGameServer('balance', { token }, bgsBalanceSchema);
}
