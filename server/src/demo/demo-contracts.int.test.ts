import { afterAll, beforeAll, expect, it } from 'vitest';

import { listSettlements } from '../modules/agent-contracts/contract-settlement.service';
import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { DEMO_AGENT } from './demo-deployments';
import { seedDemoDeployment } from './seed-demo';

const HOUR = 3_600_000;

describeIntegration('the demo agent’s salary contracts on a fresh start', () => {
  let database: TestDatabase;
  let agentId: number;
  // Forty minutes into an hour: the lottery history's bets of the last twenty minutes (demo-lottery.ts) are then
  // in the hour still open, so only older hours can have written hourly bills (at ten past, they would be in the
  // hour just settled, and the page would show one whatever the contract's start).
  const now = Math.floor(Date.now() / HOUR) * HOUR - 20 * 60_000;

  beforeAll(async () => {
    database = await createTestDatabase();
    // What the server's first start seeds (server/src/main.ts): the lottery history is where the bets come from.
    await seedDemoDeployment(database.handle, 'PLAZA', now, { hasLotteryHistory: true });
    const agent = await database.handle.db
      .selectFrom('member')
      .select('id')
      .where('username', '=', DEMO_AGENT.username)
      .executeTakeFirstOrThrow();
    agentId = agent.id;
  });
  afterAll(async () => {
    await database.drop();
  });

  // Idle hours write no bill (decision 105): the hourly salary must reach back to hours in which the team played.
  it('shows bills of hours the team played on the agent’s hourly salary page', async () => {
    const page = await listSettlements(database.handle, agentId, {
      kind: 'HOURSAL3',
      side: 'ALL',
      pageNum: 1,
      pageSize: 100,
    });
    expect(page.total).toBeGreaterThan(0);
    for (const bill of page.content) {
      expect(bill.kind).toBe('HOURSAL3');
      expect(Date.parse(bill.periodEnd) - Date.parse(bill.periodStart)).toBe(HOUR);
      expect(Date.parse(bill.periodEnd)).toBeLessThanOrEqual(now);
      expect(bill.teamValidBet).toBeGreaterThan(0);
    }
  });

  it('shows bills on the daily and the real-time salary pages too', async () => {
    for (const kind of ['DAILYSAL3', 'RTSALARY3'] as const) {
      const page = await listSettlements(database.handle, agentId, {
        kind,
        side: 'ALL',
        pageNum: 1,
        pageSize: 1,
      });
      expect(page.total, kind).toBeGreaterThan(0);
    }
  });
});
