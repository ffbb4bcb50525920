import { rotateSeedResponseSchema } from '@plaza/contracts/bgs';
import type { RotateSeedResponse } from '@plaza/contracts/bgs';

import { callGameServer } from '../../../lib/api/call-game-server';

/** POST /bgs/api/fairness/rotate: reveals the server seed in use and commits a new one. */
export function rotateSeed(token: string): Promise<RotateSeedResponse> {
  return callGameServer('fairness/rotate', { token }, rotateSeedResponseSchema);
}
