import { WINNER_BOARD_LIMIT } from '@plaza/contracts/constants';
import {
  GAME_CLASSIFIES,
  gameClassifySchema,
  HOME_ROW_SIZE,
  IN_HOUSE_VENDOR,
  SIMILAR_GAMES_LIMIT,
  volatilitySchema,
} from '@plaza/contracts/games';
import { writeGameMaintenanceDetails } from '@plaza/contracts/catalogue';
import type {
  CatalogueGame,
  CatalogueLane,
  CataloguePage,
  LiveTable,
  VendorCoded,
} from '@plaza/contracts/catalogue';
import type {
  FavoriteGameIds,
  Volatility,
  GameClassify,
  GameListRequest,
  HotGamesRequest,
  RankList,
  RankListRequest,
  VendorGameTypes,
} from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';
import { GAME_CATEGORIES, gameCategorySchema } from '@plaza/contracts/system';
import type { GameCategory } from '@plaza/contracts/system';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import {
  countGames,
  deleteFavoriteGame,
  hasGameVendor,
  insertFavoriteGame,
  insertGame,
  insertVendor,
  selectCategoryClassifies,
  selectCategorySettings,
  selectFavoriteGameIds,
  selectFavoriteGamePage,
  selectFirstGame,
  selectGameById,
  selectGameDetail,
  selectGameByCode,
  selectGameId,
  selectGameLabels,
  selectGamePage,
  selectGames,
  selectHotGames,
  selectRecentGames,
  selectSeatedPlayers,
  selectSuggestedGames,
  selectTopGames,
  selectVendorCategories,
  selectVendorCodes,
  selectVendorGameTypes,
  updateGameStatus,
  upsertGameDetail,
  upsertRecentGame,
} from './games.repository';
import type { GameFilters, GameRow, VendorInsert } from './games.repository';
import { WinnerBoard } from './winner-board';
import type { BoardWin } from './winner-board';

/** The most hot games the lobby's hot list answers. */
export const HOT_GAMES_LIMIT = 20;
/** How many other games a game.maintenance failure suggests. */
export const MAINTENANCE_SUGGESTIONS = 6;
/** The winner board counts the wins of this many last days ("the biggest recent wins"). */
export const WINNER_BOARD_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A member counts as seated at a live table for this long after a launch (while the launch token lasts). */
export const ROOM_SEATED_WINDOW_MS = 30 * 60 * 1000;

/**
 * Reduces text to what the lobby's search compares: lower case, accents removed, every run of other characters
 * than letters and digits made one space. Applied to the stored names and to the search alike.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The text of a JSON {language: text} cell in `language`, else in English, else null. */
function pickLocalized(texts: string, language: Language): string | null {
  try {
    const parsed: unknown = JSON.parse(texts);
    if (typeof parsed === 'object' && parsed !== null) {
      for (const key of [language, 'en']) {
        const text: unknown = Reflect.get(parsed, key);
        if (typeof text === 'string' && text !== '') {
          return text;
        }
      }
    }
  } catch {
    // A broken cell reads as no text rather than failing the whole answer.
  }
  return null;
}

/** The name of a game in `language`, else its English name, else its code. */
export function pickName(names: string, language: Language, gameCode: string): string {
  return pickLocalized(names, language) ?? gameCode;
}

function toClassify(subType: string | null): GameClassify | null {
  const parsed = gameClassifySchema.safeParse(subType);
  return parsed.success ? parsed.data : null;
}

/** A catalogue row as the game calls answer it. */
function toCatalogueGame(row: GameRow, language: Language): CatalogueGame {
  return {
    nodeId: Number(row.id),
    vendorCode: row.vendor_code,
    accountTypeName: row.vendor_name,
    gameCode: row.game_code,
    gameName: pickName(row.names, language, row.game_code),
    gameType: gameCategorySchema.parse(row.game_type),
    gameClassify: toClassify(row.sub_type),
    imageUrl: row.image_url,
    isHot: row.is_hot === 1,
    isNew: row.is_new === 1,
    isMaintenance: row.status === 'maintenance',
    minBet: Number(row.min_bet),
    maxBet: Number(row.max_bet),
    rtp: row.rtp,
  };
}

function toPage(
  rows: GameRow[],
  total: number,
  page: { pageNum: number; pageSize: number },
  language: Language,
): CataloguePage {
  return {
    content: rows.map((row) => toCatalogueGame(row, language)),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    totalPages: Math.ceil(total / page.pageSize),
    totalElements: total,
  };
}

