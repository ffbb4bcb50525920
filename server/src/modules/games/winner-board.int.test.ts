import { MEMBER_TYPE } from '@plaza/contracts/accounts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { insertMember } from '../accounts/accounts.repository';
import { WinnerBoard } from './winner-board';
import type { WinnerBoardOptions } from './winner-board';

const CATEGORIES = ['RNG', 'LIVE', 'SPORTS'] as const;
// Small numbers, so that a few calls leave wins out, fill several chunks and tie on amount and time.
const OPTIONS: WinnerBoardOptions = { windowMs: 1_000, limit: 3, keep: 4, chunkRows: 5, overlapIds: 3 };

interface Call {
  kind: 'bet' | 'win';
  status: 'OK' | 'REFUSED';
  amount: number;
  category: (typeof CATEGORIES)[number];
  member: number;
  /** How long before the clock the call was made (some before the window already). */
  ageMs: number;
}

type Step =
  | { type: 'calls'; calls: Call[] }
  | { type: 'advance'; ms: number }
  | { type: 'read'; category: (typeof CATEGORIES)[number] | undefined; limit: number };

const callArbitrary: fc.Arbitrary<Call> = fc.record({
  kind: fc.constantFrom('bet', 'win'),
  status: fc.constantFrom('OK', 'OK', 'OK', 'REFUSED'),
  amount: fc.integer({ min: 0, max: 30 }),
  category: fc.constantFrom(...CATEGORIES),
  member: fc.integer({ min: 0, max: 2 }),
  ageMs: fc.integer({ min: 0, max: 1_300 }),
});

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('calls' as const), calls: fc.array(callArbitrary, { maxLength: 12 }) }),
  fc.record({ type: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 600 }) }),
  fc.record({
    type: fc.constant('read' as const),
    category: fc.constantFrom(undefined, ...CATEGORIES),
    limit: fc.integer({ min: 1, max: 3 }),
  }),
);

/**
 * The board against a plain reading of the whole table: after any calls, at any time, it lists the same wins in the
 * same order, whether it answers from what it kept, from a refresh, or from the window read again.
 */
