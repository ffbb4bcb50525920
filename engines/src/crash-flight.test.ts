import { describe, expect, it } from 'vitest';

import { computeFlightMs, computeFlightMultiplier, CRASH_GROWTH_PER_MS } from './crash-flight';

describe('crash flight curve', () => {
  it('starts at 1.00× and climbs as e^(0.00006 t), in whole hundredths rounded down', () => {
    expect(computeFlightMultiplier(-5)).toBe(100);
    expect(computeFlightMultiplier(0)).toBe(100);
    expect(computeFlightMultiplier(1_000)).toBe(Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * 1_000)));
    expect(computeFlightMultiplier(11_553)).toBe(200);
    expect(computeFlightMultiplier(38_377)).toBe(1_000);
  });

  it('never goes down', () => {
    let previous = 100;
    for (let elapsedMs = 0; elapsedMs <= 120_000; elapsedMs += 7) {
      const multiplier = computeFlightMultiplier(elapsedMs);
      expect(multiplier).toBeGreaterThanOrEqual(previous);
      previous = multiplier;
    }
  });

  it('finds the first millisecond at which a multiplier is shown', () => {
    for (const hundredths of [100, 101, 150, 200, 218, 562, 1_000, 5_015, 123_456, 10_000_000]) {
      const elapsedMs = computeFlightMs(hundredths);
      expect(computeFlightMultiplier(elapsedMs)).toBeGreaterThanOrEqual(hundredths);
      if (elapsedMs > 0) {
        expect(computeFlightMultiplier(elapsedMs - 1)).toBeLessThan(hundredths);
      }
    }
    expect(computeFlightMs(100)).toBe(0);
    expect(computeFlightMs(101)).toBe(166);
  });
});
