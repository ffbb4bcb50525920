import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { findMemberById } from '../accounts/members.service';
import { reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  findAccountByCode,
  getAccountBalance,
  getMemberMainAccount,
  HOUSE_SHARDS,
  ledgerAccountCodes,
} from '../ledger/ledger.service';
import { offerContract, respondToContract } from './agent-contracts.service';
import { runContractSettlement } from './contract-settlement.service';

/** A random tree: node i > 0 hangs under an earlier node; each may hold a contract and bets. */
const treeArbitrary = fc.integer({ min: 2, max: 6 }).chain((size) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: size - 1 }, (_, index) => fc.integer({ min: 0, max: index }))),
    contracted: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    bets: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: size, maxLength: size }),
    // Bills per transaction (decision 089): one, a few, or the default's whole level.
    chunkSize: fc.constantFrom(1, 2, 3, undefined),
  }),
);

describeIntegration('contract settlement on random trees', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;
  let serial = 0;
  let day = 0;
  let offset = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    offset = (await getDeploymentSettings(handle())).reportUtcOffsetMinutes;
    day = toReportDay(Date.now(), offset);
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  const balanceOf = async (memberId: number) =>
    getAccountBalance(handle().db, (await getMemberMainAccount(handle().db, memberId, 'USD')).id);
  const houseTotal = async () => {
    let total = 0;
    for (let shard = 0; shard < HOUSE_SHARDS; shard += 1) {
      const account = await findAccountByCode(handle().db, ledgerAccountCodes.house(shard));
      total += account === undefined ? 0 : await getAccountBalance(handle().db, account.id);
    }
    return total;
  };

  it('makes each upline pay exactly its own amount minus what its direct downlines receive, the house only the top', async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary, async ({ parents, contracted, bets, chunkSize }) => {
        // Each run settles a day of its own: the next one after the last run's.
        day += 1;
        const start = reportDayStart(day, offset);
        const ids: number[] = [];
        for (let index = 0; index <= parents.length; index += 1) {
          serial += 1;
          const parentIndex = index === 0 ? undefined : parents[index - 1];
          ids.push(
            await createMember(handle(), {
              username: `prop${serial}`,
              password: 'Secret1234',
              type: index === 0 ? 1 : 2,
              parentId: parentIndex === undefined ? null : (ids[parentIndex] ?? null),
              isFirstLogin: false,
            }),
          );
        }
        // A contract for node i when its upline is the root or holds one itself; rates fall with depth.
        const holds = new Map<number, number>();
        const depth = (index: number): number => (index === 0 ? 0 : depth(parents[index - 1] ?? 0) + 1);
        for (let index = 1; index < ids.length; index += 1) {
          const parentIndex = parents[index - 1] ?? 0;
          const memberId = ids[index] ?? 0;
          const uplineId = ids[parentIndex] ?? 0;
          if (!(contracted[index] ?? false) || (parentIndex !== 0 && !holds.has(parentIndex))) {
            continue;
          }
          const upline = await findMemberById(handle().db, uplineId);
          const member = await findMemberById(handle().db, memberId);
          if (upline === undefined || member === undefined) {
            throw new Error('member missing');
          }
          const terms = {
            kind: 'DAILYSAL3' as const,
            tiers: [{ validBet: 100, activeMembers: 1, rate: 260 - 40 * depth(index) }],
          };
          const contract = await offerContract(handle(), upline, { memberId, terms }, start + 1000);
          await respondToContract(handle(), member, contract.id, 'ACCEPT', start + 2000);
          holds.set(index, contract.id);
        }
        // Uplines below the top have a float, so nobody is short: the property is about the split.
        for (const index of holds.keys()) {
          await fundMember(handle(), ids[index] ?? 0, 1_000_000_000, 'USD');
        }
        for (let index = 0; index < ids.length; index += 1) {
          const amount = bets[index] ?? 0;
          if (amount > 0) {
            await insertBetRecordRow(handle(), {
              memberId: ids[index] ?? 0,
              amount,
              placedAt: start + 3_600_000,
              status: 'settled',
            });
          }
        }
        const before = new Map<number, number>();
        for (const id of ids) {
          before.set(id, await balanceOf(id));
        }
        const houseBefore = await houseTotal();

        await runContractSettlement(
          handle(),
          'DAILYSAL3',
          reportDayStart(day + 1, offset) + 1,
          chunkSize === undefined ? {} : { chunkSize },
        );

        const bills = await handle()
          .db.selectFrom('agent_contract_settlement')
          .select(['contract_id', 'amount', 'paid_amount', 'is_house_paid', 'status'])
          .where('contract_id', 'in', [...holds.values(), 0])
          .where('period_start', '=', start)
          .execute();
        const amountOf = new Map(bills.map((bill) => [bill.contract_id, bill.amount]));
        for (const bill of bills) {
          expect(bill.paid_amount).toBe(bill.amount);
        }
        let topTotal = 0;
        for (let index = 0; index < ids.length; index += 1) {
          const own = amountOf.get(holds.get(index) ?? 0) ?? 0;
          let toDirects = 0;
          for (let child = 1; child < ids.length; child += 1) {
            if (parents[child - 1] === index && holds.has(child)) {
              toDirects += amountOf.get(holds.get(child) ?? 0) ?? 0;
              if (index === 0) {
                topTotal += amountOf.get(holds.get(child) ?? 0) ?? 0;
              }
            }
          }
          const id = ids[index] ?? 0;
          // The root holds no contract: what it "pays" its directs comes from the house, not from it.
          const expected = index === 0 ? 0 : own - toDirects;
          expect((await balanceOf(id)) - (before.get(id) ?? 0)).toBe(expected);
        }
        expect((await houseTotal()) - houseBefore + topTotal).toBe(0);
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});
