import { bgsPlayResultSchema } from '@plaza/contracts/bgs';
import type {
  BaccaratRoundRequest,
  BgsPlayResult,
  DiceRoundRequest,
  MinesCashOutRequest,
  MinesRevealRequest,
  MinesStartRequest,
  RouletteRoundRequest,
  SlotRoundRequest,
} from '@plaza/contracts/bgs';

import { callGameServer } from '../../../lib/api/call-game-server';

/** The game server's calls that play (and pay) a round or a step of one; each answers the round and balance. */
export interface PlayRequests {
  'dice/round': DiceRoundRequest;
  'roulette/round': RouletteRoundRequest;
  'baccarat/round': BaccaratRoundRequest;
  'slot/round': SlotRoundRequest;
  'mines/start': MinesStartRequest;
  'mines/reveal': MinesRevealRequest;
  'mines/cashout': MinesCashOutRequest;
}
export type PlayPath = keyof PlayRequests;

/**
 * POST /bgs/api/dice/round, roulette/round, baccarat/round, slot/round, mines/start, mines/reveal and
 * mines/cashout: one call each, all answering the round as played, the balance after it and the next seeds.
 */
export function playRound<Path extends PlayPath>(
  path: Path,
  request: PlayRequests[Path],
): Promise<BgsPlayResult> {
  return callGameServer(path, { ...request }, bgsPlayResultSchema);
}
