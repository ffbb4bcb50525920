import { z } from 'zod';

import { requestIdSchema } from './payments';

/**
 * Operator roles. ADMIN and FINANCE may move money (approve, reject, adjust); SUPPORT reads only.
 * The operator API lives under /ops/ (docs/decisions/007-payments-and-records.md).
 */
export const OPERATOR_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** The roles allowed to move a member's money. */
export const MONEY_OPERATOR_ROLES: readonly OperatorRole[] = ['ADMIN', 'FINANCE'];

/** An operator as the wire carries it. */
export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleSchema,
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST /ops/session/login: plain JSON (the operator API is meant for a back office behind HTTPS). */
export const operatorLoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

/** The operator session token (send as `Authorization`) and who it belongs to. */
export const operatorLoginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  operator: operatorSchema,
});
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

/** POST /ops/members/:memberId/adjustments: a signed, nonzero amount with the operator's reason. */
export const adjustmentRequestSchema = z.object({
  amount: z
    .number()
    .int()
    .refine((amount) => amount !== 0 && Number.isSafeInteger(amount)),
  reason: z.string().trim().min(1).max(500),
  requestId: requestIdSchema.optional(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** The adjustment made (or the first one, for a repeated requestId) and the main wallet's balance after it. */
export const adjustmentSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** The path parameter of /ops/members/:memberId/… */
export const memberIdParamsSchema = z.object({ memberId: z.coerce.number().int().positive() });
