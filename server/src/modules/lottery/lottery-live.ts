import type { LotteryLiveEvent } from '@plaza/contracts/lottery';

import type { ClusterBus } from '../../cluster/cluster-bus';
import type { DatabaseHandle } from '../../db/database';
import { parseDrawCode } from './lottery-catalogue';
import { toIssueStatus } from './lottery-draws.service';
import { selectDrawsOfIssue, selectIssue, selectUpcomingIssues } from './lottery.repository';

/**
 * Lottery results pushed to the live connections (decision 101). Whoever finishes an issue (the `lottery.draw` job on
 * the jobs lease's holder, or an operator's official result on any node) publishes it on the cluster bus after its
 * commit; every node's live hub sends it to each of its open connections. The frame is read back from the database
 * after the commit, so it says what any node would answer over HTTP, and it carries no language: the pages refetch
 * what they show in words (station names) and take the numbers from the frame.
 */
export const LOTTERY_LIVE_CHANNEL = 'live.lottery';

const toIso = (at: number) => new Date(at).toISOString();

/** The frame for one issue, or undefined while it is not finished (one of its draws still pending). */
export async function readLotteryLiveEvent(
  handle: DatabaseHandle,
  gameCode: string,
  issueNo: string,
  now: number,
): Promise<LotteryLiveEvent | undefined> {
  const [issue, draws, [next]] = await Promise.all([
    selectIssue(handle.db, gameCode, issueNo),
    selectDrawsOfIssue(handle.db, gameCode, issueNo),
    selectUpcomingIssues(handle.db, gameCode, now, 1),
  ]);
  if (issue === undefined || (issue.status !== 'drawn' && issue.status !== 'void')) {
    return undefined;
  }
  return {
    type: 'lottery',
    gameCode,
    issueNo,
    status: issue.status === 'drawn' ? 'DRAWN' : 'VOID',
    draws: draws.map((draw) => {
      const status = toIssueStatus(draw, now);
      return {
        drawCode: draw.draw_code,
        status,
        ...(status === 'DRAWN' && draw.result !== null
          ? { result: JSON.parse(draw.result) as string[] }
          : {}),
        // A platform-run draw's seed is public once drawn (GET /lgw/draws): the frame lets a page verify at once.
        ...(status === 'DRAWN' && draw.seed !== null ? { seed: draw.seed } : {}),
      };
    }),
    nextIssue:
      next === undefined
        ? null
        : {
            issueNo: next.issue_no,
            salesOpenAt: toIso(next.sales_open_at),
            salesCloseAt: toIso(next.sales_close_at),
            drawAt: toIso(next.draw_at),
          },
    serverTime: toIso(now),
  };
}

/**
 * Publishes each finished issue among `issues` (after the transaction that finished them committed). Never throws:
 * a result that misses the bus is still read by the pages' slow fallback poll.
 */
export async function publishLotteryResults(
  handle: DatabaseHandle,
  bus: ClusterBus,
  issues: readonly { gameCode: string; issueNo: string }[],
  now: number = Date.now(),
): Promise<number> {
  let published = 0;
  for (const { gameCode, issueNo } of issues) {
    const event = await readLotteryLiveEvent(handle, gameCode, issueNo, now).catch(() => undefined);
    if (event !== undefined) {
      bus.publish(LOTTERY_LIVE_CHANNEL, event);
      published += 1;
    }
  }
  return published;
}

/**
 * Publishes the issue an official draw belongs to, once every draw of it has its result (an operator's confirmed
 * result, an imported one, a void); a draw of a multi-station issue whose other stations wait publishes nothing yet.
 */
export function publishOfficialDraw(
  handle: DatabaseHandle,
  bus: ClusterBus,
  draw: { drawCode: string; issueNo: string },
): Promise<number> {
  const parsed = parseDrawCode(draw.drawCode);
  return parsed === undefined
    ? Promise.resolve(0)
    : publishLotteryResults(handle, bus, [{ gameCode: parsed.game.code, issueNo: draw.issueNo }]);
}
