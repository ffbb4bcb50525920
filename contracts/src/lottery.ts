import { z } from 'zod';

import { typedTextSchema } from './typed-text';

import { pageOf, pageQueryShape, refineTimeRange, timeRangeQueryShape } from './records';

/**
 * Plaza's own lottery (issue 21, docs/product/lottery.md): Vietnamese (three regions), Southeast-Asian 4D and the
 * fast e-lottery games the platform draws itself, with draws anyone can verify.
 *
 * Endpoints (T = session token needed; a trial member's token is enough, they play with play money):
 *
 * Member and public calls
 * - GET  /lgw/games/game_menus                      every lottery game, grouped by area, with its current issue
 * - GET  /lgw/vn/games/game_menu?prizeMode&device   the Vietnamese games (prizeMode LOTT or ELOTT)
 * - GET  /lgw/vn/games/game_menu/recent         (T) the lottery games the member bet on lately
 * - GET  /lgw/games/popular                         the games most bet on over the last 7 days
 * - GET  /lgw/vn/numeros/opened/game?gameCode       results history of a Vietnamese or 4D game, a page at a time
 * - GET  /lotto/lgw/games/opened/numero?prizeMode (T) results history of the LOTT / ELOTT (fast) games
 * - GET  /lgw/games/:gameCode                       one game: its bet types grouped, odds, stations, stake rules
 * - GET  /lgw/games/:gameCode/issues?count          the current issue (with its close time) and the next ones
 * - POST /lgw/games/:gameCode/quick-pick        (T) a random valid selection for a bet type
 * - POST /lgw/bets                              (T) place a slip of many selections, or a chase over N issues
 * - POST /lgw/bets/:betId/cancel                (T) cancel one's own bet before its issue closes (refunded)
 * - GET  /lgw/bets                              (T) my lottery bets, newest first, with status and payout
 * - GET  /lgw/chases                            (T) my chases with their progress
 * - POST /lgw/chases/:chaseId/cancel            (T) cancel the bets of a chase whose issues have not closed
 * - GET  /lgw/draws                                 current and recent issues of every platform-run draw
 * - GET  /lgw/draws/:gameCode/:issueNo              one issue, for verification
 * - POST /wps/game/launchGame                   (T) with the lottery payload below: where to open the lottery
 *
 * Operator calls (/ops/, audited)
 * - GET  /ops/lottery/games/:gameCode/odds          the odds table and the exact RTP of every bet type
 * - PUT  /ops/lottery/games/:gameCode/odds          replace the odds table (refused above the deployment maximum)
 * - PUT  /ops/lottery/games/:gameCode/limits        per-number stake and per-draw liability limits
 * - GET  /ops/lottery/results/pending               official results entered and waiting for a second operator
 * - POST /ops/lottery/results                       enter the result of an official draw
 * - POST /ops/lottery/results/:entryId/confirm      a second operator confirms it: the draw is settled
 * - POST /ops/lottery/results/import                import official results from a results-feed file
 * - POST /ops/lottery/draws/:drawCode/:issueNo/void cancel an official draw that did not take place (refunds)
 * - GET  /ops/lottery/games                         every game with its schedule: weekdays, stations, non-draw days
 * - GET  /ops/lottery/calendar?gameCode&day         a game's issues of a day with each draw's state, a page at a time
 * - GET  /ops/lottery/games/:gameCode/limits        the stake and liability limits in force
 * - GET  /ops/lottery/exposure?gameCode&issueNo     stake and liability per bet type and number of one issue
 */

/** Where a game belongs: the Vietnamese lottery, Southeast-Asian 4D, or the fast games the platform draws. */
export const LOTTERY_AREAS = ['VN', 'SEA', 'FAST'] as const;
export const lotteryAreaSchema = z.enum(LOTTERY_AREAS);
export type LotteryArea = z.infer<typeof lotteryAreaSchema>;

