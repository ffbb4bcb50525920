import { z } from 'zod';

import { positiveAmountSchema } from './payments';

/**
 * Responsible gambling (docs/decisions/051-responsible-gambling.md): the member's limits and breaks, at
 * /wps/member/gamblingControls…, and what an operator sees of them.
 */

/**
 * The limits a member can set over a rolling window: deposits (gross), losses (stakes less what they paid back) and
 * wagers (stakes) (docs/decisions/054-play-limits.md).
 */
export const GAMBLING_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
/** The limits a bet is checked against. */
export const PLAY_LIMIT_KINDS = ['LOSS', 'WAGER'] as const;
export const gamblingLimitKindSchema = z.enum(GAMBLING_LIMIT_KINDS);
export type GamblingLimitKind = z.infer<typeof gamblingLimitKindSchema>;

/** The rolling windows a limit counts over: 24 hours, 7 days, 30 days. */
export const GAMBLING_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const gamblingLimitPeriodSchema = z.enum(GAMBLING_LIMIT_PERIODS);
export type GamblingLimitPeriod = z.infer<typeof gamblingLimitPeriodSchema>;

/** A raise waits this long before the member may confirm it. */
export const LIMIT_RAISE_DELAY_HOURS = 24;
/** A time-out lasts 1 to 42 days (24 hours to 6 weeks). */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
/** A self-exclusion lasts 6 to 60 months, or for ever. */
export const EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

/** One limit as the member sees it. */
export const gamblingLimitSchema = z.object({
  kind: gamblingLimitKindSchema,
  period: gamblingLimitPeriodSchema,
  /** In force now (minor units), or null for none. */
  amount: z.number().int().nullable(),
  /** A raise (or removal: `pendingAmount` null) waiting: confirmable from `pendingFrom`. */
  pending: z.object({ amount: z.number().int().nullable(), confirmableFrom: z.string() }).nullable(),
});
export type GamblingLimit = z.infer<typeof gamblingLimitSchema>;

/** A session may be limited to 15 minutes up to 24 hours. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1440 } as const;
/** A reality check every N minutes (0: none). */
export const REALITY_CHECK_CHOICES = [0, 15, 30, 60] as const;
/** Signed out after M minutes without activity (30 unless the member chose another). */
export const INACTIVITY_CHOICES = [15, 30, 60, 120] as const;
export const DEFAULT_INACTIVITY_MINUTES = 30;

const realityCheckMinutesSchema = z
  .number()
  .int()
  .refine((value) => (REALITY_CHECK_CHOICES as readonly number[]).includes(value));
const inactivityMinutesSchema = z
  .number()
  .int()
  .refine((value) => (INACTIVITY_CHOICES as readonly number[]).includes(value));
const sessionMinutesSchema = z.number().int().min(SESSION_LIMIT_MINUTES.min).max(SESSION_LIMIT_MINUTES.max);

/**
 * The member's play settings, kept on the server (docs/decisions/057-session-time-limit.md): the session-time limit
 * (a lower one at once, a higher one or none after 24 hours and a confirmation), reality checks and the inactivity
 * sign-out.
 */
export const playSettingsSchema = z.object({
  /** Minutes a session may last, or null for no limit. */
  sessionMinutes: z.number().int().nullable(),
  /** A raise (or removal: `minutes` null) waiting: confirmable from `confirmableFrom`. */
  sessionPending: z.object({ minutes: z.number().int().nullable(), confirmableFrom: z.string() }).nullable(),
  realityCheckMinutes: z.number().int(),
  inactivityMinutes: z.number().int(),
  /** When the caller's own session ends under the limit, or null when it has none. */
  sessionEndsAt: z.string().nullable(),
});
export type PlaySettings = z.infer<typeof playSettingsSchema>;

export const gamblingControlsSchema = z.object({
  limits: z.array(gamblingLimitSchema),
  playSettings: playSettingsSchema,
});
export type GamblingControls = z.infer<typeof gamblingControlsSchema>;

/**
 * POST /wps/member/gamblingControls/limits: a new limit (`amount`) or none (null). Lower or first: at once; higher
 * or none: after 24 hours and a confirmation.
 */
export const setGamblingLimitRequestSchema = z.object({
  kind: gamblingLimitKindSchema,
  period: gamblingLimitPeriodSchema,
  amount: positiveAmountSchema.nullable(),
});
export type SetGamblingLimitRequest = z.infer<typeof setGamblingLimitRequestSchema>;

/** POST /wps/member/gamblingControls/limits/confirm: applies a raise whose 24 hours have passed. */
export const confirmGamblingLimitRequestSchema = z.object({
  kind: gamblingLimitKindSchema,
  period: gamblingLimitPeriodSchema,
});
export type ConfirmGamblingLimitRequest = z.infer<typeof confirmGamblingLimitRequestSchema>;

/**
 * POST /wps/member/gamblingControls/playSettings: the session-time limit (null: none), reality checks and the
 * inactivity sign-out. A lower session limit also shortens the member's open sessions (the time played counts).
 */
export const setPlaySettingsRequestSchema = z.object({
  sessionMinutes: sessionMinutesSchema.nullable(),
  realityCheckMinutes: realityCheckMinutesSchema,
  inactivityMinutes: inactivityMinutesSchema,
});
export type SetPlaySettingsRequest = z.infer<typeof setPlaySettingsRequestSchema>;

/**
 * POST /wps/member/gamblingControls/break: a time-out of `days`, or a self-exclusion of `months` or for ever. It
 * starts at once, ends the member's sessions, and cannot be lifted early.
 */
export const takeBreakRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('TIMEOUT'),
    days: z.number().int().min(TIMEOUT_DAYS.min).max(TIMEOUT_DAYS.max),
  }),
  z.object({
    kind: z.literal('EXCLUSION'),
    months: z.number().int().min(EXCLUSION_MONTHS.min).max(EXCLUSION_MONTHS.max).nullable(),
  }),
]);
export type TakeBreakRequest = z.infer<typeof takeBreakRequestSchema>;

export const gamblingBreakSchema = z.object({
  kind: z.enum(['TIMEOUT', 'EXCLUSION']),
  startsAt: z.string(),
  /** null: permanent. */
  endsAt: z.string().nullable(),
});
export type GamblingBreak = z.infer<typeof gamblingBreakSchema>;

/** GET /ops/members/:memberId/gamblingControls: a member's limits and every break they took. */
export const operatorGamblingControlsSchema = gamblingControlsSchema.extend({
  breaks: z.array(gamblingBreakSchema),
  isBlocked: z.boolean(),
});
export type OperatorGamblingControls = z.infer<typeof operatorGamblingControlsSchema>;
