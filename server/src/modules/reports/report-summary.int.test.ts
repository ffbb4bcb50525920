import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow, settleBetRecordRow } from '../../test/bet-records';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { runDailySummary } from './report-summary.service';
import { getDailyReport, getDashboard, getMemberReport } from './reports.service';

const DAY_MS = 86_400_000;

/**
 * The daily summary (docs/decisions/068-report-daily-summary.md) answers what a direct count of the rows answers:
 * after its first run, after a bet settled five days late and one of yesterday settled today, and with money moved
 * after its last run; a second run counts nothing twice. The members' window (decision 075) is the sum of its days
 * after each.
 */
describeIntegration('the back office daily summary', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;
  let members: { memberId: number; token: string }[] = [];
  // Half a minute ahead: what the setup writes is older than the 10 s the job leaves to commits in flight.
  let now = 0;
  // The deposits of the range: this test's and the demo's own (an invited friend's, days ago).
  let deposits = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(handle());
    members = [
      await createLoggedInMember(testApp.app, handle(), 'summary1'),
      await createLoggedInMember(testApp.app, handle(), 'summary2'),
    ];
    await deposit(members[0]?.token ?? '', 40_000);
    now = Date.now() + 30_000;
    const yesterdayLate = Math.floor(now / DAY_MS) * DAY_MS - 60_000;
    const [first, second] = members.map((member) => member.memberId);
    if (first === undefined || second === undefined) {
      throw new Error('no members');
    }
    await insertBetRecordRow(handle(), {
      memberId: first,
      amount: 3_000,
      placedAt: now,
      status: 'settled',
      payout: 500,
    });
    await insertBetRecordRow(handle(), {
      memberId: second,
      amount: 800,
      placedAt: now - 2 * DAY_MS,
      vendorCode: 'LOTTERY',
      gameType: 'LOTTERY',
      status: 'settled',
      payout: 1_600,
    });
    await insertBetRecordRow(handle(), {
      memberId: first,
      amount: 1_000,
      placedAt: now - 5 * DAY_MS,
      roundId: 'summary-late',
    });
    await insertBetRecordRow(handle(), {
      memberId: second,
      amount: 600,
      placedAt: yesterdayLate,
      roundId: 'summary-yesterday',
    });
    await insertBetRecordRow(handle(), { memberId: second, amount: 200, placedAt: now - 40 * DAY_MS });
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  async function deposit(token: string, amount: number) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/payment/deposit',
      remoteAddress: '10.3.0.2',
      headers: { authorization: token },
      payload: { channelCode: 'SANDBOX', amount },
    });
    expect(response.json<{ value: { status: string } }>().value.status).toBe('COMPLETED');
  }

  /** What each report answers at `at`, without the summary's clock. */
  async function answers(at: number) {
    const { summarizedAt: _dashboard, ...dashboard } = await getDashboard(handle(), {}, at);
    const daily = await Promise.all(
      [{}, { vendorCode: 'LOTTERY' }, { gameType: 'RNG' }].map(async (filter) => {
        const { summarizedAt: _daily, ...report } = await getDailyReport(
          handle(),
          { ...filter, pageNum: 1, pageSize: 100 },
          at,
        );
        return report;
      }),
    );
    const { summarizedAt: _members, ...members } = await getMemberReport(
      handle(),
      { sort: 'ggr', pageNum: 1, pageSize: 100 },
      at,
    );
    // Every order, and a page after the first (the members' window, decision 075, keeps both).
    const memberPages = await Promise.all(
      (['bets', 'payouts', 'betCount'] as const).flatMap((sort) =>
        [1, 2].map(async (pageNum) => {
          const { summarizedAt: _page, ...page } = await getMemberReport(
            handle(),
            { sort, pageNum, pageSize: 1 },
            at,
          );
          return page;
        }),
      ),
    );
    return { dashboard, daily, members, memberPages };
  }

  /** The answers of a direct count: with the summary's days forgotten, every day is read from its rows. */
  async function directAnswers(at: number) {
    const saved = await handle().db.selectFrom('report_day').selectAll().execute();
    await handle().db.deleteFrom('report_day').execute();
    try {
      return await answers(at);
    } finally {
      if (saved.length > 0) {
        await handle().db.insertInto('report_day').values(saved).execute();
      }
    }
  }

  /** The members' window, by member. */
  async function windowRows() {
    const rows = await handle()
      .db.selectFrom('report_member_window')
      .selectAll()
      .orderBy('member_id')
      .execute();
    return rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])),
    );
  }

  /** Each member's play of the 29 summarized days up to `lastDay`, summed from the summary's member days. */
  async function directWindowRows(lastDay: number) {
    expect(
      Number(
        (
          await handle()
            .db.selectFrom('report_summary_state')
            .select('value')
            .where('name', '=', 'member-window')
            .executeTakeFirstOrThrow()
        ).value,
      ),
    ).toBe(lastDay);
    const rows = await handle()
      .db.selectFrom('report_member_day')
      .where('day', '>', lastDay - 29)
      .where('day', '<=', lastDay)
      .select((eb) => [
        'member_id',
        eb.fn.countAll<number>().as('days'),
        eb.fn.sum<number>('bet_count').as('bet_count'),
        eb.fn.sum<number>('stake').as('stake'),
        eb.fn.sum<number>('valid_bet').as('valid_bet'),
        eb.fn.sum<number>('payout').as('payout'),
      ])
      .groupBy('member_id')
      .orderBy('member_id')
      .execute();
    return rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])),
    );
  }

  it('answers as a direct count after its first run, and a second run counts nothing twice', async () => {
    const direct = await answers(now);
    const first = await runDailySummary(handle(), now);
    expect(first.days.length).toBeGreaterThanOrEqual(366);
    expect(first.transfers).toBeGreaterThan(0);
    const summarized = await answers(now);
    expect(summarized).toEqual(direct);
    expect(summarized.dashboard.totals.bets).toBe(5_400);
    deposits = summarized.dashboard.totals.deposits;
    expect(deposits).toBeGreaterThanOrEqual(40_000);
    // The members' window holds each member's play of the 29 days before today, ending yesterday.
    const yesterday = Math.floor(now / DAY_MS) - 1;
    expect(await windowRows()).toEqual(await directWindowRows(yesterday));
    expect(await windowRows()).toHaveLength(2);
    const again = await runDailySummary(handle(), now + 1_000);
    expect(again.days).toEqual([]);
    expect(await answers(now)).toEqual(direct);
    const { summarizedAt } = await getDashboard(handle(), {}, now);
    expect(summarizedAt).toBe(new Date(now + 1_000).toISOString());
  });

  it('follows a bet settled five days late and one of yesterday settled today, and money moved since', async () => {
    const settledAt = now + 2_000;
    const lateDay = await settleBetRecordRow(handle(), 'summary-late', 2_500, settledAt);
    const yesterday = await settleBetRecordRow(handle(), 'summary-yesterday', 900, settledAt);
    await deposit(members[1]?.token ?? '', 7_000);
    // Read before the job saw them: the late days still hold their summary; money after its watermark is live.
    const before = await answers(now);
    expect(before.dashboard.totals.deposits).toBe(deposits + 7_000);
    expect(before.dashboard.totals.payouts).toBe(2_100);

    // Not before the settlements are 10 s old (they may still be committing beside others).
    expect((await runDailySummary(handle(), settledAt + 5_000)).days).not.toContain(lateDay);
    const rewritten = await runDailySummary(handle(), settledAt + 20_000);
    expect(rewritten.days).toContain(lateDay);
    // Yesterday's bet settled within a day of its placing (not in the late index): its day is re-read each run and
    // rewritten when its sums changed, by the first of these runs.
    expect(
      await handle()
        .db.selectFrom('report_day_play')
        .select('payout')
        .where('day', '=', yesterday)
        .where('vendor_code', '=', '')
        .where('game_type', '=', '')
        .executeTakeFirst(),
    ).toMatchObject({ payout: 900 });
    const summarized = await answers(now);
    expect(summarized).toEqual(await directAnswers(now));
    expect(summarized.dashboard.totals).toMatchObject({
      payouts: 5_500,
      deposits: deposits + 7_000,
      bets: 5_400,
    });
    expect(summarized.members.content).toEqual([
      expect.objectContaining({ memberId: members[0]?.memberId, bets: 4_000, payouts: 3_000 }),
      expect.objectContaining({ memberId: members[1]?.memberId, bets: 1_400, payouts: 2_500 }),
    ]);
    // The two rewritten days are inside the members' window: changed with them, as a sum of its days would be.
    expect(await windowRows()).toEqual(await directWindowRows(yesterday));
    // The watermark moved on: the next run rewrites nothing, and the figures stay.
    expect((await runDailySummary(handle(), settledAt + 40_000)).days).toEqual([]);
    expect(await answers(now)).toEqual(summarized);
  });

  it('moves the members window on when a new day is summarized, and answers as a direct count the next day', async () => {
    const tomorrow = now + DAY_MS;
    await insertBetRecordRow(handle(), {
      memberId: members[1]?.memberId ?? 0,
      amount: 9_000,
      placedAt: tomorrow - 5_000,
      status: 'settled',
      payout: 100,
    });
    const run = await runDailySummary(handle(), tomorrow + 20_000);
    const today = Math.floor(now / DAY_MS);
    expect(run.days).toContain(today);
    expect(await windowRows()).toEqual(await directWindowRows(today));
    const summarized = await answers(tomorrow);
    expect(summarized).toEqual(await directAnswers(tomorrow));
    // Today's bet of the second member (live) puts it first by stake.
    expect(summarized.memberPages[0]?.content).toEqual([
      expect.objectContaining({ memberId: members[1]?.memberId, bets: 10_400 }),
    ]);
  });
});
