import { describe, expect, it } from 'vitest';

import { isCoveringSelection, measureCoveredShare } from './covering-share';
import { LOTTERY_BET_TYPES } from './lottery-bet-types';

function definitionOf(code: string) {
  const definition = LOTTERY_BET_TYPES.find((entry) => entry.code === code);
  if (definition === undefined) {
    throw new Error(`no bet type ${code}`);
  }
  return definition;
}

const digits = (count: number) => Array.from({ length: count }, (_, digit) => String(digit));

describe('covering lottery selections (docs/product/lottery-rules.md#covering-bets)', () => {
  it('counts a 5-star straight over 80,000 numbers as covering, 80,000 as not', () => {
    const straight = definitionOf('ssc_5star_straight');
    expect(measureCoveredShare(straight, [digits(10), digits(10), digits(10), digits(10), digits(8)])).toBe(
      0.8,
    );
    expect(isCoveringSelection(straight, [digits(10), digits(10), digits(10), digits(10), digits(8)])).toBe(
      false,
    );
    expect(isCoveringSelection(straight, [digits(10), digits(10), digits(10), digits(10), digits(9)])).toBe(
      true,
    );
    expect(isCoveringSelection(straight, [['1'], ['2'], ['3'], ['4'], ['5']])).toBe(false);
  });

  it('counts a 4D Big bet on more than 8,000 numbers as covering (a pattern-allowed row)', () => {
    const big = definitionOf('4d_big');
    const numbers = (count: number) =>
      Array.from({ length: count }, (_, value) => String(value).padStart(4, '0'));
    expect(isCoveringSelection(big, [numbers(8_001)])).toBe(true);
    expect(isCoveringSelection(big, [numbers(8_000)])).toBe(false);
    expect(measureCoveredShare(big, [['1234']])).toBeCloseTo(1 / 10_000);
  });

  it('counts a dragon-tiger bet on every side as covering', () => {
    const dragonTiger = definitionOf('ssc_dragon_tiger');
    const sides = dragonTiger.selectionRule.rows[0]?.allowed as readonly string[];
    expect(isCoveringSelection(dragonTiger, [[...sides]])).toBe(true);
    expect(isCoveringSelection(dragonTiger, [[sides[0] as string]])).toBe(false);
  });
});
