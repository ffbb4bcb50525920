import { z } from 'zod';

import { typedTextSchema } from './typed-text';

import { pageOf, pageQueryShape, refineTimeRange, timeRangeQueryShape } from './records';

/**
 * The member's betting record (personalHistoryCopy, docs/product/records.md#betting-record) and daily totals, read
 * from the bets every vendor placed through the seamless wallet, each with its settlement
 * (docs/decisions/012-in-house-games.md).
 */

/** A bet as the record shows it: settled (its wins paid, zero for a loss), open, or given back (rolled back). */
export const BET_RECORD_STATUSES = ['settled', 'unsettled', 'rolled_back'] as const;
export const betRecordStatusSchema = z.enum(BET_RECORD_STATUSES);
export type BetRecordStatus = z.infer<typeof betRecordStatusSchema>;

/** The most minutes a day boundary may be moved from UTC (UTC−14:00 … UTC+14:00). */
export const UTC_OFFSET_LIMIT_MINUTES = 14 * 60;

const filterShape = {
  /** A vendor code (vassalage); every vendor when left out. */
  vassalage: typedTextSchema(1, 32).optional(),
  ...timeRangeQueryShape,
};

/** GET /wps/member/bets (T): vendor, time range, page. */
export const betRecordQuerySchema = z
  .object({ ...filterShape, ...pageQueryShape })
  .refine(refineTimeRange, { path: ['to'] });
export type BetRecordQuery = z.infer<typeof betRecordQuerySchema>;

/** One bet with its settlement, minor units. */
export const betRecordSchema = z.object({
  /** The bet's id in the wallet's records (decimal string). */
  id: z.string(),
  /** ISO 8601: when the bet was placed. */
  time: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** The game's name in the request's language, or its code when the catalogue has none. */
  gameName: z.string(),
  gameType: z.string(),
  roundId: z.string(),
  stake: z.number().int(),
  /** The stake that counts (turnover): the stake, or 0 for a bet given back. */
  validBet: z.number().int(),
  /** What its settlements paid, stake included; null while unsettled. */
  payout: z.number().int().nullable(),
  /** payout − validBet; null while unsettled. */
  profit: z.number().int().nullable(),
  status: betRecordStatusSchema,
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/** Sums over every bet the filter selects (not only the page). */
export const betTotalsSchema = z.object({
  betCount: z.number().int(),
  stake: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  profit: z.number().int(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordPageSchema = pageOf(betRecordSchema).extend({ totals: betTotalsSchema });
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/**
 * GET /wps/member/bets/daily (T): vendor and time range. Days are the deployment's report days (they begin at
 * midnight of its report offset, which the answer names), the days every report and contract uses.
 */
export const dailyBetTotalsQuerySchema = z.object(filterShape).refine(refineTimeRange, { path: ['to'] });
export type DailyBetTotalsQuery = z.infer<typeof dailyBetTotalsQuerySchema>;

/** One day of the member's play: the bets placed that day and what they paid. */
export const dailyBetTotalSchema = betTotalsSchema.extend({
  /** YYYY-MM-DD, a report day. */
  date: z.string(),
});
export type DailyBetTotal = z.infer<typeof dailyBetTotalSchema>;

export const dailyBetTotalsSchema = z.object({
  /** Where report days begin: minutes east of UTC (UTC−03:00 is −180). */
  utcOffsetMinutes: z.number().int(),
  /** Newest day first; days without bets are left out. */
  days: z.array(dailyBetTotalSchema),
  totals: betTotalsSchema,
});
export type DailyBetTotals = z.infer<typeof dailyBetTotalsSchema>;
