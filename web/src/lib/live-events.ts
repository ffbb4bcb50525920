import type { JackpotEvent } from '@plaza/contracts/jackpot';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

import { applyJackpotEvent } from './api/get-jackpot';
import { openLiveSocket } from './live-socket';
import type { LiveSocketStatus } from './live-socket';
import { readStoredSessionToken, subscribeSessionToken } from './session-token';
import { WALLET_QUERY_KEY } from './wallet-sync';

interface LiveFrame {
  type?: unknown;
  amount?: unknown;
  win?: unknown;
}

/**
 * How often a page asks again for what the live connection pushes, while the connection is open (decision 101):
 * only a fallback for a frame the cluster bus lost (it delivers at most once), so minutes, not seconds.
 */
export const LIVE_FALLBACK_REFRESH_MS = 2 * 60 * 1000;

/**
 * A frame for a feature (`lottery`, `inbox`), or `resync` when a connection opens again after a drop: what was
 * pushed meanwhile was missed, so a feature asks again for what it shows.
 */
export type LiveFrameHandler = (frame: unknown) => void;

const frameHandlers = new Map<string, Set<LiveFrameHandler>>();

/** Calls `handler` with each frame of `type` (features register here; lib/ knows no feature). Answers unsubscribe. */
export function onLiveFrame(type: string, handler: LiveFrameHandler): () => void {
  const handlers = frameHandlers.get(type) ?? new Set<LiveFrameHandler>();
  handlers.add(handler);
  frameHandlers.set(type, handlers);
  return () => handlers.delete(handler);
}

function dispatchFrame(type: string, frame: unknown): void {
  for (const handler of frameHandlers.get(type) ?? []) {
    handler(frame);
  }
}

let liveStatus: LiveSocketStatus = 'connecting';
const statusListeners = new Set<() => void>();

function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Whether the live connection is open now: pages poll slowly while it is, as before while it is not. */
export function useIsLiveOpen(): boolean {
  return useSyncExternalStore(
    subscribeLiveStatus,
    () => liveStatus === 'open',
    () => false,
  );
}

/** A query's refetch interval: `offlineMs` while the live connection is down, the slow fallback while it is open. */
export function useLiveRefreshMs(offlineMs: number): number {
  return useIsLiveOpen() ? Math.max(offlineMs, LIVE_FALLBACK_REFRESH_MS) : offlineMs;
}

/**
 * The live connection (docs/decisions/082-live-wallet-events.md, 101): a WebSocket to /lgw/live whose first frame
 * names the member's session, if any. `wallet` refetches the wallet queries (the header balance), `ready` too (what
 * changed while no connection was open), `jackpot` updates the cached jackpot; any other frame (`lottery`, `inbox`)
 * goes to the features registered with onLiveFrame. It reconnects after a drop (lib/live-socket.ts) and opens again
 * when the session changes. Answers the function that stops it.
 */
export function startLiveEvents(queryClient: QueryClient): () => void {
  const refetchWallet = () => void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
  let hasOpened = false;
  const open = () =>
    openLiveSocket('/lgw/live', {
      onOpen: (socket) => {
        const token = readStoredSessionToken();
        if (token !== null) {
          socket.send(JSON.stringify({ type: 'auth', token }));
        }
        if (hasOpened) {
          dispatchFrame('resync', { type: 'resync' });
        }
        hasOpened = true;
      },
      onMessage: (message) => {
        const frame = message as LiveFrame;
        if (frame.type === 'wallet' || frame.type === 'ready') {
          refetchWallet();
          if (frame.type === 'ready') {
            // The member's own frames start now: features ask again for what may have changed before (the inbox).
            dispatchFrame('ready', message);
          }
        } else if (frame.type === 'jackpot' && typeof frame.amount === 'number') {
          applyJackpotEvent(queryClient, { amount: frame.amount, win: frame.win } as JackpotEvent);
        } else if (typeof frame.type === 'string') {
          dispatchFrame(frame.type, message);
        }
      },
      onStatus: (status) => {
        liveStatus = status;
        statusListeners.forEach((notify) => notify());
      },
    });
  let close = open();
  const unsubscribe = subscribeSessionToken(() => {
    close();
    close = open();
  });
  return () => {
    unsubscribe();
    close();
  };
}
