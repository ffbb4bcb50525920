import type {
  BgsRound,
  CrashBetResult,
  CrashGames,
  CrashPlayerState,
  CrashState,
} from '@plaza/contracts/bgs';
import { buildHashChain, computeCrashPoint, verifyChainLink } from '@plaza/engines/crash';
import { computeFlightMs } from '@plaza/engines/crash-flight';
import { createHash } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { maskAccount } from '../games/games.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import type { CrashRounds, CrashSettings } from './crash.service';
import { startWriteThread } from '../../db/sqlite-write-thread';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

/** The test's own chains: fixed secrets, so the test knows every crash point in advance (a player cannot). */
function testChain(name: string, length: number) {
  const seed = createHash('sha256').update(name).digest('hex');
  const salt = createHash('sha256').update(`${name} salt`).digest('hex');
  const chain = buildHashChain(seed, length);
  return {
    seed,
    salt,
    terminatingHash: chain.terminatingHash,
    gameHashes: chain.gameHashes,
    crashPoints: chain.gameHashes.map((hash) => computeCrashPoint(hash, salt)),
  };
}

const CHAIN_LENGTH = 12;
// Crash points 164.14, 1.21, 7.34, 6.90, 18.60, 1.17, 1.05, 46.15, 3.17, 11.07, 3.74, 4.84.
const FIRST_CHAIN = testChain('plaza crash test chain', CHAIN_LENGTH);
// Starts with an instant bust (1.00×), then 1.43, 1.77, …
const SECOND_CHAIN = testChain('plaza crash test chain 2', CHAIN_LENGTH);
const BETTING_MS = 5_000;
const PAUSE_MS = 3_000;

