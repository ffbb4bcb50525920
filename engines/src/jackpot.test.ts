import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  checkJackpotDrawAsync,
  drawJackpot,
  drawJackpotAsync,
  isJackpotWin,
  splitContribution,
  traceJackpotDraw,
} from './jackpot';
import fixtures from './jackpot-draws.fixtures.json';
import { hashServerSeed, hmacSha256 } from './provably-fair';
import { computeHmacSha256, importHmacKey } from './lottery/web-crypto';

const SERVER_SEED = '62ff31a589a41d9b82a35ba50fc061db4c3b77165332a22209d69701492778d2';
const CLIENT_SEED = 'player-chosen seed';

describe('the jackpot contribution', () => {
  it('takes the share in whole minor units and carries the rest', () => {
    expect(splitContribution(1_000, 100, 0)).toEqual({ amount: 10, carry: 0 });
    expect(splitContribution(15, 100, 0)).toEqual({ amount: 0, carry: 1_500 });
    expect(splitContribution(15, 100, 9_000)).toEqual({ amount: 1, carry: 500 });
  });

  it('adds up to exactly the share of the stakes summed, whatever their sizes', () => {
    const stakes = Array.from({ length: 500 }, (_, index) => 1 + ((index * 7919) % 2_311));
    let carry = 0;
    let pool = 0;
    for (const stake of stakes) {
      const contribution = splitContribution(stake, 137, carry);
      pool += contribution.amount;
      carry = contribution.carry;
    }
    const total = stakes.reduce((sum, stake) => sum + stake, 0);
    expect(pool).toBe(Math.floor((total * 137) / 10_000));
    expect(pool * 10_000 + carry).toBe(total * 137);
  });

  it('refuses a share, stake or carry out of range', () => {
    expect(() => splitContribution(-1, 100, 0)).toThrow(RangeError);
    expect(() => splitContribution(10, 10_001, 0)).toThrow(RangeError);
    expect(() => splitContribution(10, 100, 10_000)).toThrow(RangeError);
    expect(() => splitContribution(1.5, 100, 0)).toThrow(RangeError);
  });
});

describe('the jackpot draw', () => {
  it('is the first accepted word of the documented HMAC block, mod oneIn', () => {
    const block = createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:7:jackpot:0`).digest();
    // 1 000 accepts every word below floor(2^32 / 1000) · 1000, almost all of them.
    const word = block.readUInt32BE(0);
    expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % 1_000));
    expect(
      drawJackpot({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 7 }, 1_000, hmacSha256),
    ).toBe(word % 1_000);
  });

  it('always wins at one chance in one, and wins about once in oneIn rounds', () => {
    expect(isJackpotWin({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 3 }, 1, hmacSha256)).toBe(
      true,
    );
    let wins = 0;
    for (let nonce = 0; nonce < 4_000; nonce += 1) {
      if (isJackpotWin({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, 20, hmacSha256)) {
        wins += 1;
      }
    }
    // Expected 200; a binomial's 5-sigma band is about ±69.
    expect(wins).toBeGreaterThan(130);
    expect(wins).toBeLessThan(270);
  });

  it('differs with the nonce and the client seed, and the asynchronous form agrees', async () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 11 };
    const draws = new Set(
      Array.from({ length: 20 }, (_, nonce) => drawJackpot({ ...seeds, nonce }, 1_000_000, hmacSha256)),
    );
    expect(draws.size).toBeGreaterThan(15);
    expect(
      await drawJackpotAsync(seeds, 1_000_000, (key, message) => Promise.resolve(hmacSha256(key, message))),
    ).toBe(drawJackpot(seeds, 1_000_000, hmacSha256));
    expect(() => drawJackpot(seeds, 0, hmacSha256)).toThrow(RangeError);
  });
});

/** HMAC-SHA256 over Web Crypto (keyed by the server seed's text), as the browser's verifier computes it. */
async function webCryptoHmac(key: string, message: string): Promise<Uint8Array> {
  return computeHmacSha256(await importHmacKey(new TextEncoder().encode(key)), message);
}

describe("the verifier's check of a recorded round's jackpot draw", () => {
  // Slot rounds as the game server recorded their jackpot draw (in-house-rounds.service.ts, drawJackpot with
  // node:crypto), one that lost and one that won, with their revealed server seed.
  const seedsOf = (nonce: number) => ({
    serverSeed: fixtures.serverSeed,
    clientSeed: fixtures.clientSeed,
    nonce,
  });
  const [lost, won] = fixtures.rounds;
  if (lost === undefined || won === undefined) {
    throw new Error('the fixtures hold a lost and a won round');
  }

  it('recomputes a lost and a won round with Web Crypto and finds the recorded value and outcome', async () => {
    expect(hashServerSeed(fixtures.serverSeed)).toBe(fixtures.serverSeedHash);
    for (const round of [lost, won]) {
      const check = await checkJackpotDrawAsync(seedsOf(round.nonce), round.jackpot, webCryptoHmac);
      expect(check.isMatch).toBe(true);
      expect(check.trace).toEqual(traceJackpotDraw(seedsOf(round.nonce), round.jackpot.oneIn, hmacSha256));
      expect(check.trace).toMatchObject({
        message: `${fixtures.clientSeed}:${round.nonce}:jackpot:0`,
        value: round.jackpot.draw,
        isWin: round.jackpot.isWin,
        acceptedLimit: 2 ** 32 - (2 ** 32 % round.jackpot.oneIn),
      });
      expect(check.trace?.word).toBeLessThan(check.trace?.acceptedLimit ?? 0);
      expect((check.trace?.word ?? -1) % round.jackpot.oneIn).toBe(round.jackpot.draw);
    }
    expect(won.jackpot).toMatchObject({ draw: 0, isWin: true });
    expect(lost.jackpot.isWin).toBe(false);
  });

  it('finds a mismatch when the record or the seeds are not the ones the draw came from', async () => {
    const tamperedOutcome = await checkJackpotDrawAsync(
      seedsOf(lost.nonce),
      { ...lost.jackpot, isWin: true },
      webCryptoHmac,
    );
    expect(tamperedOutcome.isMatch).toBe(false);
    const otherValue = await checkJackpotDrawAsync(
      seedsOf(won.nonce),
      { ...won.jackpot, draw: 1, isWin: false },
      webCryptoHmac,
    );
    expect(otherValue.isMatch).toBe(false);
    const otherNonce = await checkJackpotDrawAsync(seedsOf(won.nonce + 1), won.jackpot, webCryptoHmac);
    expect(otherNonce).toMatchObject({ isMatch: false, trace: { isWin: false } });
    const otherRule = await checkJackpotDrawAsync(
      seedsOf(lost.nonce),
      { ...lost.jackpot, oneIn: 0 },
      webCryptoHmac,
    );
    expect(otherRule).toEqual({ trace: null, isMatch: false });
  });
});
