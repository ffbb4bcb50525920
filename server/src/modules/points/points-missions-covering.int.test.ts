import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createTestMember } from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { toReportDay } from '../bets/bets.service';
import { runDailyPass } from '../rebate/daily-pass.service';
import { earnPoints } from './points.service';

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface Summary {
  missions: { kind: string; period: string; target: number; progress: number; status: string }[];
}

// Decision 043 for points and missions (issue 22): bets that covered each other and cancelled bets earn nothing,
// as they count nothing for rebates and the VIP ladder.
describeIntegration('points and missions leave out covering and cancelled bets', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let player: TestMember;
  const handle = () => testApp.database.handle;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    await relaxLoginChecks(handle());
    player = await createTestMember(app, handle(), 'coveringplayer');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('earns points and mission progress on the settled bets that stand only', async () => {
    const now = Date.now();
    const placedAt = now - 1_000;
    // A live-casino round with banker and player at 50.00 each, 98.00 back: the bets covered each other.
    for (const payout of [9_800, 0]) {
      await insertBetRecordRow(handle(), {
        memberId: player.memberId,
        amount: 5_000,
        payout,
        placedAt,
        gameType: 'LIVE',
        status: 'settled',
        vendorCode: 'DEMO',
        gameCode: 'DEMO_BACCARAT',
        roundId: `hedged-${player.memberId}`,
      });
    }
    // A bet that stands: 200.00.
    await insertBetRecordRow(handle(), {
      memberId: player.memberId,
      amount: 20_000,
      placedAt,
      status: 'settled',
    });
    // A bet of 300.00 open when the earning job runs, then cancelled by the vendor.
    const cancelled = `cancelled-${player.memberId}`;
    await insertBetRecordRow(handle(), {
      memberId: player.memberId,
      amount: 30_000,
      placedAt,
      transactionId: cancelled,
    });

    await earnPoints(handle(), now);
    await handle()
      .db.updateTable('bet_record')
      .set({ status: 'rolled_back', settled_at: now })
      .where('transaction_id', '=', cancelled)
      .execute();
    await earnPoints(handle(), now);
    const balance = async () =>
      (await player.get('/wps/relay/MCS2_getPointBalance')).json<Envelope<{ balance: number }>>().value
        .balance;
    // 1 point per 1.00 of the 200.00 that stands.
    expect(await balance()).toBe(200);

    // The daily pass of the day credits nothing more.
    const pass = await runDailyPass(handle(), toReportDay(now, 0), now + 1);
    expect(pass.pointsCredited).toBe(0);
    expect(await balance()).toBe(200);

    const summary = (await player.get('/wps/relay/MCSFE_getMissionSummaryDetails')).json<Envelope<Summary>>()
      .value;
    const turnover = summary.missions.find(
      (mission) => mission.kind === 'TURNOVER' && mission.period === 'DAILY' && mission.target === 50_000,
    );
    expect(turnover).toMatchObject({ progress: 20_000, status: 'IN_PROGRESS' });
    const board = (await player.get('/wps/relay/MCSFE_getMissionLeaderboard')).json<
      Envelope<{ me: { rank: number | null; validBet: number } }>
    >().value;
    expect(board.me.validBet).toBe(20_000);
  });
});
