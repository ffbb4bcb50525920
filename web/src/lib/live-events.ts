import type { JackpotEvent } from '@plaza/contracts/jackpot';
import type { QueryClient } from '@tanstack/react-query';

import { applyJackpotEvent } from './api/get-jackpot';
import { openLiveSocket } from './live-socket';
import { readStoredSessionToken, subscribeSessionToken } from './session-token';
import { WALLET_QUERY_KEY } from './wallet-sync';

interface LiveFrame {
  type?: unknown;
  amount?: unknown;
  win?: unknown;
}

/**
 * The live connection (docs/decisions/082-live-wallet-events.md): a WebSocket to /lgw/live whose first frame names
 * the member's session, if any. `wallet` refetches the wallet queries (the header balance), `ready` too (what
 * changed while no connection was open), `jackpot` updates the cached jackpot. It reconnects after a drop
 * (lib/live-socket.ts) and opens again when the session changes. Answers the function that stops it.
 */
export function startLiveEvents(queryClient: QueryClient): () => void {
  const refetchWallet = () => void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
  const open = () =>
    openLiveSocket('/lgw/live', {
      onOpen: (socket) => {
        const token = readStoredSessionToken();
        if (token !== null) {
          socket.send(JSON.stringify({ type: 'auth', token }));
        }
      },
      onMessage: (message) => {
        const frame = message as LiveFrame;
        if (frame.type === 'wallet' || frame.type === 'ready') {
          refetchWallet();
        } else if (frame.type === 'jackpot' && typeof frame.amount === 'number') {
          applyJackpotEvent(queryClient, { amount: frame.amount, win: frame.win } as JackpotEvent);
        }
      },
      onStatus: () => undefined,
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
