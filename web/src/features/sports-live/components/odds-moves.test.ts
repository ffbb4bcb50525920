import type { SportsMatch } from '@plaza/contracts/sports';
import { describe, expect, it } from 'vitest';

import { compareOdds } from './odds-moves';

function match(id: string, odds: SportsMatch['odds']): SportsMatch {
  return {
    id,
    sport: 'FOOTBALL',
    league: 'League',
    home: 'Home',
    away: 'Away',
    kickoffAt: 0,
    state: 'LIVE',
    period: 'FIRST_HALF',
    clockMinutes: 10,
    homeScore: 0,
    awayScore: 0,
    odds,
    isHot: false,
    betCount: 0,
  };
}

describe('compareOdds', () => {
  it('marks each price that rose or fell, and nothing for a price that stayed', () => {
    const moves = compareOdds(
      [match('a', { home: 200, draw: 320, away: 410 })],
      [match('a', { home: 185, draw: 320, away: 450 })],
    );
    expect(moves.get('a:home')).toBe('down');
    expect(moves.get('a:draw')).toBeUndefined();
    expect(moves.get('a:away')).toBe('up');
  });

  it('marks nothing for a new match, a suspended market or a market that reopens', () => {
    expect(compareOdds([], [match('a', { home: 200, draw: 300, away: 400 })]).size).toBe(0);
    expect(compareOdds([match('a', { home: 200, draw: 300, away: 400 })], [match('a', null)]).size).toBe(0);
    expect(compareOdds([match('a', null)], [match('a', { home: 200, draw: 300, away: 400 })]).size).toBe(0);
  });
});
