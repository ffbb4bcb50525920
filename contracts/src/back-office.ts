import { z } from 'zod';

import { adjustmentSchema } from './operator';
import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/**
 * The back office's dashboard, reports, member notes and the second approval of balance adjustments
 * (docs/product/back-office.md, docs/decisions/062-adjustment-second-approval.md, 063-back-office-reports.md).
 */

/** A report day as the wire carries it: YYYY-MM-DD, a day of the deployment's report offset. */
const reportDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
  });

/** The longest range a report or the dashboard reads, in report days. */
export const REPORT_MAX_DAYS = 92;

const dayOrdinal = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Refuses a day range that ends before it starts or is longer than REPORT_MAX_DAYS (a field error on `to`). */
export function refineDayRange(query: { from?: string | undefined; to?: string | undefined }): boolean {
  if (query.from === undefined || query.to === undefined) {
    return true;
  }
  const length = dayOrdinal(query.to) - dayOrdinal(query.from);
  return Number.isFinite(length) && length >= 0 && length < REPORT_MAX_DAYS;
}

const dayRangeShape = { from: reportDaySchema.optional(), to: reportDaySchema.optional() };

/** GET /ops/dashboard: a day range (the last 30 report days up to today when left out). */
export const dashboardQuerySchema = z.object(dayRangeShape).refine(refineDayRange, { path: ['to'] });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** The money and play of one report day, minor units. GGR = bets − payouts (the house's gross win). */
export const dailyFiguresSchema = z.object({
  date: reportDaySchema,
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  bets: z.number().int(),
  validBets: z.number().int(),
  betCount: z.number().int(),
  payouts: z.number().int(),
  ggr: z.number().int(),
  bonuses: z.number().int(),
  /** Members registered that day. */
  newMembers: z.number().int(),
  /** Members who placed at least one bet that day. */
  activeMembers: z.number().int(),
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

/** The play of a range by one vendor or one game type. */
export const playBreakdownSchema = z.object({
  key: z.string(),
  betCount: z.number().int(),
  bets: z.number().int(),
  payouts: z.number().int(),
  ggr: z.number().int(),
});
export type PlayBreakdown = z.infer<typeof playBreakdownSchema>;

/** What waits for an operator: counts, each opened by its queue. */
export const pendingApprovalsSchema = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  adjustments: z.number().int(),
});
export type PendingApprovals = z.infer<typeof pendingApprovalsSchema>;

/** The dashboard: the range's days (oldest first), their sum, play by vendor and game type, and what waits. */
export const dashboardSchema = z.object({
  from: reportDaySchema,
  to: reportDaySchema,
  utcOffsetMinutes: z.number().int(),
  days: z.array(dailyFiguresSchema),
  totals: dailyFiguresSchema.omit({ date: true }),
  byVendor: z.array(playBreakdownSchema),
  byGameType: z.array(playBreakdownSchema),
  pending: pendingApprovalsSchema,
  /** When the daily summary the figures of earlier days are read from last ran (null before its first run). */
  summarizedAt: z.string().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /ops/reports/daily: the daily financial report over a day range, by vendor and game type when asked. */
export const dailyReportQuerySchema = z
  .object({
    ...dayRangeShape,
    vendorCode: z
      .string()
      .regex(/^[A-Z0-9_]{2,32}$/)
      .optional(),
    gameType: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .optional(),
    ...pageQueryShape,
  })
  .refine(refineDayRange, { path: ['to'] });
export type DailyReportQuery = z.input<typeof dailyReportQuerySchema>;

/** One page of report days, newest first, with the sums of the whole range and its play by vendor and type. */
export const dailyReportSchema = pageOf(dailyFiguresSchema).extend({
  from: reportDaySchema,
  to: reportDaySchema,
  utcOffsetMinutes: z.number().int(),
  totals: dailyFiguresSchema.omit({ date: true }),
  byVendor: z.array(playBreakdownSchema),
  byGameType: z.array(playBreakdownSchema),
  summarizedAt: z.string().nullable(),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/** GET /ops/reports/members: members' play and money over a day range, sorted by a figure. */
export const memberReportQuerySchema = z
  .object({
    ...dayRangeShape,
    sort: z.enum(['ggr', 'bets', 'payouts', 'betCount']).default('ggr'),
    ...pageQueryShape,
  })
  .refine(refineDayRange, { path: ['to'] });
export type MemberReportQuery = z.input<typeof memberReportQuerySchema>;

/** One member's line of the member report (members who bet in the range). */
export const memberReportRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  betCount: z.number().int(),
  bets: z.number().int(),
  validBets: z.number().int(),
  payouts: z.number().int(),
  ggr: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
});
export type MemberReportRow = z.infer<typeof memberReportRowSchema>;
export const memberReportSchema = pageOf(memberReportRowSchema).extend({
  from: reportDaySchema,
  to: reportDaySchema,
  summarizedAt: z.string().nullable(),
});
export type MemberReport = z.infer<typeof memberReportSchema>;

/** An operator's note on a member. */
export const memberNoteSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;
export const memberNotePageSchema = pageOf(memberNoteSchema);
export type MemberNotePage = z.infer<typeof memberNotePageSchema>;
export const memberNoteQuerySchema = z.object({ ...pageQueryShape });

/** POST /ops/members/:memberId/notes. */
export const memberNoteRequestSchema = z.object({ body: typedTextSchema(1, 2000) });
export type MemberNoteRequest = z.infer<typeof memberNoteRequestSchema>;

/** GET /ops/adjustments: balance adjustments, by status and member, newest first. */
export const adjustmentQuerySchema = z.object({
  status: z.enum(['DONE', 'PENDING', 'REJECTED']).optional(),
  memberId: z.number().int().positive().optional(),
  ...pageQueryShape,
});
export type AdjustmentQuery = z.input<typeof adjustmentQuerySchema>;
export const adjustmentPageSchema = pageOf(adjustmentSchema);
export type AdjustmentPage = z.infer<typeof adjustmentPageSchema>;

export const adjustmentIdParamsSchema = z.object({ adjustmentId: z.number().int().positive() });

/** POST /ops/adjustments/:adjustmentId/reject: the second operator's reason. */
export const rejectAdjustmentRequestSchema = z.object({ reason: typedTextSchema(1, 500) });
export type RejectAdjustmentRequest = z.infer<typeof rejectAdjustmentRequestSchema>;

/** POST /ops/members/:memberId/password: a new password for the member, which the operator hands over. */
export const memberPasswordResetSchema = z.object({
  /** The temporary password, shown once; the member must change it at the next sign-in. */
  password: z.string(),
});
export type MemberPasswordReset = z.infer<typeof memberPasswordResetSchema>;
