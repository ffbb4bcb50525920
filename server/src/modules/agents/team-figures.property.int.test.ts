import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { seedDemoDeployment } from '../../demo/seed-demo';
import { insertBetRecordRow } from '../../test/bet-records';
import { fundMember } from '../../test/seamless-client';
import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { findMemberById } from '../accounts/members.service';
import { formatReportDay, toReportDay } from '../bets/bets.service';
import { getProfit } from '../records/records.service';
import { getTeamOverview } from './agent-center.service';
import { runTeamFigures } from './team-figures.service';

/*
 * Issue 19: "a team's total is the sum of its members' own pages, to the cent". On random trees with random bets
 * (lost, won, open, rolled back; today or yesterday) and deposits, the team overview of every agent of the tree
 * equals the sums of its members' own personal P&L pages (GET /wps/member/profit: its deposits and its bets per
 * game type) over the same days, and its active members are the members with a bet in them.
 */

const DAY_MS = 86_400_000;

const memberArbitrary = fc.record({ parent: fc.nat(), isAgent: fc.boolean() });
const betArbitrary = fc.record({
  who: fc.nat(),
  amount: fc.integer({ min: 1, max: 500_000 }),
  outcome: fc.constantFrom('lost', 'prize', 'unsettled', 'rolled_back'),
  gameType: fc.constantFrom('RNG', 'LIVE', 'SPORTS'),
  isYesterday: fc.boolean(),
});
const depositArbitrary = fc.record({ who: fc.nat(), amount: fc.integer({ min: 1, max: 1_000_000 }) });

describeIntegration('team figures (property)', () => {
  let database: TestDatabase;
  let run = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDeployment(database.handle, 'PLAZA');
  }, 120_000);

  afterAll(async () => {
    await database.drop();
  });

  it("totals every agent's team as the sum of its members' own pages, to the cent", async () => {
    const handle = () => database.handle;
    await fc.assert(
      fc.asyncProperty(
        fc.array(memberArbitrary, { minLength: 2, maxLength: 6 }),
        fc.array(betArbitrary, { maxLength: 12 }),
        fc.array(depositArbitrary, { maxLength: 4 }),
        async (members, bets, deposits) => {
          run += 1;
          const now = Date.now();
          // Node 0 is a top agent; each other node joins one of the agents made before it.
          const ids: number[] = [];
          const parents: (number | null)[] = [];
          const agents: number[] = [];
          for (const [index, member] of [{ parent: 0, isAgent: true }, ...members].entries()) {
            const parent = index === 0 ? null : (agents[member.parent % agents.length] ?? null);
            const id = await createMember(handle(), {
              username: `prop${run}n${index}`,
              password: 'Secret1234',
              type: index === 0 ? 1 : member.isAgent ? 2 : 0,
              parentId: parent === null ? null : (ids[parent] ?? null),
              isFirstLogin: false,
            });
            ids.push(id);
            parents.push(parent);
            if (index === 0 || member.isAgent) {
              agents.push(index);
            }
          }
          for (const bet of bets) {
            const memberId = ids[bet.who % ids.length] ?? 0;
            await insertBetRecordRow(handle(), {
              memberId,
              amount: bet.amount,
              placedAt: now - (bet.isYesterday ? DAY_MS : 1_000),
              gameType: bet.gameType,
              ...(bet.outcome === 'prize'
                ? { kind: 'prize' as const }
                : { status: bet.outcome === 'lost' ? ('settled' as const) : bet.outcome }),
            });
          }
          for (const deposit of deposits) {
            await fundMember(handle(), ids[deposit.who % ids.length] ?? 0, deposit.amount, 'USD');
          }
          await runTeamFigures(handle(), Date.now() + 60_000);

          const today = toReportDay(now, 0);
          const from = new Date((today - 1) * DAY_MS).toISOString();
          const to = new Date(Date.now() + 1).toISOString();
          const pages = await Promise.all(ids.map((id) => getProfit(handle(), id, { from, to })));
          const own = pages.map((page) => ({
            deposits: page.deposits,
            betCount: page.byGameType.reduce((sum, row) => sum + row.betCount, 0),
            validBet: page.byGameType.reduce((sum, row) => sum + row.validBet, 0),
            payout: page.byGameType.reduce((sum, row) => sum + row.payout, 0),
            profit: page.byGameType.reduce((sum, row) => sum + row.profit, 0),
          }));
          const isBelow = (node: number, agent: number): boolean => {
            const parent = parents[node] ?? null;
            return parent !== null && (parent === agent || isBelow(parent, agent));
          };
          for (const agent of agents) {
            const agentRow = await findMemberById(handle().db, ids[agent] ?? 0);
            if (agentRow === undefined) {
              throw new Error('agent not found');
            }
            const overview = await getTeamOverview(handle(), agentRow, {
              period: 'CUSTOM',
              from: formatReportDay(today - 1),
              to: formatReportDay(today),
            });
            const team = own.filter((_, node) => isBelow(node, agent));
            const sum = (pick: (row: (typeof own)[number]) => number) =>
              team.reduce((total, row) => total + pick(row), 0);
            expect(overview.teamSize).toBe(team.length);
            expect({
              deposits: overview.figures.deposits,
              betCount: overview.figures.betCount,
              validBet: overview.figures.validBet,
              payout: overview.figures.payout,
              profitLoss: overview.figures.profitLoss,
              activeMembers: overview.activeMembers,
            }).toEqual({
              deposits: sum((row) => row.deposits),
              betCount: sum((row) => row.betCount),
              validBet: sum((row) => row.validBet),
              payout: sum((row) => row.payout),
              profitLoss: sum((row) => row.profit),
              activeMembers: team.filter((row) => row.betCount > 0).length,
            });
          }
        },
      ),
      { numRuns: 3 },
    );
  }, 300_000);
});
