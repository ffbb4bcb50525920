import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import type { ReferralFriendPage, ReferralRules, ReferralSummary } from '@plaza/contracts/referral';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { getPublicKey } from '../encryption/encryption.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { createOperator } from '../operator/operator.service';
import { createDeposit } from '../payments/payments.service';
import { qualifyReferrals } from './referral.service';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
}

describeIntegration('invite friends', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  const handle = () => testApp.database.handle;
  const call = async <T = unknown>(options: InjectOptions) => {
    const response = await app.inject({ remoteAddress: '10.66.0.1', ...options });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const register = async (username: string, referralCode: string, address: string) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: address,
      payload: await encryptPayload(await getPublicKey(handle()), {
        username,
        password: 'abc123',
        confirmPassword: 'abc123',
        isTermsAccepted: true,
        isAgeConfirmed: true,
        referralCode,
      }),
    });
    const body = response.json<Envelope<{ token: string }>>();
    expect(body.success).toBe(true);
    const row = await handle()
      .db.selectFrom('member')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return { memberId: Number(row.id), token: body.value.token };
  };
  const friends = async (token: string) =>
    (
      await call<ReferralFriendPage>({
        method: 'GET',
        url: '/wps/member/referral/friends?pageNum=1&pageSize=10',
        headers: { authorization: token },
      })
    ).body.value;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    await relaxLoginChecks(handle());
  });
  afterAll(async () => {
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
    await testApp.close();
  });

  it('counts a friend who deposits and plays once, pays the inviter once through the reward center', async () => {
    const inviter = await createLoggedInMember(app, handle(), 'inviter1');
    const summary = await call<ReferralSummary>({
      method: 'GET',
      url: '/wps/member/referral',
      headers: { authorization: inviter.token },
    });
    const { code } = summary.body.value;
    expect(code).toMatch(/^F[A-Z2-9]{7}$/);
    expect(summary.body.value).toMatchObject({
      invited: 0,
      link: `https://plaza.example/register?referralCode=${code}`,
    });

    // A friend registering from an address the inviter logged in from does not count.
    await handle()
      .db.insertInto('member_known_ip')
      .values({ member_id: inviter.memberId, ip: '10.66.9.9', first_seen_at: Date.now() })
      .execute();
    await register('twinfriend', code, '10.66.9.9');
    const friend = await register('goodfriend', code, '10.66.3.3');

    // Nothing qualifies before the friend deposits 20.00 and bets 100.00.
    expect(await qualifyReferrals(handle())).toBe(0);
    await createDeposit(handle(), friend.memberId, { channelCode: 'SANDBOX', amount: 2_000 });
    expect(await qualifyReferrals(handle())).toBe(0);
    await insertBetRecordRow(handle(), {
      memberId: friend.memberId,
      amount: 10_000,
      placedAt: Date.now(),
      status: 'settled',
    });
    expect(await qualifyReferrals(handle())).toBe(1);
    expect(await qualifyReferrals(handle())).toBe(0);

    const page = await friends(inviter.token);
    expect(page.total).toBe(2);
    expect(page.content.map((entry) => [entry.account, entry.status, entry.reason, entry.reward])).toEqual([
      ['go****nd', 'QUALIFIED', null, 1_000],
      ['tw****nd', 'INVALID', 'same_address', 0],
    ]);
    const after = await call<ReferralSummary>({
      method: 'GET',
      url: '/wps/member/referral',
      headers: { authorization: inviter.token },
    });
    expect(after.body.value).toMatchObject({
      code,
      invited: 2,
      qualified: 1,
      invalid: 1,
      pending: 0,
      earned: 1_000,
    });

    // The reward waits in the reward center and is paid once.
    const rewards = await call<{ content: { id: string; source: string; amount: number }[] }>({
      method: 'GET',
      url: '/wps/member/rewards?pageNum=1&pageSize=10',
      headers: { authorization: inviter.token },
    });
    const reward = rewards.body.value.content.find((entry) => entry.source === 'REFERRAL');
    expect(reward?.amount).toBe(1_000);
    const claimUrl = `/wps/member/rewards/${reward?.id}/claim`;
    const claimed = await call({ method: 'POST', url: claimUrl, headers: { authorization: inviter.token } });
    expect(claimed.status).toBe(200);
    const again = await call({ method: 'POST', url: claimUrl, headers: { authorization: inviter.token } });
    expect(again.body.errorCode).toBe('reward.not.claimable');
    const transfers = await handle()
      .db.selectFrom('ledger_transfer')
      .select('id')
      .where('idempotency_key', '=', `reward:${reward?.id}`)
      .execute();
    expect(transfers).toHaveLength(1);

    // The friend's own page is theirs: they see no friends of the inviter.
    expect((await friends(friend.token)).total).toBe(0);
  });

  it('ends a friend who does not qualify within the window', async () => {
    const inviter = await createLoggedInMember(app, handle(), 'inviter2');
    const { code } = (
      await call<ReferralSummary>({
        method: 'GET',
        url: '/wps/member/referral',
        headers: { authorization: inviter.token },
      })
    ).body.value;
    await register('slowfriend', code, '10.66.4.4');
    expect(await qualifyReferrals(handle(), Date.now() + 31 * DAY_MS)).toBe(0);
    const page = await friends(inviter.token);
    expect(page.content.map((entry) => [entry.status, entry.reason])).toEqual([['INVALID', 'expired']]);
  });

  it('refuses a visitor and a role without rewards.configure; bad rules change nothing; good rules are audited', async () => {
    expect((await call({ method: 'GET', url: '/wps/member/referral' })).status).toBe(401);
    expect((await call({ method: 'GET', url: '/wps/member/referral/friends' })).status).toBe(401);
    await createOperator(handle(), { username: 'content7', password: 'Content1234', role: 'CONTENT' });
    const contentToken = await loginTestOperator(app, { username: 'content7', password: 'Content1234' });
    expect(
      (await call({ method: 'GET', url: '/ops/referral/rules', headers: { authorization: contentToken } }))
        .status,
    ).toBe(403);
    const operatorToken = await loginTestOperator(app);
    const rules: ReferralRules = {
      isEnabled: true,
      rewardAmount: 2_500,
      minDeposit: 5_000,
      minValidBet: 20_000,
      windowDays: 14,
      turnoverX100: 300,
      claimDays: 7,
    };
    expect(
      (
        await call({
          method: 'PUT',
          url: '/ops/referral/rules',
          headers: { authorization: contentToken },
          payload: rules,
        })
      ).status,
    ).toBe(403);
    const bad = await call({
      method: 'PUT',
      url: '/ops/referral/rules',
      headers: { authorization: operatorToken },
      payload: { ...rules, windowDays: 0, rewardAmount: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    const unchanged = await call<ReferralRules>({
      method: 'GET',
      url: '/ops/referral/rules',
      headers: { authorization: operatorToken },
    });
    expect(unchanged.body.value.windowDays).toBe(30);
    const saved = await call<ReferralRules>({
      method: 'PUT',
      url: '/ops/referral/rules',
      headers: { authorization: operatorToken },
      payload: rules,
    });
    expect(saved.body.value).toEqual(rules);
    const audit = await handle()
      .db.selectFrom('operator_audit')
      .select('action')
      .where('action', '=', 'referral.configure')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
