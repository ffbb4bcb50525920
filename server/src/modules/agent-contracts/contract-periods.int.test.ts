import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { runInTransaction } from '../../db/transaction';
import {
  ensureAccount,
  getAccountBalance,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import { REAL_TIME_SLOT, salaryPeriodOf } from './contract-periods';
import { runContractSettlement } from './contract-settlement.service';

interface Body<T = Record<string, unknown>> {
  success: boolean;
  errorCode?: string;
  message?: string;
  value: T;
}

/**
 * Hourly and real-time salary settled by their own periods, and a period an operator settles while it is still open
 * (decision 072): settled as it stands, settled again once it ends, paying only the difference.
 */
describeIntegration('contract periods', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let offset = 0;

  const make = async (name: string, type: number, parent?: string) => {
    ids[name] = await createMember(handle(), {
      username: name,
      password: 'Secret1234',
      type,
      parentId: parent === undefined ? null : (ids[parent] ?? null),
      isFirstLogin: false,
    });
    const id = ids[name] ?? 0;
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: `10.8.${id % 250}.${(id * 7) % 250}`,
      payload: await encryptPayload(await getPublicKey(handle()), { username: name, password: 'Secret1234' }),
    });
    tokens[name] = login.json<Body<{ token: string }>>().value.token;
  };
  const call = async <T = Record<string, unknown>>(
    url: string,
    name: string,
    payload: Record<string, unknown>,
  ) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { authorization: tokens[name] ?? '' },
      payload,
    });
    return response.json<Body<T>>();
  };
  /** `from` offers `terms` to `to`, who accepts: answers the contract's id. */
  const contract = async (from: string, to: string, terms: Record<string, unknown>) => {
    const offered = await call<{ id: number }>('/wps/contracts/offer', from, { memberId: ids[to], terms });
    expect(offered.success, JSON.stringify(offered)).toBe(true);
    const accepted = await call<{ status: string }>(`/wps/contracts/${offered.value.id}/respond`, to, {
      action: 'ACCEPT',
    });
    expect(accepted.value.status).toBe('ACTIVE');
    return offered.value.id;
  };
  const balance = async (name: string) =>
    getAccountBalance(handle().db, (await getMemberMainAccount(handle().db, ids[name] ?? 0, 'USD')).id);
  const bet = (name: string, amount: number, placedAt: number, roundId?: string) =>
    insertBetRecordRow(handle(), {
      memberId: ids[name] ?? 0,
      amount,
      placedAt,
      status: 'settled',
      ...(roundId === undefined ? {} : { roundId }),
    });
  const bills = (contractId: number) =>
    handle()
      .db.selectFrom('agent_contract_settlement')
      .select(['period_start', 'amount', 'paid_amount', 'status'])
      .where('contract_id', '=', contractId)
      .orderBy('period_start')
      .execute();
  const commissions = async (name: string) => {
    const account = await getMemberMainAccount(handle().db, ids[name] ?? 0, 'USD');
    const rows = await handle()
      .db.selectFrom('ledger_transfer')
      .select('amount')
      .where('credit_account_id', '=', account.id)
      .where('kind', '=', 'commission')
      .execute();
    return rows.map((row) => Number(row.amount));
  };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(handle());
    offset = (await getDeploymentSettings(handle())).reportUtcOffsetMinutes;
    await make('hTop', 1);
    await make('h1', 2, 'hTop');
    await make('hp', 0, 'h1');
    await make('rTop', 1);
    await make('r1', 2, 'rTop');
    await make('rp', 0, 'r1');
    await make('dTop', 1);
    await make('d1', 2, 'dTop');
    await make('dp', 0, 'd1');
    await make('vTop', 1);
    await make('v1', 2, 'vTop');
    await make('vp', 0, 'v1');
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('settles hourly salary hour by hour, each hour once, with the hour’s own bets', async () => {
    const id = await contract('hTop', 'h1', {
      kind: 'HOURSAL3',
      tiers: [
        { validBet: 1000, activeMembers: 1, rate: 100 },
        { validBet: 8000, activeMembers: 1, rate: 200 },
      ],
    });
    const hour = salaryPeriodOf('HOURSAL3', Date.now(), offset);
    await bet('hp', 5000, hour.start + 1000);
    // A bet of the next hour belongs to the next hour's bill.
    await bet('hp', 9000, hour.end + 60_000);
    // (Counted on this contract's bills: the demo deployment has an hourly contract of its own.)
    await runContractSettlement(handle(), 'HOURSAL3', hour.end - 1);
    expect(await bills(id)).toEqual([]);
    await runContractSettlement(handle(), 'HOURSAL3', hour.end + 1);
    // 5,000 reaches the first tier: 1 % = 50, paid by the house.
    expect(await balance('h1')).toBe(50);
    await runContractSettlement(handle(), 'HOURSAL3', hour.end + 3_600_000 + 1);
    // 9,000 reaches the second: 2 % = 180.
    expect(await balance('h1')).toBe(50 + 180);
    const again = await runContractSettlement(handle(), 'HOURSAL3', hour.end + 3_600_000 + 2);
    expect(again).toEqual({ settled: 0, paid: 0, retried: 0 });
    expect(await balance('h1')).toBe(50 + 180);
    expect((await bills(id)).map((bill) => [bill.period_start, Number(bill.amount), bill.status])).toEqual([
      [hour.start, 50, 'PAID'],
      [hour.end, 180, 'PAID'],
    ]);
    expect((await commissions('h1')).sort((a, b) => a - b)).toEqual([50, 180]);
  });

  it('settles real-time salary per 5-minute slot, 30 s after it ends, by each bet’s outcome', async () => {
    const id = await contract('rTop', 'r1', {
      kind: 'RTSALARY3',
      profitRate: 50,
      lossRate: 100,
      singleBetAmount: 1000,
    });
    // The slot the contract starts in (read back: the clock may pass a slot's end between the acceptance and here,
    // and then the slot of "now" is the next one, with the contract's first slot already over).
    const version = await handle()
      .db.selectFrom('agent_contract_version')
      .select('effective_from')
      .where('contract_id', '=', id)
      .executeTakeFirstOrThrow();
    const slot = salaryPeriodOf('RTSALARY3', Number(version.effective_from), offset);
    await bet('rp', 4000, slot.start + 1000);
    await bet('rp', 2000, slot.start + 2000, 'rt-won');
    await handle()
      .db.updateTable('bet_record')
      .set({ payout: 3000 })
      .where('round_id', '=', 'rt-won')
      .execute();
    // Below the single-bet amount: earns nothing.
    await bet('rp', 999, slot.start + 3000);
    // Not before the slot has been over for 30 s.
    // (Counted on this contract's bills: the demo deployment has a real-time contract of its own.)
    await runContractSettlement(handle(), 'RTSALARY3', slot.end + 29_000);
    expect(await bills(id)).toEqual([]);
    expect(await balance('r1')).toBe(0);
    await runContractSettlement(handle(), 'RTSALARY3', slot.end + 30_000);
    // Lost 4,000 × 1 % = 40, won 2,000 × 0.5 % = 10.
    expect(await balance('r1')).toBe(50);
    await bet('rp', 3000, slot.end + 1000);
    await runContractSettlement(handle(), 'RTSALARY3', slot.end + REAL_TIME_SLOT + 30_000);
    expect(await balance('r1')).toBe(50 + 30);
    const again = await runContractSettlement(handle(), 'RTSALARY3', slot.end + REAL_TIME_SLOT + 31_000);
    expect(again.retried).toBe(0);
    expect(await balance('r1')).toBe(50 + 30);
    // Two slots in which the team did nothing: no bill, no "Not reached" row (decision 105).
    await runContractSettlement(handle(), 'RTSALARY3', slot.end + 3 * REAL_TIME_SLOT + 30_000);
    const written = await bills(id);
    expect(written.map((bill) => Number(bill.amount))).toEqual([50, 30]);
    expect(written.every((bill) => bill.status === 'PAID')).toBe(true);
  });

  it('settles an open day provisionally and tops it up once the day has ended; further ahead is refused', async () => {
    const id = await contract('dTop', 'd1', {
      kind: 'DAILYSAL3',
      tiers: [{ validBet: 1000, activeMembers: 1, rate: 100 }],
    });
    const now = Date.now();
    const today = toReportDay(now, offset);
    const tomorrow = reportDayStart(today + 1, offset);
    await bet('dp', 5000, now);
    const operator = await loginTestOperator(testApp.app);
    const settle = (at: number, language = 'en') =>
      testApp.app.inject({
        method: 'POST',
        url: '/ops/contracts/settle',
        headers: { authorization: operator, language },
        payload: { kind: 'DAILYSAL3', at: new Date(at).toISOString() },
      });

    const refused = await settle(Date.now() + 25 * 3_600_000, 'pt');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Body>()).toMatchObject({ errorCode: 'contract.settle.too.far.ahead' });
    expect(refused.json<Body>().message).toContain('liquidação');
    expect(await bills(id)).toEqual([]);

    // Settled as it stands (the day is still open): 1 % of 5,000.
    const early = await settle(tomorrow + 1000);
    expect(early.statusCode, early.body).toBe(200);
    expect(await balance('d1')).toBe(50);
    // A bet later that day, then the day ends and the job runs: the bill rises to 1 % of 9,000, 40 more is paid.
    await bet('dp', 4000, tomorrow - 1000);
    const closed = await runContractSettlement(handle(), 'DAILYSAL3', tomorrow + 1);
    expect(closed.paid).toBeGreaterThanOrEqual(40);
    expect(await balance('d1')).toBe(90);
    expect(
      (await bills(id)).map((bill) => [Number(bill.amount), Number(bill.paid_amount), bill.status]),
    ).toEqual([[90, 90, 'PAID']]);
    expect((await commissions('d1')).sort((a, b) => a - b)).toEqual([40, 50]);
    // The day is closed now: a rerun, and the operator's own settle, pay nothing more.
    await runContractSettlement(handle(), 'DAILYSAL3', tomorrow + 2);
    expect((await settle(Date.now())).statusCode).toBe(200);
    expect(await balance('d1')).toBe(90);
  });

  it('measures a dividend on the team loss minus the bonuses and rebates credited to the team (decision 073)', async () => {
    const id = await contract('vTop', 'v1', {
      kind: 'DIVIDEND3',
      period: 'D',
      mode: 'FIXED',
      tiers: [{ validBet: 1000, activeMembers: 1, teamLoss: 1000, rate: 1000 }],
    });
    const now = Date.now();
    const tomorrow = reportDayStart(toReportDay(now, offset) + 1, offset);
    // vp loses 9,000, and is paid a 1,000 bonus and a 500 rebate the same day.
    await bet('vp', 9000, now);
    const reward = (kind: 'bonus' | 'commission', amount: number, reference: string) =>
      runInTransaction(handle(), async (db) => {
        const from = await ensureAccount(db, {
          code: ledgerAccountCodes.bonus(),
          kind: 'bonus',
          ownerId: null,
          currency: 'USD',
          allowNegative: true,
        });
        const to = await getMemberMainAccount(db, ids.vp ?? 0, 'USD');
        await postTransfers(db, [
          {
            idempotencyKey: `test-${reference}`,
            kind,
            reference,
            debitAccountId: from.id,
            creditAccountId: to.id,
            amount,
          },
        ]);
      });
    await reward('bonus', 1000, 'promotion:test');
    await reward('commission', 500, 'rebate:test');
    await runContractSettlement(handle(), 'DIVIDEND3', tomorrow + 1);
    const [bill] = await handle()
      .db.selectFrom('agent_contract_settlement')
      .select(['team_loss', 'amount', 'status'])
      .where('contract_id', '=', id)
      .execute();
    // 9,000 − 1,000 − 500 = 7,500; 10 % of it.
    expect(bill).toMatchObject({ team_loss: 7500, amount: 750, status: 'AWAITING_APPROVAL' });
  });
});
