import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { placeBets } from './lottery-bets.service';
import { drawDueDraws, listGameIssueRows, scheduleIssues } from './lottery-draws.service';
import { settleIssue } from './lottery-settlement.service';
import { markIssuesWithoutBetsSettled, selectIssue } from './lottery.repository';

const CHILD = fileURLToPath(new URL('../../test/lottery-settle-child.ts', import.meta.url));
const MEMBERS = 8;
const SLIPS_PER_MEMBER = 4;
const SELECTIONS = 20;

describeIntegration('lottery settlement killed half-way', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('pays each bet exactly once after a kill -9 and a restart', async () => {
    const handle = testApp.database.handle;
    const now = Date.now();
    await scheduleIssues(handle, now);
    const [issue] = await listGameIssueRows(handle, 'SSC_5M', now, 1);
    if (issue === undefined) {
      throw new Error('no issue');
    }
    const memberIds: number[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const memberId = await createMember(handle, {
        username: `killtest${index}`,
        password: 'Secret1234',
        type: 0,
        isFirstLogin: false,
      });
      await fundMember(handle, memberId, 1_000_00, 'USD');
      memberIds.push(memberId);
      for (let slip = 0; slip < SLIPS_PER_MEMBER; slip += 1) {
        // Every digit on d3: each bet wins 9.8 on one of its ten combinations.
        const selections = Array.from({ length: SELECTIONS }, () => ({
          betCode: 'ssc_position_digit',
          picks: [[], [], ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], []],
          stake: 10,
        }));
        await placeBets(
          handle,
          { id: memberId, type: 0 },
          { gameCode: 'SSC_5M', issueNo: issue.issue_no, selections, requestId: `kill-${index}-${slip}` },
          'en',
          now,
        );
      }
    }
    const betCount = MEMBERS * SLIPS_PER_MEMBER * SELECTIONS;
    await drawDueDraws(handle, issue.draw_at);
    const drawn = await selectIssue(handle.db, 'SSC_5M', issue.issue_no);
    expect(drawn?.status).toBe('drawn');

    // A settlement process killed with SIGKILL after its second batch.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, 'SSC_5M', issue.issue_no, '20'], {
      env: { ...process.env, DATABASE_URL: testApp.database.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let batches = 0;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdout.on('data', (chunk: Buffer) => {
      batches += chunk
        .toString()
        .split('\n')
        .filter((line) => line === 'batch').length;
      if (batches >= 2) {
        child.kill('SIGKILL');
      }
    });
    await exited;
    expect(batches).toBeGreaterThanOrEqual(2);
    const settledBefore = await handle.db
      .selectFrom('lottery_bet')
      .select('id')
      .where('status', '!=', 'open')
      .execute();
    expect(settledBefore.length).toBeGreaterThan(0);
    expect(settledBefore.length).toBeLessThan(betCount);

    // The restart settles the rest; a further run pays nothing.
    const reloaded = await selectIssue(handle.db, 'SSC_5M', issue.issue_no);
    if (reloaded === undefined) {
      throw new Error('issue gone');
    }
    await settleIssue(handle, reloaded, Date.now());
    await settleIssue(handle, reloaded, Date.now());
    // One ledger line per member for the issue, with the sum of the member's 80 wins (decision 036).
    const wins = await handle.db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'amount', 'reference'])
      .where('idempotency_key', 'like', 'lottery:win:%')
      .orderBy('idempotency_key')
      .execute();
    expect(wins.map((win) => win.idempotency_key)).toEqual(
      memberIds.map((memberId) => `lottery:win:SSC_5M:${issue.issue_no}:${memberId}`).sort(),
    );
    expect(wins.map((win) => Number(win.amount))).toEqual(
      memberIds.map(() => SLIPS_PER_MEMBER * SELECTIONS * 98),
    );
    expect(new Set(wins.map((win) => win.reference))).toEqual(new Set([`lottery:SSC_5M:${issue.issue_no}`]));
    const open = await handle.db
      .selectFrom('lottery_bet')
      .select('id')
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    for (const memberId of memberIds) {
      const account = await handle.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('code', '=', `member:${memberId}:main`)
        .executeTakeFirstOrThrow();
      expect(Number(account.balance)).toBe(1_000_00 - SLIPS_PER_MEMBER * SELECTIONS * 2);
    }
    // Each bet's record shows its own win, settled once; the days' totals sum them.
    const records = await handle.db
      .selectFrom('bet_record')
      .select(['payout', 'win_count', 'status'])
      .where('vendor_code', '=', 'ELOTT')
      .execute();
    expect(records).toHaveLength(betCount);
    expect(
      records.every(
        (record) =>
          Number(record.payout) === 98 && Number(record.win_count) === 1 && record.status === 'settled',
      ),
    ).toBe(true);
    const totals = await handle.db
      .selectFrom('bet_daily_total')
      .select((eb) => [eb.fn.sum<number>('payout').as('payout'), eb.fn.sum<number>('profit').as('profit')])
      .where('vendor_code', '=', 'ELOTT')
      .executeTakeFirstOrThrow();
    expect(Number(totals.payout)).toBe(betCount * 98);
    expect(Number(totals.profit)).toBe(betCount * (98 - 100));
    expect((await verifyLedger(handle.db)).isPassing).toBe(true);
  }, 300_000);

  it('pays each member once when two settlements of one issue run at the same time', async () => {
    const handle = testApp.database.handle;
    // Past the issues the test above drew (it drew every game's draws due by its five-minute issue's draw).
    const now = Date.now() + 15 * 60_000;
    await scheduleIssues(handle, now);
    const [issue] = await listGameIssueRows(handle, 'SSC_1M', now, 1);
    if (issue === undefined) {
      throw new Error('no issue');
    }
    const memberIds: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const memberId = await createMember(handle, {
        username: `twice${index}`,
        password: 'Secret1234',
        type: 0,
        isFirstLogin: false,
      });
      await fundMember(handle, memberId, 1_000_00, 'USD');
      memberIds.push(memberId);
      // Every digit on d1: each bet wins 9.8 on one of its ten combinations.
      await placeBets(
        handle,
        { id: memberId, type: 0 },
        {
          gameCode: 'SSC_1M',
          issueNo: issue.issue_no,
          selections: Array.from({ length: 10 }, () => ({
            betCode: 'ssc_position_digit',
            picks: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
            stake: 10,
          })),
          requestId: `twice-${index}`,
        },
        'en',
        now,
      );
    }
    await drawDueDraws(handle, issue.draw_at);
    const drawn = await selectIssue(handle.db, 'SSC_1M', issue.issue_no);
    if (drawn?.status !== 'drawn') {
      throw new Error('issue not drawn');
    }
    // Batches of about two members each, both runs over the same ranges at once.
    const settled = await Promise.all([
      settleIssue(handle, drawn, Date.now(), 20),
      settleIssue(handle, drawn, Date.now(), 20),
    ]);
    expect(settled[0] + settled[1]).toBe(60);
    const wins = await handle.db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'amount'])
      .where('idempotency_key', 'like', `lottery:win:SSC_1M:${issue.issue_no}:%`)
      .orderBy('idempotency_key')
      .execute();
    expect(wins.map((win) => win.idempotency_key)).toEqual(
      memberIds.map((memberId) => `lottery:win:SSC_1M:${issue.issue_no}:${memberId}`).sort(),
    );
    expect(wins.every((win) => Number(win.amount) === 10 * 98)).toBe(true);
    const records = await handle.db
      .selectFrom('bet_record')
      .select(['payout', 'win_count'])
      .where('round_id', '=', `SSC_1M:${issue.issue_no}`)
      .execute();
    expect(records).toHaveLength(60);
    expect(records.every((record) => Number(record.payout) === 98 && Number(record.win_count) === 1)).toBe(
      true,
    );
    expect((await verifyLedger(handle.db)).isPassing).toBe(true);
  }, 120_000);

  it('marks settled the drawn issues that have no open bet, and leaves the others to settlement', async () => {
    const handle = testApp.database.handle;
    // Past the issues the tests above drew.
    const now = Date.now() + 30 * 60_000;
    await scheduleIssues(handle, now);
    const [withBets, withoutBets] = await listGameIssueRows(handle, 'SSC_1M', now, 2);
    if (withBets === undefined || withoutBets === undefined) {
      throw new Error('no issues');
    }
    const memberId = await createMember(handle, {
      username: 'unsettled0',
      password: 'Secret1234',
      type: 0,
      isFirstLogin: false,
    });
    await fundMember(handle, memberId, 1_000_00, 'USD');
    await placeBets(
      handle,
      { id: memberId, type: 0 },
      {
        gameCode: 'SSC_1M',
        issueNo: withBets.issue_no,
        selections: [{ betCode: 'ssc_position_digit', picks: [['1'], [], [], [], []], stake: 10 }],
        requestId: 'unsettled-0',
      },
      'en',
      now,
    );
    await drawDueDraws(handle, withoutBets.draw_at);
    const settledAt = async (issueNo: string) =>
      (await selectIssue(handle.db, 'SSC_1M', issueNo))?.settled_at;

    await markIssuesWithoutBetsSettled(handle.db, withoutBets.draw_at);
    expect(await settledAt(withBets.issue_no)).toBeNull();
    expect(await settledAt(withoutBets.issue_no)).toBe(withoutBets.draw_at);

    // Once its bet is closed (here by hand, as a refund would), the issue has nothing left to settle either.
    await handle.db
      .updateTable('lottery_bet')
      .set({ status: 'refunded' })
      .where('member_id', '=', memberId)
      .execute();
    await markIssuesWithoutBetsSettled(handle.db, withoutBets.draw_at + 1);
    expect(await settledAt(withBets.issue_no)).toBe(withoutBets.draw_at + 1);
    expect(await settledAt(withoutBets.issue_no)).toBe(withoutBets.draw_at);
  }, 120_000);
});
