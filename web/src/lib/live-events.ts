import type { JackpotEvent } from '@plaza/contracts/jackpot';
import type { QueryClient } from '@tanstack/react-query';

import { applyJackpotEvent } from './api/get-jackpot';
import { readStoredSessionToken, subscribeSessionToken } from './session-token';
import { WALLET_QUERY_KEY } from './wallet-sync';

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
const START_DELAY_MS = 5_000;

/**
 * The live stream (docs/decisions/082-live-wallet-events.md): server-sent events read with fetch, so the member's
 * token goes in `Authorization` as on every call. `wallet` refetches the wallet queries (the header balance);
 * `jackpot` updates the cached jackpot. A signed-in member reads /wps/live, a visitor /lgw/live; the stream opens
 * again when the session changes, and after a drop (1, 2, 5, then every 10 seconds). Answers the function that
 * stops it.
 */
export function startLiveEvents(queryClient: QueryClient): () => void {
  let controller: AbortController | undefined;
  let timer: number | undefined;
  let attempt = 0;
  const handle = (block: string) => {
    const event = /^event: ?(.*)$/m.exec(block)?.[1];
    const data = /^data: ?(.*)$/m.exec(block)?.[1];
    if (event === 'wallet') {
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
    } else if (event === 'jackpot' && data !== undefined) {
      applyJackpotEvent(queryClient, JSON.parse(data) as JackpotEvent);
    }
  };
  const connect = async () => {
    window.clearTimeout(timer);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const token = readStoredSessionToken();
    try {
      const response = await fetch(token === null ? '/lgw/live' : '/wps/live', {
        headers: token === null ? {} : { Authorization: token },
        signal: current.signal,
      });
      const reader = response.body?.getReader();
      if (!response.ok || reader === undefined) {
        throw new Error(String(response.status));
      }
      attempt = 0;
      // What changed while no stream was open (before it, or during a drop) is read now.
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
      const decoder = new TextDecoder();
      let text = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        blocks.forEach(handle);
      }
    } catch {
      // Dropped, refused or aborted: tried again below unless stopped or replaced.
    }
    if (controller === current && !current.signal.aborted) {
      timer = window.setTimeout(() => void connect(), RETRY_DELAYS_MS[Math.min(attempt, 3)]);
      attempt += 1;
    }
  };
  // Opened once the page has settled (a user's first touch, or START_DELAY_MS after load), so that the first load's
  // requests finish first and tools that wait for an idle network (tests, benches) still see one.
  let isStarted = false;
  const start = () => {
    if (!isStarted) {
      isStarted = true;
      void connect();
    }
  };
  const startTimer = window.setTimeout(start, START_DELAY_MS);
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, start, { once: true, passive: true });
  }
  const unsubscribe = subscribeSessionToken(() => {
    if (isStarted) {
      void connect();
    }
  });
  return () => {
    unsubscribe();
    window.clearTimeout(startTimer);
    window.clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  };
}
