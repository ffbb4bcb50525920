import type { DrawIssue, DrawList, LotteryGameMenus, LotteryLiveEvent } from '@plaza/contracts/lottery';
import type { Query, QueryClient } from '@tanstack/react-query';

import { noteServerTime } from '../hooks/server-clock';
import { LOTTERY_QUERY_ROOT, drawQueryKey, drawsQueryKey, issuesQueryKey } from './lottery-query-root';

/**
 * Refetches caused by one frame are spread over this long: every open page hears a draw at the same moment, and
 * asking the server all at once would be the load spike the push is there to avoid.
 */
const REFETCH_SPREAD_MS = 1_500;

/** A frame is used only when it has the shape the server sends (decision 101); anything else is dropped. */
function isLotteryEvent(frame: unknown): frame is LotteryLiveEvent {
  if (typeof frame !== 'object' || frame === null) {
    return false;
  }
  const event = frame as Partial<LotteryLiveEvent>;
  return (
    event.type === 'lottery' &&
    typeof event.gameCode === 'string' &&
    typeof event.issueNo === 'string' &&
    (event.status === 'DRAWN' || event.status === 'VOID') &&
    Array.isArray(event.draws) &&
    typeof event.serverTime === 'string'
  );
}

function withDraw(issue: DrawIssue, draw: LotteryLiveEvent['draws'][number]): DrawIssue {
  return {
    ...issue,
    status: draw.status,
    ...(draw.seed === undefined ? {} : { seed: draw.seed }),
    ...(draw.result === undefined ? {} : { result: draw.result }),
  };
}

/**
 * The lobby's card of a one-draw game moves to the next issue at once (a game with stations asks again instead:
 * its stations' names come in the page's language).
 */
function moveMenus(menus: LotteryGameMenus, event: LotteryLiveEvent): LotteryGameMenus {
  const next = event.nextIssue;
  if (next === null) {
    return menus;
  }
  return {
    ...menus,
    menus: menus.menus.map((menu) => ({
      ...menu,
      games: menu.games.map((game) =>
        game.gameCode === event.gameCode && game.currentIssue?.stations.length === 0
          ? { ...game, currentIssue: { ...game.currentIssue, ...next, status: 'OPEN' as const } }
          : game,
      ),
    })),
  };
}

function isResultsOf(query: Query, gameCode: string): boolean {
  const [root, kind, filter] = query.queryKey as [unknown, unknown, { gameCode?: unknown } | undefined];
  return root === LOTTERY_QUERY_ROOT && kind === 'results' && filter?.gameCode === gameCode;
}

/**
 * What one `lottery` frame does to the lottery pages (decision 101; an issue drawn or void, on whichever node drew
 * it): lands its numbers in the live draw and the verification page at once, moves the lobby's card to the next
 * issue, and has the betting page's issues and the game's first results page asked again, spread over a moment.
 * Loaded with the first frame by `startLotteryLive` (lottery-live-start.ts).
 */
export function applyLotteryFrame(queryClient: QueryClient, frame: unknown): void {
  if (!isLotteryEvent(frame)) {
    return;
  }
  noteServerTime(frame.serverTime);
  for (const draw of frame.draws) {
    queryClient.setQueryData<DrawList>(drawsQueryKey(draw.drawCode), (list) =>
      list === undefined
        ? undefined
        : {
            draws: list.draws.map((issue) =>
              issue.issueNo === frame.issueNo ? withDraw(issue, draw) : issue,
            ),
          },
    );
    queryClient.setQueryData<DrawIssue>(drawQueryKey(draw.drawCode, frame.issueNo), (issue) =>
      issue === undefined ? undefined : withDraw(issue, draw),
    );
  }
  let needsMenus = false;
  for (const [key, menus] of queryClient.getQueriesData<LotteryGameMenus>({
    queryKey: [LOTTERY_QUERY_ROOT, 'menus'],
  })) {
    if (menus !== undefined) {
      const moved = moveMenus(menus, frame);
      queryClient.setQueryData(key, moved);
      needsMenus ||= moved.menus.some((menu) =>
        menu.games.some(
          (game) =>
            game.gameCode === frame.gameCode && game.currentIssue?.issueNo !== frame.nextIssue?.issueNo,
        ),
      );
    }
  }
  // The betting page's issues come with their stations' names, in the page's language: asked again.
  window.setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: issuesQueryKey(frame.gameCode) });
    // The live draw's list gains the issue now on sale (it rolls when that one closes, by the server's clock).
    for (const draw of frame.draws) {
      void queryClient.invalidateQueries({ queryKey: drawsQueryKey(draw.drawCode) });
    }
    void queryClient.invalidateQueries({ predicate: (query) => isResultsOf(query, frame.gameCode) });
    if (needsMenus) {
      void queryClient.invalidateQueries({ queryKey: [LOTTERY_QUERY_ROOT, 'menus'] });
    }
  }, Math.random() * REFETCH_SPREAD_MS);
}
