import type { QueryClient } from '@tanstack/react-query';

import { onLiveFrame } from '../../../lib/live-events';
import { LOTTERY_QUERY_ROOT } from './lottery-query-root';

/** The frames' handler, in a chunk of its own. */
const loadHandler = () => import('./lottery-live');

/**
 * The lottery pages follow the draws live (decision 101). The frames' handler (lottery-live.ts) is loaded with the
 * first `lottery` frame, not with the app: the home page's first screen carries no lottery code (decision 049's
 * 150,000 bytes; the handler at start-up put the home page 1,079 bytes over). Frames are applied in the order they
 * came, once the handler has loaded. After a reconnection (`resync`) every lottery query is asked again. Answers the
 * function that stops it.
 */
export function startLotteryLive(queryClient: QueryClient): () => void {
  let handler: ReturnType<typeof loadHandler> | undefined;
  const stops = [
    onLiveFrame('lottery', (frame) => {
      handler ??= loadHandler();
      void handler.then(({ applyLotteryFrame }) => applyLotteryFrame(queryClient, frame));
    }),
    onLiveFrame('resync', () => void queryClient.invalidateQueries({ queryKey: [LOTTERY_QUERY_ROOT] })),
  ];
  return () => stops.forEach((stop) => stop());
}