describeIntegration('crash, the shared game of vendor BGS', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const clock = { time: Date.now() };
  const chains = [FIRST_CHAIN, SECOND_CHAIN];
  const settings: CrashSettings = {
    now: () => clock.time,
    isManual: true,
    chainLength: CHAIN_LENGTH,
    timings: { bettingMs: BETTING_MS, pauseMs: PAUSE_MS, idleAfterMs: 3_600_000 },
    drawChainSecrets: () => {
      const next = chains.shift();
      if (next === undefined) {
        throw new Error('the test has no more chains');
      }
      return { seed: next.seed, salt: next.salt };
    },
  };
  const players: Record<'rich' | 'second' | 'third' | 'poor', { memberId: number; token: string }> = {
    rich: { memberId: 0, token: '' },
    second: { memberId: 0, token: '' },
    third: { memberId: 0, token: '' },
    poor: { memberId: 0, token: '' },
  };

  const handle = () => testApp.database.handle;
  const crash = (): CrashRounds => testApp.app.crashRounds;
  const mainBalance = async (memberId: number) =>
    Number((await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0);
  const call = async <T>(path: string, payload: Record<string, unknown>) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/bgs/api/crash/${path}`,
      headers: { language: 'en' },
      payload,
    });
    return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const state = async (token: string) => {
    const response = await call<CrashPlayerState>('state', { token });
    expect(response.body.success).toBe(true);
    return response.body.value;
  };
  const bet = async (token: string, stake: number, autoCashOutHundredths?: number) => {
    const response = await call<CrashBetResult>('bet', {
      token,
      stake,
      ...(autoCashOutHundredths === undefined ? {} : { autoCashOutHundredths }),
    });
    expect(response.body, JSON.stringify(response.body)).toMatchObject({ success: true });
    return response.body.value;
  };
  const walletRows = (roundId: string) =>
    handle()
      .db.selectFrom('seamless_transaction')
      .select(['kind', 'amount', 'status', 'ref_transaction_id'])
      .where('vendor_code', '=', 'BGS')
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
  const crashPointOf = (game: NonNullable<CrashState['game']>) => {
    const chain = game.chainId === 1 ? FIRST_CHAIN : SECOND_CHAIN;
    return chain.crashPoints[game.gameNumber - 1] ?? 0;
  };
  /** Moves the clock to `time` and lets the loop catch up, the wins it sent included. */
  const moveClockTo = async (time: number) => {
    clock.time = Math.max(clock.time, time);
    await crash().tick();
    await crash().waitForPayments();
  };
  const currentGame = async () => {
    const game = (await state(players.rich.token)).state.game;
    if (game === null) {
      throw new Error('no game');
    }
    return game;
  };
  const crashMomentOf = (game: NonNullable<CrashState['game']>) =>
    Date.parse(game.bettingEndsAt) + computeFlightMs(crashPointOf(game));
  /** Plays games out until one takes bets whose crash point is at least `minimum` hundredths. */
  const nextBettingGame = async (minimum = 100) => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const game = await currentGame();
      if (game.phase === 'betting' && crashPointOf(game) >= minimum) {
        return game;
      }
      if (game.phase === 'crashed') {
        await moveClockTo(Date.parse(game.crashedAt ?? '') + PAUSE_MS);
      } else {
        await moveClockTo(crashMomentOf(game));
      }
    }
    throw new Error(`no game reaching ${minimum}`);
  };
  const launch = async (sessionToken: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: sessionToken },
      payload: { vassalage: 'BGS', gameCode: 'BGS_CRASH' },
    });
    return response.json<Envelope<{ launchToken: string }>>().value.launchToken;
  };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(handle());
    // The game server reaches the wallet over real HTTP, so the app listens.
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // As main.ts does: the SQLite write thread loaded before the first wallet call.
    await startWriteThread(handle());
    for (const name of ['rich', 'second', 'third', 'poor'] as const) {
      const member = await createLoggedInMember(testApp.app, handle(), `crash${name}`);
      await fundMember(handle(), member.memberId, name === 'poor' ? 300 : 1_000_000, 'USD');
      players[name] = { memberId: member.memberId, token: await launch(member.token) };
    }
    await crash().start(settings);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('commits a chain before its first game: only its terminating hash and salt are public', async () => {
    const { state: live, myBet } = await state(players.rich.token);
    expect(myBet).toBeNull();
    expect(live.chain).toEqual({
      chainId: 1,
      terminatingHash: FIRST_CHAIN.terminatingHash,
      salt: FIRST_CHAIN.salt,
      length: CHAIN_LENGTH,
    });
    expect(live.game).toMatchObject({
      gameNumber: 1,
      phase: 'betting',
      crashPointHundredths: null,
      gameHash: null,
      crashedAt: null,
    });
    expect(Date.parse(live.game?.bettingEndsAt ?? '')).toBe(clock.time + BETTING_MS);
    expect(live.serverTime).toBe(new Date(clock.time).toISOString());
  });

  it('pays a cash-out by hand at the multiplier of the server clock, through the wallet', async () => {
    const game = await nextBettingGame(200);
    const before = await mainBalance(players.rich.memberId);
    const placed = await bet(players.rich.token, 1_000);
    expect(placed.balance).toBe(before - 1_000);
    expect(placed.bet).toMatchObject({ stake: 1_000, status: 'open', gameId: game.gameId, payout: null });

    // The flight starts when betting ends; 1.50× is reached computeFlightMs(150) ms later.
    await moveClockTo(Date.parse(game.bettingEndsAt) + computeFlightMs(150));
    expect((await currentGame()).phase).toBe('running');
    const cashed = await call<CrashBetResult>('cashout', {
      token: players.rich.token,
      roundId: placed.bet.roundId,
    });
    expect(cashed.body.value.bet).toMatchObject({
      status: 'cashed_out',
      cashOutHundredths: 150,
      payout: 1_500,
    });
    expect(cashed.body.value.balance).toBe(before + 500);
    expect(await mainBalance(players.rich.memberId)).toBe(before + 500);
    expect(await walletRows(placed.bet.roundId)).toEqual([
      { kind: 'bet', amount: 1_000, status: 'OK', ref_transaction_id: null },
      { kind: 'win', amount: 1_500, status: 'OK', ref_transaction_id: `${placed.bet.roundId}:bet` },
    ]);
    // Cashing out again is refused, and nothing moves.
    const again = await call('cashout', { token: players.rich.token, roundId: placed.bet.roundId });
    expect(again).toMatchObject({ statusCode: 409, body: { errorCode: 'game.round.closed' } });

    // The player's round record does not tell the crash point while the game still flies.
    const history = async () =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/bgs/api/rounds',
          payload: { token: players.rich.token, gameCode: 'BGS_CRASH' },
        })
      ).json<Envelope<{ rounds: BgsRound[] }>>().value.rounds;
    expect((await history())[0]).toMatchObject({ status: 'settled', payout: 1_500, outcome: null });
    await moveClockTo(crashMomentOf(game));
    expect((await history())[0]).toMatchObject({
      outcome: {
        crashPointHundredths: crashPointOf(game),
        cashOutHundredths: 150,
        isWin: true,
        payout: 1_500,
      },
    });
  });

  it('cashes out automatically at the target; a bet whose target the rocket never reaches loses', async () => {
    const game = await nextBettingGame(300);
    const crashPoint = crashPointOf(game);
    const before = {
      rich: await mainBalance(players.rich.memberId),
      second: await mainBalance(players.second.memberId),
    };
    const winner = await bet(players.rich.token, 2_000, 200);
    const loser = await bet(players.second.token, 700, crashPoint + 1);
    expect(winner.bet.autoCashOutHundredths).toBe(200);

    // Just before 2.00× nothing is settled; at 2.00× the automatic cash-out fires.
    await moveClockTo(Date.parse(game.bettingEndsAt) + computeFlightMs(200) - 1);
    expect((await state(players.rich.token)).myBet?.status).toBe('open');
    await moveClockTo(Date.parse(game.bettingEndsAt) + computeFlightMs(200));
    const mine = (await state(players.rich.token)).myBet;
    expect(mine).toMatchObject({ status: 'cashed_out', cashOutHundredths: 200, payout: 4_000 });
    expect(await mainBalance(players.rich.memberId)).toBe(before.rich + 2_000);

    await moveClockTo(crashMomentOf(game));
    const after = await state(players.second.token);
    expect(after.state.game).toMatchObject({ phase: 'crashed', crashPointHundredths: crashPoint });
    expect(after.myBet).toMatchObject({ status: 'lost', payout: 0, cashOutHundredths: null });
    expect(await mainBalance(players.second.memberId)).toBe(before.second - 700);
    expect((await walletRows(loser.bet.roundId)).map((row) => [row.kind, row.amount])).toEqual([
      ['bet', 700],
      ['win', 0],
    ]);
  });

  it('loses a bet that never cashes out: settled with a zero win, so the round is in the betting record', async () => {
    const game = await nextBettingGame();
    const before = await mainBalance(players.third.memberId);
    const placed = await bet(players.third.token, 300);
    await moveClockTo(crashMomentOf(game));
    expect((await state(players.third.token)).myBet).toMatchObject({ status: 'lost', payout: 0 });
    expect(await mainBalance(players.third.memberId)).toBe(before - 300);
    expect(await walletRows(placed.bet.roundId)).toEqual([
      { kind: 'bet', amount: 300, status: 'OK', ref_transaction_id: null },
      { kind: 'win', amount: 0, status: 'OK', ref_transaction_id: `${placed.bet.roundId}:bet` },
    ]);
    const round = await handle()
      .db.selectFrom('bgs_round')
      .select(['status', 'payout'])
      .where('round_id', '=', placed.bet.roundId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'settled' });
    expect(Number(round.payout)).toBe(0);
  });

  it('refuses what it cannot take, with nothing moved', async () => {
    const game = await nextBettingGame(150);
    const poorBefore = await mainBalance(players.poor.memberId);
    const broke = await call('bet', { token: players.poor.token, stake: 500 });
    expect(broke).toMatchObject({ statusCode: 400, body: { errorCode: 'balance.insufficient' } });
    expect(await mainBalance(players.poor.memberId)).toBe(poorBefore);
    expect((await state(players.poor.token)).myBet).toBeNull();

    const tooBig = await call('bet', { token: players.rich.token, stake: 10_001 });
    expect(tooBig.body).toMatchObject({ errorCode: 'game.stake.out.of.range' });
    const badTarget = await call('bet', {
      token: players.rich.token,
      stake: 100,
      autoCashOutHundredths: 100,
    });
    expect(badTarget.body).toMatchObject({ errorCode: 'request_param_err' });

    const placed = await bet(players.rich.token, 100);
    const second = await call('bet', { token: players.rich.token, stake: 100 });
    expect(second).toMatchObject({ statusCode: 409, body: { errorCode: 'game.round.open' } });
    const early = await call('cashout', { token: players.rich.token, roundId: placed.bet.roundId });
    expect(early.body).toMatchObject({ errorCode: 'game.cashout.too.early' });
    const foreign = await call('cashout', { token: players.second.token, roundId: placed.bet.roundId });
    expect(foreign).toMatchObject({ statusCode: 404, body: { errorCode: 'not.found' } });

    // Betting closes at bettingEndsAt by the server's clock, whether or not the loop has moved on yet.
    clock.time = Date.parse(game.bettingEndsAt);
    const richBefore = await mainBalance(players.rich.memberId);
    const late = await call('bet', { token: players.second.token, stake: 100 });
    expect(late).toMatchObject({ statusCode: 409, body: { errorCode: 'game.betting.closed' } });
    // Under 1.01× a cash-out is too early.
    await moveClockTo(Date.parse(game.bettingEndsAt) + 100);
    const stillEarly = await call('cashout', { token: players.rich.token, roundId: placed.bet.roundId });
    expect(stillEarly.body).toMatchObject({ errorCode: 'game.cashout.too.early' });
    expect(await mainBalance(players.rich.memberId)).toBe(richBefore);
    const mine = await call<CrashPlayerState>('state', { token: players.second.token });
    expect(mine.body.value.myBet).toBeNull();
    await moveClockTo(crashMomentOf(game));
  });

  it('settles a cash-out racing the crash exactly once: a win below the crash point, or a loss', async () => {
    const game = await nextBettingGame(150);
    const crashPoint = crashPointOf(game);
    const names = ['rich', 'second', 'third'] as const;
    const before = await Promise.all(names.map((name) => mainBalance(players[name].memberId)));
    const bets = await Promise.all(names.map((name) => bet(players[name].token, 1_000)));
    const slow = await bet(players.poor.token, 100);

    // Each cash-out arrives 1 ms before the crash (the clock is read on arrival), while the loop crashes the game.
    const crashAt = crashMomentOf(game);
    clock.time = crashAt - 1;
    const cashOuts = names.map((name, index) =>
      crash().cashOut(players[name].token, bets[index]?.bet.roundId ?? ''),
    );
    clock.time = crashAt;
    const [outcomes] = await Promise.all([Promise.allSettled(cashOuts), crash().tick()]);
    await crash().waitForPayments();

    for (const [index, name] of names.entries()) {
      const roundId = bets[index]?.bet.roundId ?? '';
      const wins = (await walletRows(roundId)).filter((row) => row.kind === 'win');
      expect(wins).toHaveLength(1);
      const paid = Number(wins[0]?.amount);
      const outcome = outcomes[index];
      if (outcome?.status === 'fulfilled') {
        const cashOut = outcome.value.bet.cashOutHundredths ?? 0;
        expect(cashOut).toBeLessThan(crashPoint);
        expect(paid).toBe(Math.floor((1_000 * cashOut) / 100));
      } else {
        expect(outcome?.reason).toMatchObject({ code: 'game.round.closed' });
        expect(paid).toBe(0);
      }
      expect(await mainBalance(players[name].memberId)).toBe((before[index] ?? 0) - 1_000 + paid);
    }
    // A cash-out that arrived before the crash but is handled after the crash settled the bet finds it settled:
    // refused, and the loss stands (the two cash-outs of one bet below race in the conditional change itself).
    clock.time = crashAt - 1;
    await expect(crash().cashOut(players.poor.token, slow.bet.roundId)).rejects.toMatchObject({
      code: 'game.round.closed',
    });
    clock.time = crashAt;
    expect((await walletRows(slow.bet.roundId)).map((row) => [row.kind, row.amount])).toEqual([
      ['bet', 100],
      ['win', 0],
    ]);

    // Two cash-outs of one bet at once: one wins, the other is refused; one win reaches the wallet.
    const next = await nextBettingGame(150);
    const placed = await bet(players.rich.token, 500);
    clock.time = Date.parse(next.bettingEndsAt) + computeFlightMs(120);
    const both = await Promise.allSettled([
      crash().cashOut(players.rich.token, placed.bet.roundId),
      crash().cashOut(players.rich.token, placed.bet.roundId),
    ]);
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(both.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'game.round.closed' },
    });
    expect((await walletRows(placed.bet.roundId)).map((row) => [row.kind, row.amount])).toEqual([
      ['bet', 500],
      ['win', 600],
    ]);

    // A cash-out that arrives at the crash instant, before the loop noticed it, is refused; the bet is lost.
    await moveClockTo(crashMomentOf(next));
    const last = await nextBettingGame(150);
    const lateBet = await bet(players.second.token, 400);
    clock.time = crashMomentOf(last);
    const tooLate = await call('cashout', { token: players.second.token, roundId: lateBet.bet.roundId });
    expect(tooLate).toMatchObject({ statusCode: 409, body: { errorCode: 'game.round.closed' } });
    await moveClockTo(clock.time);
    expect((await walletRows(lateBet.bet.roundId)).map((row) => [row.kind, row.amount])).toEqual([
      ['bet', 400],
      ['win', 0],
    ]);
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });

  it('reveals each game hash at the crash: sha256 links it to the one before, and it gives the crash point', async () => {
    const response = await call<CrashGames>('games', { token: players.rich.token, pageSize: 50 });
    const games = response.body.value.games;
    expect(games.length).toBeGreaterThanOrEqual(5);
    for (const game of games) {
      expect(verifyChainLink(game.gameHash, game.previousHash)).toBe(true);
      expect(computeCrashPoint(game.gameHash, game.salt)).toBe(game.crashPointHundredths);
    }
    const first = games.at(-1);
    expect(first).toMatchObject({ gameNumber: 1, previousHash: FIRST_CHAIN.terminatingHash });
    // Newest first, each game's previous hash the hash the game before revealed.
    for (let index = 0; index + 1 < games.length; index += 1) {
      expect(games[index]?.previousHash).toBe(games[index + 1]?.gameHash);
    }
    const page = await call<CrashGames>('games', {
      token: players.rich.token,
      pageSize: 2,
      beforeGameId: games[0]?.gameId,
    });
    expect(page.body.value.games.map((game) => game.gameId)).toEqual(
      games.slice(1, 3).map((game) => game.gameId),
    );
    expect(page.body.value.hasMore).toBe(true);
    const { state: live } = await state(players.rich.token);
    expect(live.history.map((entry) => entry.crashPointHundredths)).toEqual(
      games.slice(0, live.history.length).map((game) => game.crashPointHundredths),
    );
  });

  it('commits a new chain when the chain is played out, and shows it before its first game', async () => {
    let game = await currentGame();
    while (game.chainId === 1) {
      await nextBettingGame();
      game = await currentGame();
      if (game.chainId === 1) {
        await moveClockTo(crashMomentOf(game));
      }
    }
    const { state: live } = await state(players.rich.token);
    expect(live.chain).toMatchObject({ chainId: 2, terminatingHash: SECOND_CHAIN.terminatingHash });
    expect(live.game).toMatchObject({ chainId: 2, gameNumber: 1, phase: 'betting' });
    // Its first game busts at 1.00×: a bet on it cannot win, even with the lowest target.
    const placed = await bet(players.third.token, 100, 101);
    await moveClockTo(Date.parse(live.game?.bettingEndsAt ?? ''));
    expect((await state(players.third.token)).myBet).toMatchObject({ status: 'lost', payout: 0 });
    expect((await walletRows(placed.bet.roundId)).map((row) => row.amount)).toEqual([100, 0]);
  });

  it('pushes the live state over the WebSocket, players masked, the hash hidden until the crash', async () => {
    const game = await nextBettingGame(150);
    const messages: CrashState[] = [];
    const waiting: Array<{
      predicate: (message: CrashState) => boolean;
      resolve: (message: CrashState) => void;
    }> = [];
    // An injected upgrade has no socket; the rate limit keys connections on the client's address.
    const client = Object.defineProperty(new Socket(), 'remoteAddress', { value: '127.0.0.1' });
    const socket = await testApp.app.injectWS(
      '/bgs/api/crash/live',
      { socket: client },
      {
        // Listening before the connection opens: the first state is sent at once.
        onInit: (ws) =>
          ws.on('message', (data: Buffer) => {
            const message = JSON.parse(data.toString()) as CrashState;
            messages.push(message);
            for (const waiter of waiting.filter((entry) => entry.predicate(message))) {
              waiter.resolve(message);
            }
          }),
      },
    );
    const nextMessage = (predicate: (message: CrashState) => boolean) =>
      new Promise<CrashState>((resolve) => {
        const found = messages.find(predicate);
        if (found === undefined) {
          waiting.push({ predicate, resolve });
        } else {
          resolve(found);
        }
      });
    const first = await nextMessage(() => true);
    expect(first.game).toMatchObject({ gameId: game.gameId, phase: 'betting', gameHash: null });

    const placed = await bet(players.second.token, 250);
    const withBet = await nextMessage((message) => message.betCount === 1);
    expect(withBet.bets).toEqual([
      {
        roundId: placed.bet.roundId,
        player: maskAccount(String(players.second.memberId)),
        stake: 250,
        status: 'open',
        cashOutHundredths: null,
        payout: null,
      },
    ]);
    await moveClockTo(crashMomentOf(game));
    const crashed = await nextMessage((message) => message.game?.phase === 'crashed');
    expect(crashed.game?.crashPointHundredths).toBe(crashPointOf(game));
    expect(computeCrashPoint(crashed.game?.gameHash ?? '', crashed.chain?.salt ?? '')).toBe(
      crashPointOf(game),
    );
    // The bets riding at the crash are settled right after it is shown.
    const settled = await nextMessage((message) => message.bets[0]?.status === 'lost');
    expect(settled.bets[0]).toMatchObject({ payout: 0, cashOutHundredths: null });
    socket.terminate();
  });

  it('after a restart mid-flight, finishes the game at its crash point: automatic cash-outs win, the rest lose, once', async () => {
    const game = await nextBettingGame(300);
    const crashPoint = crashPointOf(game);
    const names = ['rich', 'second', 'third'] as const;
    const before = await Promise.all(names.map((name) => mainBalance(players[name].memberId)));
    const placed = [
      await bet(players.rich.token, 1_000, 250),
      await bet(players.second.token, 1_000),
      await bet(players.third.token, 1_000, crashPoint + 1),
    ];
    // The flight is at 1.50× when the process goes away.
    await moveClockTo(Date.parse(game.bettingEndsAt) + computeFlightMs(150));
    expect((await currentGame()).phase).toBe('running');
    await crash().stop();

    const restart = async () => {
      const app = await buildApp({ database: handle(), logLevel: 'silent' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      await app.crashRounds.start({ ...settings, drawChainSecrets: undefined });
      await app.crashRounds.waitForPayments();
      return app;
    };
    clock.time += 20_000;
    const restarted = await restart();
    const payouts = [2_500, 0, 0];
    for (const [index, name] of names.entries()) {
      expect(
        (await walletRows(placed[index]?.bet.roundId ?? '')).map((row) => [row.kind, row.amount]),
      ).toEqual([
        ['bet', 1_000],
        ['win', payouts[index]],
      ]);
      expect(await mainBalance(players[name].memberId)).toBe(
        (before[index] ?? 0) - 1_000 + (payouts[index] ?? 0),
      );
    }
    const finished = await handle()
      .db.selectFrom('bgs_crash_game')
      .select(['status', 'crashed_at'])
      .where('id', '=', game.gameId)
      .executeTakeFirstOrThrow();
    expect(finished).toMatchObject({ status: 'crashed' });
    expect(Number(finished.crashed_at)).toBe(clock.time);

    // Another restart finds nothing to settle: no money moves twice.
    await restarted.close();
    const again = await restart();
    for (const [index] of names.entries()) {
      expect(await walletRows(placed[index]?.bet.roundId ?? '')).toHaveLength(2);
    }
    // And the rounds go on from the next game of the chain.
    clock.time += PAUSE_MS;
    const response = await again.inject({
      method: 'POST',
      url: '/bgs/api/crash/state',
      payload: { token: players.rich.token },
    });
    expect(response.json<Envelope<CrashPlayerState>>().value.state.game).toMatchObject({
      gameNumber: game.gameNumber + 1,
      phase: 'betting',
    });
    await again.close();
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });
});
