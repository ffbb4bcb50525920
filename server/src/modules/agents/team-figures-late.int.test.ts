import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow, settleBetRecordRow } from '../../test/bet-records';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { runTeamFigures } from './team-figures.service';

const DAY = 86_400_000;

/**
 * A bet settled days after it was placed reaches the team rows of the day it was placed (the job re-reads the days
 * of bets settled since its watermark), and a run with nothing settled late re-reads no old day.
 */
describeIntegration('team figures: late settlements', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;
  let agent = 0;
  let member = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    agent = await createMember(handle(), {
      username: 'lateagent',
      password: 'Secret1234',
      type: 1,
      isFirstLogin: false,
    });
    member = await createMember(handle(), {
      username: 'latemember',
      password: 'Secret1234',
      type: 0,
      parentId: agent,
      isFirstLogin: false,
    });
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  const teamDay = (day: number) =>
    handle()
      .db.selectFrom('agent_team_day')
      .select(['bet_count', 'valid_bet', 'payout', 'profit_loss'])
      .where('agent_id', '=', agent)
      .where('day', '=', day)
      .executeTakeFirst();

  it('carries a bet settled five days late into its own day, once', async () => {
    const now = Date.now();
    await insertBetRecordRow(handle(), {
      memberId: member,
      amount: 1000,
      placedAt: now - 5 * DAY,
      roundId: 'late-round',
      status: 'unsettled',
    });
    const day = Number(
      (
        await handle()
          .db.selectFrom('bet_record')
          .select('day')
          .where('round_id', '=', 'late-round')
          .executeTakeFirstOrThrow()
      ).day,
    );
    // A first run starts its watermark at the open days: the old day is not read.
    expect(await runTeamFigures(handle(), now)).not.toContain(day);
    const before = await teamDay(day);
    expect(Number(before?.payout ?? 0)).toBe(0);

    // The vendor settles it now, five days on: a win of 2,500, as the bet book writes it.
    const settledAt = now + 1000;
    await settleBetRecordRow(handle(), 'late-round', 2500, settledAt);
    // Not before the settlement is 10 s old (it may still be committing beside others).
    expect(await runTeamFigures(handle(), settledAt + 5000)).not.toContain(day);
    const rewritten = await runTeamFigures(handle(), settledAt + 20_000);
    expect(rewritten).toContain(day);
    expect(await teamDay(day)).toMatchObject({
      bet_count: 1,
      valid_bet: 1000,
      payout: 2500,
      profit_loss: 1500,
    });
    // The watermark moved on: the next run leaves that day alone.
    expect(await runTeamFigures(handle(), settledAt + 40_000)).not.toContain(day);
  });
});