/** The lottery prize modes (docs/product/lottery.md): LOTT, ELOTT and SEA. */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA'] as const;
export const lotteryPrizeModeSchema = z.enum(LOTTERY_PRIZE_MODES);
export type LotteryPrizeMode = z.infer<typeof lotteryPrizeModeSchema>;

/** Result structures (engines/src/lottery/result-structures.ts). */
export const RESULT_STRUCTURE_CODES = ['vn_north', 'vn_central_south', '4d', 'ssc', 'k3'] as const;
export const resultStructureCodeSchema = z.enum(RESULT_STRUCTURE_CODES);

/** The web page a game opens on (docs/product/lottery.md). */
export const LOTTERY_PAGES = ['/vnLottery', '/seaLottery', '/lottery'] as const;
export const lotteryPageSchema = z.enum(LOTTERY_PAGES);

/** A game code (`VN_MB`, `SSC_1M`, …) or a draw code (a station's draw of a multi-station game). */
export const lotteryGameCodeSchema = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[A-Z0-9_]+$/);

/** An issue number: `YYYYMMDD` for a daily draw, `YYYYMMDD-NNNN` for the NNNN-th issue of a fast game's day. */
export const issueNoSchema = z
  .string()
  .min(8)
  .max(13)
  .regex(/^\d{8}(-\d{4})?$/);

/** An id the server gave (a bet, a chase, a slip, a result entry): a decimal string. */
export const lotteryIdSchema = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[1-9]\d*$/);

/** Issue statuses as the draw calls answer them (the contract's "Draws anyone can verify"). */
export const ISSUE_STATUSES = ['OPEN', 'CLOSED', 'DRAWN', 'VOID'] as const;
export const issueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

/** A station drawing on an issue of a multi-station game (Miền Trung, Miền Nam), or the one station of Miền Bắc. */
export const lotteryStationSchema = z.object({
  /** The station's short code, e.g. `TPHCM`; what a bet names. */
  code: z.string(),
  name: z.string(),
  /** The code of the station's own draw (its commitment and result): `<gameCode>_<code>`. */
  drawCode: z.string(),
});
export type LotteryStation = z.infer<typeof lotteryStationSchema>;

/** An issue (draw period) as the betting pages show it. ISO 8601 UTC times. */
export const lotteryIssueSchema = z.object({
  gameCode: z.string(),
  issueNo: z.string(),
  status: issueStatusSchema,
  salesOpenAt: z.string(),
  salesCloseAt: z.string(),
  drawAt: z.string(),
  /** The stations drawing on this issue; empty for a game with one draw (fast games, 4D). */
  stations: z.array(lotteryStationSchema),
});
export type LotteryIssue = z.infer<typeof lotteryIssueSchema>;

/** A game as the menus list it. */
export const lotteryGameSummarySchema = z.object({
  gameCode: z.string(),
  /** In the request's language. */
  name: z.string(),
  area: lotteryAreaSchema,
  prizeMode: lotteryPrizeModeSchema,
  structure: resultStructureCodeSchema,
  /** Seconds between issues for a fast game; null for a game drawn on a calendar. */
  periodSeconds: z.number().int().nullable(),
  /** Drawn by the platform from a published commitment (fast games); false for an official draw. */
  isPlatformDrawn: z.boolean(),
  /** The page that opens it. */
  page: lotteryPageSchema,
  /** The issue on sale now, or the next one; null when none is scheduled. */
  currentIssue: lotteryIssueSchema.nullable(),
});
export type LotteryGameSummary = z.infer<typeof lotteryGameSummarySchema>;

/** GET /lgw/games/game_menus: one menu per area, in LOTTERY_AREAS order. */
export const lotteryGameMenusSchema = z.object({
  menus: z.array(z.object({ area: lotteryAreaSchema, games: z.array(lotteryGameSummarySchema) })),
  /** The server's clock, so a countdown does not depend on the device's. */
  serverTime: z.string(),
});
export type LotteryGameMenus = z.infer<typeof lotteryGameMenusSchema>;

