import type { SportsFeed, SportsMatch } from '@plaza/contracts/sports';
import { describe, expect, it } from 'vitest';

import { createSportsFeedReader, selectMatches } from './sports-feed.service';
import type { FeedFetcher } from './sports-feed.service';

function match(id: string, changes: Partial<SportsMatch>): SportsMatch {
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
    odds: { home: 200, draw: 300, away: 400 },
    isHot: false,
    betCount: 0,
    ...changes,
  };
}

const FEED: SportsFeed = {
  generatedAt: 0,
  matches: [
    match('live-later', { kickoffAt: 20 }),
    match('live-earlier', { kickoffAt: 10, isHot: true, betCount: 5 }),
    match('done', { state: 'FINISHED', period: 'FULL_TIME', isHot: true, betCount: 999 }),
    ...Array.from({ length: 15 }, (_, index) =>
      match(`next-${index}`, {
        state: 'UPCOMING',
        period: 'NOT_STARTED',
        kickoffAt: 100 + index,
        isHot: index < 8,
        betCount: index,
      }),
    ),
  ],
};

describe('selectMatches', () => {
  it('lists live by kick-off, hot by bets (live or to come, six at most), upcoming by kick-off (twelve at most)', () => {
    const lists = selectMatches(FEED, 42);
    expect(lists.isAvailable).toBe(true);
    expect(lists.updatedAt).toBe(42);
    expect(lists.live.map((item) => item.id)).toEqual(['live-earlier', 'live-later']);
    expect(lists.hot.map((item) => item.id)).toEqual([
      'next-7',
      'next-6',
      'live-earlier',
      'next-5',
      'next-4',
      'next-3',
    ]);
    expect(lists.upcoming.map((item) => item.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `next-${index}`),
    );
  });
});

describe('the sports feed reader', () => {
  function setUp(fetcher: FeedFetcher | undefined) {
    let now = 1_000;
    let reads = 0;
    const reader = createSportsFeedReader({
      resolveFetcher: () =>
        Promise.resolve(
          fetcher === undefined
            ? undefined
            : (language) => {
                reads += 1;
                return fetcher(language);
              },
        ),
      now: () => now,
      freshMs: 3_000,
      keepMs: 60_000,
    });
    return {
      reader,
      reads: () => reads,
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  it('reads the feed once for requests that arrive together and within the fresh time', async () => {
    const setup = setUp(() => Promise.resolve(FEED));
    const answers = await Promise.all([1, 2, 3].map(() => setup.reader.getMatches('en')));
    expect(answers.every((answer) => answer.isAvailable)).toBe(true);
    setup.advance(2_999);
    await setup.reader.getMatches('en');
    expect(setup.reads()).toBe(1);
    setup.advance(1);
    await setup.reader.getMatches('en');
    expect(setup.reads()).toBe(2);
  });

  it('keeps answering from the last copy while the feed fails, then says it is unavailable', async () => {
    let isFailing = false;
    const setup = setUp(() => (isFailing ? Promise.reject(new Error('down')) : Promise.resolve(FEED)));
    await setup.reader.getMatches('en');
    isFailing = true;
    setup.advance(30_000);
    const kept = await setup.reader.getMatches('en');
    expect(kept.isAvailable).toBe(true);
    expect(kept.updatedAt).toBe(1_000);
    setup.advance(31_000);
    const gone = await setup.reader.getMatches('en');
    expect(gone).toEqual({ isAvailable: false, updatedAt: null, live: [], hot: [], upcoming: [] });
  });

  it('is unavailable when the deployment names no feed', async () => {
    const setup = setUp(undefined);
    expect((await setup.reader.getMatches('en')).isAvailable).toBe(false);
  });
});
