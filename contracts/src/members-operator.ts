import { z } from 'zod';

import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/**
 * GET /ops/members: the back office's member search. `search` finds a member by id (digits), user name, nickname,
 * real name, mobile, e-mail, or an address (IP) they logged in from.
 */
export const memberSearchQuerySchema = z.object({
  search: z.string().max(64).optional(),
  status: z.enum(['ACTIVE', 'LOCKED', 'SELF_BLOCKED']).optional(),
  sort: z.enum(['newest', 'oldest', 'username']).default('newest'),
  ...pageQueryShape,
});
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;

/** A member as the back office lists it. */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  isAgent: z.boolean(),
  parentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberSummaryPageSchema = pageOf(memberSummarySchema);
export type MemberSummaryPage = z.infer<typeof memberSummaryPageSchema>;

/** One login of a member, successful or not, with the address it came from. */
export const memberLoginSchema = z.object({
  ip: z.string(),
  device: z.string(),
  method: z.string(),
  isSuccess: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberLogin = z.infer<typeof memberLoginSchema>;

/** A member's money by wallet (the main wallet, then each transfer-mode vendor's), minor units, and their sum. */
export const memberBalancesSchema = z.object({
  sumBalance: z.number().int(),
  wallets: z.array(
    z.object({ wallet: z.string(), vendorCode: z.string().nullable(), availBalance: z.number().int() }),
  ),
});

/** GET /ops/members/:memberId: the member's page (profile, balances, upline, recent logins). */
export const memberDetailSchema = z.object({
  member: memberSummarySchema.extend({
    birthday: z.string().nullable(),
    language: z.string().nullable(),
    blockedUntil: z.string().nullable(),
    profile: z.record(z.string(), z.unknown()),
  }),
  upline: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  balance: memberBalancesSchema,
  logins: z.array(memberLoginSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** POST /ops/members/:memberId/lock and …/unlock: why, as the audit log keeps it. */
export const memberLockRequestSchema = z.object({ reason: typedTextSchema(1, 500) });
export type MemberLockRequest = z.infer<typeof memberLockRequestSchema>;