describeIntegration('the winner board', () => {
  let database: TestDatabase;
  const members: number[] = [];
  let clock = 10_000_000;
  let callCount = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const [index, type] of [0, 0, MEMBER_TYPE.trial].entries()) {
      members.push(
        await insertMember(database.handle.db, {
          username: `board${index}`,
          passwordHash: 'not-used',
          type,
          isFirstLogin: false,
          now: clock,
        }),
      );
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  async function insertCalls(calls: Call[]): Promise<void> {
    if (calls.length === 0) {
      return;
    }
    await database.handle.db
      .insertInto('seamless_transaction')
      .values(
        calls.map((call) => {
          callCount += 1;
          return {
            vendor_code: 'DEMO',
            transaction_id: `board-${callCount}`,
            kind: call.kind,
            member_id: members[call.member] as number,
            game_code: `GAME_${call.category}`,
            game_type: call.category,
            round_id: `round-${callCount}`,
            amount: call.amount,
            ref_transaction_id: null,
            status: call.status,
            outcome: call.status,
            payload_hash: 'not-used',
            ledger_transfer_id: null,
            balance_after: 0,
            created_at: clock - call.ageMs,
          };
        }),
      )
      .execute();
  }

  /** An accepted win call of member 0, `ageMs` before the clock. */
  const paidWin = (category: Call['category'], amount: number, ageMs: number): Call => ({
    kind: 'win',
    status: 'OK',
    amount,
    category,
    member: 0,
    ageMs,
  });

  /** The board's wins read from every call in the table. */
  async function expectedIds(category: string | undefined, limit: number, now: number): Promise<number[]> {
    const rows = await database.handle.db
      .selectFrom('seamless_transaction')
      .innerJoin('member', 'member.id', 'seamless_transaction.member_id')
      .select([
        'seamless_transaction.id',
        'seamless_transaction.amount',
        'seamless_transaction.created_at',
        'seamless_transaction.game_type',
        'seamless_transaction.kind',
        'seamless_transaction.status',
        'member.type',
      ])
      .execute();
    return rows
      .map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount), at: Number(row.created_at) }))
      .filter(
        (row) =>
          row.kind === 'win' &&
          row.status === 'OK' &&
          row.amount > 0 &&
          row.type !== MEMBER_TYPE.trial &&
          row.at >= now - OPTIONS.windowMs &&
          (category === undefined || row.game_type === category),
      )
      .sort((a, b) => b.amount - a.amount || b.at - a.at || b.id - a.id)
      .slice(0, limit)
      .map((row) => row.id);
  }

  it('lists what a reading of every call lists', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 30 }), async (steps) => {
        // A board of its own per run; the table keeps the calls of the runs before, the clock goes on.
        const board = new WinnerBoard(database.handle, OPTIONS);
        for (const step of [...steps, { type: 'read', category: undefined, limit: 3 } as const]) {
          if (step.type === 'calls') {
            await insertCalls(step.calls);
          } else if (step.type === 'advance') {
            clock += step.ms;
          } else {
            const wins = await board.top(step.category, step.limit, clock);
            expect(wins.map((win) => win.id)).toEqual(await expectedIds(step.category, step.limit, clock));
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('reads the window again once a win it left out could be on the board', async () => {
    clock += 10 * OPTIONS.windowMs;
    const win = (amount: number, ageMs: number) => paidWin('SPORTS', amount, ageMs);
    // Nothing read twice: the overlap would read the 40 again and keep it while there is room.
    const board = new WinnerBoard(database.handle, { ...OPTIONS, overlapIds: 0 });
    const amounts = async () => (await board.top('SPORTS', 3, clock)).map((entry) => entry.amount);
    // It keeps four and leaves the 40 out.
    await insertCalls([win(50, 900), win(49, 700), win(48, 0), win(47, 0), win(40, 0)]);
    expect(await amounts()).toEqual([50, 49, 48]);
    // The 50 ages out; three bigger than the 40 are left, and there is room for a small new win.
    clock += 150;
    expect(await amounts()).toEqual([49, 48, 47]);
    await insertCalls([win(10, 0)]);
    expect(await amounts()).toEqual([49, 48, 47]);
    // The 49 ages out: it keeps three wins inside the window, but the 40 it left out is bigger than the 10.
    clock += 200;
    expect(await amounts()).toEqual([48, 47, 40]);
  });

  it('keeps the new wins that come once the kept ones have aged out', async () => {
    clock += 10 * OPTIONS.windowMs;
    const win = (amount: number, ageMs: number) => paidWin('RNG', amount, ageMs);
    const board = new WinnerBoard(database.handle, OPTIONS);
    await insertCalls([win(29, 0), win(28, 0), win(20, 0)]);
    expect((await board.top('RNG', 3, clock)).map((entry) => entry.amount)).toEqual([29, 28, 20]);
    // The three age out; two smaller wins come. Kept beside the old three, the 8 would be the fifth and left out.
    clock += OPTIONS.windowMs + 100;
    await insertCalls([win(17, 50), win(8, 40)]);
    expect((await board.top('RNG', 3, clock)).map((entry) => entry.amount)).toEqual([17, 8]);
  });

  it('names the win: member, game, amount and time', async () => {
    clock += 10 * OPTIONS.windowMs;
    await insertCalls([{ kind: 'win', status: 'OK', amount: 77, category: 'LIVE', member: 1, ageMs: 5 }]);
    const [win] = await new WinnerBoard(database.handle, OPTIONS).top('LIVE', 1, clock);
    expect(win).toMatchObject({
      amount: 77,
      createdAt: clock - 5,
      vendorCode: 'DEMO',
      gameCode: 'GAME_LIVE',
      gameType: 'LIVE',
      username: 'board1',
    });
  });
});
