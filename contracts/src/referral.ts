import { z } from 'zod';

import { pageOf, pageQueryShape } from './records';

/**
 * Invite friends (REFERRAL; docs/product/referral.md): a member's invitation link, the friends it brought and the
 * rewards they earned. A friend qualifies with a first deposit and valid bet within the window after registering;
 * the inviter's reward then waits in the reward center, once per friend. Amounts in minor units.
 */

export const REFERRAL_STATUSES = ['PENDING', 'QUALIFIED', 'INVALID'] as const;
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;
/** Why a friend does not count: registered from an address the inviter used, or the window passed. */
export const REFERRAL_INVALID_REASONS = ['same_address', 'expired'] as const;
export const referralInvalidReasonSchema = z.enum(REFERRAL_INVALID_REASONS);

/** The rules as members read them and the operator sets them. */
export const referralRulesSchema = z.object({
  isEnabled: z.boolean(),
  /** Paid to the inviter per qualifying friend. */
  rewardAmount: z.number().int().min(0).max(100_000_000),
  /** The friend's completed deposits within the window must reach this. */
  minDeposit: z.number().int().min(0).max(100_000_000),
  /** The friend's valid bet within the window must reach this. */
  minValidBet: z.number().int().min(0).max(1_000_000_000),
  /** Days after the friend registers. */
  windowDays: z.number().int().min(1).max(365),
  /** Turnover the reward carries, ×100 (100 = 1× the reward). */
  turnoverX100: z.number().int().min(0).max(10_000),
  /** Days the inviter has to claim the reward. */
  claimDays: z.number().int().min(0).max(365),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/** One invited friend, as the inviter sees them. */
export const referralFriendSchema = z.object({
  /** The friend's user name, masked (ab***yz). */
  account: z.string(),
  invitedAt: z.string(),
  status: referralStatusSchema,
  reason: referralInvalidReasonSchema.nullable(),
  /** When the friend qualified or stopped counting. */
  decidedAt: z.string().nullable(),
  /** The reward of a qualified friend; 0 otherwise. */
  reward: z.number().int(),
  /** The last day the friend can still qualify (PENDING only). */
  deadline: z.string().nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** GET /wps/member/referral: the member's code, link, rules and figures. */
export const referralSummarySchema = z.object({
  bonusesEnabled: z.boolean(),
  rules: referralRulesSchema,
  code: z.string(),
  /** The registration page with the code: absolute when the deployment names its member domain, else a path. */
  link: z.string(),
  invited: z.number().int(),
  pending: z.number().int(),
  qualified: z.number().int(),
  invalid: z.number().int(),
  /** The rewards of qualified friends, claimed or not. */
  earned: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralFriendQuerySchema = z.object({
  status: referralStatusSchema.optional(),
  ...pageQueryShape,
});
export type ReferralFriendQuery = z.infer<typeof referralFriendQuerySchema>;
export const referralFriendPageSchema = pageOf(referralFriendSchema);
export type ReferralFriendPage = z.infer<typeof referralFriendPageSchema>;
