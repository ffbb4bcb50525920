import { z } from 'zod';

import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/*
 * Contracts between uplines and downlines (issue 20): daily, hourly and real-time salary and dividends, offered by
 * an upline to a direct downline, accepted or rejected, ended, settled once per period and paid down the tree.
 * Behaviour: docs/product/agent-contracts.md; decisions 070 (who pays, replacement offers) and 071 (dividend approval).
 *
 * Member calls (session T):
 * GET  /wps/contracts                        contractListQuerySchema   → contractPageSchema   (the member's own: given and received)
 * GET  /wps/contracts/:contractId            contractParamsSchema      → contractDetailSchema
 * POST /wps/contracts/offer                  contractOfferSchema       → contractSchema       (upline → direct downline)
 * POST /wps/contracts/:contractId/respond    contractResponseSchema    → contractSchema       (accept, reject, end, keep)
 * GET  /wps/contracts/settlements            settlementQuerySchema     → settlementPageSchema (bills received and paid)
 * GET  /wps/member/info/funds/consolidated   carries contractSummarySchema's fields (transfer wallet)
 * Relay calls MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract (POST): relayContractRequestSchema → contractSchema.
 *
 * Operator calls:
 * GET  /ops/contracts                         members.read       contractListQuerySchema → contractPageSchema
 * POST /ops/contracts/:contractId/end         contracts.manage   operatorEndSchema       → contractSchema
 * POST /ops/contracts/settlements/:id/approve contracts.manage   approvalSchema          → settlementSchema
 * POST /ops/contracts/settle                  contracts.manage   settleRequestSchema     → settleResultSchema
 * GET  /ops/contracts/settlements             members.read       operatorSettlementQuerySchema → settlementPageSchema
 */

/** The four kinds, named by the feature switch that turns each on. */
export const CONTRACT_KINDS = ['DAILYSAL3', 'HOURSAL3', 'RTSALARY3', 'DIVIDEND3'] as const;
export const contractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof contractKindSchema>;

/** Dividend periods of spec §3: daily, weekly, semi-monthly, monthly. */
export const dividendPeriodSchema = z.enum(['D', 'W', 'H', 'M']);
export type DividendPeriod = z.infer<typeof dividendPeriodSchema>;

/**
 * Rates are integer basis points: 1 = 0.01 %. Bounds of the deployment (docs/decisions/070-contract-payments.md):
 * salaries 0.01 %–3 %, real-time salary 0.01 %–3 %, dividends 0.01 %–50 %.
 */
export const CONTRACT_RATE_BOUNDS: Record<ContractKind, { min: number; max: number }> = {
  DAILYSAL3: { min: 1, max: 300 },
  HOURSAL3: { min: 1, max: 300 },
  RTSALARY3: { min: 1, max: 300 },
  DIVIDEND3: { min: 1, max: 5000 },
};
export const CONTRACT_MAX_TIERS = 6;
export const CONTRACT_MAX_ACTIVE_MEMBERS = 1000;

const amountSchema = z.number().int().min(0).max(1e13);
const rateSchema = z.number().int().min(0).max(10_000);
const activeSchema = z.number().int().min(0).max(CONTRACT_MAX_ACTIVE_MEMBERS);