/** GET /lgw/vn/games/game_menu: the Vietnamese games under a prize mode, for a device. */
export const vnGameMenuQuerySchema = z.object({
  prizeMode: z.enum(['LOTT', 'ELOTT']).optional(),
  device: z.enum(['WEB', 'H5', 'MOBILE']).default('WEB'),
});
export type VnGameMenuQuery = z.infer<typeof vnGameMenuQuerySchema>;

/** A list of games (the VN menu, recent games, popular games). */
export const lotteryGameListSchema = z.object({
  games: z.array(lotteryGameSummarySchema),
  serverTime: z.string(),
});
export type LotteryGameList = z.infer<typeof lotteryGameListSchema>;

/** One row of a selection as a form shows it (engines/src/lottery/bet-type.ts SelectionRow). */
export const selectionRowRuleSchema = z.object({
  label: z.string(),
  /** The picks allowed, when few enough to show as buttons; null when `pattern` says. */
  allowed: z.array(z.string()).nullable(),
  /** A regular expression every pick must match when `allowed` is null (e.g. `^\d{2}$`). */
  pattern: z.string().nullable(),
  minPicks: z.number().int(),
  maxPicks: z.number().int(),
});

/** Odds as stored (engines/src/lottery/lottery-odds.ts OddsEntryData): decimal texts, gross return per unit. */
const decimalText = z.string().regex(/^\d{1,9}(\.\d{1,6})?$/);
export const oddsEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('multiplier'), odds: decimalText }),
  z.object({ kind: z.literal('by_pick'), odds: z.record(z.string().max(16), decimalText) }),
  z.object({ kind: z.literal('points'), pricePerPoint: decimalText, payoutPerPoint: decimalText }),
  z.object({ kind: z.literal('prize_table'), prizes: z.record(z.string().max(16), decimalText) }),
  z.object({
    kind: z.literal('permutation_prize_table'),
    prizes: z.record(z.string().max(16), z.record(z.string().max(4), decimalText)),
  }),
]);
export type OddsEntryWire = z.infer<typeof oddsEntrySchema>;
export const oddsTableSchema = z.record(z.string().min(1).max(32), oddsEntrySchema);
export type OddsTableWire = z.infer<typeof oddsTableSchema>;

/** Groups bet types fall in on the betting page. */
export const BET_TYPE_GROUPS = [
  'lo',
  'de',
  'cang',
  'xien',
  'truot',
  'two_sided',
  'sum',
  'big_small',
  'straight',
  'box',
  'position',
  'star',
  'dragon_tiger',
  'dice',
  'other',
] as const;
export const betTypeGroupSchema = z.enum(BET_TYPE_GROUPS);

/** A bet type as a game offers it. */
export const lotteryBetTypeSchema = z.object({
  /** Explicit code stored with every bet (`lo2`, `de_db_last2`, `xien2`, `4d_big`, …). */
  code: z.string(),
  /** The name reference pages use (not translated: the web translates by code). */
  name: z.string(),
  group: betTypeGroupSchema,
  oddsKind: z.enum(['multiplier', 'by_pick', 'points', 'prize_table', 'permutation_prize_table']),
  odds: oddsEntrySchema,
  rows: z.array(selectionRowRuleSchema),
  minTotalPicks: z.number().int(),
  /** Staked in points (lô): `stake` is a number of points, each costing `pricePerPoint`. */
  isInPoints: z.boolean(),
  /** Takes a list of stations (multi-station games). */
  isMultiStation: z.boolean(),
});
export type LotteryBetType = z.infer<typeof lotteryBetTypeSchema>;

