import { describe, expect, it } from 'vitest';

import { isCoveringRound } from './covering-bets.service';

describe('bets covering more than 80% of the outcomes (docs/product/lottery-rules.md#covering-bets)', () => {
  it('finds dice bets winning on more than 8,000 of 10,000 rolls', () => {
    expect(isCoveringRound('BGS_DICE', { direction: 'under', targetHundredths: 8_001 })).toBe(true);
    expect(isCoveringRound('BGS_DICE', { direction: 'under', targetHundredths: 8_000 })).toBe(false);
    expect(isCoveringRound('BGS_DICE', { direction: 'over', targetHundredths: 1_000 })).toBe(true);
    expect(isCoveringRound('BGS_DICE', { direction: 'over', targetHundredths: 5_000 })).toBe(false);
  });

  it('finds roulette spins whose chips cover 30 or more of the 37 pockets, together', () => {
    const red = { type: 'red', stake: 100 };
    const black = { type: 'black', stake: 100 };
    expect(isCoveringRound('BGS_ROULETTE', { bets: [red] })).toBe(false);
    // Red and black together cover 36 pockets: the classic hedge.
    expect(isCoveringRound('BGS_ROULETTE', { bets: [red, black] })).toBe(true);
    expect(isCoveringRound('BGS_ROULETTE', { bets: [red, { type: 'dozen', dozen: 1, stake: 100 }] })).toBe(
      false,
    );
    const dozens = [1, 2, 3].map((dozen) => ({ type: 'dozen', dozen, stake: 100 }));
    expect(isCoveringRound('BGS_ROULETTE', { bets: dozens.slice(0, 2) })).toBe(false);
    expect(isCoveringRound('BGS_ROULETTE', { bets: dozens })).toBe(true);
  });

  it('counts other games and unreadable bets as not covering', () => {
    expect(isCoveringRound('BGS_SLOT', {})).toBe(false);
    expect(isCoveringRound('BGS_DICE', { direction: 'sideways' })).toBe(false);
  });
});
