import { z } from 'zod';

import { typedTextSchema } from './typed-text';

import { betRecordSchema, betTotalsSchema } from './bets';
import { positiveAmountSchema, requestIdSchema } from './payments';
import {
  pageOf,
  pageQueryShape,
  refineTimeRange,
  RECORDS_MAX_RANGE_DAYS,
  timeRangeQueryShape,
  transactionQuerySchema,
} from './records';

/*
 * The agent center (issue 19): the downline tree, team reports, register center, referral link, transfers.
 * Behaviour: docs/product/agents.md; member types: docs/decisions/028-agent-types-and-tree.md.
 *
 * Endpoints (all under the member session `T`; "agent" = the session's member must be an agent, types 1/2/41/42,
 * else 403 `agent.required`; every member id in any parameter must be in the agent's own team, else 404
 * `not.found` exactly as for an id that does not exist). E = the body is an encrypted payload
 * (`encryptedPayloadSchema` on the wire, the schema named here inside it, like withdrawals).
 *
 * GET  /wps/agent/team/overview                      agent  teamOverviewQuerySchema      → teamOverviewSchema
 * GET  /wps/agent/team/trend                         agent  teamTrendQuerySchema         → teamTrendSchema
 * GET  /wps/agent/downline                           agent  downlineQuerySchema          → downlinePageSchema
 * GET  /wps/agent/downline/:memberId                 agent  downlineMemberParamsSchema + periodQuerySchema
 *                                                                                       → downlineDetailSchema
 * GET  /wps/agent/downline/:memberId/transactions    agent  downlineMemberParamsSchema + downlineTransactionQuerySchema
 *                                                                                       → transactionPageSchema (records.ts)
 * POST /wps/agent/register-center (E)                agent  createDownlineRequestSchema  → createdDownlineSchema
 * GET  /wps/agent/referral                           agent  —                            → referralInfoSchema
 * GET  /wps/agent/referral/members                   agent  referralMembersQuerySchema   → referralMemberPageSchema
 * GET  /wps/agent/team/bets                          agent  teamBetQuerySchema           → teamBetPageSchema
 * GET  /wps/agent/team/profit                        agent  teamProfitQuerySchema        → teamProfitPageSchema   (user loss statement)
 * GET  /wps/agent/income                             agent  periodQuerySchema            → incomeReportSchema
 * GET  /wps/agent/team/funds                         agent  teamFundsQuerySchema         → teamFundsPageSchema    (team transaction)
 * GET  /wps/agent/announcements                      agent  agentAnnouncementQuerySchema → agentAnnouncementPageSchema
 * GET  /wps/member/transfers/context                 member —                            → transferContextSchema
 * POST /wps/agent/transfers/downline (E)             agent  downlineTransferRequestSchema → teamTransferResultSchema
 * POST /wps/member/transfers/upline (E)              member uplineTransferRequestSchema  → teamTransferResultSchema
 * GET  /wps/member/transfers                         member teamTransferQuerySchema      → teamTransferPageSchema
 * POST /ops/members/:memberId/upline                 operator ADMIN/SUPPORT  moveMemberParamsSchema + moveMemberRequestSchema
 *                                                                                       → moveMemberResultSchema
 * Operator: GET /ops/members/:memberId/tree          operator any role  moveMemberParamsSchema → memberTreeSchema
 *
 * Every "member" call refuses a trial member (403 `need.true.account`). Feature switches (docs/decisions/028):
 * the transfer calls need MEMTRANS3 (to downline) / FUNDTRANS3 (to upline); answered 403 `operation.not.enabled`.
 */

/** Member types an agent may be (decision 028): 1 top agent, 2 sub-agent, 41 member-agent, 42 house agent. */
export const AGENT_TYPE = { top: 1, sub: 2, memberAgent: 41, house: 42 } as const;

// ---------------------------------------------------------------------------------------------------------
// Periods