function toOffset(page: { pageNum: number; pageSize: number }) {
  return { offset: (page.pageNum - 1) * page.pageSize, limit: page.pageSize };
}

/**
 * The classifies a lobby offers as filters, in GAME_CLASSIFIES order. Bingo shows only where language TY is
 * offered (docs/product/games.md#the-catalogue), which no Plaza deployment does.
 */
function toLobbyClassifies(subTypes: Iterable<string | null>): GameClassify[] {
  const present = new Set(subTypes);
  return GAME_CLASSIFIES.filter((classify) => classify !== 'BG' && present.has(classify));
}

/**
 * Every game category with its lobby order and whether players see it: an operator's saved settings
 * (0063-game-catalogue-operator), else active in the catalogue's default order (GAME_CATEGORIES).
 */
export async function readCategorySettings(
  db: Executor,
): Promise<{ gameType: GameCategory; sortOrder: number; isActive: boolean }[]> {
  const saved = new Map((await selectCategorySettings(db)).map((row) => [row.game_type, row]));
  return GAME_CATEGORIES.map((gameType, index) => {
    const row = saved.get(gameType);
    return {
      gameType,
      sortOrder: row === undefined ? index : Number(row.sort_order),
      isActive: row === undefined || Number(row.is_active) === 1,
    };
  }).sort((left, right) => left.sortOrder - right.sortOrder);
}

/** The categories players see, in lobby order. */
async function lobbyCategories(db: Executor): Promise<GameCategory[]> {
  return (await readCategorySettings(db))
    .filter((category) => category.isActive)
    .map((category) => category.gameType);
}

/**
 * The vendor lanes: one lane per game category players see, in the lobby's category order, each with the cards
 * of the vendors that serve it and the classifies of its games. Categories without a vendor are left out, which
 * is what the header's navigation is built from (docs/product/games.md#lobby-calls).
 */
export async function getVendorLanes(handle: DatabaseHandle): Promise<CatalogueLane[]> {
  const [rows, classifies, categories] = await Promise.all([
    selectVendorCategories(handle.db),
    selectCategoryClassifies(handle.db),
    lobbyCategories(handle.db),
  ]);
  const lanes: CatalogueLane[] = [];
  for (const category of categories) {
    const cards = rows
      .filter((row) => row.gameType === category)
      .map((row) => ({
        vendorCode: row.vendorCode,
        accountTypeName: row.vendorName,
        gameType: gameCategorySchema.parse(row.gameType),
        logoUrl: row.logoUrl,
      }));
    if (cards.length > 0) {
      const gameClassify = toLobbyClassifies(
        classifies.filter((row) => row.game_type === category).map((row) => row.sub_type),
      );
      lanes.push({ title: category, cards, gameClassify });
    }
  }
  return lanes;
}

/** What the catalogue's game list is asked for, in the glossary's words. */
export type GameListQuery = VendorCoded<GameListRequest>;

/**
 * The game list: the catalogue filtered by vendor, category, classify and search, a page at a time. A
 * lottery prize mode stands for its category; one that contradicts the category asked for is refused.
 */
export async function listGames(
  handle: DatabaseHandle,
  request: GameListQuery,
  language: Language,
): Promise<CataloguePage> {
  if (
    request.prizeMode !== undefined &&
    request.gameType !== undefined &&
    request.prizeMode !== request.gameType
  ) {
    throw new AppError('request_param_err', { fields: { prizeMode: 'validation.invalid' } });
  }
  const filters: GameFilters = {
    vendorCode: request.vendorCode,
    gameType: request.gameType ?? request.prizeMode,
    subType: request.gameClassify,
    searchText: request.keyword === undefined ? undefined : normalizeSearchText(request.keyword),
  };
  const { rows, total } = await selectGamePage(handle.db, filters, toOffset(request));
  return toPage(rows, total, request, language);
}

/**
 * The hot games of every vendor. A merchant code other than the deployment's is refused
 * like the Merchant header (docs/product/wire.md#headers); the payload's language, when sent, names the games.
 */
export async function listHotGames(
  handle: DatabaseHandle,
  request: HotGamesRequest,
  language: Language,
  merchantCode: string,
): Promise<{ list: CatalogueGame[] }> {
  if (request.merchantCode !== undefined && request.merchantCode !== merchantCode) {
    throw new AppError('function.not.available');
  }
  const rows = await selectHotGames(handle.db, HOT_GAMES_LIMIT);
  return { list: rows.map((row) => toCatalogueGame(row, request.language ?? language)) };
}

