import { describe, expect, it } from 'vitest';

import { findFloatForIndex } from './float-fixtures';
import { convertFractionToNumber } from './rational';
import type { SlotSymbol } from './slot';
import {
  evaluatePayline,
  findScatterAward,
  readReelSymbol,
  settleSlotSpin,
  SLOT_FREE_SPIN_WIN_MULTIPLIER,
  SLOT_PAYLINES,
  SLOT_REEL_STRIPS,
  SLOT_ROW_COUNT,
  SLOT_RTP,
  spinSlotReels,
} from './slot';
import { computeSlotExactReturn } from './slot-odds';

/** Floats that stop each reel at the given strip index. */
function findFloatsForStops(stops: readonly number[]): number[] {
  return stops.map((stop, reel) => findFloatForIndex(stop, SLOT_REEL_STRIPS[reel]?.length ?? 1));
}

/** The first stop on a reel whose top row (or another row) shows the symbol. */
function findStopShowing(reel: number, symbol: SlotSymbol, row = 1): number {
  const strip = SLOT_REEL_STRIPS[reel] ?? [];
  for (let stop = 0; stop < strip.length; stop += 1) {
    if (readReelSymbol(reel, stop, row) === symbol) {
      return stop;
    }
  }
  throw new Error(`reel ${reel} has no ${symbol}`);
}

describe('slot data', () => {
  it('has five strips of 30–40 symbols and 20 distinct paylines over three rows', () => {
    expect(SLOT_REEL_STRIPS).toHaveLength(5);
    for (const strip of SLOT_REEL_STRIPS) {
      expect(strip.length).toBeGreaterThanOrEqual(30);
      expect(strip.length).toBeLessThanOrEqual(40);
    }
    expect(SLOT_PAYLINES).toHaveLength(20);
    expect(new Set(SLOT_PAYLINES.map((rows) => rows.join(''))).size).toBe(20);
    expect(
      SLOT_PAYLINES.every((rows) => rows.length === 5 && rows.every((row) => row >= 0 && row <= 2)),
    ).toBe(true);
  });

  it('never shows two scatters on one reel, so 5 scatters is the most a screen holds', () => {
    SLOT_REEL_STRIPS.forEach((strip, reel) => {
      for (let stop = 0; stop < strip.length; stop += 1) {
        const rows = Array.from({ length: SLOT_ROW_COUNT }, (_, row) => readReelSymbol(reel, stop, row));
        expect(rows.filter((symbol) => symbol === 'scatter').length).toBeLessThanOrEqual(1);
      }
    });
  });

  it('shows each strip symbol equally often on every row, the fact the exact line computation rests on', () => {
    SLOT_REEL_STRIPS.forEach((strip, reel) => {
      const expected = [...strip].sort();
      for (let row = 0; row < SLOT_ROW_COUNT; row += 1) {
        const shown = strip.map((_, stop) => readReelSymbol(reel, stop, row)).sort();
        expect(shown).toEqual(expected);
      }
    });
  });
});