/**
 * A report period: TODAY, YESTERDAY, THIS_WEEK (Monday first), THIS_MONTH, or CUSTOM from `from` to `to`
 * (report days YYYY-MM-DD, both included, at most RECORDS_MAX_RANGE_DAYS days). Days are the deployment's
 * report days (the offset every daily total uses; the answer names it).
 */
export const REPORT_PERIODS = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'THIS_MONTH', 'CUSTOM'] as const;
export const reportPeriodSchema = z.enum(REPORT_PERIODS);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** A report day, YYYY-MM-DD. */
export const reportDateSchema = z.iso.date();

const DAY_MS = 24 * 60 * 60 * 1000;

/** CUSTOM needs both dates, in order, at most RECORDS_MAX_RANGE_DAYS days; other periods ignore them. */
export function refinePeriod(query: { period?: ReportPeriod; from?: string; to?: string }): boolean {
  if (query.period !== 'CUSTOM') {
    return true;
  }
  if (query.from === undefined || query.to === undefined) {
    return false;
  }
  const span = Date.parse(query.to) - Date.parse(query.from);
  return span >= 0 && span < RECORDS_MAX_RANGE_DAYS * DAY_MS;
}

export const periodQueryShape = {
  period: reportPeriodSchema.default('TODAY'),
  from: reportDateSchema.optional(),
  to: reportDateSchema.optional(),
};

export const periodQuerySchema = z.object(periodQueryShape).refine(refinePeriod, { path: ['to'] });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** The days a period resolved to (both included) and where report days begin. */
export const resolvedPeriodSchema = z.object({
  period: reportPeriodSchema,
  from: reportDateSchema,
  to: reportDateSchema,
  /** Minutes east of UTC where report days begin. */
  utcOffsetMinutes: z.number().int(),
});
export type ResolvedPeriod = z.infer<typeof resolvedPeriodSchema>;

// ---------------------------------------------------------------------------------------------------------
// Figures

/**
 * Money and play of one member (own) or of a team (the member and everyone below), minor units, over a period.
 * Bets come from the betting record (bet records by the day they were placed: `betAmount` stakes, `validBet`
 * stakes that count, `payout` what settled bets paid, `profitLoss` payout − validBet of settled bets: the
 * members' result, negative when they lost); money from the account record (the ledger: deposits in,
 * withdrawals out net of what came back, bonuses, rebates = commission paid to members).
 */
export const figuresSchema = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  betCount: z.number().int(),
  betAmount: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  profitLoss: z.number().int(),
  bonus: z.number().int(),
  rebate: z.number().int(),
});
export type Figures = z.infer<typeof figuresSchema>;

/** Who a member is, as an agent sees it in its team. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Member type (0 member, 1/2/41/42 agents). */
  type: z.number().int(),
  isAgent: z.boolean(),
  /** The member's upline (null only for a top agent, which no agent sees as a downline). */
  uplineId: z.number().int().nullable(),
  /** Levels below the viewing agent: 1 for a direct member. */
  depth: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One step of a breadcrumb from the viewing agent down to a sub-agent. */
