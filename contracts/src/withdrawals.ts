import { z } from 'zod';

import { typedTextSchema } from './typed-text';

import { REMARK_MAX_LENGTH, VERIFICATION_CODE_MAX_LENGTH } from './constants';

/**
 * Withdrawals: the payment password, bound bank accounts and e-wallets, withdrawal channels, requests, the
 * operator's review and disbursement, and the member's confirmation (docs/product/withdrawals.md).
 * Paths and states: docs/decisions/008-withdrawals.md.
 */

/** Payment passwords: at least 6 characters (issue "Money"); 64 at most. */
export const PAYMENT_PASSWORD_MIN_LENGTH = 6;
export const PAYMENT_PASSWORD_MAX_LENGTH = 64;

const paymentPasswordSchema = z.string().min(PAYMENT_PASSWORD_MIN_LENGTH).max(PAYMENT_PASSWORD_MAX_LENGTH);
/** A payment password being checked (any length: a wrong one is refused as wrong, not as malformed). */
const givenPaymentPasswordSchema = z.string().min(1).max(PAYMENT_PASSWORD_MAX_LENGTH);

/** Ids on the wire are decimal strings (like deposit ids): opaque to the client. */
export const wireIdSchema = z.string().regex(/^[1-9]\d{0,14}$/);

/** A positive amount in minor units. */
const amountSchema = z
  .number()
  .int()
  .positive()
  .refine((value) => Number.isSafeInteger(value));

/** GET /wps/member/paymentPassword (T): whether one is set, and whether wrong guesses locked it. */
export const paymentPasswordStatusSchema = z.object({
  isSet: z.boolean(),
  /** Locked after too many wrong payment passwords, until `lockedUntil`. */
  isLocked: z.boolean(),
  lockedUntil: z.string().nullable(),
  /** A reset by SMS needs a bound mobile number. */
  hasBoundMobile: z.boolean(),
});
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatusSchema>;

/** POST /wps/member/paymentPassword (T, E): sets the first payment password; the login password proves it is the member. */
export const setPaymentPasswordRequestSchema = z.object({
  loginPassword: z.string().min(1).max(128),
  newPassword: paymentPasswordSchema,
  confirmNewPassword: z.string().max(PAYMENT_PASSWORD_MAX_LENGTH),
});
export type SetPaymentPasswordRequest = z.infer<typeof setPaymentPasswordRequestSchema>;

/** POST /wps/member/paymentPassword/change (T, E). */
export const changePaymentPasswordRequestSchema = z.object({
  oldPassword: givenPaymentPasswordSchema,
  newPassword: paymentPasswordSchema,
  confirmNewPassword: z.string().max(PAYMENT_PASSWORD_MAX_LENGTH),
});
export type ChangePaymentPasswordRequest = z.infer<typeof changePaymentPasswordRequestSchema>;

/** POST /wps/member/paymentPassword/reset (T, E): with the SMS code sent to the bound mobile. */
export const resetPaymentPasswordRequestSchema = z.object({
  verificationCode: typedTextSchema(1, VERIFICATION_CODE_MAX_LENGTH),
  newPassword: paymentPasswordSchema,
  confirmNewPassword: z.string().max(PAYMENT_PASSWORD_MAX_LENGTH),
});
export type ResetPaymentPasswordRequest = z.infer<typeof resetPaymentPasswordRequestSchema>;

export const BOUND_ACCOUNT_KINDS = ['BANK', 'EWALLET'] as const;
export const boundAccountKindSchema = z.enum(BOUND_ACCOUNT_KINDS);
export type BoundAccountKind = z.infer<typeof boundAccountKindSchema>;

/** A bank or an e-wallet type the deployment pays out to. */
export const payoutProviderSchema = z.object({
  code: z.string().min(1).max(32),
  name: z.string().min(1).max(100),
});
export type PayoutProvider = z.infer<typeof payoutProviderSchema>;