/** What one vendor offers in one category (an entry of VendorGameTypes on the wire). */
export type VendorGameTypeItem = VendorCoded<VendorGameTypes['list'][number]>;

/** Per vendor and category, the classifies and the number of games offered. */
export async function listVendorGameTypes(
  handle: DatabaseHandle,
  vendorCode: string | undefined,
): Promise<{ list: VendorGameTypeItem[] }> {
  const rows = await selectVendorGameTypes(handle.db, vendorCode);
  const entries = new Map<string, VendorGameTypeItem & { subTypes: (string | null)[] }>();
  for (const row of rows) {
    const key = `${row.vendor_code}\u0000${row.game_type}`;
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = {
        vendorCode: row.vendor_code,
        accountTypeName: row.vendor_name,
        gameType: gameCategorySchema.parse(row.game_type),
        gameClassify: [],
        gameCount: 0,
        subTypes: [],
      };
      entries.set(key, entry);
    }
    entry.gameCount += row.game_count;
    entry.subTypes.push(row.sub_type);
  }
  return {
    list: [...entries.values()].map(({ subTypes, ...entry }) => ({
      ...entry,
      gameClassify: toLobbyClassifies(subTypes),
    })),
  };
}

/** The node ids of the member's favourite games, newest first. */
export async function getFavoriteGameIds(handle: DatabaseHandle, memberId: number): Promise<FavoriteGameIds> {
  return { nodeIds: await selectFavoriteGameIds(handle.db, memberId) };
}

