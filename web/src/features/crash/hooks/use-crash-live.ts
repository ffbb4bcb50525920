import { crashStateSchema } from '@plaza/contracts/bgs';
import type { CrashPlayerBet, CrashPlayerState, CrashState } from '@plaza/contracts/bgs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { crashStateKey } from '../../../lib/api/get-crash-state';

/** 'open': states arrive; 'connecting' at first; 'reconnecting' after the connection dropped. */
export type CrashLiveStatus = 'connecting' | 'open' | 'reconnecting';

const LIVE_PATH = '/bgs/api/crash/live';
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

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

/** The live state's address on this page's host (ws: or wss: as the page). */
function liveUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${LIVE_PATH}`;
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
    let socket: WebSocket | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;
    let isClosed = false;
    const connect = () => {
      socket = new WebSocket(liveUrl());
      let bestOffset = Number.NEGATIVE_INFINITY;
      socket.addEventListener('open', () => {
        attempt = 0;
        setStatus('open');
      });
      socket.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (typeof event.data !== 'string') {
          return;
        }
        const parsed = crashStateSchema.safeParse(JSON.parse(event.data));
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
      });
      socket.addEventListener('close', () => {
        if (isClosed) {
          return;
        }
        setStatus('reconnecting');
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 10_000;
        attempt += 1;
        retryTimer = window.setTimeout(connect, delay);
      });
    };
    connect();
    return () => {
      isClosed = true;
      window.clearTimeout(retryTimer);
      socket?.close();
    };
  }, [queryClient, token]);

  const serverNow = useCallback(() => Date.now() + (offsetRef.current ?? 0), []);
  return { status, serverNow };
}
