import { z } from 'zod';

import { typedTextSchema } from './typed-text';

import { pageOf, pageQueryShape, refineTimeRange, timeRangeQueryShape } from './records';

/**
 * Deposits (docs/product/money.md#deposits): GET /wps/payment/channels and
 * POST /wps/payment/deposit are fixed there; the records and the operator's calls are in
 * docs/decisions/007-payments-and-records.md.
 */

/**
 * An id a client makes up for one submission (a UUID, say), so that a repeated submit is answered with the
 * first result instead of being done twice.
 */
export const requestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A positive amount in minor units (a refinement, so that a negative amount is `invalid`, not `too short`). */
export const positiveAmountSchema = z
  .number()
  .int()
  .refine((value) => value > 0 && Number.isSafeInteger(value));

/** How a channel completes: INSTANT at once (the demo SANDBOX), MANUAL when an operator approves. */
export const PAYMENT_CHANNEL_KINDS = ['INSTANT', 'MANUAL'] as const;
export const paymentChannelKindSchema = z.enum(PAYMENT_CHANNEL_KINDS);
export type PaymentChannelKind = z.infer<typeof paymentChannelKindSchema>;

/** How the member pays (the web picks an icon and a form from it). */
export const PAYMENT_CHANNEL_TYPES = ['SANDBOX', 'BANK_TRANSFER', 'EWALLET', 'ONLINE'] as const;
export const paymentChannelTypeSchema = z.enum(PAYMENT_CHANNEL_TYPES);
export type PaymentChannelType = z.infer<typeof paymentChannelTypeSchema>;

/** The merchant's account a manual bank-transfer channel asks the member to pay into. */
export const receivingAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** One deposit channel with its limits, as GET /wps/payment/channels lists it (minor units). */
export const paymentChannelSchema = z.object({
  code: z.string(),
  kind: paymentChannelKindSchema,
  type: paymentChannelTypeSchema,
  /** In the request's language (the default language's name when the operator wrote none in it). */
  name: z.string(),
  /** An i18n key the web may translate instead of `name`, or null. */
  nameKey: z.string().nullable(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** When not empty, the only amounts the channel accepts. */
  fixedAmounts: z.array(z.number().int()),
  /** For a manual bank transfer: where to pay; null otherwise. */
  receivingAccount: receivingAccountSchema.nullable(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const paymentChannelListSchema = z.array(paymentChannelSchema);

/**
 * POST /wps/payment/deposit (T) `{"channelCode", "amount"}`; the optional `requestId` makes a repeated submit
 * answer the first deposit instead of making a second.
 */
export const depositRequestSchema = z.object({
  channelCode: typedTextSchema(1, 32),
  amount: positiveAmountSchema,
  requestId: requestIdSchema.optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const DEPOSIT_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** The answer of POST /wps/payment/deposit: `{"id", "status"}` exactly (docs/product/money.md#deposits). */
export const depositResponseSchema = z.object({ id: z.string(), status: depositStatusSchema });
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** A deposit as the member's records show it. */
export const depositRecordSchema = z.object({
  id: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  amount: z.number().int(),
  status: depositStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

/** GET /wps/payment/deposits (T): status filter, time range, page. */
export const depositRecordsQuerySchema = z
  .object({ status: depositStatusSchema.optional(), ...timeRangeQueryShape, ...pageQueryShape })
  .refine(refineTimeRange, { path: ['to'] });
export type DepositRecordsQuery = z.infer<typeof depositRecordsQuerySchema>;

export const depositRecordPageSchema = pageOf(depositRecordSchema);
export type DepositRecordPage = z.infer<typeof depositRecordPageSchema>;

// Operator API (/ops/deposits…): an operator session; every action audited.

/** GET /ops/deposits: status filter and page, newest first. */
export const operatorDepositQuerySchema = z.object({
  status: depositStatusSchema.optional(),
  memberId: z.number().int().positive().optional(),
  ...pageQueryShape,
});
export type OperatorDepositQuery = z.infer<typeof operatorDepositQuerySchema>;

/** A deposit as an operator sees it: whose, and who reviewed it. */
export const operatorDepositSchema = depositRecordSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  requestId: z.string().nullable(),
  reviewedBy: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;

export const operatorDepositPageSchema = pageOf(operatorDepositSchema);
export type OperatorDepositPage = z.infer<typeof operatorDepositPageSchema>;

/** The path parameter of /ops/deposits/:id/… (decimal string). */
export const depositIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });

/** POST /ops/deposits/:id/reject. */
export const rejectDepositRequestSchema = z.object({ reason: typedTextSchema(1, 500) });