/** One tier: reached when the team's valid bet (and, for dividends, its loss) and active members reach it. */
export const contractTierSchema = z.object({
  validBet: amountSchema,
  activeMembers: activeSchema,
  /** Dividends only: the team loss the tier needs (fixed mode) or measures against (float mode). */
  teamLoss: amountSchema.optional(),
  rate: rateSchema,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

const tiersSchema = z.array(contractTierSchema).min(1).max(CONTRACT_MAX_TIERS);

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DAILYSAL3'), tiers: tiersSchema }),
  z.object({ kind: z.literal('HOURSAL3'), tiers: tiersSchema }),
  z.object({
    kind: z.literal('RTSALARY3'),
    /** Rate on the valid bet of a bet the member won or drew. */
    profitRate: rateSchema,
    /** Rate on the valid bet of a bet the member lost. */
    lossRate: rateSchema,
    /** Bets below this valid bet earn nothing. */
    singleBetAmount: amountSchema,
  }),
  z.object({
    kind: z.literal('DIVIDEND3'),
    period: dividendPeriodSchema,
    mode: z.enum(['FIXED', 'FLOAT']),
    tiers: tiersSchema,
  }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REJECTED', 'END_REQUESTED', 'ENDED'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const contractPartySchema = z.object({ id: z.number().int(), account: z.string() });

export const contractEventSchema = z.object({
  action: z.enum([
    'OFFER',
    'ACCEPT',
    'REJECT',
    'CHANGE_OFFER',
    'CHANGE_ACCEPT',
    'CHANGE_REJECT',
    'END_REQUEST',
    'END_ACCEPT',
    'END_REJECT',
    'OPERATOR_END',
  ]),
  by: z.enum(['UPLINE', 'DOWNLINE', 'OPERATOR']),
  time: z.iso.datetime(),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

export const contractSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  status: contractStatusSchema,
  upline: contractPartySchema,
  member: contractPartySchema,
  /** The terms in force (null while the first offer waits). */
  terms: contractTermsSchema.nullable(),
  /** Terms offered and waiting for the downline: the first offer, or a replacement of the terms in force. */
  pendingTerms: contractTermsSchema.nullable(),
  /** Who asked to end it, while status is END_REQUESTED. */
  endRequestedBy: z.enum(['UPLINE', 'DOWNLINE']).nullable(),
  /** Paid by the house (the top contracted level) or by the upline. */
  payer: z.enum(['HOUSE', 'UPLINE']),
  /** What the session's member is in this contract. */
  role: z.enum(['UPLINE', 'DOWNLINE', 'OPERATOR']),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractDetailSchema = contractSchema.extend({ history: z.array(contractEventSchema) });
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const contractListQuerySchema = z.object({
  kind: contractKindSchema.optional(),
  /** GIVEN: contracts the member offered to its downlines; RECEIVED: its own from its upline. */
  side: z.enum(['GIVEN', 'RECEIVED', 'ALL']).default('ALL'),
  ...pageQueryShape,
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;
export const contractPageSchema = pageOf(contractSchema);
export type ContractPage = z.infer<typeof contractPageSchema>;

export const contractParamsSchema = z.object({ contractId: z.number().int().positive() });

export const contractOfferSchema = z.object({
  memberId: z.number().int().positive(),
  terms: contractTermsSchema,
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;

/** ACCEPT/REJECT answer a waiting offer or end request; END asks to end (or the upline withdraws its offer). */
export const contractActionSchema = z.enum(['ACCEPT', 'REJECT', 'END']);
export type ContractAction = z.infer<typeof contractActionSchema>;
export const contractResponseSchema = z.object({ action: contractActionSchema });

/** The relay calls' fields (spec §7): which request, and what to do with it. */
export const relayContractRequestSchema = z.object({
  id: z.number().int().positive(),
  action: contractActionSchema,
});

export const SETTLEMENT_STATUSES = [
  'NOT_REACHED',
  'AWAITING_APPROVAL',
  'INSUFFICIENT',
  'PARTIAL',
  'PAID',
  'REJECTED',
] as const;
export const settlementStatusSchema = z.enum(SETTLEMENT_STATUSES);
export type SettlementStatus = z.infer<typeof settlementStatusSchema>;

export const settlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: contractKindSchema,
  upline: contractPartySchema,
  member: contractPartySchema,
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  teamValidBet: z.number().int(),
  teamLoss: z.number().int(),
  activeMembers: z.number().int(),
  /** Basis points of the tier reached (0: none). */
  rate: z.number().int(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  payer: z.enum(['HOUSE', 'UPLINE']),
  status: settlementStatusSchema,
  /** RECEIVED: the session's member is paid; PAID: it pays (an upline). */
  side: z.enum(['RECEIVED', 'PAID', 'OPERATOR']),
  updatedAt: z.iso.datetime(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementQuerySchema = z.object({
  kind: contractKindSchema.optional(),
  side: z.enum(['RECEIVED', 'PAID', 'ALL']).default('ALL'),
  ...pageQueryShape,
});
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;
export const settlementPageSchema = pageOf(settlementSchema);
export type SettlementPage = z.infer<typeof settlementPageSchema>;

/** The consolidated funds' contract fields (spec §3): 1 when the member holds or is offered that kind. */
export const contractSummarySchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** GET /ops/contracts/settlements: every bill, newest period first; `status` AWAITING_APPROVAL is the dividend queue. */
export const operatorSettlementQuerySchema = z.object({
  kind: contractKindSchema.optional(),
  status: settlementStatusSchema.optional(),
  memberId: z.number().int().positive().optional(),
  ...pageQueryShape,
});
export type OperatorSettlementQuery = z.infer<typeof operatorSettlementQuerySchema>;

export const operatorEndSchema = z.object({ reason: typedTextSchema(1, 140) });
export const approvalSchema = z.object({ approve: z.boolean() });
export const settlementParamsSchema = z.object({ id: z.number().int().positive() });

/** An operator settles one kind now: the periods that ended before `at` (default: now) and the retries. */
export const settleRequestSchema = z.object({
  kind: contractKindSchema,
  /** Settle up to this instant, at most a day ahead: open periods are settled provisionally (decision 072). */
  at: z.iso.datetime({ offset: true }).optional(),
});
export const settleResultSchema = z.object({
  settled: z.number().int(),
  paid: z.number().int(),
  retried: z.number().int(),
});
export type SettleResult = z.infer<typeof settleResultSchema>;
