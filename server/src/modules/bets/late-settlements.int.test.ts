import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { runStatements } from '../../db/prepared-query';
import { runInTransaction } from '../../db/transaction';
import { insertBetRecordRow } from '../../test/bet-records';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { BetBook, listDaysSettledBetween, settleBetRecordsInBulk } from './bets.service';

const DAY = 86_400_000;

/**
 * The days of bets settled a day or more after they were placed (decision 107): the bet book and the lottery's bulk
 * settlement each note their own in `bet_late_settlement`, which `listDaysSettledBetween` reads; a settlement within
 * the day, a rollback and a second win note nothing.
 */
describeIntegration('late settlements', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;
  let memberId = 0;
  // Whole days, so that each record's report day (at UTC) is known; an hour into the day.
  const today = Math.floor(Date.now() / DAY) * DAY + 3_600_000;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    memberId = await createMember(handle(), {
      username: 'latesettled',
      password: 'Secret1234',
      type: 0,
      isFirstLogin: false,
    });
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  const notes = async () =>
    (
      await handle()
        .db.selectFrom('bet_late_settlement')
        .select(['settled_at', 'day'])
        .orderBy('settled_at')
        .orderBy('day')
        .execute()
    ).map((row) => [Number(row.settled_at), Number(row.day)]);

  async function placeAt(transactionId: string, placedAt: number) {
    await insertBetRecordRow(handle(), {
      memberId,
      amount: 1_000,
      placedAt,
      vendorCode: 'LOTTERY',
      gameCode: 'LOTTO',
      gameType: 'LOTTERY',
      roundId: `round-${transactionId}`,
      transactionId,
    });
  }

  it('notes the day of a bet the bet book settles a day or more late, once, and not one settled sooner', async () => {
    await placeAt('book-late', today - 3 * DAY);
    await placeAt('book-soon', today - 2 * 3_600_000);
    const winAt = today + 60_000;
    const settle = async (transactionIds: string[], at: number) => {
      await runInTransaction(handle(), async (db) => {
        const book = await BetBook.readBets(
          db,
          handle().dialect,
          transactionIds.map((transactionId) => ({ vendorCode: 'LOTTERY', transactionId })),
        );
        for (const transactionId of transactionIds) {
          book.addWin({
            memberId,
            vendorCode: 'LOTTERY',
            transactionId: `win-${transactionId}-${at}`,
            betTransactionId: transactionId,
            gameCode: 'LOTTO',
            gameType: 'LOTTERY',
            roundId: `round-${transactionId}`,
            amount: 500,
            at,
            reportUtcOffsetMinutes: 0,
          });
        }
        await runStatements(db, book.write(db));
      });
    };
    await settle(['book-late', 'book-soon'], winAt);
    const lateDay = Math.floor((today - 3 * DAY) / DAY);
    expect(await notes()).toEqual([[winAt, lateDay]]);
    // A second win keeps the first settlement time: nothing new is noted.
    await settle(['book-late'], winAt + 5_000);
    expect(await notes()).toEqual([[winAt, lateDay]]);
    const days = await listDaysSettledBetween(handle().db, {
      after: winAt - 1,
      upTo: winAt,
      utcOffsetMinutes: 0,
    });
    expect(days).toEqual([lateDay, Math.floor(today / DAY) - 1, Math.floor(today / DAY)]);
    // Outside the window, only the days around it.
    expect(
      await listDaysSettledBetween(handle().db, { after: winAt, upTo: winAt + 10_000, utcOffsetMinutes: 0 }),
    ).not.toContain(lateDay);
  });

  it('notes each day of a bulk settlement once, late wins only', async () => {
    await handle().db.deleteFrom('bet_late_settlement').execute();
    await placeAt('bulk-late-1', today - 2 * DAY);
    await placeAt('bulk-late-2', today - 2 * DAY + 60_000);
    await placeAt('bulk-older', today - 5 * DAY);
    await placeAt('bulk-void', today - 4 * DAY);
    await placeAt('bulk-soon', today - 3_600_000);
    const now = today + 120_000;
    await runInTransaction(handle(), (db) =>
      settleBetRecordsInBulk(
        db,
        handle().dialect,
        sql.join(
          (
            [
              ['bulk-late-1', 0, 3_000],
              ['bulk-late-2', 0, 0],
              ['bulk-older', 0, 0],
              ['bulk-void', 1, 0],
              ['bulk-soon', 0, 2_000],
            ] as const
          ).map(
            ([transactionId, isRollback, amount]) =>
              sql`select (select id from bet_record where vendor_code = 'LOTTERY'
                  and transaction_id = ${transactionId}) as record_id,
                cast(${isRollback} as integer) as is_rollback, cast(${amount} as bigint) as amount`,
          ),
          sql` union all `,
        ),
        now,
      ),
    );
    const twoDaysAgo = Math.floor((today - 2 * DAY) / DAY);
    const fiveDaysAgo = Math.floor((today - 5 * DAY) / DAY);
    expect(await notes()).toEqual([
      [now, fiveDaysAgo],
      [now, twoDaysAgo],
    ]);
    expect(
      await listDaysSettledBetween(handle().db, { after: now - 1, upTo: now, utcOffsetMinutes: 0 }),
    ).toEqual([fiveDaysAgo, twoDaysAgo, Math.floor(today / DAY) - 1, Math.floor(today / DAY)]);
  });
});
