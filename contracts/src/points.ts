import { z } from 'zod';

import { requestIdSchema } from './payments';
import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';
import { PAYMENT_PASSWORD_MAX_LENGTH, wireIdSchema } from './withdrawals';

/**
 * Points (PTSYS3) and the points mall (docs/product/points-mall.md, docs/decisions/044-points-ledger.md).
 *
 * GET|POST /wps/relay/MCS2_getPointBalance             member  {}                          → pointBalanceSchema
 * GET|POST /wps/relay/MCS2_getPointConfig              member  {}                          → pointConfigSchema
 * GET|POST /wps/relay/MCS2_getPointReward              member  {}                          → pointRewardListSchema
 * GET|POST /wps/relay/MCS2_getRedeemPointList          member  pointPageQuerySchema        → pointRedemptionPageSchema
 * GET|POST /wps/relay/ODSFE2_MemTransDet               member  pointPageQuerySchema        → pointRecordPageSchema
 * POST     /wps/relay/passwordCheck/MCS2_redeemPointReward (E) member redeemPointRequestSchema → pointRedemptionSchema
 * POST     /wps/relay/MCS2_convertPoint (E)            member  convertPointRequestSchema   → pointConversionSchema
 * GET      /ops/points/redemptions                     operator promotions.review          → operator page
 * POST     /ops/points/redemptions/:id/approve|reject  operator promotions.review (audited)
 *
 * Every member call needs PTSYS3 (400 operation.not.enabled) and refuses a trial member (403).
 */

/** The member's points: a whole number, never expiring. */
export const pointBalanceSchema = z.object({ balance: z.number().int() });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/**
 * The deployment's rates: `validBetPerPoint` minor units of valid bet earn one point; `convertPoints` points
 * convert to `convertAmount` minor units; a conversion takes at least `minConvertPoints`, in steps of
 * `convertPoints`; the converted money carries `convertTurnoverMultiple` × its amount as turnover.
 */
export const pointConfigSchema = z.object({
  validBetPerPoint: z.number().int(),
  convertPoints: z.number().int(),
  convertAmount: z.number().int(),
  minConvertPoints: z.number().int(),
  convertTurnoverMultiple: z.number(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

/** What a mall reward gives: money to the main wallet once approved, or goods the operator sends. */
export const POINT_REWARD_KINDS = ['CASH', 'GOODS'] as const;
export const pointRewardKindSchema = z.enum(POINT_REWARD_KINDS);

/**
 * A reward of the points mall: its picture, the points one costs, the valid bet (`amountRequired`, minor units)
 * the member must have played since joining to redeem it, the money it pays (CASH) and the stock left.
 */
export const pointRewardSchema = z.object({
  id: z.number().int(),
  kind: pointRewardKindSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  pointsRequired: z.number().int(),
  amountRequired: z.number().int(),
  cashAmount: z.number().int(),
  stock: z.number().int(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardListSchema = z.object({
  /** The valid bet the member has played since joining, to compare with each reward's `amountRequired`. */
  validBetTotal: z.number().int(),
  list: z.array(pointRewardSchema),
});
export type PointRewardList = z.infer<typeof pointRewardListSchema>;

/** Points redemption statuses (docs/product/points-mall.md#calls). */
export const POINT_REDEMPTION_STATUSES = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
export const pointRedemptionStatusSchema = z.enum(POINT_REDEMPTION_STATUSES);
export type PointRedemptionStatus = z.infer<typeof pointRedemptionStatusSchema>;

/** A points redemption (docs/product/points-mall.md#calls). */
export const pointRedemptionSchema = z.object({
  id: wireIdSchema,
  rewardId: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  pointsRequired: z.number().int(),
  amountRequired: z.number().int(),
  cashAmount: z.number().int(),
  status: pointRedemptionStatusSchema,
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  referenceNo: z.string(),
  remark: z.string(),
});
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;
export const pointRedemptionPageSchema = pageOf(pointRedemptionSchema);
export type PointRedemptionPage = z.infer<typeof pointRedemptionPageSchema>;

/** Why points moved. */
export const POINT_RECORD_KINDS = ['EARN', 'REDEEM', 'REFUND', 'CONVERT'] as const;
export const pointRecordKindSchema = z.enum(POINT_RECORD_KINDS);
export type PointRecordKind = z.infer<typeof pointRecordKindSchema>;

/**
 * A point record (docs/product/points-mall.md#calls): `amount` is the money the movement stands for (the valid bet
 * earned on, the money a conversion paid; 0 for a redemption), `points` the signed change, `balance` the points
 * after it.
 */
export const pointRecordSchema = z.object({
  id: wireIdSchema,
  kind: pointRecordKindSchema,
  amount: z.number().int(),
  points: z.number().int(),
  balance: z.number().int(),
  remark: z.string(),
  status: z.literal('COMPLETED'),
  time: z.string(),
  referenceNo: z.string(),
});
export type PointRecord = z.infer<typeof pointRecordSchema>;
export const pointRecordPageSchema = pageOf(pointRecordSchema);
export type PointRecordPage = z.infer<typeof pointRecordPageSchema>;

export const pointPageQuerySchema = z.object({ ...pageQueryShape });

const paymentPasswordSchema = z.string().min(1).max(PAYMENT_PASSWORD_MAX_LENGTH);

/** The decrypted body of passwordCheck/MCS2_redeemPointReward. */
export const redeemPointRequestSchema = z.object({
  rewardId: z.number().int().min(1),
  quantity: z.number().int().min(1).max(99),
  paymentPassword: paymentPasswordSchema,
  requestId: requestIdSchema,
});
export type RedeemPointRequest = z.infer<typeof redeemPointRequestSchema>;

/** The decrypted body of MCS2_convertPoint. */
export const convertPointRequestSchema = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: paymentPasswordSchema,
  requestId: requestIdSchema,
});
export type ConvertPointRequest = z.infer<typeof convertPointRequestSchema>;

export const pointConversionSchema = z.object({
  points: z.number().int(),
  amount: z.number().int(),
  balance: z.number().int(),
});
export type PointConversion = z.infer<typeof pointConversionSchema>;

/** A redemption as the operator reviews it. */
export const operatorPointRedemptionSchema = pointRedemptionSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  rejectReason: z.string().nullable(),
});
export const operatorPointRedemptionPageSchema = pageOf(operatorPointRedemptionSchema);
export const operatorPointRedemptionQuerySchema = z.object({
  status: pointRedemptionStatusSchema.optional(),
  ...pageQueryShape,
});
export const pointRedemptionIdParamsSchema = z.object({ id: wireIdSchema });
export const rejectPointRedemptionSchema = z.object({ reason: typedTextSchema(1, 140) });
