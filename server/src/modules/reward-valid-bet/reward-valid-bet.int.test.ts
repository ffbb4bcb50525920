import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fillFromRecords } from '../../db/migrations/0034-reward-valid-bet-totals';
import { runStatements } from '../../db/prepared-query';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { insertBetRecordRow } from '../../test/bet-records';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { BetBook, settleBetRecordsInBulk, sumSettledValidBetOfDay, toReportDay } from '../bets/bets.service';
import { IN_HOUSE_VENDOR_CODE } from '../in-house-games/in-house-rounds.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { LOTTERY_VENDOR_CODES } from '../lottery/lottery-covering.service';

type Sums = { memberId: number; gameType: string; validBet: number; hedgedStake: number }[];

const EXCEPT = [IN_HOUSE_VENDOR_CODE, ...LOTTERY_VENDOR_CODES];
const LOTTERY_VENDOR = LOTTERY_VENDOR_CODES[0] ?? 'LOTTERY';

/**
 * The day's settled stake and covering rounds as the daily pass read them before decision 099: every bet record of
 * the day, grouped by round (decision 048). The totals and marked rounds must answer the same.
 */
async function sumFromEveryRecord(db: Executor, day: number, memberId?: number): Promise<Sums> {
  const member = memberId === undefined ? sql`` : sql`and member_id = ${memberId}`;
  const except = sql.join(EXCEPT.map((code) => sql`${code}`));
  const { rows } = await sql<{
    member_id: number | string;
    game_type: string;
    stake: number | string;
    hedged_stake: number | string;
  }>`select member_id, game_type, sum(stake) as stake, sum(hedged_stake) as hedged_stake
    from (
      select member_id, game_type, sum(stake) as stake,
        case when count(*) >= 2 and abs(sum(payout) - sum(stake)) * 5 < sum(stake)
          and vendor_code not in (${except}) then sum(stake) else 0 end as hedged_stake
      from bet_record
      where day = ${day} and status = 'settled' and kind = 'bet' and stake > 0 ${member}
      group by member_id, game_type, vendor_code, round_id
    ) as rounds
    group by member_id, game_type`.execute(db);
  return sorted(
    rows.map((row) => ({
      memberId: Number(row.member_id),
      gameType: row.game_type,
      validBet: Number(row.stake),
      hedgedStake: Number(row.hedged_stake),
    })),
  );
}

function sorted(sums: Sums): Sums {
  return [...sums].sort(
    (left, right) => left.memberId - right.memberId || left.gameType.localeCompare(right.gameType),
  );
}

