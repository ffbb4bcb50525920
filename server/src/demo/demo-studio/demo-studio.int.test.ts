import type { DemoPick, DemoSession, DemoSpin } from '@plaza/contracts/demo-studio';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { findAccountByCode, ledgerAccountCodes } from '../../modules/ledger/ledger.service';
import { findOutcomeOdds, payPick } from './demo-markets';
import { payDemoSlot } from './demo-slot';
import { startWriteThread } from '../../db/sqlite-write-thread';

describeIntegration('demo studio (vendor DEMO)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: { memberId: number; token: string };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // As main.ts does: the SQLite write thread loaded before the first wallet call.
    await startWriteThread(testApp.database.handle);
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
      kind: 'slot',
      market: null,
      gameName: 'Golden Fruits',
      rtp: '96.40%',
      balance: 50_000,
      minBet: 10,
      maxBet: 10_000,
    });
    let expected = 50_000;
    for (let index = 0; index < 20; index += 1) {
      const spin = await call<DemoSpin>('spin', { token: launchToken, gameCode: 'DEMO_SLOT', stake: 100 });
      expect(spin.body.success).toBe(true);
      expect(spin.body.value.payout).toBe(payDemoSlot(spin.body.value.reels, 100));
      expected += spin.body.value.payout - 100;
      expect(spin.body.value.balance).toBe(expected);
      expect(await transactions(spin.body.value.roundId)).toEqual([
        { kind: 'bet', amount: 100 },
        { kind: 'win', amount: spin.body.value.payout },
      ]);
    }
    expect(await mainBalance()).toBe(expected);
  });

  const transactions = (roundId: string) =>
    testApp.database.handle.db
      .selectFrom('seamless_transaction')
      .select(['kind', 'amount'])
      .where('vendor_code', '=', 'DEMO')
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
  const betRecord = async (roundId: string) => {
    const response = await testApp.app.inject({
      url: '/wps/member/bets?vassalage=DEMO&pageSize=100',
      headers: { authorization: member.token },
    });
    const page = response.json<{
      value: { content: { roundId: string; gameCode: string; stake: number; payout: number | null }[] };
    }>().value;
    return page.content.find((record) => record.roundId === roundId);
  };

  it('offers the sportsbook’s match and settles picks through the wallet and the betting record', async () => {
    const { launchToken } = await launch('DEMO_SPORTSBOOK');
    const session = await call<DemoSession>('session', { token: launchToken, gameCode: 'DEMO_SPORTSBOOK' });
    expect(session.body.value).toMatchObject({
      isPlayable: true,
      kind: 'market',
      gameName: 'Sportsbook',
      minBet: 100,
      maxBet: 500_000,
      rtp: '95.85%–96.00%',
      market: {
        id: 'football',
        outcomes: [
          { id: 'home', odds: '2.13', rtp: '95.85%' },
          { id: 'draw', odds: '3.84', rtp: '96.00%' },
          { id: 'away', odds: '3.20', rtp: '96.00%' },
        ],
      },
    });
    let expected = await mainBalance();
    const seen = new Set<string>();
    for (let index = 0; index < 12; index += 1) {
      const outcome = (['home', 'draw', 'away'] as const)[index % 3] ?? 'home';
      const stake = 155;
      const pick = await call<DemoPick>('pick', {
        token: launchToken,
        gameCode: 'DEMO_SPORTSBOOK',
        outcome,
        stake,
      });
      expect(pick.body.success).toBe(true);
      const round = pick.body.value;
      seen.add(round.drawn);
      expect(round.outcome).toBe(outcome);
      expect(round.payout).toBe(
        payPick(outcome, round.drawn, stake, findOutcomeOdds('football', outcome) ?? 0),
      );
      expected += round.payout - stake;
      expect(round.balance).toBe(expected);
      expect(await transactions(round.roundId)).toEqual([
        { kind: 'bet', amount: stake },
        { kind: 'win', amount: round.payout },
      ]);
      expect(await betRecord(round.roundId)).toMatchObject({
        gameCode: 'DEMO_SPORTSBOOK',
        stake,
        payout: round.payout,
      });
    }
    expect([...seen].every((drawn) => ['home', 'draw', 'away'].includes(drawn))).toBe(true);
    expect(await mainBalance()).toBe(expected);
  });

  it('plays every other DEMO category, each with its own market', async () => {
    for (const [gameCode, marketId] of [
      ['DEMO_LIVE_BACCARAT', 'baccarat'],
      ['DEMO_FISH_HUNTER', 'fish'],
      ['DEMO_COCKFIGHT', 'cockfight'],
      ['DEMO_TEEN_PATTI', 'cards'],
    ] as const) {
      const { launchToken } = await launch(gameCode);
      const session = await call<DemoSession>('session', { token: launchToken, gameCode });
      expect(session.body.value).toMatchObject({
        isPlayable: true,
        kind: 'market',
        market: { id: marketId },
      });
      const outcome = session.body.value.market?.outcomes[0]?.id ?? '';
      const stake = session.body.value.minBet;
      const pick = await call<DemoPick>('pick', { token: launchToken, gameCode, outcome, stake });
      expect(pick.body.success).toBe(true);
      expect(await betRecord(pick.body.value.roundId)).toMatchObject({ gameCode, stake });
    }
  });

  it('refuses bad outcomes, stakes outside the game’s limits and the wrong kind of round, with nothing moved', async () => {
    const { launchToken } = await launch('DEMO_SPORTSBOOK');
    const before = await mainBalance();
    const pick = (fields: Record<string, unknown>) =>
      call('pick', {
        token: launchToken,
        gameCode: 'DEMO_SPORTSBOOK',
        outcome: 'home',
        stake: 100,
        ...fields,
      });
    const unknownOutcome = await pick({ outcome: 'banker' });
    expect(unknownOutcome.statusCode).toBe(400);
    expect(unknownOutcome.body.errorCode).toBe('request_param_err');
    // The sportsbook's own limits (1.00 to 5,000.00), not the slot's.
    const belowMin = await pick({ stake: 50 });
    expect(belowMin.statusCode).toBe(400);
    expect(belowMin.body.errorCode).toBe('game.stake.out.of.range');
    expect((await pick({ stake: 500_001 })).body.errorCode).toBe('game.stake.out.of.range');
    expect((await pick({ gameCode: 'DEMO_SLOT' })).body.errorCode).toBe('request_param_err');
    expect((await pick({ token: 'nope' })).body.errorCode).toBe('game.session.expired');
    expect(
      (await call('spin', { token: launchToken, gameCode: 'DEMO_SPORTSBOOK', stake: 100 })).body.errorCode,
    ).toBe('request_param_err');
    expect((await call('spin', { token: launchToken, gameCode: 'DEMO_SLOT', stake: 5 })).body.errorCode).toBe(
      'game.stake.out.of.range',
    );
    expect((await call('spin', { token: 'nope', gameCode: 'DEMO_SLOT', stake: 100 })).body.errorCode).toBe(
      'game.session.expired',
    );
    expect(await mainBalance()).toBe(before);
    const count = await testApp.database.handle.db
      .selectFrom('seamless_transaction')
      .select((builder) => builder.fn.countAll<number>().as('count'))
      .where('vendor_code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect((await pick({ outcome: 'nope' })).body.success).toBe(false);
    const after = await testApp.database.handle.db
      .selectFrom('seamless_transaction')
      .select((builder) => builder.fn.countAll<number>().as('count'))
      .where('vendor_code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(count.count));
  });
});
