import { fairnessStateSchema } from '@plaza/contracts/bgs';
import type { FairnessState } from '@plaza/contracts/bgs';

import { callGameServer } from '../../../lib/api/call-game-server';

/** POST /bgs/api/fairness/client-seed: the next rounds use this client seed. */
export function setClientSeed(token: string, clientSeed: string): Promise<FairnessState> {
  return callGameServer('fairness/client-seed', { token, clientSeed }, fairnessStateSchema);
}