describeIntegration('the reward valid bet from daily totals and marked rounds (decision 099)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const members: { memberId: number; token: string }[] = [];
  const tokens = new Map<string, string>();
  let step = 0;
  const day = toReportDay(Date.now(), 0);

  const seamless = async (
    memberId: number,
    operation: 'bet' | 'win' | 'rollback',
    fields: { transactionId: string; roundId: string; gameCode: string; amount?: number; ref?: string },
  ) => {
    step += 1;
    const answer = await callSeamless(testApp.app, {
      vendor: 'DEMO',
      operation,
      secret: DEFAULT_DEMO_VENDOR_SECRET,
      body: {
        requestId: `request-${step}`,
        token: tokens.get(`${memberId}:${fields.gameCode}`),
        playerId: String(memberId),
        currency: 'USD',
        gameCode: fields.gameCode,
        roundId: fields.roundId,
        transactionId: `${memberId}-${fields.transactionId}`,
        ...(fields.amount === undefined ? {} : { amount: fields.amount }),
        ...(fields.ref === undefined ? {} : { refTransactionId: `${memberId}-${fields.ref}` }),
      },
    });
    expect(answer.body.status).toBe('OK');
  };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const { handle } = testApp.database;
    await relaxLoginChecks(handle);
    for (const name of ['rvb1', 'rvb2']) {
      const member = await createLoggedInMember(testApp.app, handle, name);
      members.push(member);
      await fundMember(handle, member.memberId, 1_000_00, 'USD');
      for (const [gameCode, gameType] of [
        ['DEMO_SLOT', 'RNG'],
        ['DEMO_LIVE_BACCARAT', 'LIVE'],
      ] as const) {
        tokens.set(
          `${member.memberId}:${gameCode}`,
          await issueTestLaunchToken(handle, {
            memberId: member.memberId,
            vendor: 'DEMO',
            gameCode,
            gameType,
          }),
        );
      }
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts what the vendor wallet settled, cancelled and covered as a scan of every bet does', async () => {
    const slot = { gameCode: 'DEMO_SLOT' };
    const live = { gameCode: 'DEMO_LIVE_BACCARAT' };
    for (const { memberId } of members) {
      // Settled and won; settled and lost; open; settled, then cancelled by the vendor; a prize.
      await seamless(memberId, 'bet', { ...slot, transactionId: 'b1', roundId: 'r1', amount: 500 });
      await seamless(memberId, 'win', {
        ...slot,
        transactionId: 'w1',
        roundId: 'r1',
        amount: 1_000,
        ref: 'b1',
      });
      await seamless(memberId, 'bet', { ...slot, transactionId: 'b2', roundId: 'r2', amount: 200 });
      await seamless(memberId, 'win', { ...slot, transactionId: 'w2', roundId: 'r2', amount: 0, ref: 'b2' });
      await seamless(memberId, 'bet', { ...slot, transactionId: 'b3', roundId: 'r3', amount: 300 });
      await seamless(memberId, 'bet', { ...live, transactionId: 'b4', roundId: 'r4', amount: 400 });
      await seamless(memberId, 'win', { ...live, transactionId: 'w4', roundId: 'r4', amount: 0, ref: 'b4' });
      await seamless(memberId, 'rollback', { ...live, transactionId: 'x4', roundId: 'r4', ref: 'b4' });
      await seamless(memberId, 'win', { ...slot, transactionId: 'p1', roundId: 'r5', amount: 700 });
      // Two bets of one round that cover each other (banker and player), each settled by its own win.
      await seamless(memberId, 'bet', { ...live, transactionId: 'h1', roundId: 'h', amount: 1_000 });
      await seamless(memberId, 'bet', { ...live, transactionId: 'h2', roundId: 'h', amount: 1_000 });
      await seamless(memberId, 'win', {
        ...live,
        transactionId: 'hw1',
        roundId: 'h',
        amount: 1_950,
        ref: 'h1',
      });
      await seamless(memberId, 'win', { ...live, transactionId: 'hw2', roundId: 'h', amount: 0, ref: 'h2' });
      // Two bets of one round that do not: one won ten times its stake; the win names only the round.
      await seamless(memberId, 'bet', { ...slot, transactionId: 't1', roundId: 't', amount: 100 });
      await seamless(memberId, 'bet', { ...slot, transactionId: 't2', roundId: 't', amount: 100 });
      await seamless(memberId, 'win', { ...slot, transactionId: 'tw', roundId: 't', amount: 2_000 });
      await seamless(memberId, 'win', { ...slot, transactionId: 'tw1', roundId: 't', amount: 0, ref: 't1' });
    }
    const { db } = testApp.database.handle;
    const [first] = members;
    const memberId = first?.memberId ?? 0;
    const expected = await sumFromEveryRecord(db, day, memberId);
    // 500 + 200 (RNG) and 2,000 (LIVE) settled; the covering round of 2,000 hedged; the round with a winner not.
    expect(expected).toEqual([
      { memberId, gameType: 'LIVE', validBet: 2_000, hedgedStake: 2_000 },
      { memberId, gameType: 'RNG', validBet: 900, hedgedStake: 0 },
    ]);
    expect(
      sorted(await sumSettledValidBetOfDay(db, { day, memberId, hedgedExceptVendorCodes: EXCEPT })),
    ).toEqual(expected);
    expect(sorted(await sumSettledValidBetOfDay(db, { day, hedgedExceptVendorCodes: EXCEPT }))).toEqual(
      await sumFromEveryRecord(db, day),
    );
  });

  it('marks a second bet of a round written in the same list as the first', async () => {
    const { handle } = testApp.database;
    const [, second] = members;
    const memberId = second?.memberId ?? 0;
    const at = Date.now();
    await runInTransaction(handle, async (db) => {
      const [book] = await runStatements(db, [BetBook.read(db, { named: [], rounds: [] })]);
      for (const id of ['same-list-1', 'same-list-2']) {
        book.placeBet({
          memberId,
          vendorCode: 'DEMO',
          transactionId: id,
          gameCode: 'DEMO_LIVE_BACCARAT',
          gameType: 'LIVE',
          roundId: 'same-list',
          amount: 600,
          at,
          reportUtcOffsetMinutes: 0,
        });
      }
      await runStatements(db, book.write(db));
    });
    const marks = await handle.db
      .selectFrom('bet_record')
      .select(['transaction_id', 'is_round_repeat'])
      .where('round_id', '=', 'same-list')
      .orderBy('id')
      .execute();
    expect(marks.map((mark) => [mark.transaction_id, Number(mark.is_round_repeat)])).toEqual([
      ['same-list-1', 0],
      ['same-list-2', 1],
    ]);
    // Both settled, even: the round covers.
    await runInTransaction(handle, async (db) => {
      const [book] = await runStatements(db, [
        BetBook.read(db, {
          named: ['same-list-1', 'same-list-2'].map((transactionId) => ({
            vendorCode: 'DEMO',
            transactionId,
          })),
          rounds: [],
        }),
      ]);
      for (const [id, amount] of [
        ['same-list-1', 1_200],
        ['same-list-2', 0],
      ] as const) {
        book.addWin({
          memberId,
          vendorCode: 'DEMO',
          transactionId: `${id}-win`,
          betTransactionId: id,
          gameCode: 'DEMO_LIVE_BACCARAT',
          gameType: 'LIVE',
          roundId: 'same-list',
          amount,
          at,
          reportUtcOffsetMinutes: 0,
        });
      }
      await runStatements(db, book.write(db));
    });
    const expected = await sumFromEveryRecord(handle.db, day, memberId);
    expect(expected.find((sum) => sum.gameType === 'LIVE')).toMatchObject({ hedgedStake: 3_200 });
    expect(
      sorted(await sumSettledValidBetOfDay(handle.db, { day, memberId, hedgedExceptVendorCodes: EXCEPT })),
    ).toEqual(expected);
  });

  it('counts bets settled and cancelled in bulk (a lottery draw) as a scan of every bet does', async () => {
    const { handle } = testApp.database;
    const [first] = members;
    const memberId = first?.memberId ?? 0;
    const placedAt = Date.now();
    for (const [transactionId, amount] of [
      ['lotto-won', 1_000],
      ['lotto-lost', 2_000],
      ['lotto-void', 3_000],
      ['lotto-settled-void', 4_000],
    ] as const) {
      await insertBetRecordRow(handle, {
        memberId,
        amount,
        placedAt,
        vendorCode: LOTTERY_VENDOR,
        gameCode: 'LOTTO',
        gameType: 'LOTTERY',
        roundId: 'draw-1',
        transactionId,
      });
    }
    const settle = (rows: [string, number, number][]) =>
      runInTransaction(handle, (db) =>
        settleBetRecordsInBulk(
          db,
          handle.dialect,
          sql.join(
            rows.map(
              ([transactionId, isRollback, amount]) =>
                sql`select (select id from bet_record where vendor_code = ${LOTTERY_VENDOR}
                    and transaction_id = ${transactionId}) as record_id,
                  cast(${isRollback} as integer) as is_rollback, cast(${amount} as bigint) as amount`,
            ),
            sql` union all `,
          ),
          placedAt,
        ),
      );
    await settle([
      ['lotto-won', 0, 5_000],
      ['lotto-lost', 0, 0],
      ['lotto-void', 1, 0],
      ['lotto-settled-void', 0, 0],
    ]);
    // A settled bet voided afterwards leaves the settled stake.
    await settle([['lotto-settled-void', 1, 0]]);
    const expected = await sumFromEveryRecord(handle.db, day, memberId);
    // The lottery's stake counts; its rounds are never vendor rounds that cover each other (decision 043).
    expect(expected.find((sum) => sum.gameType === 'LOTTERY')).toEqual({
      memberId,
      gameType: 'LOTTERY',
      validBet: 3_000,
      hedgedStake: 0,
    });
    expect(
      sorted(await sumSettledValidBetOfDay(handle.db, { day, memberId, hedgedExceptVendorCodes: EXCEPT })),
    ).toEqual(expected);
  });

  describe('the totals against the records', () => {
    it('passes the ledger check of the daily totals, settled stake included', async () => {
      const verification = await verifyLedger(testApp.database.handle.db);
      expect(verification.checks.find((check) => check.name.startsWith('(f)'))).toMatchObject({
        isPassing: true,
      });
    });

    it('fills an existing database in from its records as the writers kept them (migration 0034)', async () => {
      const { db } = testApp.database.handle;
      const read = async () => ({
        totals: await db
          .selectFrom('bet_daily_total')
          .select(['member_id', 'day', 'vendor_code', 'game_type', 'settled_stake'])
          .orderBy('member_id')
          .orderBy('day')
          .orderBy('vendor_code')
          .orderBy('game_type')
          .execute(),
        marks: await db.selectFrom('bet_record').select(['id', 'is_round_repeat']).orderBy('id').execute(),
      });
      const kept = await read();
      expect(kept.marks.filter((mark) => Number(mark.is_round_repeat) === 1).length).toBeGreaterThan(0);
      await db.updateTable('bet_daily_total').set({ settled_stake: 0 }).execute();
      await db.updateTable('bet_record').set({ is_round_repeat: 0 }).execute();
      await fillFromRecords(db as unknown as Kysely<unknown>);
      const filled = await read();
      const numbers = (rows: Record<string, unknown>[]) =>
        rows.map((row) => Object.values(row).map((value) => String(value)));
      expect(numbers(filled.totals)).toEqual(numbers(kept.totals));
      expect(numbers(filled.marks)).toEqual(numbers(kept.marks));
    });
  });
});
