import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { findMemberById } from '../accounts/members.service';
import { reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { offerContract, respondToContract } from './agent-contracts.service';
import { runContractSettlement } from './contract-settlement.service';

const CHILD = fileURLToPath(new URL('../../test/contract-settle-child.ts', import.meta.url));
/** Two trees: a top agent, 4 agents under it, 3 sub-agents under each, each sub-agent betting. */
const TOPS = 2;
const AGENTS = 4;
const SUBS = 3;

describeIntegration('contract settlement killed half-way', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('pays every contract of the day exactly once after a kill -9 and a restart', async () => {
    const offset = (await getDeploymentSettings(handle())).reportUtcOffsetMinutes;
    const now = Date.now();
    const today = toReportDay(now, offset);
    const dayEnd = reportDayStart(today + 1, offset);
    let serial = 0;
    const make = async (type: number, parentId: number | null) => {
      serial += 1;
      return createMember(handle(), {
        username: `crash${serial}`,
        password: 'Secret1234',
        type,
        parentId,
        isFirstLogin: false,
      });
    };
    const contract = async (uplineId: number, memberId: number, rate: number) => {
      const upline = await findMemberById(handle().db, uplineId);
      const member = await findMemberById(handle().db, memberId);
      if (upline === undefined || member === undefined) {
        throw new Error('member missing');
      }
      const offered = await offerContract(handle(), upline, {
        memberId,
        terms: { kind: 'DAILYSAL3', tiers: [{ validBet: 100, activeMembers: 1, rate }] },
      });
      await respondToContract(handle(), member, offered.id, 'ACCEPT');
      return offered.id;
    };
    const contracts: number[] = [];
    for (let top = 0; top < TOPS; top += 1) {
      const topId = await make(1, null);
      for (let agent = 0; agent < AGENTS; agent += 1) {
        const agentId = await make(2, topId);
        contracts.push(await contract(topId, agentId, 200));
        // A float so that nobody is short: a short upline is another test's (agent-contracts.int.test.ts).
        await fundMember(handle(), agentId, 1_000_000, 'USD');
        for (let sub = 0; sub < SUBS; sub += 1) {
          const subId = await make(2, agentId);
          contracts.push(await contract(agentId, subId, 100));
          await insertBetRecordRow(handle(), {
            memberId: subId,
            amount: 10_000 * (sub + 1),
            placedAt: now,
            status: 'settled',
          });
        }
      }
    }
    const paidOf = async () => {
      const rows = await handle()
        .db.selectFrom('ledger_transfer')
        .select(['reference', 'amount'])
        .where('kind', '=', 'commission')
        .where(
          'reference',
          'in',
          contracts.map((id) => `contract:${id}`),
        )
        .execute();
      const sums = new Map<string, number>();
      for (const row of rows) {
        sums.set(row.reference, (sums.get(row.reference) ?? 0) + Number(row.amount));
      }
      return sums;
    };

    // A settlement process killed with SIGKILL after its sixth transaction of bills, two bills each (decision 089:
    // a level's bills are written and paid in chunks; the demo deployment's own contract is one of the top level's).
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, 'DAILYSAL3', String(dayEnd + 1), '2'], {
      env: { ...process.env, DATABASE_URL: testApp.database.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let bills = 0;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdout.on('data', (chunk: Buffer) => {
      bills += chunk
        .toString()
        .split('\n')
        .filter((line) => line === 'bill').length;
      if (bills >= 6) {
        child.kill('SIGKILL');
      }
    });
    await exited;
    expect(bills).toBeGreaterThanOrEqual(6);
    const half = await handle()
      .db.selectFrom('agent_contract_settlement')
      .select('id')
      .where('contract_id', 'in', contracts)
      .execute();
    expect(half.length).toBeGreaterThanOrEqual(5);
    expect(half.length).toBeLessThan(contracts.length);
    // What the killed process paid is exactly what its bills say: no bill without its payment, or the reverse.
    const paidBefore = await paidOf();
    const billsBefore = await handle()
      .db.selectFrom('agent_contract_settlement')
      .select(['contract_id', 'paid_amount'])
      .where('contract_id', 'in', contracts)
      .execute();
    for (const bill of billsBefore) {
      expect(paidBefore.get(`contract:${bill.contract_id}`) ?? 0).toBe(Number(bill.paid_amount));
    }

    // The restart settles the rest; a further run pays nothing.
    await runContractSettlement(handle(), 'DAILYSAL3', dayEnd + 2);
    const again = await runContractSettlement(handle(), 'DAILYSAL3', dayEnd + 3);
    expect(again.paid).toBe(0);

    const settled = await handle()
      .db.selectFrom('agent_contract_settlement')
      .select(['contract_id', 'amount', 'paid_amount', 'status'])
      .where('contract_id', 'in', contracts)
      .execute();
    expect(settled).toHaveLength(contracts.length);
    const paid = await paidOf();
    for (const bill of settled) {
      expect(bill.status).toBe('PAID');
      expect(Number(bill.paid_amount)).toBe(Number(bill.amount));
      expect(paid.get(`contract:${bill.contract_id}`)).toBe(Number(bill.amount));
    }
    // An agent's bill: 2 % of its three sub-agents' 10,000 + 20,000 + 30,000.
    const agentBill = settled.find((bill) => bill.contract_id === contracts[0]);
    expect(Number(agentBill?.amount)).toBe(Math.floor(((10_000 + 20_000 + 30_000) * 200) / 10_000));
    const report = await verifyLedger(handle().db);
    expect(report.isPassing, JSON.stringify(report)).toBe(true);
  }, 180_000);
});
