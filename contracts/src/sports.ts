import { z } from 'zod';

/**
 * Sports live and hot matches (docs/product/sports.md): the matches the deployment's sportsbook vendor lists in
 * its feed, with live scores and the main market's odds, as the member API answers them.
 */

export const SPORTS = ['FOOTBALL', 'BASKETBALL', 'ESPORTS'] as const;
export const sportSchema = z.enum(SPORTS);
export type Sport = z.infer<typeof sportSchema>;

export const MATCH_STATES = ['UPCOMING', 'LIVE', 'FINISHED'] as const;
export const matchStateSchema = z.enum(MATCH_STATES);
export type MatchState = z.infer<typeof matchStateSchema>;

/**
 * Where a match stands: football's halves and half-time, basketball's quarters and breaks, an e-sports series'
 * maps and the pauses between them; NOT_STARTED before kick-off and FULL_TIME after.
 */
export const MATCH_PERIODS = [
  'NOT_STARTED',
  'FIRST_HALF',
  'HALF_TIME',
  'SECOND_HALF',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'BREAK',
  'MAP_1',
  'MAP_2',
  'MAP_3',
  'FULL_TIME',
] as const;
export const matchPeriodSchema = z.enum(MATCH_PERIODS);
export type MatchPeriod = z.infer<typeof matchPeriodSchema>;

/**
 * The main market's decimal odds in hundredths (185 is 1.85): home, draw (null where a sport has no draw) and
 * away. Null while the market is suspended (just after a goal, for example).
 */
export const matchOddsSchema = z.object({
  home: z.number().int().min(101),
  draw: z.number().int().min(101).nullable(),
  away: z.number().int().min(101),
});
export type MatchOdds = z.infer<typeof matchOddsSchema>;

/** One match, in the language asked for. */
export const sportsMatchSchema = z.object({
  id: z.string().min(1).max(64),
  sport: sportSchema,
  league: z.string().min(1).max(120),
  home: z.string().min(1).max(120),
  away: z.string().min(1).max(120),
  /** Kick-off, milliseconds since the epoch. */
  kickoffAt: z.number().int(),
  state: matchStateSchema,
  period: matchPeriodSchema,
  /** Minutes played in the period's clock (football's match minute, basketball's quarter minute); null when none runs. */
  clockMinutes: z.number().int().min(0).max(200).nullable(),
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  odds: matchOddsSchema.nullable(),
  /** Flagged by the vendor as one of its hot matches. */
  isHot: z.boolean(),
  /** Bets the vendor has taken on the match: the hot list's order. */
  betCount: z.number().int().min(0),
});
export type SportsMatch = z.infer<typeof sportsMatchSchema>;

/**
 * GET /wps/sports/matches: the live matches, the hot ones (live or starting soon) and the next to start. When the
 * feed cannot be read and no recent copy is kept, `isAvailable` is false and the lists are empty.
 */
export const sportsMatchesSchema = z.object({
  isAvailable: z.boolean(),
  /** When the feed was last read, milliseconds since the epoch; null when it never was. */
  updatedAt: z.number().int().nullable(),
  live: z.array(sportsMatchSchema),
  hot: z.array(sportsMatchSchema),
  upcoming: z.array(sportsMatchSchema),
});
export type SportsMatches = z.infer<typeof sportsMatchesSchema>;

/**
 * The feed a sportsbook vendor serves (or an adapter turns its own into): every match it lists now, in the
 * language of the request's `language` query parameter.
 */
export const sportsFeedSchema = z.object({
  generatedAt: z.number().int(),
  matches: z.array(sportsMatchSchema).max(500),
});
export type SportsFeed = z.infer<typeof sportsFeedSchema>;

/** How many hot and upcoming matches the member API lists. */
export const SPORTS_LIST_LIMITS = { hot: 6, upcoming: 12 } as const;
