/**
 * The exact return of the slot, from its reel strips, paylines and pay tables.
 *
 * Line pays: a payline reads one row on each reel, and the symbol a reel shows at row r for stop s is
 * strip[(s + r) mod length]. As s is uniform, so is (s + r) mod length, so on every payline each reel shows
 * each symbol with its frequency on the strip, independently across reels. Every payline therefore has the
 * same distribution of five symbols, and the expected line pay per total bet (20 lines × 1 line bet) equals
 * the expected pay of one line in line bets. It is computed over every combination of one symbol per reel
 * (at most 9⁵), weighted by the product of the symbols' counts, with the game's own `evaluatePayline`.
 *
 * Scatters: each reel's count of scatters on screen is tallied over all its stops; the counts of the five
 * reels are independent, so their sum's distribution is the convolution.
 *
 * Free spins: a spin awards on average `a` free spins (scatter distribution × awards) and each free spin
 * returns `multiplier × base return`. Retriggers make the expected number of free spins per paid spin
 * a + a² + … = a / (1 − a), and by Wald's identity (whether a free spin is played depends only on earlier
 * spins) the free spins add a / (1 − a) × multiplier × base return.
 */
import type { Fraction } from './rational';
import {
  addFractions,
  createFraction,
  divideFractions,
  multiplyFractions,
  subtractFractions,
} from './rational';
import type { SlotSymbol } from './slot';
import {
  evaluatePayline,
  findScatterAward,
  readReelSymbol,
  SLOT_FREE_SPIN_WIN_MULTIPLIER,
  SLOT_REEL_STRIPS,
  SLOT_ROW_COUNT,
} from './slot';

/** Every part of the slot's return, per unit of total bet. */
export interface SlotReturn {
  /** Line pays of one base-game spin. */
  lineReturn: Fraction;
  /** Scatter pays of one base-game spin. */
  scatterReturn: Fraction;
  /** lineReturn + scatterReturn: what one spin returns before free spins and their multiplier. */
  baseReturn: Fraction;
  /** P(3 or more scatters) on one spin. */
  triggerProbability: Fraction;
  /** Free spins awarded by one spin on average (`a`). */
  freeSpinsAwardedPerSpin: Fraction;
  /** Free spins played per paid spin, retriggers included: a / (1 − a). */
  freeSpinsPerPaidSpin: Fraction;
  /** What the free spins add per paid spin. */
  freeSpinsReturn: Fraction;
  /** baseReturn + freeSpinsReturn: the RTP. */
  totalReturn: Fraction;
  /** scatterProbabilities[n] = P(n scatters on screen). */
  scatterProbabilities: Fraction[];
}

function countSymbols(strip: readonly SlotSymbol[]): Map<SlotSymbol, number> {
  const counts = new Map<SlotSymbol, number>();
  for (const symbol of strip) {
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  return counts;
}

function computeLineReturn(): Fraction {
  const reelCounts = SLOT_REEL_STRIPS.map((strip) => [...countSymbols(strip)]);
  const symbols: SlotSymbol[] = [];
  // Products of five counts of at most 40 and pays of at most 1000 stay far below 2⁵³: exact in doubles.
  let weightedPay = 0;
  const enumerate = (reel: number, weight: number): void => {
    const counts = reelCounts[reel];
    if (counts === undefined) {
      weightedPay += weight * (evaluatePayline(symbols)?.lineBets ?? 0);
      return;
    }
    for (const [symbol, count] of counts) {
      symbols.push(symbol);
      enumerate(reel + 1, weight * count);
      symbols.pop();
    }
  };
  enumerate(0, 1);
  const combinationCount = SLOT_REEL_STRIPS.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return createFraction(BigInt(weightedPay), combinationCount);
}

function computeScatterProbabilities(): Fraction[] {
  let distribution: Fraction[] = [createFraction(1n)];
  SLOT_REEL_STRIPS.forEach((strip, reel) => {
    const stopsByCount: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < SLOT_ROW_COUNT; row += 1) {
        count += readReelSymbol(reel, stop, row) === 'scatter' ? 1 : 0;
      }
      stopsByCount[count] = (stopsByCount[count] ?? 0n) + 1n;
    }
    const next: Fraction[] = [];
    distribution.forEach((probability, previousCount) => {
      stopsByCount.forEach((stops, reelCount) => {
        const term = multiplyFractions(probability, createFraction(stops, BigInt(strip.length)));
        next[previousCount + reelCount] = addFractions(
          next[previousCount + reelCount] ?? createFraction(0n),
          term,
        );
      });
    });
    distribution = Array.from(next, (probability) => probability ?? createFraction(0n));
  });
  return distribution;
}

/** Computes the slot's exact return, with every part of it. */
export function computeSlotExactReturn(): SlotReturn {
  const lineReturn = computeLineReturn();
  const scatterProbabilities = computeScatterProbabilities();
  let scatterReturn = createFraction(0n);
  let freeSpinsAwardedPerSpin = createFraction(0n);
  let triggerProbability = createFraction(0n);
  scatterProbabilities.forEach((probability, scatterCount) => {
    const award = findScatterAward(scatterCount);
    scatterReturn = addFractions(
      scatterReturn,
      multiplyFractions(probability, createFraction(BigInt(award.totalBets))),
    );
    freeSpinsAwardedPerSpin = addFractions(
      freeSpinsAwardedPerSpin,
      multiplyFractions(probability, createFraction(BigInt(award.freeSpins))),
    );
    if (award.freeSpins > 0) {
      triggerProbability = addFractions(triggerProbability, probability);
    }
  });
  const one = createFraction(1n);
  if (freeSpinsAwardedPerSpin.numerator >= freeSpinsAwardedPerSpin.denominator) {
    throw new Error('free spins would never end: a spin awards one or more free spins on average');
  }
  const baseReturn = addFractions(lineReturn, scatterReturn);
  const freeSpinsPerPaidSpin = divideFractions(
    freeSpinsAwardedPerSpin,
    subtractFractions(one, freeSpinsAwardedPerSpin),
  );
  const freeSpinsReturn = multiplyFractions(
    multiplyFractions(freeSpinsPerPaidSpin, createFraction(BigInt(SLOT_FREE_SPIN_WIN_MULTIPLIER))),
    baseReturn,
  );
  return {
    lineReturn,
    scatterReturn,
    baseReturn,
    triggerProbability,
    freeSpinsAwardedPerSpin,
    freeSpinsPerPaidSpin,
    freeSpinsReturn,
    totalReturn: addFractions(baseReturn, freeSpinsReturn),
    scatterProbabilities,
  };
}
