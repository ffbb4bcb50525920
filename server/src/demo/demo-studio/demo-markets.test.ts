import { DEMO_MARKET_IDS } from '@plaza/contracts/demo-studio';
import { describe, expect, it } from 'vitest';

import { DEMO_GAMES } from '../demo-games';
import {
  DEMO_MARKETS,
  DEMO_PROBABILITY_DENOMINATOR,
  describeMarket,
  describeMarketReturn,
  drawOutcome,
  findDemoGameKind,
  findOutcomeAtRoll,
  findOutcomeOdds,
  findOutcomeReturn,
  findStatedDemoReturn,
  formatReturn,
  payPick,
} from './demo-markets';

describe('demo studio markets', () => {
  it('gives every DEMO game of the catalogue the slot or a market', () => {
    const demoCodes = DEMO_GAMES.filter((game) => game.vendorCode === 'DEMO').map((game) => game.gameCode);
    expect(demoCodes.length).toBeGreaterThan(20);
    for (const gameCode of demoCodes) {
      expect(findDemoGameKind(gameCode).kind, gameCode).not.toBe('none');
    }
    expect(findDemoGameKind('DEMO_SLOT')).toEqual({ kind: 'slot' });
    expect(findDemoGameKind('DEMO_SPORTSBOOK')).toEqual({ kind: 'market', marketId: 'football' });
    expect(findDemoGameKind('toString').kind).toBe('none');
    expect(findDemoGameKind('BGS_DICE').kind).toBe('none');
  });

  it('has two to four outcomes per market, unique ids, probabilities summing to exactly 1', () => {
    for (const marketId of DEMO_MARKET_IDS) {
      const outcomes = DEMO_MARKETS[marketId];
      expect(outcomes.length, marketId).toBeGreaterThanOrEqual(2);
      expect(outcomes.length, marketId).toBeLessThanOrEqual(4);
      expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(outcomes.length);
      for (const outcome of outcomes) {
        expect(Number.isInteger(outcome.probability) && outcome.probability > 0).toBe(true);
      }
      expect(
        outcomes.reduce((sum, outcome) => sum + outcome.probability, 0),
        marketId,
      ).toBe(DEMO_PROBABILITY_DENOMINATOR);
    }
  });

  it('floors the odds to hundredths below 96% and states the exact return of each pick', () => {
    expect(describeMarket('football')).toEqual([
      { id: 'home', odds: '2.13', rtp: '95.85%' },
      { id: 'draw', odds: '3.84', rtp: '96.00%' },
      { id: 'away', odds: '3.20', rtp: '96.00%' },
    ]);
    expect(describeMarketReturn('football')).toBe('95.85%–96.00%');
    expect(describeMarketReturn('cards')).toBe('96.00%');
    expect(describeMarket('roulette')[0]).toEqual({ id: 'red', odds: '1.97', rtp: '95.8405%' });
    expect(formatReturn(955_450)).toBe('95.545%');
    for (const marketId of DEMO_MARKET_IDS) {
      for (const outcome of DEMO_MARKETS[marketId]) {
        // Exact: the probability over 10,000 times the odds over 100, summed over one pick's outcomes.
        const odds = findOutcomeOdds(marketId, outcome.id) ?? 0;
        const exactReturn = (outcome.probability * odds) / 1_000_000;
        expect(exactReturn).toBeLessThanOrEqual(0.96);
        expect(exactReturn).toBeGreaterThan(0.95);
        expect(describeMarket(marketId).find((shown) => shown.id === outcome.id)?.rtp).toBe(
          formatReturn(outcome.probability * odds),
        );
      }
    }
  });

  it('pays floor(stake × odds) in integers for the drawn pick and nothing for another', () => {
    expect(payPick('home', 'home', 100, 213)).toBe(213);
    expect(payPick('home', 'home', 155, 213)).toBe(330); // 330.15
    expect(payPick('home', 'away', 155, 213)).toBe(0);
    expect(payPick('red', 'red', 1, 197)).toBe(1);
    expect(payPick('tie', 'tie', 500_000, 1_008)).toBe(5_040_000);
    for (let stake = 1; stake < 1_000; stake += 7) {
      const payout = payPick('a', 'a', stake, 197);
      expect(Number.isInteger(payout)).toBe(true);
      expect(payout).toBe(Math.floor((stake * 197) / 100));
    }
  });

  it('lands rolls on consecutive probability ranges, and draws only outcomes of the market', () => {
    expect(findOutcomeAtRoll('football', 0)).toBe('home');
    expect(findOutcomeAtRoll('football', 4_499)).toBe('home');
    expect(findOutcomeAtRoll('football', 4_500)).toBe('draw');
    expect(findOutcomeAtRoll('football', 6_999)).toBe('draw');
    expect(findOutcomeAtRoll('football', 9_999)).toBe('away');
    expect(() => findOutcomeAtRoll('football', 10_000)).toThrow(RangeError);
    const ids = DEMO_MARKETS.fish.map((outcome) => outcome.id);
    for (let draw = 0; draw < 200; draw += 1) {
      expect(ids).toContain(drawOutcome('fish'));
    }
    expect(findOutcomeOdds('fish', 'home')).toBeUndefined();
  });

  it('states a return before play for every DEMO game, never above what any of its bets pays back', () => {
    for (const game of DEMO_GAMES.filter((entry) => entry.vendorCode === 'DEMO')) {
      const stated = game.rtp ?? '';
      expect(stated, game.gameCode).toMatch(/^\d{2}\.\d{2}%$/);
      expect(stated).toBe(findStatedDemoReturn(game.gameCode));
      const kind = findDemoGameKind(game.gameCode);
      if (kind.kind === 'market') {
        const lowest = Math.min(...DEMO_MARKETS[kind.marketId].map(findOutcomeReturn));
        expect(Math.round(Number.parseFloat(stated) * 10_000)).toBeLessThanOrEqual(lowest);
        expect(Math.round(Number.parseFloat(stated) * 10_000)).toBeGreaterThan(lowest - 100);
      }
    }
    expect(findStatedDemoReturn('NO_SUCH_GAME')).toBeNull();
  });
});