export const breadcrumbStepSchema = z.object({ id: z.number().int(), account: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Team overview and trend (agentTeamOverview, the default page)

/** GET /wps/agent/team/overview: the period, and optionally a sub-agent of the team to look at. */
export const teamOverviewQuerySchema = z
  .object({ ...periodQueryShape, agentId: z.number().int().positive().optional() })
  .refine(refinePeriod, { path: ['to'] });
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

export const teamOverviewSchema = z.object({
  agent: breadcrumbStepSchema,
  range: resolvedPeriodSchema,
  /** Everyone below the agent, now (the agent excluded). */
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  /** Of those, agents. */
  subAgents: z.number().int(),
  /** Joined the team within the period. */
  newMembers: z.number().int(),
  /** Team members (agent excluded) with at least one bet placed within the period, each counted once. */
  activeMembers: z.number().int(),
  /** The main-wallet balances of everyone below the agent, now. */
  teamBalance: z.number().int(),
  /** The team's figures over the period: the sum of every member's own figures (the agent excluded). */
  figures: figuresSchema,
  /**
   * When the team's daily figures were last brought up to date (they follow the records within a minute); the
   * team balance is the one of that moment.
   */
  updatedAt: z.string().nullable(),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** GET /wps/agent/team/trend: the last `days` report days up to today. */
export const teamTrendQuerySchema = z.object({
  days: z.number().int().min(1).max(RECORDS_MAX_RANGE_DAYS).default(30),
  agentId: z.number().int().positive().optional(),
});
export type TeamTrendQuery = z.infer<typeof teamTrendQuerySchema>;

export const teamTrendDaySchema = figuresSchema.extend({
  date: reportDateSchema,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
});
export type TeamTrendDay = z.infer<typeof teamTrendDaySchema>;

/** Oldest day first, every day present (zeros for a quiet day). */
export const teamTrendSchema = z.object({
  agent: breadcrumbStepSchema,
  utcOffsetMinutes: z.number().int(),
  days: z.array(teamTrendDaySchema),
});
export type TeamTrend = z.infer<typeof teamTrendSchema>;

// ---------------------------------------------------------------------------------------------------------
// Downline management

export const DOWNLINE_SORTS = [
  'createdAt',
  'account',
  'teamSize',
  'balance',
  'deposits',
  'withdrawals',
  'validBet',
  'profitLoss',
] as const;
export const downlineSortSchema = z.enum(DOWNLINE_SORTS);
export type DownlineSort = z.infer<typeof downlineSortSchema>;

export const sortOrderSchema = z.enum(['asc', 'desc']);

/**
 * GET /wps/agent/downline: the direct members of `parentId` (the agent itself when left out, or a sub-agent of its
 * team: the drill-down), or with `scope=ALL` everyone below it; `search` matches the start of the account or
 * nickname (case-insensitive); figures over the period.
 */
export const downlineQuerySchema = z
  .object({
    ...periodQueryShape,
    parentId: z.number().int().positive().optional(),
    scope: z.enum(['DIRECT', 'ALL']).default('DIRECT'),
    search: typedTextSchema(1, 64).optional(),
    memberKind: z.enum(['ALL', 'MEMBER', 'AGENT']).default('ALL'),
    sort: downlineSortSchema.default('createdAt'),
    order: sortOrderSchema.default('desc'),
    ...pageQueryShape,
  })
  .refine(refinePeriod, { path: ['to'] });
export type DownlineQuery = z.infer<typeof downlineQuerySchema>;

export const downlineRowSchema = teamMemberSchema.extend({
  /** Main-wallet balance now. */
  balance: z.number().int(),
  /** Direct members and everyone below (0 for a member without downline). */
  directMembers: z.number().int(),
  teamSize: z.number().int(),
  /** The member's own figures over the period. */
  figures: figuresSchema,
  /** The member's own figures plus its whole team's (equal to `figures` without downline). */
  teamFigures: figuresSchema,
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const downlinePageSchema = pageOf(downlineRowSchema).extend({
  range: resolvedPeriodSchema,
  /** From the viewing agent down to `parentId` (one step when it is the agent itself). */
  breadcrumb: z.array(breadcrumbStepSchema),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

export const downlineMemberParamsSchema = z.object({ memberId: z.number().int().positive() });

/** GET /wps/agent/downline/:memberId?period…: one member of the team. */
export const downlineDetailSchema = z.object({
  member: downlineRowSchema,
  range: resolvedPeriodSchema,
  breadcrumb: z.array(breadcrumbStepSchema),
  /** Contact details masked (all but the last 4 characters / the first letter and domain). */
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
  /** Bets per game type over the period. */
  byGameType: z.array(betTotalsSchema.extend({ gameType: z.string() })),
});
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

/** GET /wps/agent/downline/:memberId/transactions: the downline's account record (downline transaction details). */
export const downlineTransactionQuerySchema = transactionQuerySchema;

// ---------------------------------------------------------------------------------------------------------
// Register center

export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;
export const downlineKindSchema = z.enum(DOWNLINE_KINDS);

/**
 * POST /wps/agent/register-center (E): a member or a sub-agent placed under `uplineId` (the agent itself when
 * left out, or a sub-agent of its team). The user name and password follow the registration rules; the password is
 * an initial one the new account must change at its first login.
 */
export const createDownlineRequestSchema = z.object({
  kind: downlineKindSchema,
  username: typedTextSchema(1, 64),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().max(128),
  nickname: typedTextSchema(1, 64).optional(),
  uplineId: z.number().int().positive().optional(),
});
export type CreateDownlineRequest = z.infer<typeof createDownlineRequestSchema>;

export const createdDownlineSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  uplineId: z.number().int(),
  /** The new agent's invitation code; null for a member. */
  affiliateCode: z.string().nullable(),
});
export type CreatedDownline = z.infer<typeof createdDownlineSchema>;

// ---------------------------------------------------------------------------------------------------------
// Referral link

/** GET /wps/agent/referral: the agent's invitation code, its registration link (QR code of it) and its count. */
export const referralInfoSchema = z.object({
  code: z.string(),
  /** Absolute when the deployment names its member domain, else a path (`/register?referralCode=…`). */
  link: z.string(),
  registeredCount: z.number().int(),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

export const referralMembersQuerySchema = z
  .object({ ...timeRangeQueryShape, ...pageQueryShape })
  .refine(refineTimeRange, { path: ['to'] });
export type ReferralMembersQuery = z.infer<typeof referralMembersQuerySchema>;

/** Members registered with the agent's code (newest first). */
export const referralMemberPageSchema = pageOf(
  z.object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string().nullable(),
    type: z.number().int(),
    createdAt: z.string(),
  }),
);
export type ReferralMemberPage = z.infer<typeof referralMemberPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Team betting, user loss statement, income, team transaction

/** Team betting pages stop here (a deeper page would skip millions of bets: narrow the filter instead). */
export const TEAM_BET_MAX_PAGE = 500;

/** GET /wps/agent/team/bets: the team's bet records (instants like the member's betting record). */
export const teamBetQuerySchema = z
  .object({
    memberId: z.number().int().positive().optional(),
    /** A team member's account, exactly (case-insensitive). */
    account: typedTextSchema(1, 64).optional(),
    vassalage: typedTextSchema(1, 32).optional(),
    gameType: typedTextSchema(1, 16).optional(),
    ...timeRangeQueryShape,
    ...pageQueryShape,
    pageNum: z.number().int().min(1).max(TEAM_BET_MAX_PAGE).default(1),
  })
  .refine(refineTimeRange, { path: ['to'] });
export type TeamBetQuery = z.infer<typeof teamBetQuerySchema>;

export const teamBetRecordSchema = betRecordSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
});
export type TeamBetRecord = z.infer<typeof teamBetRecordSchema>;

/**
 * A page of the team's bets, newest first. No total count: a large team has millions of bets in a range; the
 * range's totals are the overview's and the user loss statement's figures.
 */
export const teamBetPageSchema = z.object({
  content: z.array(teamBetRecordSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TeamBetPage = z.infer<typeof teamBetPageSchema>;

/**
 * GET /wps/agent/team/profit (user loss statements): each team member's own profit and loss over the period,
 * members with any figure only, `parentId` narrows to a sub-agent's team.
 */
export const teamProfitQuerySchema = z
  .object({
    ...periodQueryShape,
    parentId: z.number().int().positive().optional(),
    account: typedTextSchema(1, 64).optional(),
    sort: z.enum(['profitLoss', 'validBet', 'deposits', 'account']).default('profitLoss'),
    order: sortOrderSchema.default('asc'),
    ...pageQueryShape,
  })
  .refine(refinePeriod, { path: ['to'] });
export type TeamProfitQuery = z.infer<typeof teamProfitQuerySchema>;

export const teamProfitRowSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  depth: z.number().int(),
  figures: figuresSchema,
});
export type TeamProfitRow = z.infer<typeof teamProfitRowSchema>;

/** `totals` sums every matching member, not only the page. */
export const teamProfitPageSchema = pageOf(teamProfitRowSchema).extend({
  range: resolvedPeriodSchema,
  totals: figuresSchema,
});
export type TeamProfitPage = z.infer<typeof teamProfitPageSchema>;

/** What an agent is paid, by kind (salary and dividend contracts are issue 20's; zero until paid). */
export const INCOME_KINDS = ['commission', 'salary', 'dividend', 'bonus', 'transfer_in'] as const;
export const incomeKindSchema = z.enum(INCOME_KINDS);
export type IncomeKind = z.infer<typeof incomeKindSchema>;

/** GET /wps/agent/income?period…: the agent's own income over the period, by kind and by day. */
export const incomeReportSchema = z.object({
  range: resolvedPeriodSchema,
  byKind: z.array(z.object({ kind: incomeKindSchema, amount: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
  /** Oldest first, days with income only. */
  days: z.array(z.object({ date: reportDateSchema, amount: z.number().int() })),
});
export type IncomeReport = z.infer<typeof incomeReportSchema>;

/** GET /wps/agent/team/funds (team transaction): the team's deposits and withdrawals. */
export const teamFundsQuerySchema = z
  .object({
    kind: z.enum(['ALL', 'DEPOSIT', 'WITHDRAWAL']).default('ALL'),
    memberId: z.number().int().positive().optional(),
    account: typedTextSchema(1, 64).optional(),
    ...timeRangeQueryShape,
    ...pageQueryShape,
  })
  .refine(refineTimeRange, { path: ['to'] });
export type TeamFundsQuery = z.infer<typeof teamFundsQuerySchema>;

export const teamFundsRowSchema = z.object({
  /** `deposit:<id>` or `withdrawal:<id>`. */
  id: z.string(),
  kind: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  memberId: z.number().int(),
  account: z.string(),
  amount: z.number().int(),
  /** Withdrawal fee (0 for a deposit). */
  fee: z.number().int(),
  /** The deposit's or withdrawal's status as its member sees it. */
  status: z.string(),
  channelCode: z.string(),
  time: z.string(),
});
export type TeamFundsRow = z.infer<typeof teamFundsRowSchema>;

/** `totals`: completed deposits and withdrawals of every matching row (not only the page). */
export const teamFundsPageSchema = pageOf(teamFundsRowSchema).extend({
  totals: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
});
export type TeamFundsPage = z.infer<typeof teamFundsPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Announcements to agents

export const agentAnnouncementQuerySchema = z.object({ ...pageQueryShape });

export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text. */
  content: z.string(),
  publishedAt: z.string(),
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

export const agentAnnouncementPageSchema = pageOf(agentAnnouncementSchema);
export type AgentAnnouncementPage = z.infer<typeof agentAnnouncementPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Transfers to downline (MEMTRANS3) and to upline (FUNDTRANS3)

/** The deployment's limits on team transfers (deployment setting `teamTransfer`), minor units. */
export const teamTransferSettingsSchema = z.object({
  minAmount: z.number().int().min(1),
  maxAmount: z.number().int().min(1),
  /** What one member may send per report day, every transfer counted. */
  dailyMaxAmount: z.number().int().min(1),
});
export type TeamTransferSettings = z.infer<typeof teamTransferSettingsSchema>;

export const DEFAULT_TEAM_TRANSFER_SETTINGS: TeamTransferSettings = {
  minAmount: 100,
  maxAmount: 10_000_000,
  dailyMaxAmount: 50_000_000,
};

/** GET /wps/member/transfers/context: what the transfer pages need. */
export const transferContextSchema = z.object({
  /** Main-wallet balance now. */
  balance: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Sent per report day, all directions; `sentToday` so far today. */
  dailyMaxAmount: z.number().int(),
  sentToday: z.number().int(),
  /** The direct upline (null for a top agent or a member without one). */
  upline: breadcrumbStepSchema.nullable(),
  canSendToUpline: z.boolean(),
  canSendToDownline: z.boolean(),
  paymentPassword: z.object({ isSet: z.boolean(), isLocked: z.boolean() }),
});
export type TransferContext = z.infer<typeof transferContextSchema>;

const remarkSchema = typedTextSchema(0, 140).optional();
const givenPaymentPasswordSchema = z.string().min(1).max(64);

/** POST /wps/agent/transfers/downline (E): to any member of the agent's own team. */
export const downlineTransferRequestSchema = z.object({
  memberId: z.number().int().positive(),
  amount: positiveAmountSchema,
  paymentPassword: givenPaymentPasswordSchema,
  requestId: requestIdSchema,
  remark: remarkSchema,
});
export type DownlineTransferRequest = z.infer<typeof downlineTransferRequestSchema>;

/** POST /wps/member/transfers/upline (E): to the member's direct upline. */
export const uplineTransferRequestSchema = z.object({
  amount: positiveAmountSchema,
  paymentPassword: givenPaymentPasswordSchema,
  requestId: requestIdSchema,
  remark: remarkSchema,
});
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

export const TEAM_TRANSFER_DIRECTIONS = ['TO_DOWNLINE', 'TO_UPLINE'] as const;
export const teamTransferDirectionSchema = z.enum(TEAM_TRANSFER_DIRECTIONS);

/** A transfer between two members of one tree; the same `requestId` answers the first transfer again. */
export const teamTransferSchema = z.object({
  id: z.string(),
  direction: teamTransferDirectionSchema,
  from: breadcrumbStepSchema,
  to: breadcrumbStepSchema,
  amount: z.number().int(),
  remark: z.string().nullable(),
  time: z.string(),
});
export type TeamTransfer = z.infer<typeof teamTransferSchema>;

export const teamTransferResultSchema = teamTransferSchema.extend({
  /** The sender's main-wallet balance right after the transfer. */
  balanceAfter: z.number().int(),
});
export type TeamTransferResult = z.infer<typeof teamTransferResultSchema>;

/** GET /wps/member/transfers: the member's team transfers, sent and received, newest first. */
export const teamTransferQuerySchema = z
  .object({
    side: z.enum(['ALL', 'SENT', 'RECEIVED']).default('ALL'),
    ...timeRangeQueryShape,
    ...pageQueryShape,
  })
  .refine(refineTimeRange, { path: ['to'] });
export type TeamTransferQuery = z.infer<typeof teamTransferQuerySchema>;

export const teamTransferPageSchema = pageOf(teamTransferSchema);
export type TeamTransferPage = z.infer<typeof teamTransferPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Operator: the tree

export const moveMemberParamsSchema = z.object({ memberId: z.number().int().positive() });

/** POST /ops/members/:memberId/upline: moves the member (with its whole team) under another agent. */
export const moveMemberRequestSchema = z.object({
  uplineId: z.number().int().positive(),
  reason: typedTextSchema(1, 500),
});
export type MoveMemberRequest = z.infer<typeof moveMemberRequestSchema>;

export const moveMemberResultSchema = z.object({
  memberId: z.number().int(),
  previousUplineId: z.number().int().nullable(),
  uplineId: z.number().int(),
  /** The member and everyone below it. */
  movedCount: z.number().int(),
});
export type MoveMemberResult = z.infer<typeof moveMemberResultSchema>;

/** GET /ops/members/:memberId/tree: the member's uplines (top first) and direct members. */
export const memberTreeSchema = z.object({
  member: breadcrumbStepSchema.extend({ type: z.number().int() }),
  uplines: z.array(breadcrumbStepSchema),
  directMembers: z.number().int(),
  teamSize: z.number().int(),
});
export type MemberTree = z.infer<typeof memberTreeSchema>;
