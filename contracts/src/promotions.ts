import { z } from 'zod';

import { REMARK_MAX_LENGTH } from './constants';
import { pageOf, pageQueryShape, refineTimeRange, timeRangeQueryShape } from './records';
import { wireIdSchema } from './withdrawals';
import { typedTextSchema } from './typed-text';

/**
 * Promotions, the reward center and the loyalty loop (docs/product/promotions.md).
 * Behaviour: docs/product/promotions.md.
 */

/** The list's filter types (docs/product/promotions.md). */
export const PROMOTION_TYPES = ['NEW_MEMBER', 'DEPOSIT', 'DAILY', 'VIP', 'EVENT'] as const;
export const promotionTypeSchema = z.enum(PROMOTION_TYPES);
export type PromotionType = z.infer<typeof promotionTypeSchema>;

/**
 * How a promotion rewards: SIGN_UP (join, then request the reward with a remark and images; an operator decides),
 * FIRST_DEPOSIT and RELOAD (a bonus on a completed deposit, with its turnover), INFO (terms only: rebate, VIP).
 */
export const PROMOTION_KINDS = ['SIGN_UP', 'FIRST_DEPOSIT', 'RELOAD', 'INFO'] as const;
export const promotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

/** Who may take part. */
export const PROMOTION_AUDIENCES = ['ALL', 'NEW_MEMBERS'] as const;
/** NEW_MEMBERS: accounts registered within this many days. */
export const NEW_MEMBER_DAYS = 30;
export const promotionAudienceSchema = z.enum(PROMOTION_AUDIENCES);

/**
 * The activity statuses of docs/product/promotions.md, as the viewer sees a promotion: COMING_SOON (not started), JOIN (may join),
 * JOINED (joined, reward not yet requested), APPLYING (requested, under review), REJECTED, CLAIM (a reward waits in
 * the reward center), CLAIMED, ISSUED (credited without a claim step), PROCESS (counting toward the reward), CLOSE.
 */
export const ACTIVITY_STATUSES = [
  'COMING_SOON',
  'JOIN',
  'JOINED',
  'APPLYING',
  'REJECTED',
  'CLAIM',
  'CLAIMED',
  'ISSUED',
  'PROCESS',
  'CLOSE',
] as const;
export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** How a deposit bonus's turnover is counted: bonus × k, or (deposit + bonus) × k (docs/product/promotions.md). */
export const TURNOVER_BASES = ['BONUS', 'DEPOSIT_PLUS_BONUS'] as const;
export const turnoverBaseSchema = z.enum(TURNOVER_BASES);

/** A member's part in a promotion (absent for a visitor or a member who has not joined). */
export const participationSchema = z.object({
  id: wireIdSchema,
  joinedAt: z.string(),
  requestedAt: z.string().nullable(),
  remark: z.string().nullable(),
  imageCount: z.number().int(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  type: promotionTypeSchema,
  kind: promotionKindSchema,
  title: z.string(),
  summary: z.string(),
  /** The terms and conditions, HTML. */
  terms: z.string(),
  audience: promotionAudienceSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** The fixed reward of a sign-up promotion (minor units). */
  rewardAmount: z.number().int().nullable(),
  /** A deposit bonus's percentage of the deposit, its cap and the smallest deposit it takes. */
  bonusPercent: z.number().nullable(),
  maxBonus: z.number().int().nullable(),
  minDeposit: z.number().int().nullable(),
  turnoverMultiple: z.number(),
  turnoverBase: turnoverBaseSchema,
  /** Days a reward waits in the reward center before it expires. */
  claimDays: z.number().int(),
  coverUrl: z.string().nullable(),
  status: activityStatusSchema,
  participation: participationSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListQuerySchema = z.object({ type: promotionTypeSchema.optional() });
export const promotionListSchema = z.object({
  /** False when the deployment turns every bonus off (docs/product/promotions.md "Where bonuses are forbidden"). */
  bonusesEnabled: z.boolean(),
  types: z.array(promotionTypeSchema),
  list: z.array(promotionSchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;
export const promotionIdParamsSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });

/** MCSFE_signUpPromotionJoin (T). */
export const promotionJoinRequestSchema = z.object({
  promotionId: z.number().int().min(1).max(2_147_483_647),
});

/** MCSFE_signUpRequestReward (T): multipart fields; up to 3 files named `image`. */
export const rewardRequestFieldsSchema = z.object({
  promotionId: z.string().regex(/^[1-9]\d{0,9}$/),
  remark: z.string().trim().optional(),
});
export const PROMOTION_REMARK_MAX_LENGTH = REMARK_MAX_LENGTH;

/** The reward center (rewardCenter). */
export const REWARD_STATUSES = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export const rewardStatusSchema = z.enum(REWARD_STATUSES);
export const REWARD_SOURCES = [
  'PROMOTION',
  'DEPOSIT_BONUS',
  'REBATE',
  'VIP',
  'POINTS',
  'MISSION',
  'REFERRAL',
] as const;
export const rewardSourceSchema = z.enum(REWARD_SOURCES);

export const rewardSchema = z.object({
  id: wireIdSchema,
  source: rewardSourceSchema,
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: z.number().int(),
  /** What must be wagered once the reward is claimed, before a withdrawal (minor units). */
  turnoverRequired: z.number().int(),
  status: rewardStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardQuerySchema = z.object({ status: rewardStatusSchema.optional(), ...pageQueryShape });
export const rewardPageSchema = pageOf(rewardSchema);
export type RewardPage = z.infer<typeof rewardPageSchema>;
export const rewardIdParamsSchema = z.object({ id: wireIdSchema });

/** The promotion part of the public state (docs/product/promotions.md). */
export const promotionStateSchema = z.object({
  availablePromoCount: z.number().int(),
  bonusesEnabled: z.boolean(),
  /** The member's VIP standing (docs/product/rebate-vip.md): false and level 0 below the first level. */
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int(),
});
export type PromotionState = z.infer<typeof promotionStateSchema>;

/** The operator's review of reward requests. */
export const REWARD_REQUEST_STATUSES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export const rewardRequestStatusSchema = z.enum(REWARD_REQUEST_STATUSES);
export const operatorRewardRequestSchema = z.object({
  id: wireIdSchema,
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  status: rewardRequestStatusSchema,
  remark: z.string().nullable(),
  imageCount: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  rewardId: wireIdSchema.nullable(),
});
export type OperatorRewardRequest = z.infer<typeof operatorRewardRequestSchema>;
/**
 * GET /ops/promotions/requests: by status, promotion, member (a user name, or a member id) and the time the reward
 * was requested, [from, to), newest first, paged.
 */
export const operatorRewardRequestQuerySchema = z
  .object({
    status: rewardRequestStatusSchema.optional(),
    promotionId: z.number().int().min(1).max(2_147_483_647).optional(),
    member: typedTextSchema(1, 32).optional(),
    ...timeRangeQueryShape,
    ...pageQueryShape,
  })
  .refine(refineTimeRange, { path: ['to'] });
export type OperatorRewardRequestQuery = z.input<typeof operatorRewardRequestQuerySchema>;
export const operatorRewardRequestPageSchema = pageOf(operatorRewardRequestSchema).extend({
  /** Every promotion with a request, whatever the filter (the queue's promotion filter offers them). */
  promotions: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export const rewardRequestIdParamsSchema = z.object({ id: wireIdSchema });
export const rewardRequestImageParamsSchema = z.object({
  id: wireIdSchema,
  sequence: z.number().int().min(1).max(3),
});
export const rejectRewardRequestSchema = z.object({
  reason: typedTextSchema(1, REMARK_MAX_LENGTH),
});
