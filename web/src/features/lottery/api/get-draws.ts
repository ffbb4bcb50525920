import { drawIssueSchema, drawListSchema } from '@plaza/contracts/lottery';
import type { DrawIssue, DrawList } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { LOTTERY_QUERY_ROOT } from './lottery-query-root';

export function drawsQueryKey(gameCode: string) {
  return [LOTTERY_QUERY_ROOT, 'draws', gameCode] as const;
}

export function drawQueryKey(gameCode: string, issueNo: string) {
  return [LOTTERY_QUERY_ROOT, 'draw', gameCode, issueNo] as const;
}

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

/**
 * A fast game's latest issues for the live draw: every 2 s while an issue waits for its draw (the result
 * comes within seconds of the close), else every 10 s.
 */
export function useDraws(gameCode: string, isEnabled: boolean) {
  return useQuery({
    queryKey: drawsQueryKey(gameCode),
    queryFn: ({ signal }) => fetchDraws(gameCode, signal),
    enabled: isEnabled,
    refetchInterval: (query) =>
      query.state.data?.draws.some((draw) => draw.status === 'CLOSED') === true ? 2 * 1000 : 10 * 1000,
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
  return useQuery({
    queryKey: drawQueryKey(gameCode, issueNo),
    queryFn: ({ signal }) => fetchDraw(gameCode, issueNo, signal),
    // An issue not drawn yet gets its seed and result at the draw.
    refetchInterval: (query) =>
      query.state.data !== undefined &&
      query.state.data.status !== 'DRAWN' &&
      query.state.data.status !== 'VOID'
        ? 5 * 1000
        : false,
  });
}
