import { z } from 'zod';

import { typedTextSchema } from './typed-text';

import { WINNER_BOARD_LIMIT } from './constants';
import { languageSchema } from './languages';
import { gameCategorySchema, RNG_SUB_TYPES } from './system';

/**
 * How an RNG game is classified in the lobby's category filters: slots, or one of the brand's RNG sub-types
 * (scratch card, video poker, jackpot, table games, arcade, bingo; docs/product/games.md#the-catalogue). Games of
 * the other categories have no classify.
 */
export const GAME_CLASSIFIES = ['SLOT', ...RNG_SUB_TYPES] as const;
export const gameClassifySchema = z.enum(GAME_CLASSIFIES);
export type GameClassify = z.infer<typeof gameClassifySchema>;

/** A vendor card of GCSGAME_newGameVendor (docs/product/games.md#lobby-calls). */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameType: gameCategorySchema,
  logoUrl: z.string(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({
  title: gameCategorySchema,
  cards: z.array(vendorCardSchema),
  /** The classifies the lane's games fall into, in GAME_CLASSIFIES order (the lobby's category filters). */
  gameClassify: z.array(gameClassifySchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** GCSGAME_newGameVendor's request: the platform the lobby runs on. */
export const newGameVendorRequestSchema = z.object({ platform: z.string().default('html5-desktop') });
export const newGameVendorSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type NewGameVendor = z.infer<typeof newGameVendorSchema>;

/** Lottery prize modes (docs/product/games.md#lobby-calls). */
export const PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
export const prizeModeSchema = z.enum(PRIZE_MODES);

/** A vendor code as requests name it ("vassalage"). */
export const vendorCodeSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);

/**
 * A whole number: a JSON number in a body; in a GET query its digits, which the server's validator reads as the
 * number the OpenAPI document types (server/src/http/validation.ts).
 */
function wholeNumber(minimum: number, maximum: number) {
  return z.number().int().min(minimum).max(maximum);
}

/** A game's id in the catalogue ("nodeId", docs/product/games.md#the-catalogue). */
export const nodeIdSchema = wholeNumber(1, Number.MAX_SAFE_INTEGER);

/** The longest search text the lobby sends. */
export const GAME_SEARCH_MAX_LENGTH = 50;
/** Games per page of the lobby unless the request asks for another size, and the most a page may hold. */
export const GAME_PAGE_SIZE = { default: 24, max: 100 } as const;
/** Recent games listed unless the request asks for fewer or more, and the most a request may ask for. */
export const RECENT_GAMES_LIMIT = { default: 12, max: 50 } as const;

const pagingFields = {
  pageNum: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, GAME_PAGE_SIZE.max).default(GAME_PAGE_SIZE.default),
};

/** One game of the catalogue as every game call answers it (docs/product/games.md#the-catalogue). */
export const gameItemSchema = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  /** The vendor's display name. */
  accountTypeName: z.string(),
  gameCode: z.string(),
  /** In the request's language (English when the game has no name in it). */
  gameName: z.string(),
  gameType: gameCategorySchema,
  gameClassify: gameClassifySchema.nullable(),
  imageUrl: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** Under maintenance: listed, but a launch is refused with game.maintenance and other games suggested. */
  isMaintenance: z.boolean(),
  /** Stake limits in minor units. */
  minBet: z.number().int(),
  maxBet: z.number().int(),
  /** The stated return to player, e.g. "96.47%", when the vendor states one. */
  rtp: z.string().nullable(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** A page of games (docs/product/games.md#lobby-calls). */
export const gamePageSchema = z.object({
  content: z.array(gameItemSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

/**
 * GCSGAME_gameList: the catalogue by vendor, category (or lottery prize mode), classify and search text, a page
 * at a time.
 */
export const gameListRequestSchema = z.object({
  prizeMode: prizeModeSchema.optional(),
  vassalage: vendorCodeSchema.optional(),
  gameType: gameCategorySchema.optional(),
  gameClassify: gameClassifySchema.optional(),
  keyword: typedTextSchema(0, GAME_SEARCH_MAX_LENGTH).optional(),
  platform: z.string().max(32).optional(),
  ...pagingFields,
});
export type GameListRequest = z.infer<typeof gameListRequestSchema>;

/** GCSGAME_hotGamesV2 (docs/product/games.md#lobby-calls): the hot games of every vendor. */
export const hotGamesRequestSchema = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: wholeNumber(0, 9).optional(),
  platform: z.union([z.string().max(64), z.array(z.string().max(64)).max(8)]).optional(),
  language: languageSchema.optional(),
});
export type HotGamesRequest = z.infer<typeof hotGamesRequestSchema>;

export const gameListSchema = z.object({ list: z.array(gameItemSchema) });
export type GameList = z.infer<typeof gameListSchema>;

/** GCSGAME_getVassGameType: what each vendor offers, per category. */
export const vendorGameTypesRequestSchema = z.object({ vassalage: vendorCodeSchema.optional() });
export const vendorGameTypeSchema = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameType: gameCategorySchema,
  gameClassify: z.array(gameClassifySchema),
  gameCount: z.number().int(),
});
export const vendorGameTypesSchema = z.object({ list: z.array(vendorGameTypeSchema) });
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;

/** MCSFE_getFavoriteGames' request: it has no fields. */
export const favoriteGameIdsRequestSchema = z.object({});
/** MCSFE_getFavoriteGames and the answer of adding or removing one: the member's favourite node ids. */
export const favoriteGameIdsSchema = z.object({ nodeIds: z.array(z.number().int()) });
export type FavoriteGameIds = z.infer<typeof favoriteGameIdsSchema>;

/** MCSFE_getFavoriteGamesList: the favourite games, newest first, a page at a time. */
export const favoriteGamesListRequestSchema = z.object({
  gameType: gameCategorySchema.optional(),
  vassalage: vendorCodeSchema.optional(),
  ...pagingFields,
});

/** MCSFE_addFavoriteGameV2 and MCSFE_removeFavoriteGameV2. */
export const favoriteGameRequestSchema = z.object({ nodeId: nodeIdSchema });

/** GCS_recentGame: the games the member launched last, most recent first. */
export const recentGamesRequestSchema = z.object({
  gameType: gameCategorySchema.optional(),
  vassalage: vendorCodeSchema.optional(),
  limit: wholeNumber(1, RECENT_GAMES_LIMIT.max).default(RECENT_GAMES_LIMIT.default),
});
export const recentGameSchema = gameItemSchema.extend({ launchedAt: z.string() });
export const recentGamesSchema = z.object({ list: z.array(recentGameSchema) });
export type RecentGames = z.infer<typeof recentGamesSchema>;

/**
 * GCSGAME_getRankList (docs/product/games.md#the-winner-board): the winner board, category ALL by default, at most
 * 20 entries.
 */
export const rankListRequestSchema = z.object({
  category: z.union([z.literal('ALL'), gameCategorySchema]).default('ALL'),
  language: languageSchema.optional(),
  limit: wholeNumber(1, WINNER_BOARD_LIMIT).default(WINNER_BOARD_LIMIT),
});
export type RankListRequest = z.infer<typeof rankListRequestSchema>;

/**
 * One win of the board ("vo with winAmount", docs/product/games.md#the-winner-board); the member's name is masked.
 */
export const rankEntrySchema = z.object({
  vo: z.object({
    rank: z.number().int(),
    account: z.string(),
    /** Minor units. */
    winAmount: z.number().int(),
    vassalage: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    gameType: z.string(),
    imageUrl: z.string().nullable(),
    winTime: z.string(),
  }),
});
export const rankListSchema = z.object({ list: z.array(rankEntrySchema) });
export type RankList = z.infer<typeof rankListSchema>;

/** The `value` of a game.maintenance failure: active games of the same category to play instead. */
export const gameMaintenanceDetailsSchema = z.object({
  vassalage: z.string(),
  gameCode: z.string(),
  suggestions: z.array(gameItemSchema),
});
export type GameMaintenanceDetails = z.infer<typeof gameMaintenanceDetailsSchema>;

/** POST /wps/game/launchGame (docs/product/games.md#launch). */
export const launchGameRequestSchema = z.object({
  vassalage: vendorCodeSchema,
  gameCode: typedTextSchema(1, 64),
});
export type LaunchGameRequest = z.infer<typeof launchGameRequestSchema>;
export const launchGameResponseSchema = z.object({ url: z.string(), launchToken: z.string() });
export type LaunchGameResponse = z.infer<typeof launchGameResponseSchema>;

/**
 * GCS_gameLaunchFB (docs/product/games.md#embedded-games-and-the-sportsbook): launches the deployment's
 * sportsbook, the first active SPORTS game of the catalogue (docs/decisions/016-sports-and-embedded-games.md), as
 * launchGame does. It answers launchGameResponseSchema.
 */
export const sportsbookLaunchRequestSchema = z.object({});

/** Whether a live table takes players: open, or under maintenance (listed, not launchable). */
export const ROOM_STATUSES = ['open', 'maintenance'] as const;
export const roomStatusSchema = z.enum(ROOM_STATUSES);
export type RoomStatus = z.infer<typeof roomStatusSchema>;

/**
 * GLS2_roomList (docs/product/games.md#live-rooms, T): the tables of the live vendors, optionally of one vendor.
 */
export const roomListRequestSchema = z.object({
  vassalage: vendorCodeSchema.optional(),
  /** Names the rooms in this language instead of the request's. */
  language: languageSchema.optional(),
});
export type RoomListRequest = z.infer<typeof roomListRequestSchema>;

/** One live table: a LIVE game of the catalogue, its stake limits and the players seated at it now. */
export const roomSchema = z.object({
  /** The table game's nodeId (one room per live game). */
  roomId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  /** In the request's language (English when the game has no name in it). */
  roomName: z.string(),
  /** Table limits: the game's smallest and largest stake, in minor units. */
  minBet: z.number().int(),
  maxBet: z.number().int(),
  status: roomStatusSchema,
  /** Members holding a launch token for the table issued in the last 30 minutes and not expired. */
  playerCount: z.number().int().min(0),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.object({ list: z.array(roomSchema) });
export type RoomList = z.infer<typeof roomListSchema>;

/** How widely a game's wins swing, where its vendor states it (docs/product/game-page.md). */
export const VOLATILITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const volatilitySchema = z.enum(VOLATILITIES);
export type Volatility = z.infer<typeof volatilitySchema>;

/** Similar games a game's page lists. */
export const SIMILAR_GAMES_LIMIT = 8;

/** GCSGAME_gameDetail (docs/product/game-page.md): one game of the visible catalogue by vendor and code. */
export const gameDetailRequestSchema = z.object({
  vassalage: vendorCodeSchema,
  gameCode: typedTextSchema(1, 64),
});
export type GameDetailRequest = z.infer<typeof gameDetailRequestSchema>;

/** A game's page: the catalogue entry, its description and volatility, whether it is provably fair, similar games. */
export const gameDetailSchema = z.object({
  game: gameItemSchema,
  /** In the request's language, else English; null when none is written. */
  description: z.string().nullable(),
  volatility: volatilitySchema.nullable(),
  /** Plaza's own games: every round can be recomputed from its seeds (docs/product/games.md). */
  isProvablyFair: z.boolean(),
  similar: z.array(gameItemSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** The vendor code of Plaza's own games, the provably fair ones (docs/decisions/012-in-house-games.md). */
export const IN_HOUSE_VENDOR = 'BGS';

/** Games per row of the home page (docs/product/home.md). */
export const HOME_ROW_SIZE = 12;

/** GCSGAME_homeSections' request: it has no fields. */
export const homeSectionsRequestSchema = z.object({});

/**
 * GCSGAME_homeSections (docs/product/home.md): the home page's rows in one answer: hot games, new games, and the
 * best of each category that has games (hot first, then lobby order), in the catalogue's category order.
 */
export const homeSectionsSchema = z.object({
  hot: z.array(gameItemSchema),
  new: z.array(gameItemSchema),
  categories: z.array(z.object({ gameType: gameCategorySchema, games: z.array(gameItemSchema) })),
});
export type HomeSections = z.infer<typeof homeSectionsSchema>;