describe('paylines', () => {
  it.each<[SlotSymbol[], ReturnType<typeof evaluatePayline>]>([
    [['crown', 'crown', 'crown', 'queen', 'king'], { symbol: 'crown', count: 3, lineBets: 30 }],
    [['queen', 'wild', 'queen', 'wild', 'queen'], { symbol: 'queen', count: 5, lineBets: 50 }],
    [['wild', 'wild', 'bell', 'bell', 'ace'], { symbol: 'bell', count: 4, lineBets: 50 }],
    [['wild', 'wild', 'wild', 'queen', 'king'], { symbol: 'wild', count: 3, lineBets: 50 }],
    [['wild', 'wild', 'wild', 'crown', 'crown'], { symbol: 'crown', count: 5, lineBets: 500 }],
    [['wild', 'wild', 'wild', 'wild', 'wild'], { symbol: 'wild', count: 5, lineBets: 1000 }],
    [['wild', 'wild', 'wild', 'scatter', 'crown'], { symbol: 'wild', count: 3, lineBets: 50 }],
    [['wild', 'wild', 'scatter', 'crown', 'crown'], undefined],
    [['cherry', 'cherry', 'ace', 'cherry', 'cherry'], undefined],
    [['king', 'queen', 'queen', 'queen', 'queen'], undefined],
    [['scatter', 'scatter', 'scatter', 'king', 'king'], undefined],
  ])('pays %j as %j', (symbols, expected) => {
    expect(evaluatePayline(symbols)).toEqual(expected);
  });

  it('awards scatter pays and free spins for 3, 4 and 5 scatters', () => {
    expect([0, 1, 2, 3, 4, 5].map(findScatterAward)).toEqual([
      { totalBets: 0, freeSpins: 0 },
      { totalBets: 0, freeSpins: 0 },
      { totalBets: 0, freeSpins: 0 },
      { totalBets: 2, freeSpins: 10 },
      { totalBets: 10, freeSpins: 15 },
      { totalBets: 50, freeSpins: 20 },
    ]);
  });
});

