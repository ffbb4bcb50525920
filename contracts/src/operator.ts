import { z } from 'zod';

import { TOTP_CODE_PATTERN } from './accounts';
import { featureSwitchIdSchema } from './feature-switches';
import { typedTextSchema } from './typed-text';

import { pageOf, pageQueryShape, timeRangeQueryShape } from './records';
import { requestIdSchema } from './payments';

/**
 * Operator roles. The operator API lives under /ops/ (docs/product/operator.md); what each role may do is the
 * permission matrix below, which the server enforces and the back office reads to show only what a role may do.
 */
export const OPERATOR_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT', 'RISK'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** The roles allowed to move a member's money. */
export const MONEY_OPERATOR_ROLES: readonly OperatorRole[] = ['ADMIN', 'FINANCE'];

/** Roles that must sign in with an authenticator code (docs/decisions/060-back-office-sign-in.md). */
export const SECOND_FACTOR_ROLES: readonly OperatorRole[] = ['ADMIN', 'FINANCE'];

/** What an operator call needs. Every /ops/ route but the session's own declares one. */
export const OPERATOR_PERMISSIONS = [
  'finance.read',
  'finance.act',
  'members.read',
  'games.read',
  'vendors.configure',
  'audit.read',
  'operators.manage',
  'settings.manage',
  'members.move',
  'messages.send',
  'promotions.review',
  'lottery.results',
  'lottery.configure',
  'lottery.read',
  'support.answer',
  'rewards.configure',
  'content.manage',
  'members.manage',
  'contracts.manage',
  'games.manage',
  'chatroom.moderate',
] as const;
export const operatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);
export type OperatorPermission = z.infer<typeof operatorPermissionSchema>;

/** The permission matrix (docs/product/back-office.md#roles): which role may do what. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  ADMIN: OPERATOR_PERMISSIONS,
  FINANCE: [
    'finance.read',
    'finance.act',
    'members.read',
    'promotions.review',
    'lottery.results',
    'lottery.read',
    'contracts.manage',
  ],
  SUPPORT: [
    'finance.read',
    'members.read',
    'games.read',
    'members.move',
    'messages.send',
    'support.answer',
    'members.manage',
    'chatroom.moderate',
  ],
  CONTENT: ['games.read', 'games.manage', 'content.manage'],
  RISK: ['finance.read', 'members.read', 'audit.read', 'members.manage', 'lottery.read'],
};

/** Whether `role` may do what `permission` names. */
export function operatorMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

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
  /** The authenticator's six digits: required once the operator has one bound, or to bind the first one. */
  code: z.string().regex(TOTP_CODE_PATTERN).optional(),
  /**
   * A new password (8–64 characters, not the current one): required, and then kept, when ADMIN reset the
   * operator's password (403 operator.password.change.required without it).
   */
  newPassword: z.string().min(8).max(64).optional(),
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

/** How far an adjustment went: made, awaiting a second operator (above the threshold), or refused by one. */
export const ADJUSTMENT_STATUSES = ['DONE', 'PENDING', 'REJECTED'] as const;
export const adjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof adjustmentStatusSchema>;

/**
 * The adjustment made (or the first one, for a repeated requestId) and the main wallet's balance after it; an
 * adjustment above the deployment's threshold waits for a second operator (PENDING, no balance yet:
 * docs/decisions/062-adjustment-second-approval.md).
 */
export const adjustmentSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string().optional(),
  amount: z.number().int(),
  reason: z.string(),
  status: adjustmentStatusSchema,
  operatorId: z.number().int(),
  reviewedBy: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
  balanceAfter: z.number().int().nullable(),
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

/**
 * The value of 403 operator.second.factor.setup: the operator's role needs an authenticator and none is bound yet.
 * The client shows the secret (and its otpauth address as a QR code) and logs in again with the first code.
 */
export const operatorSecondFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type OperatorSecondFactorSetup = z.infer<typeof operatorSecondFactorSetupSchema>;

/** An operator account as ADMIN manages it. */
export const operatorAccountSchema = operatorSchema.extend({
  enabled: z.boolean(),
  hasSecondFactor: z.boolean(),
  createdAt: z.string(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

/** GET /ops/operators: search by user name, filter by role and state. */
export const operatorAccountQuerySchema = z.object({
  search: z.string().max(64).optional(),
  role: operatorRoleSchema.optional(),
  enabled: z.enum(['true', 'false']).optional(),
  ...pageQueryShape,
});
export type OperatorAccountQuery = z.input<typeof operatorAccountQuerySchema>;
export const operatorAccountPageSchema = pageOf(operatorAccountSchema);
export type OperatorAccountPage = z.infer<typeof operatorAccountPageSchema>;

/** POST /ops/operators: a new operator; the password follows the members' rule of 8–64 characters. */
export const createOperatorRequestSchema = z.object({
  username: z.string().regex(/^[A-Za-z0-9_.-]{3,32}$/),
  password: z.string().min(8).max(64),
  role: operatorRoleSchema,
});
export type CreateOperatorRequest = z.infer<typeof createOperatorRequestSchema>;

/** PUT /ops/operators/:operatorId: role and state. */
export const updateOperatorRequestSchema = z.object({ role: operatorRoleSchema, enabled: z.boolean() });
export type UpdateOperatorRequest = z.infer<typeof updateOperatorRequestSchema>;

export const operatorIdParamsSchema = z.object({ operatorId: z.number().int().positive() });

/**
 * POST /ops/operators/:operatorId/password/reset (ADMIN): a temporary password, answered once; the operator's
 * sessions end and the next sign-in must choose a new password.
 */
export const operatorPasswordResetSchema = z.object({ password: z.string() });
export type OperatorPasswordReset = z.infer<typeof operatorPasswordResetSchema>;

/** GET /ops/audit: the audit log, filtered by operator, action, target and time, newest or oldest first. */
export const auditQuerySchema = z.object({
  operatorId: z.number().int().positive().optional(),
  action: z.string().max(64).optional(),
  targetType: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
  ...timeRangeQueryShape,
  sort: z.enum(['newest', 'oldest']).default('newest'),
  ...pageQueryShape,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One operator action as the audit log shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET and PUT /ops/settings/maintenance: the site's maintenance mode and the message members read meanwhile. */
export const maintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  message: typedTextSchema(0, 500).nullable(),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

/**
 * One feature switch as the back office lists it (GET /ops/settings/switches), in the tree's order: a switch is on
 * for members when it and every switch above it are enabled (`isEffective`).
 */
export const featureSwitchSettingSchema = z.object({
  id: featureSwitchIdSchema,
  parentId: featureSwitchIdSchema.nullable(),
  enabled: z.boolean(),
  isEffective: z.boolean(),
});
export type FeatureSwitchSetting = z.infer<typeof featureSwitchSettingSchema>;

/**
 * The countries whose visitors may use the site (GET/PUT /ops/settings/regions): ISO 3166-1 alpha-2 codes, upper
 * case; none means every country. Others get the region-blocked page.
 */
export const allowedRegionsSettingSchema = z.object({
  regions: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(250)
    .refine((codes) => new Set(codes).size === codes.length),
});
export type AllowedRegionsSetting = z.infer<typeof allowedRegionsSettingSchema>;

/** PUT /ops/settings/switches/:id: turns one switch on or off. */
export const featureSwitchChangeSchema = z.object({ enabled: z.boolean() });
export type FeatureSwitchChange = z.infer<typeof featureSwitchChangeSchema>;
