import type { DemoSession, DemoSpin } from '@plaza/contracts/demo-studio';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { findAccountByCode, ledgerAccountCodes } from '../../modules/ledger/ledger.service';
import { payDemoSlot } from './demo-slot';

describeIntegration('demo studio (vendor DEMO)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: { memberId: number; token: string };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    member = await createLoggedInMember(testApp.app, testApp.database.handle, 'demostudio');
    await fundMember(testApp.database.handle, member.memberId, 50_000, 'USD');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const launch = async (gameCode: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: member.token },
      payload: { vassalage: 'DEMO', gameCode },
    });
    return response.json<{ value: { url: string; launchToken: string } }>().value;
  };
  const call = async <T>(path: string, payload: Record<string, unknown>) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/demo-studio/DEMO/api/${path}`,
      payload,
    });
    return {
      statusCode: response.statusCode,
      body: response.json<{ success: boolean; value: T; errorCode?: string }>(),
    };
  };
  const mainBalance = async () =>
    (await findAccountByCode(testApp.database.handle.db, ledgerAccountCodes.memberMain(member.memberId)))
      ?.balance ?? 0;

  it('launches DEMO_SLOT to /play/DEMO and spins through the seamless wallet signed with the DEMO secret', async () => {
    const { url, launchToken } = await launch('DEMO_SLOT');
    expect(url.startsWith('/play/DEMO?')).toBe(true);
    const session = await call<DemoSession>('session', { token: launchToken, gameCode: 'DEMO_SLOT' });
    expect(session.body.value).toMatchObject({
      isPlayable: true,
      balance: 50_000,
      minBet: 10,
      maxBet: 10_000,
    });
    let expected = 50_000;
    for (let index = 0; index < 20; index += 1) {
      const spin = await call<DemoSpin>('spin', { token: launchToken, stake: 100 });
      expect(spin.body.success).toBe(true);
      expect(spin.body.value.payout).toBe(payDemoSlot(spin.body.value.reels, 100));
      expected += spin.body.value.payout - 100;
      expect(spin.body.value.balance).toBe(expected);
      const rows = await testApp.database.handle.db
        .selectFrom('seamless_transaction')
        .select(['kind', 'amount'])
        .where('vendor_code', '=', 'DEMO')
        .where('round_id', '=', spin.body.value.roundId)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { kind: 'bet', amount: 100 },
        { kind: 'win', amount: spin.body.value.payout },
      ]);
    }
    expect(await mainBalance()).toBe(expected);
  });

  it('says the other DEMO games are not playable, and refuses bad spins with nothing moved', async () => {
    const { launchToken } = await launch('DEMO_LIVE_BACCARAT');
    const session = await call<DemoSession>('session', {
      token: launchToken,
      gameCode: 'DEMO_LIVE_BACCARAT',
    });
    expect(session.body.value.isPlayable).toBe(false);
    const before = await mainBalance();
    expect((await call('spin', { token: launchToken, stake: 5 })).body.errorCode).toBe(
      'game.stake.out.of.range',
    );
    expect((await call('spin', { token: 'nope', stake: 100 })).body.errorCode).toBe('game.session.expired');
    expect(await mainBalance()).toBe(before);
  });
});