describe('spins', () => {
  it('shows each reel from its stop down three rows, wrapping round the strip', () => {
    const lastStops = SLOT_REEL_STRIPS.map((strip) => strip.length - 1);
    const { stops, grid } = spinSlotReels(findFloatsForStops(lastStops));
    expect(stops).toEqual(lastStops);
    SLOT_REEL_STRIPS.forEach((strip, reel) => {
      expect(grid[reel]).toEqual([strip.at(-1), strip[0], strip[1]]);
    });
  });

  it('pays every payline through the middle-row win and reports the winning cells', () => {
    // Crown on the middle row of every reel (reel 1 has no wild, so the line is crowns or wilds).
    const stops = [0, 1, 2, 3, 4].map((reel) => findStopShowing(reel, 'crown'));
    const outcome = settleSlotSpin({ stake: 2000, mode: 'base' }, findFloatsForStops(stops));
    const middle = outcome.lineWins.find((win) => win.paylineNumber === 1);
    expect(middle).toMatchObject({ symbol: 'crown', count: 5, payout: 100 * 500 });
    expect(middle?.positions).toEqual([0, 1, 2, 3, 4].map((reel) => ({ reel, row: 1 })));
    expect(outcome.payout).toBe(
      outcome.lineWins.reduce((sum, win) => sum + win.payout, 0) + outcome.scatterPayout,
    );
  });

  it('pays scatters anywhere on the total bet, awards free spins, and triples free-spin wins', () => {
    const stops = [0, 1, 2]
      .map((reel) => findStopShowing(reel, 'scatter', reel))
      .concat([findStopShowing(3, 'queen'), findStopShowing(4, 'king')]);
    const base = settleSlotSpin({ stake: 2000, mode: 'base' }, findFloatsForStops(stops));
    expect(base.scatterPositions).toEqual([
      { reel: 0, row: 0 },
      { reel: 1, row: 1 },
      { reel: 2, row: 2 },
    ]);
    expect(base).toMatchObject({ scatterPayout: 4000, freeSpinsAwarded: 10, winMultiplier: 1 });

    const free = settleSlotSpin({ stake: 2000, mode: 'free' }, findFloatsForStops(stops));
    expect(free).toMatchObject({ scatterPayout: 12000, freeSpinsAwarded: 10, winMultiplier: 3 });
    expect(free.payout).toBe(base.payout * SLOT_FREE_SPIN_WIN_MULTIPLIER);
  });

  it('needs a total bet that is a whole line bet on each of the 20 lines', () => {
    expect(() => settleSlotSpin({ stake: 30, mode: 'base' }, [0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => settleSlotSpin({ stake: 20, mode: 'base' }, [0, 0, 0, 0])).toThrow(RangeError);
  });
});

describe('slot RTP (exact)', () => {
  const exact = computeSlotExactReturn();

  it('states SLOT_RTP as the exact return rounded to 4 decimals', () => {
    const total = convertFractionToNumber(exact.totalReturn);
    expect(Math.round(total * 10_000) / 10_000).toBe(SLOT_RTP);
  });

  it('adds up: base = lines + scatters, and free spins add a / (1 − a) × 3 × base', () => {
    const line = convertFractionToNumber(exact.lineReturn);
    const scatter = convertFractionToNumber(exact.scatterReturn);
    const base = convertFractionToNumber(exact.baseReturn);
    const awarded = convertFractionToNumber(exact.freeSpinsAwardedPerSpin);
    expect(base).toBeCloseTo(line + scatter, 14);
    expect(convertFractionToNumber(exact.freeSpinsPerPaidSpin)).toBeCloseTo(awarded / (1 - awarded), 14);
    expect(convertFractionToNumber(exact.totalReturn)).toBeCloseTo(
      base * (1 + (3 * awarded) / (1 - awarded)),
      14,
    );
  });

  it('has scatter probabilities that sum to 1 and a trigger rate of about 1 in 169', () => {
    const sum = exact.scatterProbabilities.reduce(
      (total, probability) => total + convertFractionToNumber(probability),
      0,
    );
    expect(sum).toBeCloseTo(1, 14);
    expect(exact.scatterProbabilities).toHaveLength(6);
    expect(1 / convertFractionToNumber(exact.triggerProbability)).toBeCloseTo(169.25, 1);
  });

  it('matches a count of the line pays over every stop of the first three reels and every payline', () => {
    // With reels 4 and 5 enumerated by symbol counts, this re-derives the line return the long way round:
    // every stop combination of reels 1–3 and every payline, instead of one line's symbol frequencies.
    const countsOf = (strip: readonly SlotSymbol[]): Map<SlotSymbol, number> => {
      const counts = new Map<SlotSymbol, number>();
      strip.forEach((symbol) => counts.set(symbol, (counts.get(symbol) ?? 0) + 1));
      return counts;
    };
    const [first, second, third, fourth, fifth] = SLOT_REEL_STRIPS;
    if (!first || !second || !third || !fourth || !fifth) {
      throw new Error('five reels expected');
    }
    const tailCounts = [...countsOf(fourth)].flatMap(([fourthSymbol, fourthCount]) =>
      [...countsOf(fifth)].map(([fifthSymbol, fifthCount]) => ({
        symbols: [fourthSymbol, fifthSymbol],
        weight: fourthCount * fifthCount,
      })),
    );
    // The tail's weighted pay depends only on the three head symbols: cache it per head.
    const tailPayByHead = new Map<string, number>();
    const computeTailPay = (head: SlotSymbol[]): number => {
      const key = head.join(',');
      let pay = tailPayByHead.get(key);
      if (pay === undefined) {
        pay = tailCounts.reduce(
          (sum, tail) => sum + tail.weight * (evaluatePayline([...head, ...tail.symbols])?.lineBets ?? 0),
          0,
        );
        tailPayByHead.set(key, pay);
      }
      return pay;
    };
    let weightedPay = 0;
    for (let stop0 = 0; stop0 < first.length; stop0 += 1) {
      for (let stop1 = 0; stop1 < second.length; stop1 += 1) {
        for (let stop2 = 0; stop2 < third.length; stop2 += 1) {
          for (const rows of SLOT_PAYLINES) {
            weightedPay += computeTailPay(
              [stop0, stop1, stop2].map((stop, reel) => readReelSymbol(reel, stop, rows[reel] ?? 0)),
            );
          }
        }
      }
    }
    const combinations = SLOT_REEL_STRIPS.reduce((product, strip) => product * strip.length, 1);
    // 20 lines of 1 line bet each per 20 line bets staked.
    expect(weightedPay / SLOT_PAYLINES.length / combinations).toBeCloseTo(
      convertFractionToNumber(exact.lineReturn),
      12,
    );
  });
});
