import type { ContractTerms } from '@plaza/contracts/agent-contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { loginTestOperator } from '../../test/operator-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { findMemberById } from '../accounts/members.service';
import { reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { getAccountBalance, getMemberMainAccount } from '../ledger/ledger.service';
import { offerContract, respondToContract } from './agent-contracts.service';
import { REAL_TIME_SLOT, salaryPeriodOf } from './contract-periods';
import { runContractSettlement } from './contract-settlement.service';
import { realTimeAmount } from './contract-terms';

/** A random tree of agents (node i > 0 under an earlier node), contracts, single-bet amounts and bets of one slot. */
const realTimeArbitrary = fc.integer({ min: 2, max: 7 }).chain((size) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: size - 1 }, (_, index) => fc.integer({ min: 0, max: index }))),
    contracted: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    singleBet: fc.array(fc.constantFrom(0, 1, 500, 1000, 2500), { minLength: size, maxLength: size }),
    bets: fc.array(
      fc.record({
        member: fc.integer({ min: 0, max: size - 1 }),
        // Stakes at the single-bet amounts and just below them too.
        stake: fc.oneof(
          fc.integer({ min: 1, max: 4000 }),
          fc.constantFrom(1, 499, 500, 999, 1000, 2499, 2500),
        ),
        // What came back: nothing, part of the stake, the stake, or more.
        payback: fc.constantFrom(0, 0.5, 1, 2),
        status: fc.constantFrom('settled', 'settled', 'settled', 'unsettled'),
        // Inside the slot, or just after it (the next slot's).
        isLate: fc.boolean(),
      }),
      { maxLength: 30 },
    ),
    chunkSize: fc.integer({ min: 1, max: 4 }),
  }),
);

/**
 * Decision 089: bills written and paid in chunks per level, and the real-time and hourly salaries measured in SQL.
 * Each bill must match what the per-bet arithmetic (`realTimeAmount`) makes of the team's own bets, and an upline
 * short of money pays its bills of a chunk in order as far as its balance goes.
 */
