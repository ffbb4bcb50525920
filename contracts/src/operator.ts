import { z } from 'zod';

import { typedTextSchema } from './typed-text';

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
  username: typedTextSchema(1, 64),
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
  reason: typedTextSchema(1, 500),
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
export const memberIdParamsSchema = z.object({ memberId: z.number().int().positive() });

/** How a vendor reaches the player's money: our seamless wallet, or a balance of its own fed by transfers. */
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export const walletModeSchema = z.enum(WALLET_MODES);

/** /ops/vendors/:vendorCode: a vendor code as games and wallet calls carry it. */
export const vendorCodeParamsSchema = z.object({ vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });

const httpAddress = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/);

/**
 * PUT /ops/vendors/:vendorCode: a vendor's wallet configuration, created or replaced whole. The secret signs every
 * wallet call both ways (X-Signature); it is required when the vendor is new and kept when left out. A transfer-mode
 * vendor needs the address of its transfer API. The launch address is absolute (the vendor's own) or a path of this
 * server (docs/decisions/016-sports-and-embedded-games.md).
 */
export const vendorIntegrationRequestSchema = z
  .object({
    walletMode: walletModeSchema,
    launchUrl: z.union([
      httpAddress,
      z
        .string()
        .max(500)
        .regex(/^\/[^\s]*$/),
    ]),
    apiUrl: httpAddress.nullable().default(null),
    isEnabled: z.boolean().default(true),
    secret: z
      .string()
      .min(16)
      .max(256)
      .regex(/^[\x21-\x7e]+$/)
      .optional(),
  })
  .refine((request) => request.walletMode !== 'transfer' || request.apiUrl !== null, {
    path: ['apiUrl'],
  });
export type VendorIntegrationRequest = z.infer<typeof vendorIntegrationRequestSchema>;

/** A vendor's wallet configuration as operators read it: never its secret. */
export const vendorIntegrationSchema = z.object({
  vendorCode: z.string(),
  walletMode: walletModeSchema,
  launchUrl: z.string(),
  apiUrl: z.string().nullable(),
  isEnabled: z.boolean(),
  updatedAt: z.string(),
});
export type VendorIntegrationView = z.infer<typeof vendorIntegrationSchema>;
export const vendorIntegrationListSchema = z.object({ list: z.array(vendorIntegrationSchema) });
export type VendorIntegrationList = z.infer<typeof vendorIntegrationListSchema>;