/** What the deployment configures for withdrawals (deployment setting `withdrawal`). */
export const withdrawalSettingsSchema = z.object({
  /** A disbursed payment the member neither confirms nor disputes counts as received after this many minutes. */
  autoConfirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  banks: z.array(payoutProviderSchema),
  eWalletTypes: z.array(payoutProviderSchema),
  maxBankAccounts: z.number().int().min(0).max(20),
  maxEWallets: z.number().int().min(0).max(20),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** A bound account as its member sees it: the number masked. */
export const boundAccountSchema = z.object({
  id: wireIdSchema,
  kind: boundAccountKindSchema,
  providerCode: z.string(),
  providerName: z.string(),
  /** The account number or wallet address with all but its last four characters masked. */
  accountNumberMasked: z.string(),
  /** The bank account holder; null for e-wallets. */
  holderName: z.string().nullable(),
  createdAt: z.string(),
});
export type BoundAccount = z.infer<typeof boundAccountSchema>;

/** GET /wps/member/boundAccounts (T): the member's accounts and what may be bound. */
export const boundAccountsSchema = z.object({
  accounts: z.array(boundAccountSchema),
  banks: z.array(payoutProviderSchema),
  eWalletTypes: z.array(payoutProviderSchema),
  maxBankAccounts: z.number().int(),
  maxEWallets: z.number().int(),
  /** The name every bank account must be held in; null until the member has one (the first binding sets it). */
  realName: z.string().nullable(),
});
export type BoundAccounts = z.infer<typeof boundAccountsSchema>;

/** Letters and digits (IBANs have letters); spaces and dashes are dropped before the check. */
const bankAccountNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(4)
      .max(34)
      .regex(/^[A-Za-z0-9]+$/),
  );

/** POST /wps/member/boundAccounts (T, E): binds a bank account or an e-wallet. */
export const bindAccountRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('BANK'),
    bankCode: z.string().min(1).max(32),
    accountNumber: bankAccountNumberSchema,
    holderName: typedTextSchema(2, 100),
    paymentPassword: givenPaymentPasswordSchema,
  }),
  z.object({
    kind: z.literal('EWALLET'),
    walletType: z.string().min(1).max(32),
    address: z.string().min(4).max(128).regex(/^\S+$/),
    paymentPassword: givenPaymentPasswordSchema,
  }),
]);
export type BindAccountRequest = z.infer<typeof bindAccountRequestSchema>;

/** POST /wps/member/boundAccounts/unbind (T, E). */
export const unbindAccountRequestSchema = z.object({
  id: wireIdSchema,
  paymentPassword: givenPaymentPasswordSchema,
});
export type UnbindAccountRequest = z.infer<typeof unbindAccountRequestSchema>;

/** A withdrawal channel's fee: a fixed part plus a percentage in basis points, rounded up to a minor unit. */
export const withdrawalFeeRuleSchema = z.object({
  fixed: z.number().int().min(0),
  percentBasisPoints: z.number().int().min(0).max(10_000),
});
export type WithdrawalFeeRule = z.infer<typeof withdrawalFeeRuleSchema>;

/** A withdrawal channel with its limits, and how many of today's requests the member has used. */
export const withdrawalChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The kind of bound account this channel pays to. */
  accountKind: boundAccountKindSchema,
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Requests per member in any 24 hours (rejected ones do not count). */
  dailyCountLimit: z.number().int(),
  usedToday: z.number().int(),
  fee: withdrawalFeeRuleSchema,
});
export type WithdrawalChannel = z.infer<typeof withdrawalChannelSchema>;

/** GET /wps/payment/withdrawal/channels (T). */
export const withdrawalChannelsSchema = z.object({ channels: z.array(withdrawalChannelSchema) });

