import { drawIssueSchema, drawListSchema } from '@plaza/contracts/lottery';
import type { DrawIssue, DrawList } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { LIVE_FALLBACK_REFRESH_MS, useIsLiveOpen } from '../../../lib/live-events';
import { drawQueryKey, drawsQueryKey } from './lottery-query-root';

export { drawQueryKey, drawsQueryKey };

/** GET /lgw/draws?gameCode: the current and recent issues of one platform-run game, newest first. */
export function fetchDraws(gameCode: string, signal?: AbortSignal): Promise<DrawList> {
  return apiRequest({
    method: 'GET',
    path: '/lgw/draws',
    schema: drawListSchema,
    query: { gameCode, limit: '3' },
    signal,
  });
}

/** While an issue waits for its draw with the live connection open: its frame brings the result (decision 101). */
const AWAITED_DRAW_FALLBACK_MS = 15 * 1000;

/**
 * A fast game's latest issues for the live draw. The live connection brings each result as it is drawn
 * (api/lottery-live.ts); while it is down, every 2 s while an issue waits for its draw (the result comes within
 * seconds of the close), else every 10 s.
 */
export function useDraws(gameCode: string, isEnabled: boolean) {
  const isLive = useIsLiveOpen();
  return useQuery({
    queryKey: drawsQueryKey(gameCode),
    queryFn: ({ signal }) => fetchDraws(gameCode, signal),
    enabled: isEnabled,
    refetchInterval: (query) => {
      const draws = query.state.data?.draws ?? [];
      if (!isLive) {
        return draws.some((draw) => draw.status === 'CLOSED') ? 2 * 1000 : 10 * 1000;
      }
      if (draws.some((draw) => draw.status === 'CLOSED')) {
        return AWAITED_DRAW_FALLBACK_MS;
      }
      // Live: the result is pushed; a frame lost to the bus is caught 15 s after the next close at the latest.
      const nextClose = Math.min(
        ...draws.filter((draw) => draw.status === 'OPEN').map((draw) => Date.parse(draw.salesCloseAt)),
      );
      return Math.min(
        LIVE_FALLBACK_REFRESH_MS,
        Math.max(0, nextClose - Date.now()) + AWAITED_DRAW_FALLBACK_MS,
      );
    },
  });
}

/** GET /lgw/draws/:gameCode/:issueNo: one issue as published, for the verification page. */
export function fetchDraw(gameCode: string, issueNo: string, signal?: AbortSignal): Promise<DrawIssue> {
  return apiRequest({
    method: 'GET',
    path: `/lgw/draws/${encodeURIComponent(gameCode)}/${encodeURIComponent(issueNo)}`,
    schema: drawIssueSchema,
    signal,
  });
}

export function useDraw(gameCode: string, issueNo: string) {
  const isLive = useIsLiveOpen();
  return useQuery({
    queryKey: drawQueryKey(gameCode, issueNo),
    queryFn: ({ signal }) => fetchDraw(gameCode, issueNo, signal),
    // An issue not drawn yet gets its seed and result at the draw (its live frame brings them at once).
    refetchInterval: (query) =>
      query.state.data !== undefined &&
      query.state.data.status !== 'DRAWN' &&
      query.state.data.status !== 'VOID'
        ? isLive
          ? AWAITED_DRAW_FALLBACK_MS
          : 5 * 1000
        : false,
  });
}