describeIntegration('contract settlement in batches', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;
  let serial = 0;
  let offset = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    offset = (await getDeploymentSettings(handle())).reportUtcOffsetMinutes;
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  const make = async (type: number, parentId: number | null) => {
    serial += 1;
    return createMember(handle(), {
      username: `batch${serial}`,
      password: 'Secret1234',
      type,
      parentId,
      isFirstLogin: false,
    });
  };
  const offer = async (uplineId: number, memberId: number, terms: ContractTerms, now: number) => {
    const upline = await findMemberById(handle().db, uplineId);
    const member = await findMemberById(handle().db, memberId);
    if (upline === undefined || member === undefined) {
      throw new Error('member missing');
    }
    const contract = await offerContract(handle(), upline, { memberId, terms }, now);
    await respondToContract(handle(), member, contract.id, 'ACCEPT', now + 1);
    return contract.id;
  };
  const balanceOf = async (memberId: number) =>
    getAccountBalance(handle().db, (await getMemberMainAccount(handle().db, memberId, 'USD')).id);

  it('settles each real-time bill as the per-bet arithmetic does on the team’s own bets of the slot', async () => {
    // Each run settles a slot of its own, the one after the last run's.
    let slot = salaryPeriodOf('RTSALARY3', Date.now() - REAL_TIME_SLOT, offset);
    await fc.assert(
      fc.asyncProperty(realTimeArbitrary, async ({ parents, contracted, singleBet, bets, chunkSize }) => {
        slot = salaryPeriodOf('RTSALARY3', slot.end, offset);
        const ids: number[] = [];
        for (let index = 0; index <= parents.length; index += 1) {
          const parentIndex = index === 0 ? undefined : parents[index - 1];
          ids.push(
            await make(index === 0 ? 1 : 2, parentIndex === undefined ? null : (ids[parentIndex] ?? null)),
          );
        }
        const depth = (index: number): number => (index === 0 ? 0 : depth(parents[index - 1] ?? 0) + 1);
        const holds = new Map<number, { id: number; terms: Extract<ContractTerms, { kind: 'RTSALARY3' }> }>();
        for (let index = 1; index < ids.length; index += 1) {
          const parentIndex = parents[index - 1] ?? 0;
          if (!(contracted[index] ?? false) || (parentIndex !== 0 && !holds.has(parentIndex))) {
            continue;
          }
          // Rates fall with depth: a downline never earns more than its upline.
          const terms = {
            kind: 'RTSALARY3' as const,
            profitRate: 60 - 8 * depth(index),
            lossRate: 120 - 16 * depth(index),
            singleBetAmount: singleBet[index] ?? 0,
          };
          const id = await offer(ids[parentIndex] ?? 0, ids[index] ?? 0, terms, slot.start + 100);
          holds.set(index, { id, terms });
          await fundMember(handle(), ids[index] ?? 0, 1_000_000_000, 'USD');
        }
        const placed: { member: number; stake: number; payout: number; settled: boolean; inSlot: boolean }[] =
          [];
        for (const [at, bet] of bets.entries()) {
          const payout = Math.floor(bet.stake * bet.payback);
          const inSlot = !bet.isLate;
          await insertBetRecordRow(handle(), {
            memberId: ids[bet.member] ?? 0,
            amount: bet.stake,
            payout,
            placedAt: inSlot ? slot.start + 1000 + at : slot.end + at,
            status: bet.status,
          });
          placed.push({
            member: bet.member,
            stake: bet.stake,
            payout,
            settled: bet.status === 'settled',
            inSlot,
          });
        }

        await runContractSettlement(handle(), 'RTSALARY3', slot.end + 30_000, { chunkSize });

        const below = (index: number, ancestor: number): boolean =>
          index === ancestor || (index !== 0 && below(parents[index - 1] ?? 0, ancestor));
        for (const [index, { id, terms }] of holds) {
          const teamBets = placed.filter(
            (bet) => bet.settled && bet.inSlot && bet.stake > 0 && below(bet.member, index),
          );
          const expected = realTimeAmount(
            terms,
            teamBets.map((bet) => ({ validBet: bet.stake, isLost: bet.payout < bet.stake })),
          );
          const bill = await handle()
            .db.selectFrom('agent_contract_settlement')
            .select(['amount', 'paid_amount', 'team_valid_bet', 'active_members', 'status'])
            .where('contract_id', '=', id)
            .where('period_start', '=', slot.start)
            .executeTakeFirst();
          if (teamBets.length === 0) {
            // A slot in which the team did nothing writes no bill (decision 105).
            expect(bill).toBeUndefined();
            continue;
          }
          if (bill === undefined) {
            throw new Error(`no bill for contract ${id}`);
          }
          expect(Number(bill.amount)).toBe(expected.amount);
          expect(Number(bill.team_valid_bet)).toBe(teamBets.reduce((sum, bet) => sum + bet.stake, 0));
          expect(bill.active_members).toBe(new Set(teamBets.map((bet) => bet.member)).size);
          expect(Number(bill.paid_amount)).toBe(expected.amount);
          expect(bill.status).toBe(expected.amount > 0 ? 'PAID' : 'NOT_REACHED');
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);

  it('pays a short upline’s bills of one chunk in contract order as far as its balance goes, the rest on retry', async () => {
    const today = toReportDay(Date.now(), offset);
    const now = Date.now();
    const top = await make(1, null);
    const agent = await make(2, top);
    const daily = (rate: number) => ({
      kind: 'DAILYSAL3' as const,
      tiers: [{ validBet: 100, activeMembers: 1, rate }],
    });
    const ended = await offer(top, agent, daily(200), now);
    const downlines: number[] = [];
    const contracts: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const downline = await make(2, agent);
      downlines.push(downline);
      contracts.push(await offer(agent, downline, daily(100), now));
      const player = await make(0, downline);
      await insertBetRecordRow(handle(), {
        memberId: player,
        amount: 10_000,
        placedAt: reportDayStart(today + 1, offset) + 3_600_000,
        status: 'settled',
      });
    }
    // The operator ends top → agent today: tomorrow the agent pays its downlines from its wallet alone.
    const operator = await loginTestOperator(testApp.app);
    const end = await testApp.app.inject({
      method: 'POST',
      url: `/ops/contracts/${ended}/end`,
      headers: { authorization: operator },
      payload: { reason: 'test' },
    });
    expect(end.statusCode).toBe(200);
    await fundMember(handle(), agent, 150, 'USD');

    await runContractSettlement(handle(), 'DAILYSAL3', reportDayStart(today + 2, offset) + 1);
    const bills = async () =>
      handle()
        .db.selectFrom('agent_contract_settlement')
        .select(['contract_id', 'amount', 'paid_amount', 'status'])
        .where('contract_id', 'in', contracts)
        .where('period_start', '=', reportDayStart(today + 1, offset))
        .orderBy('contract_id')
        .execute();
    // 1 % of 10,000 each: the first paid in full, the second with the 50 left, the third with nothing.
    expect(
      (await bills()).map((bill) => [Number(bill.amount), Number(bill.paid_amount), bill.status]),
    ).toEqual([
      [100, 100, 'PAID'],
      [100, 50, 'PARTIAL'],
      [100, 0, 'INSUFFICIENT'],
    ]);
    expect(await balanceOf(agent)).toBe(0);
    expect(await Promise.all(downlines.map(balanceOf))).toEqual([100, 50, 0]);

    await fundMember(handle(), agent, 1000, 'USD');
    const retry = await runContractSettlement(handle(), 'DAILYSAL3', reportDayStart(today + 2, offset) + 2);
    expect(retry.retried).toBe(2);
    expect((await bills()).every((bill) => bill.status === 'PAID')).toBe(true);
    expect(await balanceOf(agent)).toBe(1000 - 150);
    expect(await Promise.all(downlines.map(balanceOf))).toEqual([100, 100, 100]);
  }, 120_000);
});