/** The member's favourite games, newest first, a page at a time. */
export async function listFavoriteGames(
  handle: DatabaseHandle,
  memberId: number,
  request: {
    gameType?: GameCategory | undefined;
    vendorCode?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
  language: Language,
): Promise<CataloguePage> {
  const { rows, total } = await selectFavoriteGamePage(
    handle.db,
    memberId,
    { gameType: request.gameType, vendorCode: request.vendorCode },
    toOffset(request),
  );
  return toPage(rows, total, request, language);
}

/**
 * Marks a game as a favourite; adding one that already is changes nothing
 * (docs/product/games.md#lobby-calls). A game that is not in the visible catalogue is not found.
 */
export async function addFavoriteGame(
  handle: DatabaseHandle,
  memberId: number,
  nodeId: number,
  now: number,
): Promise<FavoriteGameIds> {
  return runInTransaction(handle, async (db) => {
    if ((await selectGameById(db, nodeId)) === undefined) {
      throw new AppError('game.not.found');
    }
    await insertFavoriteGame(db, memberId, nodeId, now);
    return { nodeIds: await selectFavoriteGameIds(db, memberId) };
  });
}

/** Removes a favourite; removing one that is not a favourite changes nothing. */
export async function removeFavoriteGame(
  handle: DatabaseHandle,
  memberId: number,
  nodeId: number,
): Promise<FavoriteGameIds> {
  return runInTransaction(handle, async (db) => {
    await deleteFavoriteGame(db, memberId, nodeId);
    return { nodeIds: await selectFavoriteGameIds(db, memberId) };
  });
}

/**
 * Notes a launch for the member's recent games; the launch endpoint calls it inside its own transaction. Answers false
 * (and notes nothing) when the vendor has no such game in the catalogue.
 */
export async function recordRecentGame(
  executor: Executor,
  memberId: number,
  vendorCode: string,
  gameCode: string,
  now: number,
): Promise<boolean> {
  const gameId = await selectGameId(executor, vendorCode, gameCode);
  if (gameId === undefined) {
    return false;
  }
  await upsertRecentGame(executor, memberId, gameId, now);
  return true;
}

/** The member's last launched games, most recent first. */
export async function listRecentGames(
  handle: DatabaseHandle,
  memberId: number,
  request: { gameType?: GameCategory | undefined; vendorCode?: string | undefined; limit: number },
  language: Language,
): Promise<{ list: (CatalogueGame & { launchedAt: string })[] }> {
  const rows = await selectRecentGames(
    handle.db,
    memberId,
    { gameType: request.gameType, vendorCode: request.vendorCode },
    request.limit,
  );
  return {
    list: rows.map((row) => ({
      ...toCatalogueGame(row, language),
      launchedAt: new Date(Number(row.launched_at)).toISOString(),
    })),
  };
}

/**
 * The game a launch names, if it may be launched: a game missing from the visible catalogue is not.found; one
 * under maintenance is game.maintenance with active games of its category suggested
 * (docs/product/games.md#launch).
 */
export async function findLaunchableGame(
  executor: Executor,
  vendorCode: string,
  gameCode: string,
  language: Language,
): Promise<CatalogueGame> {
  const row = await selectGameByCode(executor, vendorCode, gameCode);
  if (row === undefined) {
    throw new AppError('game.not.found');
  }
  if (row.status !== 'active') {
    const suggestions = await selectSuggestedGames(
      executor,
      { id: Number(row.id), gameType: row.game_type, subType: row.sub_type },
      MAINTENANCE_SUGGESTIONS,
    );
    throw new AppError(
      'game.maintenance',
      writeGameMaintenanceDetails({
        vendorCode: row.vendor_code,
        gameCode: row.game_code,
        suggestions: suggestions.map((suggestion) => toCatalogueGame(suggestion, language)),
      }),
    );
  }
  return toCatalogueGame(row, language);
}

/** The home page's rows, in the glossary's words (HomeSections on the wire). */
export interface HomeGameSections {
  hot: CatalogueGame[];
  new: CatalogueGame[];
  categories: { gameType: GameCategory; games: CatalogueGame[] }[];
}

/**
 * The home page's rows (docs/product/home.md): active hot games, active new games, and per category players see
 * (in lobby order) that has active games its best (hot first, then lobby order), HOME_ROW_SIZE at most each.
 */
export async function getHomeSections(handle: DatabaseHandle, language: Language): Promise<HomeGameSections> {
  const read = (rows: GameRow[]) => rows.map((row) => toCatalogueGame(row, language));
  const order = await lobbyCategories(handle.db);
  const [hot, fresh, ...categories] = await Promise.all([
    selectTopGames(handle.db, { status: 'active' }, HOME_ROW_SIZE).then((rows) =>
      rows.filter((row) => row.is_hot === 1),
    ),
    selectTopGames(handle.db, { status: 'active', isNew: true }, HOME_ROW_SIZE),
    ...order.map((gameType) => selectTopGames(handle.db, { status: 'active', gameType }, HOME_ROW_SIZE)),
  ]);
  return {
    hot: read(hot),
    new: read(fresh),
    categories: order
      .map((gameType, index) => ({
        gameType,
        games: read(categories[index] ?? []),
      }))
      .filter((category) => category.games.length > 0),
  };
}

/** A game's page, in the glossary's words (GameDetail on the wire). */
export interface CatalogueGameDetail {
  game: CatalogueGame;
  description: string | null;
  volatility: Volatility | null;
  isProvablyFair: boolean;
  similar: CatalogueGame[];
}

/**
 * A game's page (docs/product/game-page.md): the visible game by vendor and code (else game.not.found), its
 * description in `language` or English, its volatility, whether it is one of Plaza's provably fair games, and
 * active games of its category, those of its classify first.
 */
export async function getGameDetail(
  handle: DatabaseHandle,
  vendorCode: string,
  gameCode: string,
  language: Language,
): Promise<CatalogueGameDetail> {
  const row = await selectGameByCode(handle.db, vendorCode, gameCode);
  if (row === undefined) {
    throw new AppError('game.not.found');
  }
  const id = Number(row.id);
  const [detail, similar] = await Promise.all([
    selectGameDetail(handle.db, id),
    selectSuggestedGames(
      handle.db,
      { id, gameType: row.game_type, subType: row.sub_type },
      SIMILAR_GAMES_LIMIT,
    ),
  ]);
  const volatility = volatilitySchema.safeParse(detail?.volatility);
  return {
    game: toCatalogueGame(row, language),
    description: detail === undefined ? null : pickLocalized(detail.descriptions, language),
    volatility: volatility.success ? volatility.data : null,
    isProvablyFair: row.vendor_code === IN_HOUSE_VENDOR,
    similar: similar.map((game) => toCatalogueGame(game, language)),
  };
}

/** Writes a game's descriptions and volatility (the demo deployment; in the caller's transaction). */
export async function setGameDetail(
  executor: Executor,
  vendorCode: string,
  gameCode: string,
  detail: { descriptions: { en: string } & Partial<Record<Language, string>>; volatility: Volatility | null },
): Promise<void> {
  const gameId = await selectGameId(executor, vendorCode, gameCode);
  if (gameId === undefined) {
    throw new Error(`No game ${vendorCode} ${gameCode} to describe`);
  }
  await upsertGameDetail(executor, { gameId, ...detail });
}

/**
 * The deployment's sportsbook: the first active SPORTS game in lobby order. When every SPORTS
 * game is under maintenance the first of them answers game.maintenance; without any, game.not.found.
 */
export async function findSportsbookGame(executor: Executor, language: Language): Promise<CatalogueGame> {
  const active = await selectFirstGame(executor, { gameType: 'SPORTS', status: 'active' });
  if (active !== undefined) {
    return toCatalogueGame(active, language);
  }
  const closed = await selectFirstGame(executor, { gameType: 'SPORTS' });
  if (closed === undefined) {
    throw new AppError('game.not.found');
  }
  return findLaunchableGame(executor, closed.vendor_code, closed.game_code, language);
}

/**
 * The live tables: one room per LIVE game of the visible catalogue (optionally of one vendor), in lobby order, with
 * its table limits, whether it is open, and the members seated now: those holding a launch token for it that was
 * issued in the last 30 minutes and has not expired.
 */
export async function listRooms(
  handle: DatabaseHandle,
  request: { vendorCode?: string | undefined; language?: Language | undefined },
  language: Language,
  now: number,
): Promise<{ list: LiveTable[] }> {
  const [games, seated] = await Promise.all([
    selectGames(handle.db, { gameType: 'LIVE', vendorCode: request.vendorCode }),
    selectSeatedPlayers(handle.db, {
      gameType: 'LIVE',
      vendorCode: request.vendorCode,
      since: now - ROOM_SEATED_WINDOW_MS,
      now,
    }),
  ]);
  const players = new Map(seated.map((row) => [`${row.vendor_code}\u0000${row.game_code}`, row.players]));
  const nameLanguage = request.language ?? language;
  return {
    list: games.map((game) => ({
      roomId: Number(game.id),
      vendorCode: game.vendor_code,
      gameCode: game.game_code,
      roomName: pickName(game.names, nameLanguage, game.game_code),
      minBet: Number(game.min_bet),
      maxBet: Number(game.max_bet),
      status: game.status === 'active' ? 'open' : 'maintenance',
      playerCount: players.get(`${game.vendor_code}\u0000${game.game_code}`) ?? 0,
    })),
  };
}

/**
 * Hides most of a member's name on the public winner board: the first and last two characters stay (one
 * character of a short name), with a fixed run of stars so the length is not told either.
 */
export function maskAccount(account: string): string {
  const characters = [...account];
  if (characters.length <= 4) {
    return `${characters[0] ?? ''}****`;
  }
  return `${characters.slice(0, 2).join('')}****${characters.slice(-2).join('')}`;
}

const winnerBoards = new WeakMap<DatabaseHandle, WinnerBoard>();

function getWinnerBoard(handle: DatabaseHandle): WinnerBoard {
  let board = winnerBoards.get(handle);
  if (board === undefined) {
    board = new WinnerBoard(handle, {
      windowMs: WINNER_BOARD_WINDOW_MS,
      limit: WINNER_BOARD_LIMIT,
      keep: WINNER_BOARD_LIMIT * 10,
      chunkRows: 5_000,
      overlapIds: handle.dialect === 'postgres' ? 1_024 : 0,
    });
    winnerBoards.set(handle, board);
  }
  return board;
}

/**
 * Reads the winner board's window now, so that the first visitor after a start does not wait for it (seconds on a
 * busy site's week of wins; other requests go on meanwhile).
 */
export async function warmWinnerBoard(handle: DatabaseHandle, now: number): Promise<void> {
  await getWinnerBoard(handle).top(undefined, 1, now);
}

/** One win of the winner board (the `vo` of a RankList entry on the wire). */
export type WinnerBoardEntry = VendorCoded<RankList['list'][number]['vo']>;

/** The winner board: the biggest wins of the last days, largest first, members' names masked. */
export async function getRankList(
  handle: DatabaseHandle,
  request: RankListRequest,
  language: Language,
  now: number,
): Promise<WinnerBoardEntry[]> {
  const wins = await getWinnerBoard(handle).top(
    request.category === 'ALL' ? undefined : request.category,
    request.limit,
    now,
  );
  const labels = await selectGameLabels(handle.db, [...new Set(wins.map((win) => win.gameCode))]);
  const labelOf = (win: BoardWin) =>
    labels.find((label) => label.vendor_code === win.vendorCode && label.game_code === win.gameCode);
  const nameLanguage = request.language ?? language;
  return wins.map((win, index) => {
    const label = labelOf(win);
    return {
      rank: index + 1,
      account: maskAccount(win.username),
      winAmount: win.amount,
      vendorCode: win.vendorCode,
      gameCode: win.gameCode,
      gameName: label === undefined ? win.gameCode : pickName(label.names, nameLanguage, win.gameCode),
      gameType: win.gameType,
      imageUrl: label?.image_url ?? null,
      winTime: new Date(win.createdAt).toISOString(),
    };
  });
}

/** A vendor to add to the catalogue, with the categories it serves. */
export type { VendorInsert } from './games.repository';

/** Adds a vendor and the categories it serves to the catalogue (the demo deployment; in the caller's transaction). */
export async function addVendor(db: Executor, vendor: VendorInsert): Promise<void> {
  await insertVendor(db, vendor);
}

/** How many games the catalogue holds, visible or not (the demo deployment fills an empty one). */
export function countCatalogueGames(db: Executor): Promise<number> {
  return countGames(db);
}

/** A game to add to the catalogue (operator tools and the demo deployment). */
export interface NewGame {
  vendorCode: string;
  gameCode: string;
  /** English is required; other languages fall back to it. */
  names: { en: string } & Partial<Record<Language, string>>;
  gameType: GameCategory;
  /** RNG games: SLOT or an RNG sub-type. */
  classify?: GameClassify;
  imageUrl: string;
  isHot?: boolean;
  isNew?: boolean;
  sortOrder: number;
  status?: 'active' | 'maintenance';
  minBet: number;
  maxBet: number;
  rtp?: string;
}

/** Adds a game to the catalogue with its search text (inside the caller's transaction). */
export async function addGame(executor: Executor, game: NewGame, now: number): Promise<void> {
  if (game.classify !== undefined && game.gameType !== 'RNG') {
    throw new Error(`Only RNG games have a classify (${game.vendorCode} ${game.gameCode})`);
  }
  await insertGame(executor, {
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    names: game.names,
    searchText: normalizeSearchText([game.gameCode, ...Object.values(game.names)].join(' ')),
    gameType: game.gameType,
    subType: game.classify ?? (game.gameType === 'RNG' ? 'SLOT' : null),
    imageUrl: game.imageUrl,
    isHot: game.isHot ?? false,
    isNew: game.isNew ?? false,
    sortOrder: game.sortOrder,
    status: game.status ?? 'active',
    minBet: game.minBet,
    maxBet: game.maxBet,
    rtp: game.rtp ?? null,
    createdAt: now,
  });
}

/** Puts a game under maintenance or back in play (operator command); throws when there is no such game. */
export async function setGameStatus(
  handle: DatabaseHandle,
  vendorCode: string,
  gameCode: string,
  status: 'active' | 'maintenance',
): Promise<void> {
  const isFound = await runInTransaction(handle, (db) => updateGameStatus(db, vendorCode, gameCode, status));
  if (!isFound) {
    throw new Error(`No game ${gameCode} of vendor ${vendorCode}`);
  }
}

/** A catalogue game as its vendor's game server needs it: whether it takes rounds, its stakes, its names. */
export interface VendorGame {
  isActive: boolean;
  minBet: number;
  maxBet: number;
  /** The names by language, as stored (`pickName` picks one). */
  names: string;
}

/** A game of the visible catalogue as its vendor's game server sees it, or undefined when there is none. */
export async function findVendorGame(
  executor: Executor,
  vendorCode: string,
  gameCode: string,
): Promise<VendorGame | undefined> {
  const row = await selectGameByCode(executor, vendorCode, gameCode);
  return row === undefined
    ? undefined
    : {
        isActive: row.status === 'active',
        minBet: Number(row.min_bet),
        maxBet: Number(row.max_bet),
        names: row.names,
      };
}

/** Whether the catalogue has a vendor under `vendorCode` (enabled or not): only those can be configured. */
export function isCatalogueVendor(executor: Executor, vendorCode: string): Promise<boolean> {
  return hasGameVendor(executor, vendorCode);
}

/** The codes of every vendor of the catalogue. */
export function listVendorCodes(db: Executor): Promise<string[]> {
  return selectVendorCodes(db);
}