/** GET /lgw/games/:gameCode: everything the betting page needs besides the issues. */
export const lotteryGameDetailSchema = lotteryGameSummarySchema.extend({
  betTypes: z.array(lotteryBetTypeSchema),
  /** Minor units a point of lô costs in the deployment's currency. */
  pricePerPoint: z.number().int(),
  /** Least and most stake per combination, minor units (points for a bet in points: `pointLimits`). */
  stakeLimits: z.object({ min: z.number().int(), max: z.number().int() }),
  pointLimits: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The most issues a chase may cover. */
  maxChaseIssues: z.number().int(),
});
export type LotteryGameDetail = z.infer<typeof lotteryGameDetailSchema>;

export const gameCodeParamsSchema = z.object({ gameCode: lotteryGameCodeSchema });

/** GET /lgw/games/:gameCode/issues: the issue on sale and the next `count − 1`. */
export const MAX_LISTED_ISSUES = 120;
export const lotteryIssuesQuerySchema = z.object({
  count: z.number().int().min(1).max(MAX_LISTED_ISSUES).default(1),
});
export const lotteryIssueListSchema = z.object({
  issues: z.array(lotteryIssueSchema),
  serverTime: z.string(),
});
export type LotteryIssueList = z.infer<typeof lotteryIssueListSchema>;

/** A selection: rows of picks (engines/src/lottery/bet-type.ts LotterySelection). */
export const selectionPicksSchema = z
  .array(z.array(z.string().min(1).max(8)).max(100))
  .min(1)
  .max(5);

/** POST /lgw/games/:gameCode/quick-pick: a random valid selection of `picks` numbers where the row allows. */
export const quickPickRequestSchema = z.object({
  betCode: z.string().min(1).max(32),
  /** How many picks in a list row (lô, xiên); ignored where the bet type fixes it. */
  picks: z.number().int().min(1).max(100).optional(),
});
export const quickPickResponseSchema = z.object({ selection: z.array(z.array(z.string())) });
export type QuickPickResponse = z.infer<typeof quickPickResponseSchema>;

/** One selection of a slip. */
export const slipSelectionSchema = z.object({
  betCode: z.string().min(1).max(32),
  picks: selectionPicksSchema,
  /** Minor units per combination, or points per combination for a bet in points (lô). */
  stake: z.number().int().min(1).max(1_000_000_000),
  /** Station codes of a multi-station game (Miền Trung, Miền Nam); left out elsewhere. */
  stations: z.array(z.string().min(1).max(16)).min(1).max(4).optional(),
});
export type SlipSelection = z.infer<typeof slipSelectionSchema>;

/** The most selections one slip may carry. */
export const MAX_SLIP_SELECTIONS = 50;
/** The most issues a chase may cover. */
export const MAX_CHASE_ISSUES = 120;

