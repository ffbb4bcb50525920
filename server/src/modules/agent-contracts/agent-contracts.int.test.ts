import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { getPublicKey } from '../encryption/encryption.service';
import { reportDayStart, toReportDay } from '../bets/bets.service';
import { getAccountBalance, getMemberMainAccount } from '../ledger/ledger.service';
import { runContractSettlement } from './contract-settlement.service';

interface Actor {
  id: number;
  token: string;
}

interface Body<T = Record<string, unknown>> {
  success: boolean;
  errorCode?: string;
  message?: string;
  value: T;
}

const DAILY = {
  kind: 'DAILYSAL3',
  tiers: [
    { validBet: 1000, activeMembers: 1, rate: 100 },
    { validBet: 10_000, activeMembers: 2, rate: 200 },
  ],
};

describeIntegration('agent contracts', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const handle = () => testApp.database.handle;
  const actors: Record<string, Actor> = {};
  const actor = (name: string): Actor => {
    const found = actors[name];
    if (found === undefined) {
      throw new Error(`no actor ${name}`);
    }
    return found;
  };
  const make = async (name: string, type: number, parent?: string) => {
    const id = await createMember(handle(), {
      username: name,
      password: 'Secret1234',
      type,
      parentId: parent === undefined ? null : actor(parent).id,
      isFirstLogin: false,
    });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: `10.9.${id % 250}.${(id * 7) % 250}`,
      payload: await encryptPayload(await getPublicKey(handle()), { username: name, password: 'Secret1234' }),
    });
    actors[name] = { id, token: login.json<Body<{ token: string }>>().value.token };
  };
  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    name: string,
    payload?: Record<string, unknown>,
    language = 'en',
  ) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: { authorization: actor(name).token, language },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json<Body<T>>() };
  };
  const offer = (from: string, to: string, terms: Record<string, unknown>, language?: string) =>
    call<{ id: number; status: string }>(
      'POST',
      '/wps/contracts/offer',
      from,
      { memberId: actor(to).id, terms },
      language,
    );
  const respond = (name: string, id: number, action: string) =>
    call<{ status: string }>('POST', `/wps/contracts/${id}/respond`, name, { action });
  const balance = async (name: string) =>
    getAccountBalance(handle().db, (await getMemberMainAccount(handle().db, actor(name).id, 'USD')).id);
  const fund = (name: string, amount: number) => fundMember(handle(), actor(name).id, amount, 'USD');
  const bet = (name: string, amount: number, placedAt: number) =>
    insertBetRecordRow(handle(), { memberId: actor(name).id, amount, placedAt, status: 'settled' });

  let today = 0;
  let dayStart = (_day: number) => 0;
  const ids: Record<string, number> = {};

  /** Tree: top (1) → a1 (2) → a2 (2) → p (0); other (1) → o (0). */
  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(handle());
    await make('top', 1);
    await make('a1', 2, 'top');
    await make('a2', 2, 'a1');
    await make('p', 0, 'a2');
    await make('other', 1);
    await make('o', 0, 'other');
    const offset = (await getDeploymentSettings(handle())).reportUtcOffsetMinutes;
    today = toReportDay(Date.now(), offset);
    dayStart = (day: number) => reportDayStart(day, offset);
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('offers, refuses what breaks the rules with a localized reason, and accepts through the relay call', async () => {
    const first = await offer('top', 'a1', DAILY);
    expect(first.body.value.status).toBe('OFFERED');
    ids.top = first.body.value.id;
    expect((await offer('top', 'a1', DAILY)).body.errorCode).toBe('contract.already.open');
    // Another member cannot see or answer it; the downline accepts.
    expect((await respond('o', ids.top, 'ACCEPT')).status).toBe(404);
    expect((await call('GET', `/wps/contracts/${ids.top}`, 'o')).status).toBe(404);
    expect((await respond('a1', ids.top, 'ACCEPT')).body.value.status).toBe('ACTIVE');

    const refusals: [string, string, Record<string, unknown>, string][] = [
      ['a2', 'p', DAILY, 'contract.upline.not.contracted'],
      ['a1', 'p', DAILY, 'contract.downline.not.direct'],
      ['top', 'o', DAILY, 'not.found'],
      [
        'a1',
        'a2',
        { kind: 'DAILYSAL3', tiers: [{ validBet: 1000, activeMembers: 1, rate: 900 }] },
        'contract.rate.out.of.range',
      ],
      [
        'a1',
        'a2',
        {
          kind: 'DAILYSAL3',
          tiers: [
            { validBet: 5000, activeMembers: 1, rate: 50 },
            { validBet: 5000, activeMembers: 1, rate: 60 },
          ],
        },
        'contract.tiers.not.increasing',
      ],
      [
        'a1',
        'a2',
        { kind: 'DAILYSAL3', tiers: [{ validBet: 1000, activeMembers: 1, rate: 150 }] },
        'contract.rate.above.upline',
      ],
    ];
    for (const [from, to, terms, code] of refusals) {
      const refused = await offer(from, to, terms);
      expect(refused.body.errorCode, code).toBe(code);
      expect(refused.status, code).toBeGreaterThanOrEqual(400);
    }
    const chinese = await offer('a1', 'a2', refusals[5]?.[2] ?? {}, 'zh-CN');
    expect(chinese.body.message).toContain('契约');

    const second = await offer('a1', 'a2', {
      kind: 'DAILYSAL3',
      tiers: [
        { validBet: 1000, activeMembers: 1, rate: 50 },
        { validBet: 10_000, activeMembers: 2, rate: 150 },
      ],
    });
    ids.a1 = second.body.value.id;
    const relayed = await call<{ status: string }>('POST', '/wps/relay/MCS2_processDailySalContract', 'a2', {
      id: ids.a1,
      action: 'ACCEPT',
    });
    expect(relayed.body.value.status).toBe('ACTIVE');
    // The relay call of another kind does not answer it.
    expect(
      (await call('POST', '/wps/relay/MCS2_processDividendReq', 'a2', { id: ids.a1, action: 'REJECT' }))
        .status,
    ).toBe(404);
    // The upline now cannot lower a1's terms below what a1 grants a2.
    const lower = await offer('top', 'a1', {
      kind: 'DAILYSAL3',
      tiers: [{ validBet: 1000, activeMembers: 1, rate: 40 }],
    });
    expect(lower.body.errorCode).toBe('contract.rate.below.granted');
    const consolidated = await call<{ dailysalreqtype: number; divtypereq: number }>(
      'GET',
      '/wps/member/info/funds/consolidated',
      'a2',
    );
    expect(consolidated.body.value).toMatchObject({ dailysalreqtype: 1, divtypereq: 0 });
  });

  it('settles a day once: the house pays the top, the upline pays the difference, a rerun pays nothing', async () => {
    const noon = dayStart(today) + 12 * 3_600_000;
    await bet('p', 6000, noon);
    await bet('a2', 5000, noon);
    await bet('o', 9000, noon);
    const run = await runContractSettlement(handle(), 'DAILYSAL3', dayStart(today + 1) + 1);
    // The demo deployment's own contract (demoagent → demoplayer) may settle the same day: count this test's two.
    const own = await handle()
      .db.selectFrom('agent_contract_settlement')
      .select('contract_id')
      .where('contract_id', 'in', [ids.top ?? 0, ids.a1 ?? 0])
      .execute();
    expect(own).toHaveLength(2);
    expect(run.settled).toBeGreaterThanOrEqual(2);
    // a1's team: 11,000 valid bet, 2 active → 2 %: 220 from the house; a2's: 1.5 %, 165 paid by a1.
    expect(await balance('a1')).toBe(220 - 165);
    expect(await balance('a2')).toBe(165);
    const again = await runContractSettlement(handle(), 'DAILYSAL3', dayStart(today + 1) + 1);
    expect(again).toEqual({ settled: 0, paid: 0, retried: 0 });
    expect(await balance('a1')).toBe(55);

    const bills = await call<{ content: { amount: number; status: string; side: string }[] }>(
      'GET',
      '/wps/contracts/settlements',
      'a1',
    );
    expect(bills.body.value.content.map((bill) => [bill.side, bill.amount, bill.status]).sort()).toEqual([
      ['PAID', 165, 'PAID'],
      ['RECEIVED', 220, 'PAID'],
    ]);
    const others = await call<{ content: unknown[] }>('GET', '/wps/contracts/settlements', 'o');
    expect(others.body.value.content).toEqual([]);
  });

  it('leaves an upline who cannot pay a partial bill, paid in full by a later run', async () => {
    // The operator ends top → a1: a1 now pays a2 from its wallet alone.
    const operator = await loginTestOperator(testApp.app);
    const ended = await testApp.app.inject({
      method: 'POST',
      url: `/ops/contracts/${ids.top}/end`,
      headers: { authorization: operator },
      payload: { reason: 'test' },
    });
    expect(ended.json<Body<{ status: string }>>().value.status).toBe('ENDED');
    await bet('p', 20_000, dayStart(today + 1) + 3_600_000);
    await runContractSettlement(handle(), 'DAILYSAL3', dayStart(today + 2) + 1);
    // a2's team: 20,000 with one active member → 0.5 % = 100; a1 holds 55.
    expect(await balance('a1')).toBe(0);
    expect(await balance('a2')).toBe(165 + 55);
    await fund('a1', 1000);
    const retry = await runContractSettlement(handle(), 'DAILYSAL3', dayStart(today + 2) + 2);
    expect(retry.retried).toBe(1);
    expect(await balance('a1')).toBe(1000 - 45);
    expect(await balance('a2')).toBe(165 + 100);
  });

  it('asks to end, rejects, and ends by agreement, with the history', async () => {
    expect((await respond('a2', ids.a1 ?? 0, 'END')).body.value.status).toBe('END_REQUESTED');
    expect((await respond('a2', ids.a1 ?? 0, 'ACCEPT')).body.errorCode).toBe('contract.invalid.transition');
    expect((await respond('a1', ids.a1 ?? 0, 'REJECT')).body.value.status).toBe('ACTIVE');
    await respond('a1', ids.a1 ?? 0, 'END');
    expect((await respond('a2', ids.a1 ?? 0, 'ACCEPT')).body.value.status).toBe('ENDED');
    const detail = await call<{ history: { action: string; by: string }[] }>(
      'GET',
      `/wps/contracts/${ids.a1}`,
      'a2',
    );
    expect(detail.body.value.history.map((event) => event.action)).toEqual([
      'OFFER',
      'ACCEPT',
      'END_REQUEST',
      'END_REJECT',
      'END_REQUEST',
      'END_ACCEPT',
    ]);
  });

  it('holds a dividend for approval and pays it once approved', async () => {
    const offered = await offer('other', 'o', {
      kind: 'DIVIDEND3',
      period: 'D',
      mode: 'FIXED',
      tiers: [{ validBet: 1000, activeMembers: 1, teamLoss: 1000, rate: 1000 }],
    });
    await respond('o', offered.body.value.id, 'ACCEPT');
    await runContractSettlement(handle(), 'DIVIDEND3', dayStart(today + 1) + 1);
    const bills = await call<{ content: { id: number; amount: number; status: string }[] }>(
      'GET',
      '/wps/contracts/settlements',
      'o',
    );
    const [bill] = bills.body.value.content;
    // o lost its 9,000: 10 % of the loss.
    expect(bill).toMatchObject({ amount: 900, status: 'AWAITING_APPROVAL' });
    const operator = await loginTestOperator(testApp.app);
    const queue = await testApp.app.inject({
      method: 'GET',
      url: '/ops/contracts/settlements?status=AWAITING_APPROVAL&kind=DIVIDEND3',
      headers: { authorization: operator },
    });
    const waiting = queue.json<Body<{ content: { id: number; side: string }[]; total: number }>>().value;
    expect(waiting.content.map((row) => row.id)).toEqual([bill?.id]);
    expect(waiting.content[0]?.side).toBe('OPERATOR');
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/ops/contracts/settlements/${bill?.id}/approve`,
      headers: { authorization: operator },
      payload: { approve: true },
    });
    expect(approved.json<Body<{ status: string }>>().value.status).toBe('PAID');
    expect(await balance('o')).toBe(900);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/ops/contracts/settlements?status=AWAITING_APPROVAL',
      headers: { authorization: operator },
    });
    expect(after.json<Body<{ total: number }>>().value.total).toBe(0);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/ops/contracts/settlements?status=SOMETIMES',
      headers: { authorization: operator },
    });
    expect(bad.statusCode).toBe(400);
  });
});
