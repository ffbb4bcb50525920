import { describe, expect, it } from 'vitest';

import { findFloatForIndex } from './float-fixtures';
import type { SlotSymbol } from './slot';
import { readReelSymbol, settleSlotSpin, SLOT_FLOAT_COUNT, SLOT_REEL_STRIPS } from './slot';
import { playSlotRound } from './slot-round';

function findStopShowing(reel: number, symbol: SlotSymbol, row: number): number {
  const strip = SLOT_REEL_STRIPS[reel] ?? [];
  const stop = strip.findIndex((_, index) => readReelSymbol(reel, index, row) === symbol);
  if (stop < 0) {
    throw new Error(`reel ${reel} has no ${symbol}`);
  }
  return stop;
}

function floatsForStops(stops: readonly number[]): number[] {
  return stops.map((stop, reel) => findFloatForIndex(stop, SLOT_REEL_STRIPS[reel]?.length ?? 1));
}

const SCATTER_STOPS = [0, 1, 2]
  .map((reel) => findStopShowing(reel, 'scatter', reel))
  .concat([findStopShowing(3, 'queen', 0), findStopShowing(4, 'king', 0)]);
const BLANK_STOPS = [0, 1, 2, 3, 4].map((reel) => findStopShowing(reel, 'queen', 0));

describe('playSlotRound', () => {
  it('is one spin when the paid spin awards no free spins', () => {
    const floats = floatsForStops(BLANK_STOPS);
    const paid = settleSlotSpin({ stake: 200, mode: 'base' }, floats);
    expect(paid.freeSpinsAwarded).toBe(0);
    const round = playSlotRound(200, () => floats);
    expect(round.spins).toEqual([{ ...paid, mode: 'base' }]);
    expect(round.payout).toBe(paid.payout);
  });

  it('plays every free spin on the next float set, retriggers included, and sums the payouts', () => {
    // Spin 0 triggers 10 free spins; free spin 1 retriggers 10 more; the rest show no scatter.
    const floatsOfSpin = (index: number) =>
      floatsForStops(index === 0 || index === 1 ? SCATTER_STOPS : BLANK_STOPS);
    const round = playSlotRound(2000, floatsOfSpin);
    expect(round.spins).toHaveLength(1 + 10 + 10);
    expect(round.spins[0]?.mode).toBe('base');
    expect(round.spins.slice(1).every((spin) => spin.mode === 'free' && spin.winMultiplier === 3)).toBe(true);
    expect(round.payout).toBe(round.spins.reduce((sum, spin) => sum + spin.payout, 0));
  });

  it('fails when a spin has too few floats, rather than play on other numbers', () => {
    expect(() => playSlotRound(2000, (index) => (index === 0 ? floatsForStops(SCATTER_STOPS) : []))).toThrow(
      RangeError,
    );
    expect(SLOT_FLOAT_COUNT).toBe(5);
  });
});
