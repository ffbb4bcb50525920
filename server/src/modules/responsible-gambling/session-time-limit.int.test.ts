import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  clientFor,
  createTestMember,
  createTestTrialMember,
  nextTestAddress,
  TEST_LOGIN_PASSWORD,
} from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { findMemberById } from '../accounts/members.service';
import { getPublicKey } from '../encryption/encryption.service';
import { confirmSessionLimit } from './responsible-gambling.service';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

interface PlaySettingsAnswer {
  value: {
    playSettings: {
      sessionMinutes: number | null;
      sessionPending: { minutes: number | null; confirmableFrom: string } | null;
      realityCheckMinutes: number;
      inactivityMinutes: number;
      sessionEndsAt: string | null;
    };
  };
}

describeIntegration('session-time limit and play settings', () => {
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
    const username = `session${sequence}`;
    return { username, member: await createTestMember(testApp.app, handle(), username) };
  };
  const settings = (
    member: TestMember,
    body: { sessionMinutes: number | null; realityCheckMinutes?: number; inactivityMinutes?: number },
  ) =>
    member.post('/wps/member/gamblingControls/playSettings', {
      realityCheckMinutes: 0,
      inactivityMinutes: 30,
      ...body,
    });
  const playSettings = async (member: TestMember) =>
    (await member.get('/wps/member/gamblingControls')).json<PlaySettingsAnswer>().value.playSettings;
  const login = async (username: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: nextTestAddress(),
      payload: await encryptPayload(await getPublicKey(handle()), {
        username,
        password: TEST_LOGIN_PASSWORD,
      }),
    });
    return response.json<{ value: { token: string; memberInfo: { id: number } } }>().value.token;
  };
  /** Moves the member's open sessions `minutes` into the past, as if they had been playing that long. */
  const playFor = async (memberId: number, minutes: number) => {
    await handle()
      .db.updateTable('member_session')
      .set((eb) => ({ created_at: eb('created_at', '-', minutes * MINUTE_MS) }))
      .where('member_id', '=', memberId)
      .execute();
  };
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

  it('ends a session once the time played reaches the limit, with a clear message, and changes nothing', async () => {
    const { username, member } = await newMember();
    const before = Date.now();
    const set = (await settings(member, { sessionMinutes: 60 })).json<PlaySettingsAnswer>();
    expect(set.value.playSettings).toMatchObject({ sessionMinutes: 60, sessionPending: null });
    const endsAt = Date.parse(set.value.playSettings.sessionEndsAt ?? '');
    expect(endsAt).toBeGreaterThan(before + 59 * MINUTE_MS);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 60 * MINUTE_MS);
    expect((await member.get('/wps/v2/wallets/balance')).statusCode).toBe(200);

    // 50 minutes on, a lower limit of 45 counts the time played: the session is over at once.
    await playFor(member.memberId, 50);
    expect((await settings(member, { sessionMinutes: 45 })).statusCode).toBe(200);
    const ended = await member.get('/wps/v2/wallets/balance', 'pt');
    expect(ended.statusCode).toBe(401);
    const answer = ended.json<{ success: boolean; errorCode: string; message: string }>();
    expect(answer).toMatchObject({ success: false, errorCode: 'gambling.session.ended' });
    expect(answer.message).toContain('limite de tempo');
    const refused = await member.post('/wps/payment/deposit', { channelCode: 'SANDBOX', amount: 1_000 });
    expect(refused.json()).toMatchObject({ errorCode: 'gambling.session.ended' });
    expect(await depositCount(member.memberId)).toBe(0);

    // A new session gets the limit from its own start.
    const token = await login(username);
    const again = clientFor(testApp.app, handle(), { memberId: member.memberId, token }, nextTestAddress());
    const renewed = await playSettings(again);
    expect(renewed.sessionMinutes).toBe(45);
    expect(Date.parse(renewed.sessionEndsAt ?? '')).toBeGreaterThan(Date.now() + 44 * MINUTE_MS);
    expect((await again.get('/wps/v2/wallets/balance')).statusCode).toBe(200);
  });

  it('lowers at once, raises or removes only after 24 hours and a confirmation', async () => {
    const { username, member } = await newMember();
    await settings(member, { sessionMinutes: 30 });
    const raised = (await settings(member, { sessionMinutes: 120 })).json<PlaySettingsAnswer>().value;
    expect(raised.playSettings.sessionMinutes).toBe(30);
    expect(raised.playSettings.sessionPending?.minutes).toBe(120);
    const early = await member.post('/wps/member/gamblingControls/playSettings/confirm', {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'gambling.limit.not.due' });
    expect((await playSettings(member)).sessionMinutes).toBe(30);
    // Changing another setting with the raise asked for again keeps its time.
    const kept = (
      await settings(member, { sessionMinutes: 120, realityCheckMinutes: 30 })
    ).json<PlaySettingsAnswer>();
    expect(kept.value.playSettings.sessionPending).toEqual(raised.playSettings.sessionPending);

    const row = await findMemberById(handle().db, member.memberId);
    if (row === undefined) {
      throw new Error('member missing');
    }
    const confirmed = await confirmSessionLimit(handle(), row, member.token, Date.now() + 25 * HOUR_MS);
    expect(confirmed.playSettings).toMatchObject({ sessionMinutes: 120, sessionPending: null });
    const token = await login(username);
    const again = clientFor(testApp.app, handle(), { memberId: member.memberId, token }, nextTestAddress());
    expect(Date.parse((await playSettings(again)).sessionEndsAt ?? '')).toBeGreaterThan(
      Date.now() + 119 * MINUTE_MS,
    );

    // A removal waits too; a lower limit cancels what waits; nothing waiting: 404.
    expect((await playSettings(again)).sessionPending).toBeNull();
    const removal = (await settings(again, { sessionMinutes: null })).json<PlaySettingsAnswer>().value;
    expect(removal.playSettings.sessionPending).toMatchObject({ minutes: null });
    expect(
      (await settings(again, { sessionMinutes: 90 })).json<PlaySettingsAnswer>().value.playSettings,
    ).toMatchObject({ sessionMinutes: 90, sessionPending: null });
    expect((await again.post('/wps/member/gamblingControls/playSettings/confirm', {})).statusCode).toBe(404);
  });

  it('keeps reality checks and the inactivity sign-out on the server, refusing choices not offered', async () => {
    const { member } = await newMember();
    expect(await playSettings(member)).toEqual({
      sessionMinutes: null,
      sessionPending: null,
      realityCheckMinutes: 0,
      inactivityMinutes: 30,
      sessionEndsAt: null,
    });
    await settings(member, { sessionMinutes: null, realityCheckMinutes: 15, inactivityMinutes: 60 });
    expect(await playSettings(member)).toMatchObject({ realityCheckMinutes: 15, inactivityMinutes: 60 });

    for (const bad of [
      { sessionMinutes: 5 },
      { sessionMinutes: 1_441 },
      { sessionMinutes: null, realityCheckMinutes: 7 },
      { sessionMinutes: null, inactivityMinutes: 0 },
    ]) {
      const refused = await settings(member, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false });
    }
    expect(await playSettings(member)).toMatchObject({
      sessionMinutes: null,
      realityCheckMinutes: 15,
      inactivityMinutes: 60,
    });
  });

  it('refuses guests and trial members, and one member never changes another', async () => {
    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/wps/member/gamblingControls/playSettings',
      payload: { sessionMinutes: 30, realityCheckMinutes: 0, inactivityMinutes: 30 },
    });
    expect(guest.statusCode).toBe(401);
    const trial = await createTestTrialMember(testApp.app, handle());
    expect((await settings(trial, { sessionMinutes: 30 })).json()).toMatchObject({
      errorCode: 'need.true.account',
    });
    const { member: first } = await newMember();
    const { member: second } = await newMember();
    await settings(first, { sessionMinutes: 15 });
    await playFor(first.memberId, 20);
    await settings(first, { sessionMinutes: 15 });
    expect((await first.get('/wps/v2/wallets/balance')).statusCode).toBe(401);
    expect((await playSettings(second)).sessionMinutes).toBeNull();
    expect((await second.get('/wps/v2/wallets/balance')).statusCode).toBe(200);
  });
});
