import { createHash, createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { buildHashChain, computeCrashPoint, CRASH_RTP, settleCrashBet, verifyChainLink } from './crash';
import { computeCrashPointFromBits } from './crash-flight';
import { createFraction, multiplyFractions, subtractFractions } from './rational';

const RANGE = 2n ** 52n;
// Regression chain: the seed is sha256("plaza regression chain seed").
const CHAIN_SEED = '01f1eaf4f4747a5d2709705bd84776bfe9d5ec2140bb152fb6fbb687120ca6bc';
const SALT = 'plaza regression salt';

/** The number of 52-bit values r whose crash point reaches `targetHundredths`, as the formula predicts. */
function countWinningValues(targetHundredths: bigint): bigint {
  return (99n * RANGE) / targetHundredths;
}

describe('hash chain', () => {
  const chain = buildHashChain(CHAIN_SEED, 5);

  it('links every game to the next by sha256 of its hex text, ending at sha256(seed)', () => {
    const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
    expect(chain.gameHashes.at(-1)).toBe(sha256(CHAIN_SEED));
    for (let index = 0; index + 1 < chain.gameHashes.length; index += 1) {
      expect(chain.gameHashes[index]).toBe(sha256(chain.gameHashes[index + 1] ?? ''));
    }
    expect(chain.terminatingHash).toBe(sha256(chain.gameHashes[0] ?? ''));
  });

  // Regression vectors pinned from this implementation and reproduced by an independent Python script
  // (hashlib / hmac). They are not published bustabit vectors.
  it('reproduces the pinned chain and crash points', () => {
    expect(chain.terminatingHash).toBe('621b759de565c8c11b7accac84f9b88414482fed5cde3b1bc924a904a56c93d3');
    expect(chain.gameHashes).toEqual([
      'f598b48259e49ae3ae3eb1a4d104d6e7fc1c2c41d50f1f5ed6949fc4239c31e9',
      'd1964d03da8cd00adc304da8badf827562377d438085d133b33b6e582e11ba4d',
      '043cf26d934437ce831ed2b07f6fb3be02eeed64291d906b30e1ab6fd5e1a7b4',
      'f0b198df09e40b8adab3fcf3547fcc494ec3576691592e4de17f02637edad383',
      '1bd548ee95d5f4ae1d3743a9a19aa8d512cef9f8c0a9c7cde466fef83d8238e1',
    ]);
    expect(chain.gameHashes.map((hash) => computeCrashPoint(hash, SALT))).toEqual([218, 5015, 562, 221, 682]);
  });

  it('verifies each revealed game against the hash published before it', () => {
    const [first, second] = chain.gameHashes;
    expect(verifyChainLink(first ?? '', chain.terminatingHash)).toBe(true);
    expect(verifyChainLink(second ?? '', first ?? '')).toBe(true);
    expect(verifyChainLink(first ?? '', second ?? '')).toBe(false);
    expect(verifyChainLink('nope', chain.terminatingHash)).toBe(false);
  });

  it('rejects a malformed seed or length', () => {
    expect(() => buildHashChain('seed', 3)).toThrow(RangeError);
    expect(() => buildHashChain(CHAIN_SEED, 0)).toThrow(RangeError);
  });
});

describe('crash point', () => {
  it('is floor(99 / (1 − X)) / 100 with X = r / 2⁵², at least 1.00', () => {
    expect(computeCrashPointFromBits(0n)).toBe(100);
    expect(computeCrashPointFromBits(RANGE / 2n)).toBe(198);
    expect(computeCrashPointFromBits((RANGE * 3n) / 4n)).toBe(396);
    expect(computeCrashPointFromBits(RANGE - 1n)).toBe(Number(99n * RANGE));
    expect(() => computeCrashPointFromBits(RANGE)).toThrow(RangeError);
  });

  it('reads the first 52 bits of HMAC-SHA256(key = game hash, message = salt)', () => {
    const gameHash = buildHashChain(CHAIN_SEED, 1).gameHashes[0] ?? '';
    const digest = createHmac('sha256', gameHash).update(SALT).digest('hex');
    expect(computeCrashPoint(gameHash, SALT)).toBe(
      computeCrashPointFromBits(BigInt(`0x${digest.slice(0, 13)}`)),
    );
  });

  it('agrees with the formula evaluated in doubles, as published verifiers do, on a thousand games', () => {
    const chain = buildHashChain(CHAIN_SEED, 1000);
    for (const gameHash of chain.gameHashes) {
      const digest = createHmac('sha256', gameHash).update(SALT).digest('hex');
      const uniform = Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52;
      const viaDoubles = Math.max(1, Math.floor(99 / (1 - uniform)) / 100);
      expect(computeCrashPoint(gameHash, SALT) / 100).toBe(viaDoubles);
    }
  });

  it('instantly busts at 1.00× about 1.98% of the time (r below the 1.01× boundary)', () => {
    const instantBust = subtractFractions(
      createFraction(1n),
      createFraction(countWinningValues(101n), RANGE),
    );
    expect(Number(instantBust.numerator) / Number(instantBust.denominator)).toBeCloseTo(1 - 99 / 101, 12);
  });
});

describe('crash RTP', () => {
  it.each([101n, 150n, 199n, 200n, 333n, 1000n, 12_345n, 100_000n, 10_000_000n])(
    'returns 99 percent (less under t / 2⁵²) for cash-out target %i hundredths, over the whole 52-bit space',
    (targetHundredths) => {
      // The crash point never falls as r grows (floor of an increasing function), so the winning values
      // are exactly those from the first r that reaches the target: check the implementation switches there.
      const winning = countWinningValues(targetHundredths);
      const boundary = RANGE - winning;
      expect(computeCrashPointFromBits(boundary)).toBeGreaterThanOrEqual(Number(targetHundredths));
      expect(computeCrashPointFromBits(boundary - 1n)).toBeLessThan(Number(targetHundredths));

      const expectedReturn = multiplyFractions(
        createFraction(winning, RANGE),
        createFraction(targetHundredths, 100n),
      );
      const statedReturn = createFraction(BigInt(Math.round(CRASH_RTP * 100)), 100n);
      const shortfall = subtractFractions(statedReturn, expectedReturn);
      expect(shortfall.numerator).toBeGreaterThanOrEqual(0n);
      // shortfall < t / 2⁵²  ⇔  shortfall × 2⁵² × 100 < targetHundredths.
      expect(shortfall.numerator * RANGE * 100n).toBeLessThan(targetHundredths * shortfall.denominator);
    },
  );

  it('never lowers the crash point as r grows (sampled across the range)', () => {
    let previous = 0;
    for (let step = 0n; step <= 4096n; step += 1n) {
      const point = computeCrashPointFromBits((step * (RANGE - 1n)) / 4096n);
      expect(point).toBeGreaterThanOrEqual(previous);
      previous = point;
    }
  });
});

describe('crash bets', () => {
  it('wins the automatic cash-out when the crash point reaches it, including exactly at the crash point', () => {
    expect(settleCrashBet({ stake: 1000, autoCashOutHundredths: 200 }, 250)).toMatchObject({
      isWin: true,
      cashOutHundredths: 200,
      payout: 2000,
    });
    expect(settleCrashBet({ stake: 1000, autoCashOutHundredths: 250 }, 250).payout).toBe(2500);
    expect(settleCrashBet({ stake: 1000, autoCashOutHundredths: 251 }, 250)).toMatchObject({
      isWin: false,
      payout: 0,
    });
  });

  it('settles a manual cash-out once, by the same rule, taking the lower of the two cash-outs', () => {
    expect(settleCrashBet({ stake: 1000, manualCashOutHundredths: 137 }, 137).payout).toBe(1370);
    expect(settleCrashBet({ stake: 1000, manualCashOutHundredths: 138 }, 137).payout).toBe(0);
    expect(
      settleCrashBet({ stake: 1000, autoCashOutHundredths: 500, manualCashOutHundredths: 150 }, 1000).payout,
    ).toBe(1500);
  });

  it('loses a bet that never cashed out and floors the payout', () => {
    expect(settleCrashBet({ stake: 1000 }, 100_000).isWin).toBe(false);
    expect(settleCrashBet({ stake: 3, autoCashOutHundredths: 133 }, 200).payout).toBe(3);
  });

  it('refuses cash-outs below 1.01× or not in whole hundredths', () => {
    expect(() => settleCrashBet({ stake: 1, autoCashOutHundredths: 100 }, 200)).toThrow(RangeError);
    expect(() => settleCrashBet({ stake: 1, manualCashOutHundredths: 150.5 }, 200)).toThrow(RangeError);
  });
});
