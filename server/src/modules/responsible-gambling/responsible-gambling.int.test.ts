import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  createTestMember,
  createTestTrialMember,
  nextTestAddress,
  TEST_LOGIN_PASSWORD,
} from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { findMemberById } from '../accounts/members.service';
import { getPublicKey } from '../encryption/encryption.service';
import { confirmGamblingLimit } from './responsible-gambling.service';

const HOUR_MS = 60 * 60 * 1000;

interface Controls {
  limits: Array<{
    kind: string;
    period: string;
    amount: number | null;
    pending: { amount: number | null; confirmableFrom: string } | null;
  }>;
}

describeIntegration('responsible gambling', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const newMember = async () => {
    sequence += 1;
    const username = `limits${sequence}`;
    return { username, member: await createTestMember(testApp.app, handle(), username) };
  };
  const setLimit = (member: TestMember, period: string, amount: number | null) =>
    member.post('/wps/member/gamblingControls/limits', { kind: 'DEPOSIT', period, amount });
  const dayLimit = (body: { value: Controls }) => body.value.limits.find((limit) => limit.period === 'DAY');
  const deposit = (member: TestMember, amount: number) =>
    member.post('/wps/payment/deposit', { channelCode: 'SANDBOX', amount });
  const login = async (username: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: nextTestAddress(),
      payload: await encryptPayload(await getPublicKey(handle()), {
        username,
        password: TEST_LOGIN_PASSWORD,
      }),
    });
  const depositCount = async (memberId: number) =>
    Number(
      (
        await handle()
          .db.selectFrom('deposit')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a deposit past the limit of any period, and changes nothing', async () => {
    const { member } = await newMember();
    expect(dayLimit((await setLimit(member, 'DAY', 10_000)).json())?.amount).toBe(10_000);
    expect((await deposit(member, 6_000)).statusCode).toBe(200);
    const refused = await deposit(member, 5_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'gambling.limit.reached',
      value: { period: 'DAY', limit: 10_000, remaining: 4_000 },
    });
    expect(await depositCount(member.memberId)).toBe(1);
    expect((await deposit(member, 4_000)).statusCode).toBe(200);
    // A weekly limit counts as well: the lowest applies.
    await setLimit(member, 'WEEK', 10_500);
    expect((await setLimit(member, 'DAY', 50_000)).statusCode).toBe(200);
    expect((await deposit(member, 1_000)).json()).toMatchObject({ errorCode: 'gambling.limit.reached' });
  });

  it('lowers at once, raises only after 24 hours and a confirmation', async () => {
    const { member } = await newMember();
    await setLimit(member, 'DAY', 10_000);
    const raised = dayLimit((await setLimit(member, 'DAY', 30_000)).json());
    expect(raised?.amount).toBe(10_000);
    expect(raised?.pending?.amount).toBe(30_000);
    const early = await member.post('/wps/member/gamblingControls/limits/confirm', {
      kind: 'DEPOSIT',
      period: 'DAY',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'gambling.limit.not.due' });
    expect((await deposit(member, 20_000)).json()).toMatchObject({ errorCode: 'gambling.limit.reached' });

    const row = await findMemberById(handle().db, member.memberId);
    if (row === undefined) {
      throw new Error('member missing');
    }
    const later = Date.now() + 25 * HOUR_MS;
    const confirmed = await confirmGamblingLimit(handle(), row, { kind: 'DEPOSIT', period: 'DAY' }, later);
    expect(confirmed.limits.find((limit) => limit.period === 'DAY')).toMatchObject({
      amount: 30_000,
      pending: null,
    });
    const inbox = (await member.get('/wps/member/messages')).json<{
      value: { content: Array<{ title: string }> };
    }>();
    expect(inbox.value.content[0]?.title).toBe('Your new limit is in force');

    // A removal waits too; a lower limit cancels what waits.
    expect(dayLimit((await setLimit(member, 'DAY', null)).json())?.pending).toMatchObject({ amount: null });
    expect(dayLimit((await setLimit(member, 'DAY', 5_000)).json())).toMatchObject({
      amount: 5_000,
      pending: null,
    });
    const none = await member.post('/wps/member/gamblingControls/limits/confirm', {
      kind: 'DEPOSIT',
      period: 'DAY',
    });
    expect(none.statusCode).toBe(404);
  });

  it('a time-out ends the session and refuses login until it is over', async () => {
    const { username, member } = await newMember();
    const response = await member.post('/wps/member/gamblingControls/break', { kind: 'TIMEOUT', days: 1 });
    expect(response.json()).toEqual({ success: true, value: null });
    expect((await member.get('/wps/member/gamblingControls')).statusCode).toBe(401);
    expect((await deposit(member, 1_000)).statusCode).toBe(401);
    const refused = await login(username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'account.self.blocked' });

    // Once it has ended the member logs in again.
    await handle()
      .db.updateTable('member')
      .set({ blocked_until: Date.now() - 1 })
      .where('id', '=', member.memberId)
      .execute();
    const again = await login(username);
    expect(again.statusCode).toBe(200);
    expect((await findMemberById(handle().db, member.memberId))?.status).toBe('ACTIVE');
  });

  it('a self-exclusion is 6 months or more, or permanent, and the operator sees it', async () => {
    const { username, member } = await newMember();
    const tooShort = await member.post('/wps/member/gamblingControls/break', {
      kind: 'EXCLUSION',
      months: 3,
    });
    expect(tooShort.statusCode).toBe(400);
    const tooLong = await member.post('/wps/member/gamblingControls/break', { kind: 'TIMEOUT', days: 43 });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await member.post('/wps/member/gamblingControls/break', { kind: 'EXCLUSION', months: null }))
        .statusCode,
    ).toBe(200);
    expect((await login(username)).json()).toMatchObject({
      errorCode: 'account.self.blocked',
      value: { until: null },
    });

    const operatorToken = await loginTestOperator(testApp.app);
    const seen = await testApp.app.inject({
      url: `/ops/members/${member.memberId}/gamblingControls`,
      headers: { authorization: operatorToken },
    });
    expect(seen.json()).toMatchObject({
      success: true,
      value: { isBlocked: true, breaks: [{ kind: 'EXCLUSION', endsAt: null }] },
    });
    const { member: other } = await newMember();
    const byMember = await testApp.app.inject({
      url: `/ops/members/${member.memberId}/gamblingControls`,
      headers: { authorization: other.token },
    });
    expect(byMember.statusCode).toBe(401);
  });

  it('refuses guests and trial members, and shows each member only their own limits', async () => {
    const guest = await testApp.app.inject({ url: '/wps/member/gamblingControls' });
    expect(guest.statusCode).toBe(401);
    const trial = await createTestTrialMember(testApp.app, handle());
    expect((await trial.get('/wps/member/gamblingControls')).json()).toMatchObject({
      errorCode: 'need.true.account',
    });
    const { member: first } = await newMember();
    const { member: second } = await newMember();
    await setLimit(first, 'MONTH', 1_000);
    const seen = (await second.get('/wps/member/gamblingControls')).json<{ value: Controls }>();
    expect(seen.value.limits.every((limit) => limit.amount === null)).toBe(true);
  });
});
