import { z } from 'zod';

import { typedTextSchema } from './typed-text';

/**
 * The VIP ladder (docs/product/rebate-vip.md): levels reached by cumulative completed deposits and settled valid
 * bet, at most one level up a report day, kept by a valid bet within a number of days or lost one level at a time,
 * with upgrade, birthday and monthly gifts that wait in the reward center with their turnover. Amounts in minor units.
 */

export const VIP_MAX_LEVEL = 20;
const amountSchema = z.number().int().min(0).max(1_000_000_000_000);

export const vipLevelSchema = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  name: typedTextSchema(1, 32),
  minDeposit: amountSchema,
  minValidBet: amountSchema,
  keepValidBet: amountSchema,
  keepDays: z.number().int().min(1).max(366),
  upgradeGift: amountSchema,
  birthdayGift: amountSchema,
  monthlyGift: amountSchema,
  /** Turnover multiples in hundredths (100 = 1×). */
  giftTurnoverX100: z.number().int().min(0).max(10_000),
  rebateTurnoverX100: z.number().int().min(0).max(10_000),
  /** The most rebate a member of the level earns in one report day (0: no cap). */
  dailyRebateCap: amountSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The VIP page (GET /wps/member/vip). */
export const vipStatusSchema = z.object({
  bonusesEnabled: z.boolean(),
  level: z.number().int(),
  name: z.string(),
  totalDeposit: z.number().int(),
  totalValidBet: z.number().int(),
  /** The next level and what it needs; null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      minDeposit: z.number().int(),
      minValidBet: z.number().int(),
    })
    .nullable(),
  /** The keep requirement of the current level: null at level 0. */
  keep: z.object({ required: z.number().int(), placed: z.number().int(), untilDate: z.string() }).nullable(),
  /** The report day the totals count to (YYYY-MM-DD), or null before the first evaluation. */
  evaluatedDate: z.string().nullable(),
  levels: z.array(vipLevelSchema),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** PUT /ops/vip/levels: the whole ladder, level 0 first, requirements rising. */
export const vipLevelsUpdateSchema = z.object({
  levels: z
    .array(vipLevelSchema)
    .min(1)
    .max(VIP_MAX_LEVEL + 1),
});
export const vipLevelsSchema = z.object({ levels: z.array(vipLevelSchema) });
export type VipLevels = z.infer<typeof vipLevelsSchema>;
