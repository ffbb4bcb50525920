import { crashStateSchema } from '@plaza/contracts/bgs';
import type { CrashPlayerBet, CrashPlayerState, CrashState } from '@plaza/contracts/bgs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { crashStateKey } from '../../../lib/api/get-crash-state';
import { openLiveSocket } from '../../../lib/live-socket';
import type { LiveSocketStatus } from '../../../lib/live-socket';

/** 'open': states arrive; 'connecting' at first; 'reconnecting' after the connection dropped. */
export type CrashLiveStatus = LiveSocketStatus;

const LIVE_PATH = '/bgs/api/crash/live';

/** The player's bet brought up to date from the live list, where its settlement shows first. */
export function mergePlayerBet(myBet: CrashPlayerBet | null, state: CrashState): CrashPlayerBet | null {
  if (myBet === null) {
    return null;
  }
  const live = state.bets.find((bet) => bet.roundId === myBet.roundId);
  return live === undefined
    ? myBet
    : { ...myBet, status: live.status, cashOutHundredths: live.cashOutHundredths, payout: live.payout };
}

/**
 * Keeps the crash state in the query cache current from the WebSocket GET /bgs/api/crash/live (one state per
 * change), reconnecting when it drops, and keeps the offset of the server's clock: the state carries
 * `serverTime`, and the largest (least delayed) estimate of the connection is kept. `serverNow()` is the
 * server's time now, the one the flight curve is drawn on.
 */
export function useCrashLive(token: string): { status: CrashLiveStatus; serverNow: () => number } {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CrashLiveStatus>('connecting');
  const offsetRef = useRef<number | null>(null);

  useEffect(() => {
    let bestOffset = Number.NEGATIVE_INFINITY;
    return openLiveSocket(LIVE_PATH, {
      onStatus: setStatus,
      // Each connection estimates the offset afresh.
      onOpen: () => {
        bestOffset = Number.NEGATIVE_INFINITY;
      },
      onMessage: (message) => {
        const parsed = crashStateSchema.safeParse(message);
        if (!parsed.success) {
          return;
        }
        const state = parsed.data;
        bestOffset = Math.max(bestOffset, Date.parse(state.serverTime) - Date.now());
        offsetRef.current = bestOffset;
        queryClient.setQueryData<CrashPlayerState>(crashStateKey(token), (old) => ({
          state,
          myBet: mergePlayerBet(old?.myBet ?? null, state),
        }));
      },
    });
  }, [queryClient, token]);

  const serverNow = useCallback(() => Date.now() + (offsetRef.current ?? 0), []);
  return { status, serverNow };
}
