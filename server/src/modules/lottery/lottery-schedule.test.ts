import { describe, expect, it } from 'vitest';

import { findLotteryGame } from './lottery-catalogue';
import { planDay, planIssuesAhead, toBusinessDayNumber } from './lottery-schedule';

describe('planIssuesAhead', () => {
  const game = findLotteryGame('K3_1M');
  if (game === undefined) {
    throw new Error('no K3_1M game');
  }
  // An issue of the day, its close and its draw (a one-minute game closes 10 s before its draw).
  const day = toBusinessDayNumber(game, Date.UTC(2026, 10, 26, 12));
  const issue = planDay(game, day)[100];
  if (issue === undefined) {
    throw new Error('no issue 101');
  }

  it('lists the issue on sale first when its sales are open', () => {
    const planned = planIssuesAhead(game, issue.salesCloseAt - 1, 0);
    expect(planned[0]?.issueNo).toBe(issue.issueNo);
    expect(planned[0]?.salesOpenAt).toBeLessThanOrEqual(issue.salesCloseAt - 1);
  });

  it('lists an issue closed but not drawn, so a game first listed between close and draw has a current issue', () => {
    for (const now of [issue.salesCloseAt, issue.drawAt - 1]) {
      const planned = planIssuesAhead(game, now, 0);
      expect(planned[0]?.issueNo).toBe(issue.issueNo);
      expect(planned[1]?.salesOpenAt).toBe(issue.drawAt);
    }
  });

  it('leaves out an issue drawn, and those listed before', () => {
    expect(planIssuesAhead(game, issue.drawAt, 0)[0]?.issueNo).not.toBe(issue.issueNo);
    const next = planIssuesAhead(game, issue.salesCloseAt, issue.drawAt);
    expect(next[0]?.drawAt).toBe(issue.drawAt + 60_000);
  });
});
