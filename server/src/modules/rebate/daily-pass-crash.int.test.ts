import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { toReportDay } from '../bets/bets.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { runDailyPass } from './daily-pass.service';

const CHILD = fileURLToPath(new URL('../../test/daily-pass-child.ts', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBERS = 24;
/** Members per transaction of the killed process: 8 batches or more with the demo's own members. */
const PER_BATCH = 3;

describeIntegration('daily pass killed half-way', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('pays every rebate, counts every standing and credits every point of the day once after a kill -9 and a restart', async () => {
    const now = Date.now();
    const day = toReportDay(now, 0) - 1;
    const noon = day * DAY_MS + DAY_MS / 2;
    const validBets = new Map<number, number>();
    const climbers: number[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const memberId = await createMember(handle(), {
        username: `passcrash${index}`,
        password: 'Secret1234',
        type: 0,
        parentId: null,
        isFirstLogin: false,
      });
      // One in four deposits 6,000.00 and plays 50,000.00: Bronze, with its upgrade gift.
      const isClimber = index % 4 === 0;
      const amount = isClimber ? 5_000_000 : 10_000 * (index + 1);
      await insertBetRecordRow(handle(), {
        memberId,
        amount,
        placedAt: noon,
        gameType: index % 2 === 0 ? 'RNG' : 'LIVE',
        status: 'settled',
      });
      validBets.set(memberId, amount);
      if (isClimber) {
        climbers.push(memberId);
        await handle()
          .db.insertInto('deposit')
          .values({
            member_id: memberId,
            channel_code: 'SANDBOX',
            amount: 600_000,
            status: 'COMPLETED',
            created_at: noon,
            updated_at: noon,
          })
          .execute();
      }
    }
    const ids = [...validBets.keys()];
    const sealedOf = async () => {
      const rows = await handle()
        .db.selectFrom('rebate_accrual')
        .select(['member_id', 'amount', 'paid_amount'])
        .where('day', '=', day)
        .where('is_sealed', '=', 1)
        .where('member_id', 'in', ids)
        .execute();
      const sums = new Map<number, number>();
      for (const row of rows) {
        sums.set(Number(row.member_id), (sums.get(Number(row.member_id)) ?? 0) + Number(row.paid_amount));
      }
      return sums;
    };
    const paidOf = async () => {
      const rows = await handle()
        .db.selectFrom('ledger_transfer')
        .select(['reference', 'amount'])
        .where(
          'reference',
          'in',
          ids.map((id) => `rebate:${id}:${day}`),
        )
        .execute();
      const sums = new Map<number, number>();
      for (const row of rows) {
        const memberId = Number(row.reference.split(':')[1]);
        expect(sums.has(memberId)).toBe(false);
        sums.set(memberId, Number(row.amount));
      }
      return sums;
    };

    // A pass killed with SIGKILL after its third batch.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, String(day), String(now), String(PER_BATCH)],
      {
        env: { ...process.env, DATABASE_URL: testApp.database.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let batches = 0;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdout.on('data', (chunk: Buffer) => {
      batches += chunk
        .toString()
        .split('\n')
        .filter((line) => line === 'batch').length;
      if (batches >= 3) {
        child.kill('SIGKILL');
      }
    });
    await exited;
    expect(batches).toBeGreaterThanOrEqual(3);
    const half = await sealedOf();
    expect(half.size).toBeGreaterThanOrEqual(1);
    expect(half.size).toBeLessThan(MEMBERS);
    // What the killed process paid is exactly what its sealed accruals say: no payment without its seal, or the reverse.
    const paidBefore = await paidOf();
    expect(paidBefore).toEqual(half);
    const pass = await handle()
      .db.selectFrom('daily_pass')
      .selectAll()
      .where('day', '=', day)
      .executeTakeFirst();
    expect(pass?.finished_at ?? null).toBeNull();

    // The restart does the rest; a run with the finish mark taken off (a crash before it) pays nothing.
    const restart = await runDailyPass(handle(), day, now + 1);
    expect(restart.isSkipped).toBe(false);
    await handle().db.updateTable('daily_pass').set({ finished_at: null }).where('day', '=', day).execute();
    const again = await runDailyPass(handle(), day, now + 2);
    expect(again).toMatchObject({ isSkipped: false, rebatePaid: 0, membersEvaluated: 0, pointsCredited: 0 });

    const sealed = await sealedOf();
    const paid = await paidOf();
    expect(sealed.size).toBe(MEMBERS);
    expect(paid).toEqual(sealed);
    for (const amount of paid.values()) {
      expect(amount).toBeGreaterThan(0);
    }
    const standings = await handle()
      .db.selectFrom('member_vip')
      .select(['member_id', 'level', 'evaluated_day', 'total_valid_bet'])
      .where('member_id', 'in', ids)
      .execute();
    expect(standings).toHaveLength(MEMBERS);
    for (const standing of standings) {
      const memberId = Number(standing.member_id);
      expect(Number(standing.evaluated_day)).toBe(day);
      // The day counted once.
      expect(Number(standing.total_valid_bet)).toBe(validBets.get(memberId));
      expect(Number(standing.level)).toBe(climbers.includes(memberId) ? 1 : 0);
    }
    const gifts = await handle()
      .db.selectFrom('reward')
      .select('member_id')
      .where('source', '=', 'VIP')
      .where('member_id', 'in', ids)
      .execute();
    expect(gifts.map((gift) => Number(gift.member_id)).sort((a, b) => a - b)).toEqual(
      [...climbers].sort((a, b) => a - b),
    );
    const points = await handle()
      .db.selectFrom('point_balance')
      .select(['member_id', 'balance'])
      .where('member_id', 'in', ids)
      .execute();
    expect(points).toHaveLength(MEMBERS);
    for (const row of points) {
      // 1 point per 1.00 of valid bet (the default rate), credited once.
      expect(Number(row.balance)).toBe(Math.floor((validBets.get(Number(row.member_id)) ?? 0) / 100));
    }
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });
});
