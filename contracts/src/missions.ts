import { z } from 'zod';

/**
 * Missions and the mission leaderboard (docs/product/missions.md).
 *
 * GET|POST /wps/relay/MCSFE_getMissionSummaryDetails  member {}  → missionSummarySchema
 * GET|POST /wps/relay/MCSFE_getMissionLeaderboard     member {}  → missionLeaderboardSchema
 * POST     /wps/member/missions/sign-in               member     → missionSummarySchema (today's sign-in, once)
 * POST     /wps/member/missions/:id/claim             member     → missionSummarySchema (paid once per period)
 *
 * Every call refuses a trial member (403 need.true.account).
 */

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export const missionPeriodSchema = z.enum(MISSION_PERIODS);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/** TURNOVER: valid bet (minor units); SIGN_IN: days signed in; DEPOSIT: completed deposits (minor units). */
export const MISSION_KINDS = ['TURNOVER', 'SIGN_IN', 'DEPOSIT'] as const;
export const missionKindSchema = z.enum(MISSION_KINDS);
export type MissionKind = z.infer<typeof missionKindSchema>;

export const MISSION_STATUSES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export const missionStatusSchema = z.enum(MISSION_STATUSES);
export type MissionStatus = z.infer<typeof missionStatusSchema>;

/** One task of the current period with the member's progress toward it. */
export const missionSchema = z.object({
  id: z.number().int(),
  period: missionPeriodSchema,
  kind: missionKindSchema,
  title: z.string(),
  description: z.string(),
  target: z.number().int(),
  progress: z.number().int(),
  rewardAmount: z.number().int(),
  turnoverRequired: z.number().int(),
  status: missionStatusSchema,
  periodEndsAt: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummarySchema = z.object({
  isSignedInToday: z.boolean(),
  /** Days signed in one after another, ending today (or yesterday when today is not signed yet). */
  signInStreak: z.number().int(),
  /** Missions finished and not yet claimed: the member center's badge. */
  claimableCount: z.number().int(),
  missions: z.array(missionSchema),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The week's ranking by valid bet; names are masked. */
export const missionLeaderboardSchema = z.object({
  periodStartsAt: z.string(),
  periodEndsAt: z.string(),
  entries: z.array(z.object({ rank: z.number().int(), name: z.string(), validBet: z.number().int() })),
  me: z.object({ rank: z.number().int().nullable(), validBet: z.number().int() }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;
