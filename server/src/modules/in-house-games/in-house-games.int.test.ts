import type { BgsPlayResult, BgsRound, FairnessState, RotateSeedResponse } from '@plaza/contracts/bgs';
import { BACCARAT_FLOAT_COUNT, settleBaccarat } from '@plaza/engines/baccarat';
import { DICE_FLOAT_COUNT, settleDice } from '@plaza/engines/dice';
import { computeMinesFloatCount, placeMines, settleMines } from '@plaza/engines/mines';
import { generateFloats, hashServerSeed, verifyServerSeed } from '@plaza/engines/provably-fair';
import { ROULETTE_FLOAT_COUNT, settleRoulette } from '@plaza/engines/roulette';
import { SLOT_FLOAT_COUNT } from '@plaza/engines/slot';
import { playSlotRound } from '@plaza/engines/slot-round';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, createTrialMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { runJobUntilLogged } from '../../test/periodic-job';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { VendorDirectory } from '../vendors/vendor-directory';
import { selectRound } from './in-house-games.repository';
import { DICE_GAME } from './in-house-games';
import type { InHouseDependencies, GameWallet } from './in-house-rounds.service';
import { playInstantRound, recoverStaleRounds, STALE_ROUND_MS } from './in-house-rounds.service';
import { startRoundRecoveryJob } from './round-recovery.job';
import { VendorWalletClient } from './vendor-wallet-client';
import { startWriteThread } from '../../db/sqlite-write-thread';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

/** Replays a round from its revealed seeds with the engines, as a player's own verifier would. */
function replay(round: BgsRound): unknown {
  const fairness = round.fairness;
  const serverSeed = fairness?.serverSeed;
  if (fairness === null || serverSeed === null || serverSeed === undefined) {
    throw new Error('the round is not revealed');
  }
  const floats = (offset: number, count: number) =>
    generateFloats({
      serverSeed,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce + offset,
      count,
    });
  switch (round.gameCode) {
    case 'BGS_DICE': {
      const outcome = settleDice({ stake: round.stake, ...round.input }, floats(0, DICE_FLOAT_COUNT));
      return { ...outcome, roll: undefined };
    }
    case 'BGS_ROULETTE':
      return settleRoulette(round.input.bets, floats(0, ROULETTE_FLOAT_COUNT));
    case 'BGS_BACCARAT':
      return settleBaccarat(round.input.bets, floats(0, BACCARAT_FLOAT_COUNT));
    case 'BGS_SLOT':
      return playSlotRound(round.stake, (spin) => floats(spin, SLOT_FLOAT_COUNT));
    case 'BGS_MINES':
      return settleMines(
        {
          stake: round.stake,
          mineCount: round.input.mineCount,
          picks: round.outcome?.revealedPicks.map((pick) => pick.tile) ?? [],
        },
        floats(0, computeMinesFloatCount(round.input.mineCount)),
      );
    case 'BGS_CRASH':
      throw new Error('crash rounds are verified from the game hash');
  }
}

