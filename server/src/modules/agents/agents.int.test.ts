import { randomInt } from 'node:crypto';

import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { getPublicKey } from '../encryption/encryption.service';
import {
  ensureAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import { runTeamFigures } from './team-figures.service';

interface Actor {
  id: number;
  token: string;
  username: string;
}

describeIntegration('agent center', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const actors: Record<string, Actor> = {};
  const handle = () => testApp.database.handle;

  const login = async (username: string): Promise<string> => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`,
      payload: await encryptPayload(await getPublicKey(handle()), { username, password: 'Secret1234' }),
    });
    return response.json<{ value: { token: string } }>().value.token;
  };
  const make = async (username: string, type: number, parent?: string) => {
    const id = await createMember(handle(), {
      username,
      password: 'Secret1234',
      type,
      parentId: parent === undefined ? null : (actors[parent]?.id ?? null),
      isFirstLogin: false,
    });
    actors[username] = { id, username, token: await login(username) };
  };
  const actor = (name: string): Actor => {
    const found = actors[name];
    if (found === undefined) {
      throw new Error(`no actor ${name}`);
    }
    return found;
  };
  const get = (url: string, token?: string) =>
    testApp.app.inject({ url, headers: token === undefined ? {} : { authorization: token } });
  const post = async (url: string, token: string, body: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token },
      payload: await encryptPayload(await getPublicKey(handle()), body),
    });
  const deposit = async (name: string, amount: number, key: string) => {
    await runInTransaction(handle(), async (db) => {
      const channel = await ensureAccount(db, {
        code: ledgerAccountCodes.paymentChannel('TEST'),
        kind: 'payment_channel',
        ownerId: null,
        currency: 'USD',
        allowNegative: true,
      });
      const main = await getMemberMainAccount(db, actor(name).id, 'USD');
      await postTransfers(db, [
        {
          idempotencyKey: key,
          kind: 'deposit',
          reference: `deposit:${key}`,
          debitAccountId: channel.id,
          creditAccountId: main.id,
          amount,
        },
      ]);
    });
  };
  const setPaymentPassword = async (name: string) => {
    const response = await post('/wps/member/paymentPassword', actor(name).token, {
      loginPassword: 'Secret1234',
      newPassword: 'Pay123456',
      confirmNewPassword: 'Pay123456',
    });
    expect(response.json<{ success: boolean }>().success).toBe(true);
  };

  /** Tree: topa (1) → suba (2) → m2 (0); topa → m1 (0); topb (1) → x (0). */
  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(handle());
    await make('topa', 1);
    await make('suba', 2, 'topa');
    await make('m1', 0, 'topa');
    await make('m2', 0, 'suba');
    await make('topb', 1);
    await make('x', 0, 'topb');
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  /** Every agent call that names a member, with the member's id put in. */
  const callsNaming = (id: number) => [
    `/wps/agent/team/overview?agentId=${id}`,
    `/wps/agent/team/trend?agentId=${id}`,
    `/wps/agent/downline?parentId=${id}`,
    `/wps/agent/downline/${id}`,
    `/wps/agent/downline/${id}/transactions`,
    `/wps/agent/team/bets?memberId=${id}`,
    `/wps/agent/team/profit?parentId=${id}`,
    `/wps/agent/team/funds?memberId=${id}`,
  ];
  const callsWithoutIds = [
    '/wps/agent/team/overview',
    '/wps/agent/team/trend',
    '/wps/agent/downline',
    '/wps/agent/referral/members',
    '/wps/agent/team/bets',
    '/wps/agent/team/profit',
    '/wps/agent/income',
    '/wps/agent/team/funds',
    '/wps/agent/announcements',
  ];

  it("refuses another team's member, by any id in any parameter, as not found", async () => {
    for (const url of [...callsNaming(actor('x').id), ...callsNaming(actor('topb').id)]) {
      const response = await get(url, actor('topa').token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ errorCode: string }>().errorCode, url).toBe('not.found');
    }
    // An id that does not exist answers the same.
    const missing = await get('/wps/agent/downline/999999', actor('topa').token);
    expect(missing.json()).toEqual(
      (await get(`/wps/agent/downline/${actor('x').id}`, actor('topa').token)).json(),
    );
    // A sub-agent cannot see above itself or beside itself.
    for (const url of [...callsNaming(actor('topa').id), ...callsNaming(actor('m1').id)]) {
      expect((await get(url, actor('suba').token)).statusCode, url).toBe(404);
    }
    const byAccount = await get('/wps/agent/team/bets?account=x', actor('topa').token);
    expect(byAccount.statusCode).toBe(404);
  });

  it('refuses members that are not agents (403) and calls without a session (401)', async () => {
    for (const url of [...callsWithoutIds, '/wps/agent/referral']) {
      const response = await get(url, actor('m1').token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ errorCode: string }>().errorCode).toBe('agent.required');
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const transfer = await post('/wps/agent/transfers/downline', actor('m1').token, {
      memberId: actor('m2').id,
      amount: 100,
      paymentPassword: 'Pay123456',
      requestId: 'not-an-agent-1',
    });
    expect(transfer.statusCode).toBe(403);
    const create = await post('/wps/agent/register-center', actor('m1').token, {
      kind: 'MEMBER',
      username: 'nobody1',
      password: 'Secret1234',
      confirmPassword: 'Secret1234',
    });
    expect(create.statusCode).toBe(403);
  });

  it('lists the direct downline, drills into a sub-agent with a breadcrumb, and shows a member', async () => {
    const top = await get('/wps/agent/downline?sort=account&order=asc', actor('topa').token);
    const page = top.json<{
      value: { content: { account: string; teamSize: number }[]; breadcrumb: unknown[] };
    }>();
    expect(page.value.content.map((row) => row.account)).toEqual(['m1', 'suba']);
    expect(page.value.content.find((row) => row.account === 'suba')?.teamSize).toBe(1);
    const drill = await get(`/wps/agent/downline?parentId=${actor('suba').id}`, actor('topa').token);
    const drilled = drill.json<{
      value: { content: { account: string; depth: number }[]; breadcrumb: { account: string }[] };
    }>();
    expect(drilled.value.content.map((row) => [row.account, row.depth])).toEqual([['m2', 2]]);
    expect(drilled.value.breadcrumb.map((step) => step.account)).toEqual(['topa', 'suba']);
    const all = await get('/wps/agent/downline?scope=ALL&search=M', actor('topa').token);
    expect(all.json<{ value: { total: number } }>().value.total).toBe(2);
    const detail = await get(`/wps/agent/downline/${actor('m2').id}`, actor('topa').token);
    expect(detail.json<{ value: { member: { account: string } } }>().value.member.account).toBe('m2');
  });

  it('creates a member and a sub-agent in the register center, placed under the chosen upline', async () => {
    const member = await post('/wps/agent/register-center', actor('topa').token, {
      kind: 'MEMBER',
      username: 'newbie1',
      password: 'Secret1234',
      confirmPassword: 'Secret1234',
      uplineId: actor('suba').id,
    });
    expect(member.json<{ value: { uplineId: number; type: number } }>().value).toMatchObject({
      uplineId: actor('suba').id,
      type: 0,
    });
    const agent = await post('/wps/agent/register-center', actor('topa').token, {
      kind: 'AGENT',
      username: 'newagent1',
      password: 'Secret1234',
      confirmPassword: 'Secret1234',
    });
    expect(agent.json<{ value: { type: number; affiliateCode: string } }>().value.type).toBe(2);
    const outside = await post('/wps/agent/register-center', actor('topa').token, {
      kind: 'MEMBER',
      username: 'newbie2',
      password: 'Secret1234',
      confirmPassword: 'Secret1234',
      uplineId: actor('topb').id,
    });
    expect(outside.statusCode).toBe(404);
    const overview = await get('/wps/agent/team/overview', actor('topa').token);
    expect(
      overview.json<{ value: { teamSize: number; directMembers: number; subAgents: number } }>().value,
    ).toMatchObject({
      teamSize: 5,
      directMembers: 3,
      subAgents: 2,
    });
  });

  it('transfers to a downline and to the upline once per request id, both sides seeing it', async () => {
    await deposit('topa', 50_000, 'topa-funds');
    await setPaymentPassword('topa');
    await setPaymentPassword('m2');
    const request = {
      memberId: actor('m2').id,
      amount: 12_345,
      paymentPassword: 'Pay123456',
      requestId: 'to-m2-000001',
    };
    const first = await post('/wps/agent/transfers/downline', actor('topa').token, request);
    const sent = first.json<{ value: { id: string; balanceAfter: number } }>().value;
    expect(sent.balanceAfter).toBe(50_000 - 12_345);
    const again = await post('/wps/agent/transfers/downline', actor('topa').token, request);
    expect(again.json<{ value: { id: string } }>().value.id).toBe(sent.id);
    const changed = await post('/wps/agent/transfers/downline', actor('topa').token, {
      ...request,
      amount: 1000,
    });
    expect(changed.json<{ errorCode: string }>().errorCode).toBe('duplicate.request');
    const foreign = await post('/wps/agent/transfers/downline', actor('topa').token, {
      ...request,
      memberId: actor('x').id,
      requestId: 'to-x-0000001',
    });
    expect(foreign.statusCode).toBe(404);
    const overdraw = await post('/wps/agent/transfers/downline', actor('topa').token, {
      ...request,
      amount: 9_000_000,
      requestId: 'too-much-0001',
    });
    expect(overdraw.json<{ errorCode: string }>().errorCode).toBe('balance.insufficient');
    const received = await get('/wps/member/transactions?types=team_transfer', actor('m2').token);
    expect(
      received.json<{ value: { content: { amount: number }[] } }>().value.content.map((row) => row.amount),
    ).toEqual([12_345]);
    const up = await post('/wps/member/transfers/upline', actor('m2').token, {
      amount: 345,
      paymentPassword: 'Pay123456',
      requestId: 'to-up-000001',
    });
    expect(up.json<{ value: { to: { account: string } } }>().value.to.account).toBe('suba');
    const list = await get('/wps/member/transfers', actor('m2').token);
    expect(list.json<{ value: { total: number } }>().value.total).toBe(2);
    const context = await get('/wps/member/transfers/context', actor('m2').token);
    expect(context.json<{ value: { balance: number; upline: { account: string } } }>().value).toMatchObject({
      balance: 12_000,
      upline: { account: 'suba' },
    });
  });

  it("totals the team's figures as the sum of its members' own pages", async () => {
    await deposit('m1', 700, 'm1-deposit');
    await deposit('m2', 1_100, 'm2-deposit');
    await runTeamFigures(handle(), Date.now() + 60_000);
    const overview = await get('/wps/agent/team/overview', actor('topa').token);
    const team = overview.json<{ value: { figures: { deposits: number }; teamBalance: number } }>().value;
    let deposits = 0;
    for (const name of ['suba', 'm1', 'm2', 'newbie1', 'newagent1']) {
      const token = name in actors ? actor(name).token : await login(name);
      const profit = await get('/wps/member/profit', token);
      deposits += profit.json<{ value?: { deposits: number } }>().value?.deposits ?? 0;
    }
    expect(team.figures.deposits).toBe(deposits);
    expect(team.figures.deposits).toBe(1_800);
    expect(team.teamBalance).toBe(700 + 1_100 + 12_000 + 345);
  });

  it('lets an operator move a member under another agent, audited; others are refused', async () => {
    const token = await loginTestOperator(testApp.app);
    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/ops/members/${actor('suba').id}/upline`,
      headers: { authorization: token },
      payload: { uplineId: actor('topb').id, reason: 'agent changed house' },
    });
    expect(moved.json<{ value: { movedCount: number } }>().value.movedCount).toBe(3);
    expect((await get(`/wps/agent/downline/${actor('m2').id}`, actor('topa').token)).statusCode).toBe(404);
    expect((await get(`/wps/agent/downline/${actor('m2').id}`, actor('topb').token)).statusCode).toBe(200);
    const cycle = await testApp.app.inject({
      method: 'POST',
      url: `/ops/members/${actor('topb').id}/upline`,
      headers: { authorization: token },
      payload: { uplineId: actor('suba').id, reason: 'cycle' },
    });
    expect(cycle.json<{ errorCode: string }>().errorCode).toBe('upline.in.team');
    const asMember = await testApp.app.inject({
      method: 'POST',
      url: `/ops/members/${actor('suba').id}/upline`,
      headers: { authorization: actor('topa').token },
      payload: { uplineId: actor('topa').id, reason: 'not an operator' },
    });
    expect(asMember.statusCode).toBe(401);
    const tree = await testApp.app.inject({
      url: `/ops/members/${actor('m2').id}/tree`,
      headers: { authorization: token },
    });
    expect(
      tree.json<{ value: { uplines: { account: string }[] } }>().value.uplines.map((u) => u.account),
    ).toEqual(['topb', 'suba']);
  });
});