/** POST /lgw/bets: a slip on one issue, or, with `chase`, the same slip on the next `issues` issues from it. */
export const placeBetsRequestSchema = z.object({
  gameCode: lotteryGameCodeSchema,
  issueNo: issueNoSchema,
  selections: z.array(slipSelectionSchema).min(1).max(MAX_SLIP_SELECTIONS),
  chase: z
    .object({
      issues: z.number().int().min(2).max(MAX_CHASE_ISSUES),
      /** Cancel (and refund) the chase's later bets once one of its issues wins. */
      stopOnWin: z.boolean(),
    })
    .optional(),
  /** The client's id of this slip: sending it again places nothing twice. */
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type PlaceBetsRequest = z.infer<typeof placeBetsRequestSchema>;

export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;
export const lotteryBetStatusSchema = z.enum(LOTTERY_BET_STATUSES);
export type LotteryBetStatus = z.infer<typeof lotteryBetStatusSchema>;

/** A lottery bet as its owner sees it. Money in minor units. */
export const lotteryBetSchema = z.object({
  betId: z.string(),
  slipId: z.string(),
  chaseId: z.string().nullable(),
  gameCode: z.string(),
  gameName: z.string(),
  issueNo: z.string(),
  betCode: z.string(),
  picks: z.array(z.array(z.string())),
  stations: z.array(z.string()),
  /** Per combination: minor units, or points for a bet in points. */
  stake: z.number().int(),
  isInPoints: z.boolean(),
  combinations: z.number().int(),
  /** What was charged: stake per combination in money × combinations × stations. */
  totalStake: z.number().int(),
  /** What was paid, stake included; null while open. */
  payout: z.number().int().nullable(),
  status: lotteryBetStatusSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Open, and its issue still on sale. */
  isCancellable: z.boolean(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const CHASE_STATUSES = ['running', 'stopped_on_win', 'completed', 'cancelled'] as const;
export const chaseStatusSchema = z.enum(CHASE_STATUSES);

export const lotteryChaseSchema = z.object({
  chaseId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  firstIssueNo: z.string(),
  issues: z.number().int(),
  stopOnWin: z.boolean(),
  status: chaseStatusSchema,
  /** Issues whose bets are settled (won or lost). */
  settledIssues: z.number().int(),
  wonIssues: z.number().int(),
  totalStake: z.number().int(),
  /** Paid so far, stake included. */
  payout: z.number().int(),
  /** Given back: the bets of issues cancelled or voided. */
  refunded: z.number().int(),
  placedAt: z.string(),
});
export type LotteryChase = z.infer<typeof lotteryChaseSchema>;

export const placeBetsResponseSchema = z.object({
  slipId: z.string(),
  bets: z.array(lotteryBetSchema),
  chase: lotteryChaseSchema.nullable(),
  /** The wallet's balance after the stake, minor units. */
  balance: z.number().int(),
});
export type PlaceBetsResponse = z.infer<typeof placeBetsResponseSchema>;

export const betIdParamsSchema = z.object({ betId: lotteryIdSchema });
export const chaseIdParamsSchema = z.object({ chaseId: lotteryIdSchema });

export const cancelBetResponseSchema = z.object({ bet: lotteryBetSchema, balance: z.number().int() });
export type CancelBetResponse = z.infer<typeof cancelBetResponseSchema>;
export const cancelChaseResponseSchema = z.object({
  chase: lotteryChaseSchema,
  /** The bets cancelled by this call. */
  cancelledBets: z.number().int(),
  balance: z.number().int(),
});
export type CancelChaseResponse = z.infer<typeof cancelChaseResponseSchema>;

/** GET /lgw/bets: filters, newest first. */
export const lotteryBetQuerySchema = z
  .object({
    gameCode: lotteryGameCodeSchema.optional(),
    status: lotteryBetStatusSchema.optional(),
    chaseId: lotteryIdSchema.optional(),
    ...timeRangeQueryShape,
    ...pageQueryShape,
  })
  .refine(refineTimeRange, { path: ['to'] });
export type LotteryBetQuery = z.infer<typeof lotteryBetQuerySchema>;
export const lotteryBetPageSchema = pageOf(lotteryBetSchema);
export type LotteryBetPage = z.infer<typeof lotteryBetPageSchema>;

export const lotteryChaseQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema.optional(),
  ...pageQueryShape,
});
export const lotteryChasePageSchema = pageOf(lotteryChaseSchema);
export type LotteryChasePage = z.infer<typeof lotteryChasePageSchema>;

/** One station's (or the game's one) result of an issue, in result-table order. */
export const issueResultSchema = z.object({
  drawCode: z.string(),
  /** The station's code and name; empty for a game with one draw. */
  station: z.string(),
  stationName: z.string(),
  result: z.array(z.string()),
});

/** One issue of the results history. */
export const openedNumberSchema = z.object({
  gameCode: z.string(),
  issueNo: z.string(),
  drawAt: z.string(),
  status: issueStatusSchema,
  structure: resultStructureCodeSchema,
  /** Empty while not drawn, and for a VOID issue. */
  results: z.array(issueResultSchema),
});
export type OpenedNumber = z.infer<typeof openedNumberSchema>;

/** GET /lgw/vn/numeros/opened/game: a game's results, newest first. */
export const openedNumbersQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  ...pageQueryShape,
});
export type OpenedNumbersQuery = z.infer<typeof openedNumbersQuerySchema>;
/** GET /lotto/lgw/games/opened/numero (T): the latest results of every game of a prize mode, or of one game. */
export const lottoOpenedNumbersQuerySchema = z.object({
  prizeMode: z.enum(['Lott', 'LOTT', 'ELOTT']).default('LOTT'),
  gameCode: lotteryGameCodeSchema.optional(),
  ...pageQueryShape,
});
export type LottoOpenedNumbersQuery = z.infer<typeof lottoOpenedNumbersQuerySchema>;
export const openedNumberPageSchema = pageOf(openedNumberSchema);
export type OpenedNumberPage = z.infer<typeof openedNumberPageSchema>;

/**
 * An issue of a platform-run draw exactly as the contract writes it, plus `structure` (how to recompute the
 * result). `seed` and `result` appear once the issue is DRAWN.
 */
export const drawIssueSchema = z.object({
  gameCode: z.string(),
  issueNo: z.string(),
  status: issueStatusSchema,
  salesOpenAt: z.string(),
  salesCloseAt: z.string(),
  drawAt: z.string(),
  chain: z.object({ anchor: z.string(), index: z.number().int() }),
  beacon: z.string(),
  seed: z.string().optional(),
  result: z.array(z.string()).optional(),
  structure: resultStructureCodeSchema,
});
export type DrawIssue = z.infer<typeof drawIssueSchema>;

/** GET /lgw/draws: newest first; optionally one draw code. */
export const drawListQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema.optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export const drawListSchema = z.object({ draws: z.array(drawIssueSchema) });
export type DrawList = z.infer<typeof drawListSchema>;

/**
 * The live connection's `lottery` frame (decision 101): one issue of a game drawn (or void), each of its draws as
 * published, and the game's next issue on sale, sent to every open connection on every node when it is made.
 */
export const lotteryLiveEventSchema = z.object({
  type: z.literal('lottery'),
  gameCode: z.string(),
  issueNo: z.string(),
  status: z.enum(['DRAWN', 'VOID']),
  draws: z.array(
    z.object({
      drawCode: z.string(),
      status: issueStatusSchema,
      seed: z.string().optional(),
      result: z.array(z.string()).optional(),
    }),
  ),
  nextIssue: z
    .object({ issueNo: z.string(), salesOpenAt: z.string(), salesCloseAt: z.string(), drawAt: z.string() })
    .nullable(),
  serverTime: z.string(),
});
export type LotteryLiveEvent = z.infer<typeof lotteryLiveEventSchema>;
export const drawParamsSchema = z.object({ gameCode: lotteryGameCodeSchema, issueNo: issueNoSchema });

/**
 * The lottery launch payload of POST /wps/game/launchGame (docs/product/lottery.md). The answer is the
 * launchGame answer: `url` the lottery page to open; `launchToken` empty (the lottery calls take the session).
 */
export const lotteryLaunchRequestSchema = z.object({
  lottoArea: z.enum(['VN', 'SEA', 'CN']),
  launchMode: z.literal('LOTT'),
  lottoPrizeMode: lotteryPrizeModeSchema,
  lottoGameCode: lotteryGameCodeSchema.optional(),
  lottoView: z.enum(['betting', 'lobby']),
  device: z.enum(['WEB', 'H5', 'MOBILE']).default('WEB'),
  backUrl: z.string().max(512).optional(),
  language: z.string().max(8).optional(),
});
export type LotteryLaunchRequest = z.infer<typeof lotteryLaunchRequestSchema>;

// Operator calls.

/** An RTP as a decimal percentage text with four decimals, e.g. "98.0000". */
export const betTypeRtpSchema = z.object({
  code: z.string(),
  variant: z.string().nullable(),
  rtpPercent: z.string(),
});
export const lotteryOddsSchema = z.object({
  gameCode: z.string(),
  odds: oddsTableSchema,
  rtps: z.array(betTypeRtpSchema),
  /** The deployment's maximum RTP, percent. */
  maxRtpPercent: z.string(),
});
export type LotteryOdds = z.infer<typeof lotteryOddsSchema>;
export const updateLotteryOddsRequestSchema = z.object({ odds: oddsTableSchema });

export const lotteryLimitsSchema = z.object({
  /** Most stake on one number of one bet type in one draw, minor units. */
  maxStakePerNumber: z.number().int().min(1).max(1_000_000_000_000),
  /** Most the house may owe on one draw if every bet wins at its highest odds, minor units. */
  maxLiabilityPerDraw: z.number().int().min(1).max(1_000_000_000_000_000),
});
export type LotteryLimits = z.infer<typeof lotteryLimitsSchema>;
export const lotteryLimitsResponseSchema = lotteryLimitsSchema.extend({ gameCode: z.string() });

export const RESULT_ENTRY_STATUSES = ['pending', 'confirmed', 'superseded'] as const;
export const resultEntrySchema = z.object({
  entryId: z.string(),
  drawCode: z.string(),
  issueNo: z.string(),
  result: z.array(z.string()),
  source: z.enum(['operator', 'feed']),
  status: z.enum(RESULT_ENTRY_STATUSES),
  enteredBy: z.string(),
  confirmedBy: z.string().nullable(),
  enteredAt: z.string(),
});
export type ResultEntry = z.infer<typeof resultEntrySchema>;
export const resultEntryListSchema = z.object({ entries: z.array(resultEntrySchema) });

/** POST /ops/lottery/results: the official result of one station's (or the game's) draw. */
export const enterResultRequestSchema = z.object({
  drawCode: lotteryGameCodeSchema,
  issueNo: issueNoSchema,
  result: z
    .array(z.string().regex(/^\d{1,6}$/))
    .min(1)
    .max(30),
});
export const resultEntryParamsSchema = z.object({ entryId: lotteryIdSchema });

/**
 * POST /ops/lottery/results/import: a results-feed file's text, one draw a line:
 * `<drawCode>,<issueNo>,<number> <number> …` in result-table order. Imported results count as confirmed.
 */
export const importResultsRequestSchema = z.object({ content: z.string().min(1).max(200_000) });
export const importResultsResponseSchema = z.object({
  imported: z.number().int(),
  /** Lines already imported with the same result. */
  unchanged: z.number().int(),
  /** Lines refused, with their line number (from 1) and why. */
  refused: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type ImportResultsResponse = z.infer<typeof importResultsResponseSchema>;

export const voidDrawParamsSchema = z.object({ drawCode: lotteryGameCodeSchema, issueNo: issueNoSchema });
/** Why the draw did not take place: kept in the audit trail. */
export const voidDrawRequestSchema = z.object({ reason: typedTextSchema(3, 300) });
export const voidDrawResponseSchema = z.object({
  drawCode: z.string(),
  issueNo: z.string(),
  refundedBets: z.number().int(),
});

// The back office's lottery screens (docs/decisions/064-back-office-lottery.md).

/** A station of a weekday's schedule. */
export const opsStationSchema = z.object({ code: z.string(), name: z.string() });

/** GET /ops/lottery/games: a game as the back office's calendar and forms need it. */
export const opsLotteryGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  area: lotteryAreaSchema,
  structure: resultStructureCodeSchema,
  isPlatformDrawn: z.boolean(),
  isMultiStation: z.boolean(),
  /** Seconds between issues for a fast game; null for a game drawn on a calendar. */
  periodSeconds: z.number().int().nullable(),
  /** Local draw time `HH:MM` of a daily game; null for a fast game. */
  drawTime: z.string().nullable(),
  /** Minutes east of UTC of the game's business day. */
  utcOffsetMinutes: z.number().int(),
  /** Weekdays with a draw (0 = Sunday); every day for a fast game. */
  weekdays: z.array(z.number().int().min(0).max(6)),
  /** The stations drawing on each weekday (multi-station games and Miền Bắc's province). */
  stationsByWeekday: z.array(z.object({ weekday: z.number().int(), stations: z.array(opsStationSchema) })),
  /** Days without a draw though their weekday has one (Tết), YYYY-MM-DD. */
  nonDrawDays: z.array(z.string()),
});
export type OpsLotteryGame = z.infer<typeof opsLotteryGameSchema>;
export const opsLotteryGameListSchema = z.object({ games: z.array(opsLotteryGameSchema) });

/** A calendar day, YYYY-MM-DD (the game's local business day). */
export const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /ops/lottery/calendar. */
export const lotteryCalendarQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  day: calendarDaySchema,
  status: issueStatusSchema.optional(),
  ...pageQueryShape,
});
export type LotteryCalendarQuery = z.input<typeof lotteryCalendarQuerySchema>;