describeIntegration('in-house game server (vendor BGS)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: { memberId: number; token: string };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    // The game server calls the wallet over real HTTP, so the app must listen.
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // As main.ts does: the SQLite write thread loaded before the first wallet call.
    await startWriteThread(testApp.database.handle);
    member = await createLoggedInMember(testApp.app, testApp.database.handle, 'bgsplayer');
    await fundMember(testApp.database.handle, member.memberId, 1_000_000, 'USD');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const mainBalance = async (memberId: number) =>
    (await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;
  const launch = async (sessionToken: string, gameCode: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: sessionToken },
      payload: { vassalage: 'BGS', gameCode },
    });
    return response;
  };
  const launchToken = async (gameCode = 'BGS_DICE') => {
    const response = await launch(member.token, gameCode);
    const { url, launchToken: token } = response.json<Envelope<{ url: string; launchToken: string }>>().value;
    expect(url.startsWith('/play/BGS?')).toBe(true);
    return token;
  };
  const call = async <T>(path: string, payload: Record<string, unknown>) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/bgs/api/${path}`,
      headers: { language: 'en' },
      payload,
    });
    return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const play = async (path: string, payload: Record<string, unknown>) => {
    const response = await call<BgsPlayResult>(path, payload);
    expect(response.body).toMatchObject({ success: true });
    return response.body.value;
  };
  const history = async (token: string, gameCode: string) =>
    (await call<{ rounds: BgsRound[]; hasMore: boolean }>('rounds', { token, gameCode, pageSize: 50 })).body
      .value;
  const rotate = async (token: string, clientSeed?: string) =>
    (
      await call<RotateSeedResponse>('fairness/rotate', {
        token,
        ...(clientSeed === undefined ? {} : { clientSeed }),
      })
    ).body.value;
  const walletRows = (roundId: string) =>
    handle()
      .db.selectFrom('seamless_transaction')
      .select(['kind', 'amount', 'status', 'ref_transaction_id', 'transaction_id'])
      .where('vendor_code', '=', 'BGS')
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();

  it('opens a session from the launch token: who plays, the balance, stake limits and the committed seed', async () => {
    const token = await launchToken();
    const { body } = await call<{
      playerId: string;
      balance: number;
      minBet: number;
      maxBet: number;
      fairness: FairnessState;
    }>('session', { token, gameCode: 'BGS_DICE' });
    expect(body.value).toMatchObject({
      playerId: String(member.memberId),
      currency: 'USD',
      balance: await mainBalance(member.memberId),
      gameCode: 'BGS_DICE',
      minBet: 10,
      maxBet: 10_000,
    });
    expect(body.value.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.value.fairness.nextNonce).toBe(0);
  });

  it('moves money exactly as the engines decide, through bet and win, and every round re-verifies', async () => {
    const token = await launchToken();
    const before = await mainBalance(member.memberId);
    const results: BgsPlayResult[] = [];
    for (let index = 0; index < 6; index += 1) {
      results.push(
        await play('dice/round', { token, stake: 500 + index, direction: 'under', targetHundredths: 4950 }),
      );
      results.push(
        await play('roulette/round', {
          token,
          bets: [
            { type: 'straight', numbers: [index], stake: 100 },
            { type: 'red', stake: 200 },
            { type: 'dozen', dozen: 2, stake: 300 },
          ],
        }),
      );
      results.push(
        await play('baccarat/round', {
          token,
          bets: [
            { side: 'banker', stake: 1_000 },
            { side: 'tie', stake: 100 },
          ],
        }),
      );
      results.push(await play('slot/round', { token, stake: 200 }));
    }
    // Nonces run on from one round to the next with one seed (a slot round takes one per spin).
    let nonce = 0;
    for (const result of results) {
      expect(result.round.status).toBe('settled');
      expect(result.round.fairness?.nonce).toBe(nonce);
      nonce += result.round.fairness?.nonceCount ?? 0;
    }
    expect(results.at(-1)?.fairness.nextNonce).toBe(nonce);

    const net = results.reduce((sum, result) => sum + (result.round.payout ?? 0) - result.round.stake, 0);
    expect(await mainBalance(member.memberId)).toBe(before + net);
    expect(results.at(-1)?.balance).toBe(before + net);

    // Each round is one bet of its stake and one win of its payout that references it.
    for (const result of results) {
      expect(await walletRows(result.round.roundId)).toEqual([
        {
          kind: 'bet',
          amount: result.round.stake,
          status: 'OK',
          ref_transaction_id: null,
          transaction_id: `${result.round.roundId}:bet`,
        },
        {
          kind: 'win',
          amount: result.round.payout,
          status: 'OK',
          ref_transaction_id: `${result.round.roundId}:bet`,
          transaction_id: `${result.round.roundId}:win`,
        },
      ]);
    }

    // Rotating reveals the seed; every stored round then replays to exactly what was paid.
    const shownHash = results[0]?.round.fairness?.serverSeedHash ?? '';
    const rotated = await rotate(token);
    expect(rotated.revealed.serverSeedHash).toBe(shownHash);
    expect(verifyServerSeed(rotated.revealed.serverSeed, shownHash)).toBe(true);
    expect(rotated.revealed.nonceCount).toBe(nonce);
    for (const gameCode of ['BGS_DICE', 'BGS_ROULETTE', 'BGS_BACCARAT', 'BGS_SLOT']) {
      const rounds = (await history(token, gameCode)).rounds;
      expect(rounds).toHaveLength(6);
      for (const round of rounds) {
        expect(round.fairness?.serverSeed).toBe(rotated.revealed.serverSeed);
        const replayed = replay(round) as { payout: number };
        expect(replayed.payout).toBe(round.payout);
        expect(round.outcome).toMatchObject(
          JSON.parse(
            JSON.stringify(replayed, (key, value: unknown) =>
              key === 'bet' || key === 'roll' || key === 'totalStake' ? undefined : value,
            ),
          ) as object,
        );
      }
    }
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });

  it('rotating reveals the seed whose hash was shown, and commits a new one from nonce 0', async () => {
    const token = await launchToken();
    const shown = (await call<FairnessState>('fairness', { token })).body.value;
    const rotated = await rotate(token, 'my lucky seed');
    expect(rotated.revealed.serverSeedHash).toBe(shown.serverSeedHash);
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(shown.serverSeedHash);
    expect(rotated.fairness).toMatchObject({ clientSeed: 'my lucky seed', nextNonce: 0 });
    expect(rotated.fairness.serverSeedHash).not.toBe(shown.serverSeedHash);
    // The revealed seed is never the new one, and a second rotation reveals the one committed by the first.
    const again = await rotate(token);
    expect(again.revealed.serverSeedHash).toBe(rotated.fairness.serverSeedHash);
  });

  it('plays the next rounds with the client seed the player set', async () => {
    const token = await launchToken();
    const set = await call<FairnessState>('fairness/client-seed', { token, clientSeed: 'seed-42' });
    expect(set.body.value.clientSeed).toBe('seed-42');
    const result = await play('dice/round', { token, stake: 100, direction: 'over', targetHundredths: 5000 });
    expect(result.round.fairness).toMatchObject({ clientSeed: 'seed-42', serverSeed: null });
    const bad = await call('fairness/client-seed', { token, clientSeed: ' ' });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('refuses bets it cannot take, with nothing moved: funds, limits, bad bets, an expired token', async () => {
    const poor = await createLoggedInMember(testApp.app, handle(), 'bgspoor');
    await fundMember(handle(), poor.memberId, 300, 'USD');
    const response = await launch(poor.token, 'BGS_DICE');
    const token = response.json<Envelope<{ launchToken: string }>>().value.launchToken;
    const broke = await call('dice/round', { token, stake: 500, direction: 'under', targetHundredths: 5000 });
    expect(broke).toMatchObject({ statusCode: 400, body: { errorCode: 'balance.insufficient' } });
    expect(await mainBalance(poor.memberId)).toBe(300);
    expect((await history(token, 'BGS_DICE')).rounds).toEqual([]);

    const tooBig = await call('dice/round', {
      token,
      stake: 10_001,
      direction: 'under',
      targetHundredths: 5000,
    });
    expect(tooBig.body).toMatchObject({
      errorCode: 'game.stake.out.of.range',
      value: { minBet: 10, maxBet: 10_000 },
    });
    const slotStake = await call('slot/round', { token, stake: 30 });
    expect(slotStake.body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: { stake: 'validation.invalid' } },
    });
    const target = await call('dice/round', {
      token,
      stake: 100,
      direction: 'over',
      targetHundredths: 9_999,
    });
    expect(target.body).toMatchObject({ value: { fields: { targetHundredths: 'validation.invalid' } } });
    const layout = await call('roulette/round', {
      token,
      bets: [{ type: 'split', numbers: [1, 5], stake: 100 }],
    });
    expect(layout.body).toMatchObject({ value: { fields: { 'bets.0': 'validation.invalid' } } });
    expect(await mainBalance(poor.memberId)).toBe(300);

    const expired = await issueTestLaunchToken(handle(), {
      memberId: poor.memberId,
      vendor: 'BGS',
      gameCode: 'BGS_DICE',
      expiresAt: Date.now() - 1,
    });
    const late = await call('dice/round', {
      token: expired,
      stake: 100,
      direction: 'under',
      targetHundredths: 5000,
    });
    expect(late).toMatchObject({ statusCode: 403, body: { errorCode: 'game.session.expired' } });
    // A launch token of another vendor is not one of BGS's.
    const foreign = await issueTestLaunchToken(handle(), { memberId: poor.memberId, vendor: 'DEMO' });
    expect((await call('session', { token: foreign, gameCode: 'BGS_DICE' })).body).toMatchObject({
      errorCode: 'game.session.expired',
    });
  });

  it('trial members cannot launch an in-house game', async () => {
    const trial = await createTrialMember(testApp.app, handle());
    const response = await launch(trial.token, 'BGS_DICE');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'need.true.account' });
  });

  it('plays mines step by step: picks, cash-out and a mine, each settled as the engine decides', async () => {
    const token = await launchToken('BGS_MINES');
    const before = await mainBalance(member.memberId);
    const started = await play('mines/start', { token, stake: 1_000, mineCount: 3 });
    expect(started.round).toMatchObject({ status: 'open', payout: null, outcome: { minePositions: [] } });
    expect(started.balance).toBe(before - 1_000);
    expect((await call('mines/start', { token, stake: 1_000, mineCount: 3 })).body).toMatchObject({
      errorCode: 'game.round.open',
    });
    // The test reads the seed from the database to know where the mines are; a player cannot.
    const row = await selectRound(handle().db, started.round.roundId);
    const seed = await handle()
      .db.selectFrom('bgs_seed')
      .select('server_seed')
      .where('id', '=', Number(row?.seed_id))
      .executeTakeFirstOrThrow();
    const floats = generateFloats({
      serverSeed: seed.server_seed,
      clientSeed: row?.client_seed ?? '',
      nonce: Number(row?.nonce),
      count: 3,
    });
    const mines = placeMines(3, floats);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    const first = await play('mines/reveal', { token, roundId: started.round.roundId, tile: safe[0] });
    expect(first.round.status).toBe('open');
    expect(
      (await call('mines/reveal', { token, roundId: started.round.roundId, tile: safe[0] })).body,
    ).toMatchObject({
      errorCode: 'request_param_err',
    });
    await play('mines/reveal', { token, roundId: started.round.roundId, tile: safe[1] });
    const cashed = await play('mines/cashout', { token, roundId: started.round.roundId });
    const expected = settleMines({ stake: 1_000, mineCount: 3, picks: [safe[0] ?? 0, safe[1] ?? 0] }, floats);
    expect(cashed.round).toMatchObject({ status: 'settled', payout: expected.payout });
    expect(cashed.round.outcome).toMatchObject({ minePositions: mines, isWin: true });
    expect(cashed.balance).toBe(before - 1_000 + expected.payout);
    expect((await call('mines/cashout', { token, roundId: started.round.roundId })).body).toMatchObject({
      errorCode: 'game.round.closed',
    });

    const second = await play('mines/start', { token, stake: 500, mineCount: 24 });
    const secondRow = await selectRound(handle().db, second.round.roundId);
    const secondFloats = generateFloats({
      serverSeed: seed.server_seed,
      clientSeed: secondRow?.client_seed ?? '',
      nonce: Number(secondRow?.nonce),
      count: 24,
    });
    const mine = placeMines(24, secondFloats)[0] ?? 0;
    const lost = await play('mines/reveal', { token, roundId: second.round.roundId, tile: mine });
    expect(lost.round).toMatchObject({ status: 'settled', payout: 0, outcome: { isWin: false } });
    expect(await mainBalance(member.memberId)).toBe(before - 1_000 + expected.payout - 500);
    expect((await walletRows(second.round.roundId)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['bet', 500],
      ['win', 0],
    ]);
    const current = await call<{ round: BgsRound | null }>('mines/current', { token });
    expect(current.body.value.round).toBeNull();
    // Once revealed, the mines rounds replay too.
    const rotated = await rotate(token);
    for (const round of (await history(token, 'BGS_MINES')).rounds) {
      expect(round.fairness?.serverSeed).toBe(rotated.revealed.serverSeed);
      const replayed = replay(round) as { payout: number; minePositions: number[] };
      expect(round.outcome).toMatchObject({ minePositions: replayed.minePositions, payout: replayed.payout });
      expect(round.payout).toBe(replayed.payout);
    }
  });

  describeIntegration('when the wallet fails after the bet', () => {
    /** The game server's own dependencies over a wallet client whose calls can be made to fail. */
    const withWallet = (wallet: (real: VendorWalletClient) => GameWallet): InHouseDependencies => {
      const vendors = new VendorDirectory(handle());
      const address = testApp.app.server.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      const real = new VendorWalletClient('BGS', vendors, () => `http://127.0.0.1:${port}`, {
        retryDelayMs: 1,
      });
      return { handle: handle(), vendors, wallet: wallet(real), players: new Map() };
    };

    it('rolls the bet back when the wallet refuses the settlement', async () => {
      const token = await launchToken();
      // The win names a bet the wallet does not know: a definite refusal (TRANSACTION_NOT_FOUND).
      const deps = withWallet((real) => ({
        balance: (body) => real.balance(body),
        bet: (body) => real.bet(body),
        win: (body) => real.win({ ...body, refTransactionId: 'no-such-bet' }),
        rollback: (body) => real.rollback(body),
      }));
      const before = await mainBalance(member.memberId);
      await expect(
        playInstantRound(deps, token, DICE_GAME, 700, { direction: 'under', targetHundredths: 9_000 }),
      ).rejects.toMatchObject({ code: 'game.round.failed' });
      expect(await mainBalance(member.memberId)).toBe(before);
      const round = await handle()
        .db.selectFrom('bgs_round')
        .select(['round_id', 'status', 'failure'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(round).toMatchObject({ status: 'rolled_back', failure: 'WIN_TRANSACTION_NOT_FOUND' });
      expect((await walletRows(round.round_id)).map((entry) => [entry.kind, entry.status])).toEqual([
        ['bet', 'ROLLED_BACK'],
        ['win', 'REFUSED'],
        ['rollback', 'OK'],
      ]);
    });

    it('rolls back a bet whose answer was lost, whether or not the wallet took it', async () => {
      const token = await launchToken();
      const deps = withWallet((real) => ({
        balance: (body) => real.balance(body),
        // The wallet takes the bet but the answer never arrives.
        bet: async (body) => {
          await real.bet(body);
          return { isAnswered: false, reason: 'timeout' };
        },
        win: (body) => real.win(body),
        rollback: (body) => real.rollback(body),
      }));
      const before = await mainBalance(member.memberId);
      await expect(
        playInstantRound(deps, token, DICE_GAME, 800, { direction: 'under', targetHundredths: 5_000 }),
      ).rejects.toMatchObject({ code: 'game.round.failed' });
      expect(await mainBalance(member.memberId)).toBe(before);
    });

    it('keeps a round whose win went unanswered, and the recovery pass pays it exactly once', async () => {
      const token = await launchToken();
      let isWinLost = true;
      const deps = withWallet((real) => ({
        balance: (body) => real.balance(body),
        bet: (body) => real.bet(body),
        win: (body) =>
          isWinLost ? Promise.resolve({ isAnswered: false, reason: 'timeout' }) : real.win(body),
        rollback: (body) => real.rollback(body),
      }));
      const before = await mainBalance(member.memberId);
      await expect(
        playInstantRound(deps, token, DICE_GAME, 900, { direction: 'under', targetHundredths: 9_000 }),
      ).rejects.toMatchObject({ code: 'game.round.pending' });
      expect(await mainBalance(member.memberId)).toBe(before - 900);
      const pending = await handle()
        .db.selectFrom('bgs_round')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(pending.status).toBe('settling');
      isWinLost = false;
      const later = { ...deps, now: () => Date.now() + STALE_ROUND_MS + 1_000 };
      expect(await recoverStaleRounds(later)).toBeGreaterThanOrEqual(1);
      expect(await recoverStaleRounds(later)).toBe(0);
      expect(await mainBalance(member.memberId)).toBe(before - 900 + Number(pending.payout));
      const settled = await selectRound(handle().db, pending.round_id);
      expect(settled?.status).toBe('settled');
    });

    it('finishes such a round as the periodic job in-house-games.round-recovery', async () => {
      const token = await launchToken();
      let isWinLost = true;
      const deps = withWallet((real) => ({
        balance: (body) => real.balance(body),
        bet: (body) => real.bet(body),
        win: (body) =>
          isWinLost ? Promise.resolve({ isAnswered: false, reason: 'timeout' }) : real.win(body),
        rollback: (body) => real.rollback(body),
      }));
      await expect(
        playInstantRound(deps, token, DICE_GAME, 600, { direction: 'under', targetHundredths: 9_000 }),
      ).rejects.toMatchObject({ code: 'game.round.pending' });
      isWinLost = false;
      const later = { ...deps, now: () => Date.now() + STALE_ROUND_MS + 1_000 };
      const logged = await runJobUntilLogged((logger, intervalMs) =>
        startRoundRecoveryJob(later, logger, intervalMs),
      );
      expect(logged).toEqual(['in-house rounds recovered']);
      const rounds = await handle().db.selectFrom('bgs_round').select('status').execute();
      expect(rounds.filter((round) => round.status === 'settling')).toEqual([]);
    });
  });

  it('answers an unknown /bgs/api address with a 404 envelope, never the web page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/bgs/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it("does not show one player's round to another", async () => {
    const token = await launchToken();
    const mine = await play('dice/round', { token, stake: 100, direction: 'under', targetHundredths: 5000 });
    const other = await createLoggedInMember(testApp.app, handle(), 'bgsother');
    const response = await launch(other.token, 'BGS_DICE');
    const otherToken = response.json<Envelope<{ launchToken: string }>>().value.launchToken;
    const detail = await call('rounds/detail', { token: otherToken, roundId: mine.round.roundId });
    expect(detail).toMatchObject({ statusCode: 404, body: { errorCode: 'not.found' } });
  });
});
