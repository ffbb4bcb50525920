import type { BgsPlayResult, BgsRound } from '@plaza/contracts/bgs';
import type { Jackpot, JackpotWinProof } from '@plaza/contracts/jackpot';
import { checkJackpotDrawAsync, isJackpotWin } from '@plaza/engines/jackpot';
import { hmacSha256 } from '@plaza/engines/provably-fair';
import { computeHmacSha256, importHmacKey } from '@plaza/engines/lottery/web-crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { startWriteThread } from '../../db/sqlite-write-thread';
import { selectPool } from './jackpot.repository';
import { openJackpotPool, payJackpotWin } from './jackpot.service';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

const NEVER = 2 ** 32;

/** HMAC-SHA256 over Web Crypto (keyed by the server seed's text), as the browser's verifier computes it. */
async function webCryptoHmac(key: string, message: string): Promise<Uint8Array> {
  return computeHmacSha256(await importHmacKey(new TextEncoder().encode(key)), message);
}

describeIntegration('progressive jackpot (decision 081)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: { memberId: number; token: string };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    await startWriteThread(testApp.database.handle);
    member = await createLoggedInMember(testApp.app, testApp.database.handle, 'jackpotwinner');
    await fundMember(testApp.database.handle, member.memberId, 10_000_000, 'USD');
    // The demo deployment opened the pool; these tests set its rules.
    await runInTransaction(testApp.database.handle, (db) =>
      openJackpotPool(db, 'USD', { shareBasisPoints: 137, oneIn: NEVER, seedAmount: 50_000 }, Date.now()),
    );
    await runInTransaction(testApp.database.handle, (db) =>
      db
        .updateTable('jackpot_pool')
        .set({ share_basis_points: 137, one_in: NEVER, seed_amount: 50_000 })
        .where('currency', '=', 'USD')
        .execute(),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const balanceOf = async (code: string) => (await findAccountByCode(handle().db, code))?.balance ?? 0;
  const pool = async () => {
    const row = await selectPool(handle().db, 'USD');
    if (row === undefined) {
      throw new Error('no pool');
    }
    return row;
  };
  const setRules = (rules: { oneIn: number }) =>
    runInTransaction(handle(), (db) =>
      db.updateTable('jackpot_pool').set({ one_in: rules.oneIn }).where('currency', '=', 'USD').execute(),
    );
  const launchToken = async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: member.token },
      payload: { vassalage: 'BGS', gameCode: 'BGS_SLOT' },
    });
    return response.json<Envelope<{ launchToken: string }>>().value.launchToken;
  };
  const spin = async (token: string, stake: number) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/bgs/api/slot/round',
      headers: { language: 'en' },
      payload: { token, stake },
    });
    const body = response.json<Envelope<BgsPlayResult>>();
    expect(body, JSON.stringify(body)).toMatchObject({ success: true });
    return body.value;
  };
  const publicView = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/lgw/jackpot' });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<Jackpot>>().value;
  };

  it('opens once: opening again moves nothing', async () => {
    const before = await balanceOf(ledgerAccountCodes.jackpot('USD'));
    expect(before).toBeGreaterThan(0);
    await runInTransaction(handle(), (db) =>
      openJackpotPool(db, 'USD', { shareBasisPoints: 137, oneIn: NEVER, seedAmount: 50_000 }, Date.now()),
    );
    expect(await balanceOf(ledgerAccountCodes.jackpot('USD'))).toBe(before);
    const view = await publicView();
    expect(view).toMatchObject({
      currency: 'USD',
      amount: before,
      shareBasisPoints: 137,
      seedAmount: 50_000,
    });
  });

  it('receives exactly its share of the slot stakes, the remainder carried, in the stakes’ own transactions', async () => {
    const token = await launchToken();
    const before = await pool();
    const poolBefore = await balanceOf(ledgerAccountCodes.jackpot('USD'));
    const stakes = [20, 60, 100, 300, 1_240, 20, 9_980, 600, 140, 20, 40, 2_400];
    for (const stake of stakes) {
      await spin(token, stake);
    }
    const after = await pool();
    const staked = stakes.reduce((sum, stake) => sum + stake, 0);
    const expected = Math.floor((staked * 137 + Number(before.carry)) / 10_000);
    expect(Number(after.stake_total) - Number(before.stake_total)).toBe(staked);
    expect(Number(after.contribution_total) - Number(before.contribution_total)).toBe(expected);
    expect(Number(after.carry)).toBe((staked * 137 + Number(before.carry)) % 10_000);
    expect(await balanceOf(ledgerAccountCodes.jackpot('USD'))).toBe(poolBefore + expected);
    // Each share is its own transfer, keyed by the stake's, in the stake's batch.
    const shares = await handle()
      .db.selectFrom('ledger_transfer')
      .select(['amount', 'idempotency_key'])
      .where('idempotency_key', 'like', 'jackpot:share:%')
      .execute();
    expect(shares.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(Number(after.contribution_total));
    expect(shares.every((row) => row.idempotency_key.startsWith('jackpot:share:seamless:BGS:'))).toBe(true);
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });

  it('pays a forced win once: the whole pool to the winner, the seed back from the house; a rerun pays nothing', async () => {
    await setRules({ oneIn: 1 });
    const token = await launchToken();
    const memberBefore = await balanceOf(ledgerAccountCodes.memberMain(member.memberId));
    const poolBefore = await balanceOf(ledgerAccountCodes.jackpot('USD'));
    const stake = 3_000;
    const result = await spin(token, stake);
    await setRules({ oneIn: NEVER });
    const share = (await handle()
      .db.selectFrom('ledger_transfer')
      .select('amount')
      .where('idempotency_key', 'like', `jackpot:share:%${result.round.roundId}:bet`)
      .executeTakeFirst()) ?? { amount: 0 };
    const won = poolBefore + Number(share.amount);
    const payout = result.round.payout ?? 0;
    expect(await balanceOf(ledgerAccountCodes.memberMain(member.memberId))).toBe(
      memberBefore - stake + payout + won,
    );
    expect(result.balance).toBe(memberBefore - stake + payout + won);
    expect(await balanceOf(ledgerAccountCodes.jackpot('USD'))).toBe(50_000);
    const wins = await handle()
      .db.selectFrom('jackpot_win')
      .selectAll()
      .where('round_id', '=', result.round.roundId)
      .execute();
    expect(wins).toHaveLength(1);
    expect(Number(wins[0]?.amount)).toBe(won);

    // The same round again (a retry, a recovery pass): nothing moves.
    const current = await pool();
    const rerun = await runInTransaction(handle(), (db) =>
      payJackpotWin(db, current, { roundId: result.round.roundId, memberId: member.memberId }, Date.now()),
    );
    expect(rerun).toBeUndefined();
    expect(await balanceOf(ledgerAccountCodes.jackpot('USD'))).toBe(50_000);
    expect(await balanceOf(ledgerAccountCodes.memberMain(member.memberId))).toBe(
      memberBefore - stake + payout + won,
    );

    const view = await publicView();
    expect(view.amount).toBe(50_000);
    expect(view.wins[0]).toMatchObject({
      roundId: result.round.roundId,
      amount: won,
      displayName: 'ja****er',
    });
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });

  let revealedRounds: BgsRound[] = [];

  it('decides each round from its own committed seeds: anyone replays which rounds won once the seed is revealed', async () => {
    await setRules({ oneIn: 3 });
    const token = await launchToken();
    const roundIds: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      roundIds.push((await spin(token, 40)).round.roundId);
    }
    await setRules({ oneIn: NEVER });
    // Rotating reveals the server seed the rounds used.
    await testApp.app.inject({ method: 'POST', url: '/bgs/api/fairness/rotate', payload: { token } });
    const historyResponse = await testApp.app.inject({
      method: 'POST',
      url: '/bgs/api/rounds',
      payload: { token, gameCode: 'BGS_SLOT', pageSize: 50 },
    });
    const rounds = historyResponse
      .json<Envelope<{ rounds: BgsRound[] }>>()
      .value.rounds.filter((round) => roundIds.includes(round.roundId));
    expect(rounds).toHaveLength(20);
    const winners = new Set(
      (
        await handle()
          .db.selectFrom('jackpot_win')
          .select('round_id')
          .where('round_id', 'in', roundIds)
          .execute()
      ).map((row) => row.round_id),
    );
    let wins = 0;
    for (const round of rounds) {
      const fairness = round.fairness;
      if (fairness?.serverSeed === null || fairness?.serverSeed === undefined) {
        throw new Error('the round is not revealed');
      }
      const isWin = isJackpotWin(
        { serverSeed: fairness.serverSeed, clientSeed: fairness.clientSeed, nonce: fairness.nonce },
        3,
        hmacSha256,
      );
      expect(winners.has(round.roundId)).toBe(isWin);
      wins += isWin ? 1 : 0;
      // The round carries the draw as recorded, and the browser's check (Web Crypto) agrees with it.
      const record = round.gameCode === 'BGS_SLOT' ? round.jackpot : undefined;
      expect(record).toMatchObject({ oneIn: 3, isWin });
      expect(record?.amount === null).toBe(!isWin);
      if (record === undefined || record === null) {
        throw new Error('the round has no jackpot draw');
      }
      const check = await checkJackpotDrawAsync(
        { serverSeed: fairness.serverSeed, clientSeed: fairness.clientSeed, nonce: fairness.nonce },
        record,
        webCryptoHmac,
      );
      expect(check).toMatchObject({ isMatch: true, trace: { value: record.draw, isWin } });
    }
    revealedRounds = rounds;
    // 20 rounds at one in three: both outcomes appear (no win at all has probability 0.03 %).
    expect(wins).toBeGreaterThan(0);
    expect(wins).toBeLessThan(20);
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });

  it('shows a win with its seeds to anyone, the server seed only once revealed; other rounds are not found', async () => {
    const proofOf = (roundId: string) =>
      testApp.app.inject({ method: 'GET', url: `/lgw/jackpot/wins/${roundId}`, headers: { language: 'en' } });
    const won = revealedRounds.find(
      (round) => round.gameCode === 'BGS_SLOT' && round.jackpot?.isWin === true,
    );
    const lost = revealedRounds.find(
      (round) => round.gameCode === 'BGS_SLOT' && round.jackpot?.isWin === false,
    );
    if (won?.fairness?.serverSeed === undefined || won.fairness.serverSeed === null || lost === undefined) {
      throw new Error('the rounds before should hold a win and a loss');
    }
    const response = await proofOf(won.roundId);
    expect(response.statusCode).toBe(200);
    const proof = response.json<Envelope<JackpotWinProof>>().value;
    expect(proof).toMatchObject({
      roundId: won.roundId,
      displayName: 'ja****er',
      oneIn: 3,
      draw: 0,
      serverSeedHash: won.fairness.serverSeedHash,
      serverSeed: won.fairness.serverSeed,
      clientSeed: won.fairness.clientSeed,
      nonce: won.fairness.nonce,
    });
    const check = await checkJackpotDrawAsync(
      { serverSeed: won.fairness.serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce },
      { oneIn: proof.oneIn, draw: proof.draw, isWin: true },
      webCryptoHmac,
    );
    expect(check.isMatch).toBe(true);

    // A round that lost, an unknown round and a malformed id: nothing is shown.
    for (const roundId of [lost.roundId, 'no-such-round']) {
      const refused = await proofOf(roundId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    }
    const malformed = await proofOf('x'.repeat(65));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });

    // A win whose seed is still in use: its hash and seeds, not the server seed.
    await setRules({ oneIn: 1 });
    const fresh = await spin(await launchToken(), 40);
    await setRules({ oneIn: NEVER });
    const secret = (await proofOf(fresh.round.roundId)).json<Envelope<JackpotWinProof>>().value;
    expect(secret).toMatchObject({ roundId: fresh.round.roundId, oneIn: 1, draw: 0, serverSeed: null });
    expect(secret.serverSeedHash).toBe(fresh.round.fairness?.serverSeedHash);
    expect(fresh.round).toMatchObject({ jackpot: { oneIn: 1, draw: 0, isWin: true } });
    expect(fresh.round.gameCode === 'BGS_SLOT' ? fresh.round.jackpot?.amount : 0).toBeGreaterThan(0);
  });
});
