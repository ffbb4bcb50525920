import { sportsFeedSchema } from '@plaza/contracts/sports';
import { describe, expect, it } from 'vitest';

import { buildDemoSportsFeed } from './demo-sports-feed';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 27, 8, 3, 0);

describe('the demo sportsbook feed', () => {
  it('is the same for every request at the same moment, and follows the feed schema', () => {
    const feed = buildDemoSportsFeed(START, 'en');
    expect(buildDemoSportsFeed(START, 'en')).toEqual(feed);
    expect(() => sportsFeedSchema.parse(feed)).not.toThrow();
  });

  it('names leagues in the language asked for and keeps the same matches', () => {
    const english = buildDemoSportsFeed(START, 'en');
    const vietnamese = buildDemoSportsFeed(START, 'vi');
    expect(vietnamese.matches.map((match) => match.id)).toEqual(english.matches.map((match) => match.id));
    expect(vietnamese.matches.map((match) => match.league)).not.toEqual(
      english.matches.map((match) => match.league),
    );
  });

  it('never lowers a score while a match runs, over four hours minute by minute', () => {
    const scores = new Map<string, { home: number; away: number }>();
    for (let now = START; now < START + 4 * 60 * MINUTE; now += MINUTE) {
      for (const match of buildDemoSportsFeed(now, 'en').matches) {
        if (match.state === 'UPCOMING') {
          expect([match.homeScore, match.awayScore, match.period]).toEqual([0, 0, 'NOT_STARTED']);
          continue;
        }
        const before = scores.get(match.id);
        if (before !== undefined) {
          expect(match.homeScore).toBeGreaterThanOrEqual(before.home);
          expect(match.awayScore).toBeGreaterThanOrEqual(before.away);
        }
        scores.set(match.id, { home: match.homeScore, away: match.awayScore });
      }
    }
    expect(scores.size).toBeGreaterThan(20);
  });

  it('always has matches live and to come, priced with the margin, and a draw price only in football', () => {
    for (let now = START; now < START + 24 * 60 * MINUTE; now += 17 * MINUTE) {
      const feed = buildDemoSportsFeed(now, 'en');
      const live = feed.matches.filter((match) => match.state === 'LIVE');
      expect(live.length).toBeGreaterThanOrEqual(3);
      expect(feed.matches.filter((match) => match.state === 'UPCOMING').length).toBeGreaterThanOrEqual(12);
      for (const match of feed.matches) {
        if (match.odds === null) {
          continue;
        }
        expect(match.odds.draw === null).toBe(match.sport !== 'FOOTBALL');
        const prices = [match.odds.home, match.odds.draw, match.odds.away].filter((price) => price !== null);
        const implied = prices.reduce((sum, price) => sum + 100 / price, 0);
        // Each price is rounded down and capped at 50.00, so the book is at least fair and at most the margin
        // plus the rounding.
        expect(implied).toBeGreaterThan(0.99);
        expect(prices.every((price) => price >= 101 && price <= 5_000)).toBe(true);
      }
    }
  });

  it('finishes every match it started: full time, no price', () => {
    const finished = buildDemoSportsFeed(START, 'en').matches.filter((match) => match.state === 'FINISHED');
    expect(finished.length).toBeGreaterThan(0);
    for (const match of finished) {
      expect(match.period).toBe('FULL_TIME');
      expect(match.odds).toBeNull();
    }
  });

  it('never has a team in two matches at once', () => {
    for (let now = START; now < START + 24 * 60 * MINUTE; now += 7 * MINUTE) {
      const live = buildDemoSportsFeed(now, 'en').matches.filter((match) => match.state === 'LIVE');
      const sides = live.flatMap((match) => [match.home, match.away]);
      expect(new Set(sides).size).toBe(sides.length);
    }
  });
});