/** GET /wps/payment/withdrawal/quote (T): the fee of an amount through a channel. */
export const withdrawalQuoteQuerySchema = z.object({
  channelCode: z.string().min(1).max(32),
  amount: z
    .number()
    .int()
    .positive()
    .refine((value) => Number.isSafeInteger(value)),
});
export const withdrawalQuoteSchema = z.object({
  amount: z.number().int(),
  fee: z.number().int(),
  /** What reaches the member: amount − fee. */
  payoutAmount: z.number().int(),
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;

/** POST /wps/payment/withdrawal (T, E): `amount` leaves the main wallet; the fee is taken from it. */
export const withdrawalRequestSchema = z.object({
  channelCode: z.string().min(1).max(32),
  boundAccountId: wireIdSchema,
  amount: amountSchema,
  paymentPassword: givenPaymentPasswordSchema,
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** States of a withdrawal (docs/decisions/008-withdrawals.md). */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'DISBURSING',
  'DISBURSED',
  'DISPUTED',
  'COMPLETED',
] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** States of one disbursed payment of a withdrawal. */
export const PAYOUT_STATUSES = [
  'AWAITING_CONFIRMATION',
  'RECEIVED',
  'AUTO_RECEIVED',
  'NOT_RECEIVED',
  'REFUNDED',
] as const;
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** One payment the operator sent towards a withdrawal. */
export const withdrawalPayoutSchema = z.object({
  id: wireIdSchema,
  amount: z.number().int(),
  status: payoutStatusSchema,
  disbursedAt: z.string(),
  /** Unconfirmed by then, it counts as received. */
  confirmDeadlineAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The member's remark when reporting it not received. */
  remark: z.string().nullable(),
  proofIds: z.array(wireIdSchema),
});
export type WithdrawalPayout = z.infer<typeof withdrawalPayoutSchema>;

/** Where the money goes, as it was when the withdrawal was requested. */
export const withdrawalDestinationSchema = z.object({
  kind: boundAccountKindSchema,
  providerCode: z.string(),
  providerName: z.string(),
  accountNumberMasked: z.string(),
  holderName: z.string().nullable(),
});

/** A withdrawal as its member sees it (docs/product/withdrawals.md#states: received and remaining amounts). */
export const withdrawalSchema = z.object({
  id: wireIdSchema,
  channelCode: z.string(),
  channelName: z.string(),
  destination: withdrawalDestinationSchema,
  /** Taken from the main wallet. */
  amount: z.number().int(),
  fee: z.number().int(),
  /** amount − fee: what the member is paid. */
  payoutAmount: z.number().int(),
  disbursedAmount: z.number().int(),
  receivedAmount: z.number().int(),
  /** Disbursed money that came back to the main wallet after a dispute. */
  refundedAmount: z.number().int(),
  /** payoutAmount − receivedAmount − refundedAmount. */
  remainingAmount: z.number().int(),
  status: withdrawalStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  payouts: z.array(withdrawalPayoutSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /wps/payment/withdrawal/records (T): a status filter, a time range and a page. */
export const withdrawalRecordsQuerySchema = z
  .object({
    status: withdrawalStatusSchema.optional(),
    /** ISO 8601; requests created at or after. */
    from: z.iso.datetime({ offset: true }).optional(),
    /** ISO 8601; requests created before. */
    to: z.iso.datetime({ offset: true }).optional(),
    pageNum: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    path: ['to'],
  });
export type WithdrawalRecordsQuery = z.infer<typeof withdrawalRecordsQuerySchema>;

/** A page of withdrawals, newest first (docs/product/records.md#deposit-and-withdrawal-records). */
export const withdrawalRecordsSchema = z.object({
  content: z.array(withdrawalSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type WithdrawalRecords = z.infer<typeof withdrawalRecordsSchema>;

export const withdrawalIdParamsSchema = z.object({ id: wireIdSchema });

/** POST /wps/payment/withdrawal/received (T): one payment arrived. */
export const confirmReceivedRequestSchema = z.object({ withdrawalId: wireIdSchema, payoutId: wireIdSchema });
/** POST /wps/payment/withdrawal/allReceived (T): every disbursed payment of the withdrawal arrived. */
export const confirmAllReceivedRequestSchema = z.object({ withdrawalId: wireIdSchema });
/**
 * POST /wps/payment/withdrawal/notReceived (T, multipart/form-data): these fields, and 1 to 3 files named
 * `proof` (png or jpg, at most 5 MB each).
 */
export const notReceivedFieldsSchema = z.object({
  withdrawalId: wireIdSchema,
  payoutId: wireIdSchema,
  remark: z.string().trim().optional(),
});
export const WITHDRAWAL_REMARK_MAX_LENGTH = REMARK_MAX_LENGTH;

/** The turnover page: the wagering still required against what was wagered, per game type. */
export const turnoverGameTypeSchema = z.object({ gameType: z.string(), wagered: z.number().int() });
export const turnoverStatusSchema = z.object({
  required: z.number().int(),
  wagered: z.number().int(),
  byGameType: z.array(turnoverGameTypeSchema),
  isMet: z.boolean(),
});
export type TurnoverStatusView = z.infer<typeof turnoverStatusSchema>;

// Operator API (/ops/withdrawals…): plain JSON, an operator session (docs/decisions/008-withdrawals.md).

/** GET /ops/withdrawals. */
export const operatorWithdrawalQuerySchema = z.object({
  status: withdrawalStatusSchema.optional(),
  memberId: z.number().int().positive().optional(),
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

/** A withdrawal as an operator sees it: whose, the full account number, who reviewed it. */
export const operatorWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  accountNumber: z.string(),
  reviewedBy: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
  payouts: z.array(
    withdrawalPayoutSchema.extend({
      reference: z.string(),
      disbursedBy: z.number().int(),
      resolvedBy: z.number().int().nullable(),
      resolution: z.string().nullable(),
    }),
  ),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const operatorWithdrawalPageSchema = z.object({
  content: z.array(operatorWithdrawalSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** POST /ops/withdrawals/:id/approve. */
export const approveWithdrawalRequestSchema = z.object({ remark: typedTextSchema(0, 500).optional() });
/** POST /ops/withdrawals/:id/reject: the money and the fee go back to the main wallet. */
export const rejectWithdrawalRequestSchema = z.object({ reason: typedTextSchema(1, 500) });
/**
 * POST /ops/withdrawals/:id/disburse: one payment of `amount` (default: all that is left), named by the
 * operator's `reference` (its bank transfer number), which makes a repeat a replay.
 */
export const disburseWithdrawalRequestSchema = z.object({
  reference: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  amount: amountSchema.optional(),
});
/** POST /ops/withdrawals/:id/payouts/:payoutId/resolve: settles a payment the member reported not received. */
export const resolvePayoutRequestSchema = z.object({
  outcome: z.enum(['RECEIVED', 'REFUND']),
  reason: typedTextSchema(1, 500),
});
export const payoutParamsSchema = z.object({ id: wireIdSchema, payoutId: wireIdSchema });