/** One draw of a calendar issue: a station's draw, or the game's one draw. */
export const calendarDrawSchema = z.object({
  drawCode: z.string(),
  station: z.string(),
  stationName: z.string(),
  status: z.enum(['PENDING', 'DRAWN', 'VOID']),
  result: z.array(z.string()).nullable(),
  /** Where the result came from: the platform's commitment, an operator, a results feed. */
  source: z.enum(['chain', 'operator', 'feed']).nullable(),
  /** The commitment of a draw the platform makes (never editable); null for an official draw. */
  commitment: z.object({ anchor: z.string(), index: z.number().int() }).nullable(),
  /** Results entered and waiting for a second operator. */
  pendingEntries: z.number().int(),
});
export type CalendarDraw = z.infer<typeof calendarDrawSchema>;

/** An issue of the calendar; SCHEDULED is one of the game's schedule not listed yet (no sales, no draw row). */
export const calendarIssueSchema = z.object({
  issueNo: z.string(),
  status: z.enum([...ISSUE_STATUSES, 'SCHEDULED']),
  salesOpenAt: z.string(),
  salesCloseAt: z.string(),
  drawAt: z.string(),
  settled: z.boolean(),
  draws: z.array(calendarDrawSchema),
});
export type CalendarIssue = z.infer<typeof calendarIssueSchema>;

