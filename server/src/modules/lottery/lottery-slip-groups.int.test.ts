import type { PlaceBetsRequest } from '@plaza/contracts/lottery';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';

import type { ToWriteThread } from '../../db/sqlite-write-thread';
import { AppError } from '../../http/app-error';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration, getTestDialect } from '../../test/test-database';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { placeBets } from './lottery-bets.service';
import { scheduleIssues } from './lottery-draws.service';

/**
 * Slips placed together (docs/decisions/108): on a SQLite file they go to the write thread in one message and run
 * as one transaction, each in its own savepoint; on PostgreSQL side by side on the pool. Either way each slip must
 * be placed or refused exactly as it would be alone, one after the other: a refused slip (a number's limit, the
 * balance, a closed issue) changes nothing and fails no other slip, and a repeated requestId answers the first slip.
 */

const GAME = 'K3_3M';
const LIMIT = 1_000;
const isSqlite = getTestDialect() === 'sqlite';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A slip's outcome without what differs between two issues or two runs (ids, the issue's number). */
type Outcome =
  | { slip: string; isPlaced: true; bets: number; totalStake: number; balance: number; isRepeat: boolean }
  | { slip: string; isPlaced: false; code: string; details: unknown };

describeIntegration('lottery slips placed together', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    await scheduleIssues(testApp.database.handle, Date.now());
    const operatorToken = await loginTestOperator(testApp.app);
    const limits = await testApp.app.inject({
      method: 'PUT',
      url: `/ops/lottery/games/${GAME}/limits`,
      headers: { authorization: operatorToken },
      payload: { maxStakePerNumber: LIMIT, maxLiabilityPerDraw: 1_000_000_000 },
    });
    expect(limits.statusCode).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  /** Three new members: two funded well, one with 500 (two slips of 300 and one is refused). */
  const newMembers = async (run: string) => {
    const handle = testApp.database.handle;
    const members = [];
    for (const [name, funds] of [
      ['contested', 100_000],
      ['plain', 100_000],
      ['poor', 500],
    ] as const) {
      const { memberId } = await createLoggedInMember(testApp.app, handle, `${run}${name}`);
      await fundMember(handle, memberId, funds, 'USD');
      members.push(memberId);
    }
    return members;
  };

  /**
   * The slips, in the order they are made, on `issueNo`: six of 300 on "6" (and 100 on "5") from one member, of
   * which the limit of 1,000 lets three through; four of 200 on "1" from another, its first repeated; two of 300 on
   * "2" from a member with 500; one after the issue's close.
   */
  const slipsOn = (
    run: string,
    issue: { issueNo: string; salesCloseAt: string },
    [contested, plain, poor]: number[],
  ) => {
    const now = Date.now();
    const slip = (
      name: string,
      memberId: number | undefined,
      selections: PlaceBetsRequest['selections'],
      options: { requestId?: string; at?: number } = {},
    ) => ({
      name,
      memberId: memberId ?? 0,
      at: options.at ?? now,
      request: {
        gameCode: GAME,
        issueNo: issue.issueNo,
        selections,
        requestId: options.requestId ?? `${run}-${name}`,
      },
    });
    const single = (pick: string, stake: number) => ({ betCode: 'k3_single_value', picks: [[pick]], stake });
    return [
      ...Array.from({ length: 6 }, (_, index) =>
        slip(`six-${index}`, contested, [single('6', 300), single('5', 100)]),
      ),
      ...Array.from({ length: 4 }, (_, index) => slip(`one-${index}`, plain, [single('1', 200)])),
      slip('one-0-again', plain, [single('1', 200)], { requestId: `${run}-one-0` }),
      slip('two-0', poor, [single('2', 300)]),
      slip('two-1', poor, [single('2', 300)]),
      slip('closed', plain, [single('3', 100)], { at: Date.parse(issue.salesCloseAt) }),
    ];
  };

  /** Places `slips` one after the other (`together` false) or all in one turn of the event loop. */
  const place = async (slips: ReturnType<typeof slipsOn>, together: boolean): Promise<Outcome[]> => {
    const handle = testApp.database.handle;
    const slipIds = new Map<string, string>();
    const run = (slip: (typeof slips)[number]) =>
      placeBets(handle, { id: slip.memberId, type: 0 }, slip.request, 'en', slip.at).then(
        (answer) => ({ isPlaced: true as const, answer }),
        (error: unknown) => {
          if (!(error instanceof AppError)) {
            throw error;
          }
          return { isPlaced: false as const, error };
        },
      );
    const settled = [];
    if (together) {
      settled.push(...(await Promise.all(slips.map(run))));
    } else {
      for (const slip of slips) {
        settled.push(await run(slip));
      }
    }
    return settled.map((outcome, index): Outcome => {
      const slip = slips[index];
      const name = slip?.name ?? '';
      if (!outcome.isPlaced) {
        const details = { ...(outcome.error.details as Record<string, unknown>) };
        delete details.issueNo;
        return { slip: name, isPlaced: false, code: outcome.error.code, details };
      }
      const { answer } = outcome;
      const first = slipIds.get(slip?.request.requestId ?? '');
      slipIds.set(slip?.request.requestId ?? '', answer.slipId);
      return {
        slip: name,
        isPlaced: true,
        bets: answer.bets.length,
        totalStake: answer.bets.reduce((sum, bet) => sum + bet.totalStake, 0),
        balance: answer.balance,
        isRepeat: first === answer.slipId,
      };
    });
  };

  /** What the issue's numbers carry, by number. */
  const exposureOf = async (issueNo: string) => {
    const rows = await testApp.database.handle.db
      .selectFrom('lottery_exposure')
      .select(['pick', 'stake'])
      .where('game_code', '=', GAME)
      .where('issue_no', '=', issueNo)
      .orderBy('pick')
      .execute();
    return rows.map((row) => [row.pick, Number(row.stake)]);
  };

  const balancesOf = async (members: number[]) =>
    Promise.all(
      members.map(
        async (memberId) =>
          (await findAccountByCode(testApp.database.handle.db, ledgerAccountCodes.memberMain(memberId)))
            ?.balance,
      ),
    );

  it('places and refuses slips sent together exactly as one after the other', async () => {
    const issues = (
      await testApp.app.inject({ method: 'GET', url: `/lgw/games/${GAME}/issues?count=3` })
    ).json<{ value: { issues: { issueNo: string; salesCloseAt: string }[] } }>().value.issues;
    // The issues after the one on sale: none of them closes while the test runs.
    const [, alone, together] = issues;
    if (alone === undefined || together === undefined) {
      throw new Error('no issues');
    }

    const aloneMembers = await newMembers('alone');
    const oneByOne = await place(slipsOn('alone', alone, aloneMembers), false);

    const togetherMembers = await newMembers('together');
    const spy = vi.spyOn(Worker.prototype, 'postMessage');
    const allAtOnce = await place(slipsOn('together', together, togetherMembers), true);

    // What one after the other gives, as the rules say it must be.
    const refusedBy = (outcomes: Outcome[]) =>
      outcomes.flatMap((outcome) => (outcome.isPlaced ? [] : [[outcome.slip, outcome.code]]));
    expect(refusedBy(oneByOne)).toEqual([
      ['six-3', 'lottery.limit.exceeded'],
      ['six-4', 'lottery.limit.exceeded'],
      ['six-5', 'lottery.limit.exceeded'],
      ['two-1', 'balance.insufficient'],
      ['closed', 'lottery.sales.closed'],
    ]);
    expect(oneByOne.find((outcome) => outcome.slip === 'six-3')).toMatchObject({
      details: { number: '6', limit: LIMIT, remaining: 100 },
    });
    expect(oneByOne.find((outcome) => outcome.slip === 'one-0-again')).toMatchObject({ isRepeat: true });
    expect(await exposureOf(alone.issueNo)).toEqual([
      ['1', 800],
      ['2', 300],
      ['5', 300],
      ['6', 900],
    ]);
    expect(await balancesOf(aloneMembers)).toEqual([100_000 - 1_200, 100_000 - 800, 200]);

    // Together: the same outcomes, the same numbers' totals, the same balances.
    if (isSqlite) {
      // In the order they were made: the thread runs a group's slips in that order.
      expect(allAtOnce).toEqual(oneByOne);
      // All of them went to the write thread in one message.
      const batches = spy.mock.calls.flatMap(([message]) => {
        const sent = message as ToWriteThread | undefined;
        return typeof sent === 'object' && sent?.kind === 'tasks' ? [sent.tasks.length] : [];
      });
      expect(batches).toEqual([slipsOn('together', together, togetherMembers).length]);
    } else {
      // Side by side on the pool, which of the contested slips wins is the database's order; what is placed is not.
      const byKind = (outcomes: Outcome[]) =>
        outcomes
          .map((outcome) => ({ ...outcome, slip: outcome.slip.replace(/-\d+$/, '') }))
          .map((outcome) => (outcome.isPlaced ? { ...outcome, balance: 0 } : outcome))
          .map((outcome) => JSON.stringify(outcome))
          .sort();
      expect(byKind(allAtOnce)).toEqual(byKind(oneByOne));
    }
    expect(await exposureOf(together.issueNo)).toEqual(await exposureOf(alone.issueNo));
    expect(await balancesOf(togetherMembers)).toEqual(await balancesOf(aloneMembers));
    const verification = await verifyLedger(testApp.database.handle.db);
    expect(verification.checks.filter((check) => !check.isPassing)).toEqual([]);
  });

  it.skipIf(!isSqlite)(
    'fails the slips of a write thread that dies, frees the turn to write, and places their repeat once in a new one',
    async () => {
      const handle = testApp.database.handle;
      const [issue] = (await testApp.app.inject({ method: 'GET', url: `/lgw/games/${GAME}/issues?count=3` }))
        .json<{ value: { issues: { issueNo: string; salesCloseAt: string }[] } }>()
        .value.issues.slice(2);
      if (issue === undefined) {
        throw new Error('no issue');
      }
      const [memberId = 0] = await newMembers('dying');
      const request = {
        gameCode: GAME,
        issueNo: issue.issueNo,
        selections: [{ betCode: 'k3_single_value', picks: [['4']], stake: 250 }],
        requestId: 'dying-slip',
      };
      const member = { id: memberId, type: 0 };
      // The thread runs (an earlier test started it); the message that carries this slip kills it instead.
      const killed: Promise<number>[] = [];
      vi.spyOn(Worker.prototype, 'postMessage').mockImplementationOnce(function (this: Worker) {
        killed.push(this.terminate());
      });
      const failed = await placeBets(handle, member, request, 'en', Date.now()).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(killed).toHaveLength(1);
      // Not a refusal: the member's client sends the slip again (the same requestId).
      expect(failed).toBeInstanceOf(Error);
      expect(failed).not.toBeInstanceOf(AppError);
      expect(await balancesOf([memberId])).toEqual([100_000]);
      const file = handle.sqliteFile;
      expect(file === undefined ? [] : [...new Int32Array(file.writeLock.buffer)]).toEqual([0, 0]);
      vi.restoreAllMocks();

      const placed = await placeBets(handle, member, request, 'en', Date.now());
      const repeated = await placeBets(handle, member, request, 'en', Date.now());
      expect(repeated.slipId).toBe(placed.slipId);
      expect(await balancesOf([memberId])).toEqual([100_000 - 250]);
      // The first test's slips are on this issue too, on other numbers.
      expect((await exposureOf(issue.issueNo)).filter(([pick]) => pick === '4')).toEqual([['4', 250]]);
    },
  );
});
