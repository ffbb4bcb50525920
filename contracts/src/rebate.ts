import { z } from 'zod';

import { gameCategorySchema } from './system';

/**
 * Rebates: cashback on settled valid bet by game type and VIP level (docs/product/rebate-vip.md). Rates travel as
 * basis points of valid bet (100 = 1%); amounts in minor units.
 */

/** Basis points of valid bet a rebate rate may be: 0 to 5%. */
export const REBATE_MAX_BASIS_POINTS = 500;

export const rebateRateSchema = z.object({
  vipLevel: z.number().int().min(0).max(99),
  gameType: gameCategorySchema,
  basisPoints: z.number().int().min(0).max(REBATE_MAX_BASIS_POINTS),
});
export type RebateRate = z.infer<typeof rebateRateSchema>;

/** The rates of the member's level, or of level 0 for a visitor (GET /wps/rebate/rates). */
export const rebateRateListSchema = z.object({
  bonusesEnabled: z.boolean(),
  vipLevel: z.number().int(),
  rates: z.array(z.object({ gameType: gameCategorySchema, basisPoints: z.number().int() })),
});
export type RebateRateList = z.infer<typeof rebateRateListSchema>;

/** What a member accrued on one report day and game type. */
export const rebateAccrualSchema = z.object({
  /** The report day, YYYY-MM-DD. */
  date: z.string(),
  gameType: gameCategorySchema,
  validBet: z.number().int(),
  basisPoints: z.number().int(),
  amount: z.number().int(),
  paid: z.number().int(),
  /** Paid by the daily pass: nothing of it changes any more. */
  isSealed: z.boolean(),
});
export type RebateAccrual = z.infer<typeof rebateAccrualSchema>;

/** The manual rebate page (GET /wps/member/rebate). */
export const rebateSummarySchema = z.object({
  bonusesEnabled: z.boolean(),
  vipLevel: z.number().int(),
  /** What a claim now would pay: accrued and not yet paid, over the days the daily pass has not paid. */
  claimable: z.number().int(),
  /** Today's and the unpaid days' accruals, newest first. */
  open: z.array(rebateAccrualSchema),
  /** The last 7 report days paid, newest first. */
  history: z.array(rebateAccrualSchema),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

/** POST /wps/member/rebate/claim: what was paid now (0 when nothing had accrued) and the page afterwards. */
export const rebateClaimSchema = z.object({ paid: z.number().int(), summary: rebateSummarySchema });
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

/** PUT /ops/rebate/rates: the whole table (a pair left out keeps no rate: 0). */
export const rebateRatesUpdateSchema = z.object({
  rates: z.array(rebateRateSchema).min(1).max(1_000),
});
export const rebateRatesSchema = z.object({ rates: z.array(rebateRateSchema) });
export type RebateRates = z.infer<typeof rebateRatesSchema>;