export const lotteryCalendarPageSchema = pageOf(calendarIssueSchema).extend({
  day: z.string(),
  weekday: z.number().int(),
  /** The day is one of the game's non-draw days, or its weekday has no draw. */
  isNonDrawDay: z.boolean(),
});
export type LotteryCalendarPage = z.infer<typeof lotteryCalendarPageSchema>;

/** GET /ops/lottery/exposure. */
export const lotteryExposureQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  issueNo: issueNoSchema,
  ...pageQueryShape,
});
export type LotteryExposureQuery = z.input<typeof lotteryExposureQuerySchema>;

/** The stake on one number of one bet type (and station), and what the platform pays when it is drawn. */
export const exposureRowSchema = z.object({
  station: z.string(),
  betCode: z.string(),
  pick: z.string(),
  /** Money staked on the number, minor units (for lô: the points times the price per point). */
  stake: z.number().int(),
  /** Points staked on the number by bets quoted in points (lô); null for bet types quoted in money. */
  points: z.number().int().nullable(),
  /**
   * What settlement pays on the number's bets, at the odds recorded on them, minor units: for lô, each time the
   * number is drawn (a number drawn twice pays twice); for the others, the stake at the bet type's highest odds.
   */
  liability: z.number().int(),
});
export type ExposureRow = z.infer<typeof exposureRowSchema>;

export const lotteryExposurePageSchema = pageOf(exposureRowSchema).extend({
  gameCode: z.string(),
  issueNo: z.string(),
  limits: lotteryLimitsSchema,
  /** What the issue's bets owe if every one wins at its highest odds, minor units (the per-draw limit's count). */
  issueLiability: z.number().int(),
});
export type LotteryExposurePage = z.infer<typeof lotteryExposurePageSchema>;
