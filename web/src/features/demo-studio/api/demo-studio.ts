import { demoPickSchema, demoSessionSchema, demoSpinSchema } from '@plaza/contracts/demo-studio';
import type { DemoPick, DemoSession, DemoSpin } from '@plaza/contracts/demo-studio';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { GAME_WINDOW_QUERY_ROOT } from '../../../lib/api/call-game-server';

const DEMO_STUDIO_API = '/demo-studio/DEMO/api';

export function demoSessionKey(token: string, gameCode: string) {
  return [GAME_WINDOW_QUERY_ROOT, 'demo', token, 'session', gameCode] as const;
}

/** POST /demo-studio/DEMO/api/session: the demo studio's view of the player and of the game (a slot or a market). */
export function fetchDemoSession(
  token: string,
  gameCode: string,
  signal?: AbortSignal,
): Promise<DemoSession> {
  return apiRequest({
    method: 'POST',
    path: `${DEMO_STUDIO_API}/session`,
    schema: demoSessionSchema,
    body: { token, gameCode },
    signal,
  });
}

export function useDemoSession(token: string, gameCode: string) {
  return useQuery({
    queryKey: demoSessionKey(token, gameCode),
    queryFn: ({ signal }) => fetchDemoSession(token, gameCode, signal),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /demo-studio/DEMO/api/spin: one spin of a slot-like DEMO game, paid through the seamless wallet. */
export function spinDemoSlot(token: string, gameCode: string, stake: number): Promise<DemoSpin> {
  return apiRequest({
    method: 'POST',
    path: `${DEMO_STUDIO_API}/spin`,
    schema: demoSpinSchema,
    body: { token, gameCode, stake },
  });
}

/** POST /demo-studio/DEMO/api/pick: one pick of a market DEMO game's outcome, paid through the seamless wallet. */
export function pickDemoOutcome(
  token: string,
  gameCode: string,
  outcome: string,
  stake: number,
): Promise<DemoPick> {
  return apiRequest({
    method: 'POST',
    path: `${DEMO_STUDIO_API}/pick`,
    schema: demoPickSchema,
    body: { token, gameCode, outcome, stake },
  });
}
