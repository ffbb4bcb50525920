import { SPORTS_LIST_LIMITS, sportsFeedSchema } from '@plaza/contracts/sports';
import type { SportsFeed, SportsMatch, SportsMatches } from '@plaza/contracts/sports';
import type { Language } from '@plaza/contracts/languages';

/** Reads the vendor's feed in one language; throws when it cannot be read or does not parse. */
export type FeedFetcher = (language: Language) => Promise<SportsFeed>;

export interface SportsFeedReaderOptions {
  /** Where the feed comes from; undefined while the deployment names no feed. */
  resolveFetcher: () => Promise<FeedFetcher | undefined>;
  now?: () => number;
  /** How long one reading serves every request (the vendor's feed is read at most once per this, per language). */
  freshMs?: number;
  /** How long a copy still answers while the feed cannot be read. */
  keepMs?: number;
}

interface CachedFeed {
  feed: SportsFeed;
  readAt: number;
}

const EMPTY: SportsMatches = { isAvailable: false, updatedAt: null, live: [], hot: [], upcoming: [] };

/**
 * The live, hot and upcoming lists from a feed: live by kick-off, hot (flagged by the vendor, live or not started)
 * by bets taken, upcoming by kick-off; finished matches are left out.
 */
export function selectMatches(feed: SportsFeed, readAt: number): SportsMatches {
  const byKickoff = (a: SportsMatch, b: SportsMatch) => a.kickoffAt - b.kickoffAt || a.id.localeCompare(b.id);
  const live = feed.matches.filter((match) => match.state === 'LIVE').sort(byKickoff);
  const upcoming = feed.matches.filter((match) => match.state === 'UPCOMING').sort(byKickoff);
  const hot = feed.matches
    .filter((match) => match.isHot && match.state !== 'FINISHED')
    .sort((a, b) => b.betCount - a.betCount || byKickoff(a, b))
    .slice(0, SPORTS_LIST_LIMITS.hot);
  return {
    isAvailable: true,
    updatedAt: readAt,
    live,
    hot,
    upcoming: upcoming.slice(0, SPORTS_LIST_LIMITS.upcoming),
  };
}

/**
 * Serves the sports lists from the vendor's feed, read at most once per `freshMs` and language however many
 * members ask (requests arriving while a reading is under way wait for it); a copy up to `keepMs` old answers
 * while the feed fails, and after that the lists are empty and marked unavailable (docs/product/sports.md).
 */
export function createSportsFeedReader(options: SportsFeedReaderOptions) {
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? 3_000;
  const keepMs = options.keepMs ?? 60_000;
  const cache = new Map<Language, CachedFeed>();
  const readings = new Map<Language, Promise<CachedFeed | undefined>>();

  async function read(language: Language): Promise<CachedFeed | undefined> {
    const fetcher = await options.resolveFetcher();
    if (fetcher === undefined) {
      cache.delete(language);
      return undefined;
    }
    try {
      const entry = { feed: await fetcher(language), readAt: now() };
      cache.set(language, entry);
      return entry;
    } catch {
      const kept = cache.get(language);
      return kept !== undefined && now() - kept.readAt <= keepMs ? kept : undefined;
    }
  }

  return {
    async getMatches(language: Language): Promise<SportsMatches> {
      const cached = cache.get(language);
      if (cached !== undefined && now() - cached.readAt < freshMs) {
        return selectMatches(cached.feed, cached.readAt);
      }
      let reading = readings.get(language);
      if (reading === undefined) {
        reading = read(language).finally(() => readings.delete(language));
        readings.set(language, reading);
      }
      const entry = await reading;
      return entry === undefined ? EMPTY : selectMatches(entry.feed, entry.readAt);
    },
  };
}

/**
 * Reads a feed over HTTP: `url` with the language as a query parameter, at most `timeoutMs`, checked against
 * the feed's schema (a vendor is outside the house: what it sends is checked like any input).
 */
export function createHttpFeedFetcher(url: string, timeoutMs = 3_000): FeedFetcher {
  return async (language) => {
    const address = new URL(url);
    address.searchParams.set('language', language);
    const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      throw new Error(`sports feed answered ${response.status}`);
    }
    return sportsFeedSchema.parse(await response.json());
  };
}
