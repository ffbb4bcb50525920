import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

import type { Database } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export interface VendorCategoryRow {
  vendorCode: string;
  vendorName: string;
  logoUrl: string;
  gameType: string;
}

/** Enabled vendors with each category they serve, in display order. */
export async function selectVendorCategories(db: Executor): Promise<VendorCategoryRow[]> {
  const rows = await db
    .selectFrom('game_vendor_category')
    .innerJoin('game_vendor', 'game_vendor.code', 'game_vendor_category.vendor_code')
    .select([
      'game_vendor.code',
      'game_vendor.name',
      'game_vendor.logo_url',
      'game_vendor_category.game_type',
    ])
    .where('game_vendor.enabled', '=', 1)
    .orderBy('game_vendor_category.sort_order')
    .orderBy('game_vendor.sort_order')
    .orderBy('game_vendor.code')
    .execute();
  return rows.map((row) => ({
    vendorCode: row.code,
    vendorName: row.name,
    logoUrl: row.logo_url,
    gameType: row.game_type,
  }));
}

export interface VendorInsert {
  code: string;
  name: string;
  logoUrl: string;
  sortOrder: number;
  categories: string[];
}

/** Whether the catalogue has a vendor under `vendorCode` (enabled or not). */
/** The codes of every vendor of the catalogue. */
export async function selectVendorCodes(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('game_vendor').select('code').execute();
  return rows.map((row) => row.code);
}

export async function hasGameVendor(db: Executor, vendorCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_vendor')
    .select('code')
    .where('code', '=', vendorCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a vendor and the categories it serves. */
export async function insertVendor(db: Executor, vendor: VendorInsert): Promise<void> {
  await db
    .insertInto('game_vendor')
    .values({
      code: vendor.code,
      name: vendor.name,
      logo_url: vendor.logoUrl,
      sort_order: vendor.sortOrder,
      enabled: 1,
    })
    .execute();
  for (const [index, gameType] of vendor.categories.entries()) {
    await db
      .insertInto('game_vendor_category')
      .values({ vendor_code: vendor.code, game_type: gameType, sort_order: index })
      .execute();
  }
}

/** A game of the visible catalogue (its vendor enabled and serving the game's category), with the vendor's name. */
export interface GameRow {
  id: number;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  names: string;
  game_type: string;
  sub_type: string | null;
  image_url: string;
  is_hot: number;
  is_new: number;
  status: string;
  min_bet: number;
  max_bet: number;
  rtp: string | null;
}

const GAME_COLUMNS = [
  'game.id',
  'game.vendor_code',
  'game_vendor.name as vendor_name',
  'game.game_code',
  'game.names',
  'game.game_type',
  'game.sub_type',
  'game.image_url',
  'game.is_hot',
  'game.is_new',
  'game.status',
  'game.min_bet',
  'game.max_bet',
  'game.rtp',
] as const;

type CatalogueTables = 'game' | 'game_vendor' | 'game_vendor_category';

/**
 * The games a player can see: active (not taken out of the lobby by an operator), of an enabled vendor, in a
 * category the vendor serves and that no operator turned off (0063-game-catalogue-operator).
 */
function selectCatalogue(db: Executor) {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
    .innerJoin('game_vendor_category', (join) =>
      join
        .onRef('game_vendor_category.vendor_code', '=', 'game.vendor_code')
        .onRef('game_vendor_category.game_type', '=', 'game.game_type'),
    )
    .where('game_vendor.enabled', '=', 1)
    .where('game.is_active', '=', 1)
    .where(
      'game.game_type',
      'not in',
      db.selectFrom('game_category').select('game_type').where('is_active', '=', 0),
    );
}

/** The categories' lobby settings an operator saved (a category without a row is active, in default order). */
export async function selectCategorySettings(
  db: Executor,
): Promise<Array<{ game_type: string; sort_order: number; is_active: number }>> {
  return db.selectFrom('game_category').select(['game_type', 'sort_order', 'is_active']).execute();
}

export interface GameFilters {
  vendorCode?: string | undefined;
  gameType?: string | undefined;
  /** SLOT or an RNG sub-type. */
  subType?: string | undefined;
  /** Already normalized like search_text; matched as a substring. */
  searchText?: string | undefined;
  status?: 'active' | undefined;
  /** Only the games marked new (the home page's new games). */
  isNew?: true | undefined;
  /** Leaves these games out (the game under maintenance, when suggesting others). */
  excludeIds?: number[] | undefined;
}

function applyFilters(filters: GameFilters) {
  return (eb: ExpressionBuilder<Database, CatalogueTables>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.vendorCode !== undefined) {
      conditions.push(eb('game.vendor_code', '=', filters.vendorCode));
    }
    if (filters.gameType !== undefined) {
      conditions.push(eb('game.game_type', '=', filters.gameType));
    }
    if (filters.subType !== undefined) {
      conditions.push(eb('game.sub_type', '=', filters.subType));
    }
    if (filters.searchText !== undefined && filters.searchText !== '') {
      // search_text and the search are both reduced to letters, digits and single spaces, so the pattern can
      // hold no LIKE wildcard.
      conditions.push(eb('game.search_text', 'like', `%${filters.searchText}%`));
    }
    if (filters.status !== undefined) {
      conditions.push(eb('game.status', '=', filters.status));
    }
    if (filters.isNew !== undefined) {
      conditions.push(eb('game.is_new', '=', 1));
    }
    if (filters.excludeIds !== undefined && filters.excludeIds.length > 0) {
      conditions.push(eb('game.id', 'not in', filters.excludeIds));
    }
    return eb.and(conditions);
  };
}

/** One page of the games matching `filters`, in lobby order, and how many match in all. */
export async function selectGamePage(
  db: Executor,
  filters: GameFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectCatalogue(db)
      .select(GAME_COLUMNS)
      .where(applyFilters(filters))
      .orderBy('game.sort_order')
      .orderBy('game.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    selectCatalogue(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(applyFilters(filters))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Every game matching `filters`, in lobby order (the live tables of GLS2_roomList). */
export async function selectGames(db: Executor, filters: GameFilters): Promise<GameRow[]> {
  return selectCatalogue(db)
    .select(GAME_COLUMNS)
    .where(applyFilters(filters))
    .orderBy('game.sort_order')
    .orderBy('game.id')
    .execute();
}

/** At most `limit` games matching `filters`, hot games first, then in lobby order (the home page's rows). */
export async function selectTopGames(db: Executor, filters: GameFilters, limit: number): Promise<GameRow[]> {
  return selectCatalogue(db)
    .select(GAME_COLUMNS)
    .where(applyFilters(filters))
    .orderBy('game.is_hot', 'desc')
    .orderBy('game.sort_order')
    .orderBy('game.id')
    .limit(limit)
    .execute();
}

/** The first game matching `filters` in lobby order (the deployment's sportsbook), if any. */
export async function selectFirstGame(db: Executor, filters: GameFilters): Promise<GameRow | undefined> {
  return selectCatalogue(db)
    .select(GAME_COLUMNS)
    .where(applyFilters(filters))
    .orderBy('game.sort_order')
    .orderBy('game.id')
    .limit(1)
    .executeTakeFirst();
}

export interface SeatedPlayersRow {
  vendor_code: string;
  game_code: string;
  players: number;
}

/**
 * How many members hold a launch token per game of `gameType`, issued since `since` and not expired at `now`
 * (the players seated at each live table).
 */
export async function selectSeatedPlayers(
  db: Executor,
  options: { gameType: string; vendorCode: string | undefined; since: number; now: number },
): Promise<SeatedPlayersRow[]> {
  let query = db
    .selectFrom('launch_token')
    .select((eb) => [
      'launch_token.vendor_code',
      'launch_token.game_code',
      eb.fn.count<number>('launch_token.member_id').distinct().as('players'),
    ])
    .where('launch_token.game_type', '=', options.gameType)
    .where('launch_token.created_at', '>=', options.since)
    .where('launch_token.expires_at', '>', options.now);
  if (options.vendorCode !== undefined) {
    query = query.where('launch_token.vendor_code', '=', options.vendorCode);
  }
  const rows = await query.groupBy(['launch_token.vendor_code', 'launch_token.game_code']).execute();
  return rows.map((row) => ({ ...row, players: Number(row.players) }));
}

/** The hot games of every vendor, in lobby order. */
export async function selectHotGames(db: Executor, limit: number): Promise<GameRow[]> {
  return selectCatalogue(db)
    .select(GAME_COLUMNS)
    .where('game.is_hot', '=', 1)
    .orderBy('game.sort_order')
    .orderBy('game.id')
    .limit(limit)
    .execute();
}

/**
 * Active games like one under maintenance: same category (and classify, when it has one) first, then the
 * category's other games, hot games before the rest.
 */
export async function selectSuggestedGames(
  db: Executor,
  game: { id: number; gameType: string; subType: string | null },
  limit: number,
): Promise<GameRow[]> {
  return selectCatalogue(db)
    .select(GAME_COLUMNS)
    .where(applyFilters({ gameType: game.gameType, status: 'active', excludeIds: [game.id] }))
    .orderBy((eb) =>
      game.subType === null
        ? eb.val(0)
        : eb.case().when('game.sub_type', '=', game.subType).then(0).else(1).end(),
    )
    .orderBy('game.is_hot', 'desc')
    .orderBy('game.sort_order')
    .orderBy('game.id')
    .limit(limit)
    .execute();
}

/** A visible game by its node id. */
export async function selectGameById(db: Executor, id: number): Promise<GameRow | undefined> {
  return selectCatalogue(db).select(GAME_COLUMNS).where('game.id', '=', id).executeTakeFirst();
}

/** A visible game by vendor and game code. */
export async function selectGameByCode(
  db: Executor,
  vendorCode: string,
  gameCode: string,
): Promise<GameRow | undefined> {
  return selectCatalogue(db)
    .select(GAME_COLUMNS)
    .where('game.vendor_code', '=', vendorCode)
    .where('game.game_code', '=', gameCode)
    .executeTakeFirst();
}

export interface VendorGameTypeRow {
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  sub_type: string | null;
  game_count: number;
}

/** How many visible games each vendor has per category and classify, in vendor and category order. */
export async function selectVendorGameTypes(
  db: Executor,
  vendorCode: string | undefined,
): Promise<VendorGameTypeRow[]> {
  const rows = await selectCatalogue(db)
    .select((eb) => [
      'game.vendor_code',
      'game_vendor.name as vendor_name',
      'game.game_type',
      'game.sub_type',
      eb.fn.countAll<number>().as('game_count'),
    ])
    .where(applyFilters({ vendorCode }))
    .groupBy([
      'game.vendor_code',
      'game_vendor.name',
      'game_vendor.sort_order',
      'game_vendor_category.sort_order',
      'game.game_type',
      'game.sub_type',
    ])
    .orderBy('game_vendor.sort_order')
    .orderBy('game.vendor_code')
    .orderBy('game_vendor_category.sort_order')
    .execute();
  return rows.map((row) => ({ ...row, game_count: Number(row.game_count) }));
}

/** The node ids of a member's favourite games that are still visible, newest first. */
export async function selectFavoriteGameIds(db: Executor, memberId: number): Promise<number[]> {
  const rows = await selectCatalogue(db)
    .innerJoin('favorite_game', 'favorite_game.game_id', 'game.id')
    .select('game.id')
    .where('favorite_game.member_id', '=', memberId)
    .orderBy('favorite_game.created_at', 'desc')
    .orderBy('game.id', 'desc')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** One page of a member's visible favourite games, newest first, and how many there are in all. */
export async function selectFavoriteGamePage(
  db: Executor,
  memberId: number,
  filters: Pick<GameFilters, 'gameType' | 'vendorCode'>,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const base = () =>
    selectCatalogue(db)
      .innerJoin('favorite_game', 'favorite_game.game_id', 'game.id')
      .where('favorite_game.member_id', '=', memberId)
      .where(applyFilters(filters));
  const [rows, count] = await Promise.all([
    base()
      .select(GAME_COLUMNS)
      .orderBy('favorite_game.created_at', 'desc')
      .orderBy('game.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Marks a game as a member's favourite; one already marked keeps its first time. */
export async function insertFavoriteGame(
  db: Executor,
  memberId: number,
  gameId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('favorite_game')
    .values({ member_id: memberId, game_id: gameId, created_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

/** Removes a game from a member's favourites (nothing happens when it is not one). */
export async function deleteFavoriteGame(db: Executor, memberId: number, gameId: number): Promise<void> {
  await db
    .deleteFrom('favorite_game')
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** Notes that a member launched a game at `now` (one row per game, the latest launch kept). */
export async function upsertRecentGame(
  db: Executor,
  memberId: number,
  gameId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('recent_game')
    .values({ member_id: memberId, game_id: gameId, launched_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'game_id']).doUpdateSet({ launched_at: now }))
    .execute();
}

/** The game id of a vendor's game code, whether or not it is visible. */
export async function selectGameId(
  db: Executor,
  vendorCode: string,
  gameCode: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('game')
    .select('id')
    .where('vendor_code', '=', vendorCode)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/** A member's most recently launched visible games, with the time of the last launch. */
export async function selectRecentGames(
  db: Executor,
  memberId: number,
  filters: Pick<GameFilters, 'gameType' | 'vendorCode'>,
  limit: number,
): Promise<Array<GameRow & { launched_at: number }>> {
  return selectCatalogue(db)
    .innerJoin('recent_game', 'recent_game.game_id', 'game.id')
    .select([...GAME_COLUMNS, 'recent_game.launched_at'])
    .where('recent_game.member_id', '=', memberId)
    .where(applyFilters(filters))
    .orderBy('recent_game.launched_at', 'desc')
    .orderBy('game.id', 'desc')
    .limit(limit)
    .execute();
}

export interface GameInsert {
  vendorCode: string;
  gameCode: string;
  names: Record<string, string>;
  searchText: string;
  gameType: string;
  subType: string | null;
  imageUrl: string;
  isHot: boolean;
  isNew: boolean;
  sortOrder: number;
  status: 'active' | 'maintenance';
  minBet: number;
  maxBet: number;
  rtp: string | null;
  createdAt: number;
}

/** Adds a game to the catalogue. */
export async function insertGame(db: Executor, game: GameInsert): Promise<void> {
  await db
    .insertInto('game')
    .values({
      vendor_code: game.vendorCode,
      game_code: game.gameCode,
      names: JSON.stringify(game.names),
      search_text: game.searchText,
      game_type: game.gameType,
      sub_type: game.subType,
      image_url: game.imageUrl,
      is_hot: game.isHot ? 1 : 0,
      is_new: game.isNew ? 1 : 0,
      sort_order: game.sortOrder,
      status: game.status,
      min_bet: game.minBet,
      max_bet: game.maxBet,
      rtp: game.rtp,
      created_at: game.createdAt,
    })
    .execute();
}

/** How many games the catalogue holds (visible or not). */
export async function countGames(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('game')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Sets a game's status; answers whether the game exists. */
export async function updateGameStatus(
  db: Executor,
  vendorCode: string,
  gameCode: string,
  status: 'active' | 'maintenance',
): Promise<boolean> {
  const result = await db
    .updateTable('game')
    .set({ status })
    .where('vendor_code', '=', vendorCode)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The classifies present among the visible games of each category (the lanes' category filters). */
export async function selectCategoryClassifies(
  db: Executor,
): Promise<Array<{ game_type: string; sub_type: string | null }>> {
  return selectCatalogue(db).select(['game.game_type', 'game.sub_type']).distinct().execute();
}

/** A vendor wallet call as the winner board reads it, with its member's name and type. */
export interface WalletCallRow {
  id: number;
  kind: string;
  status: string;
  amount: number;
  created_at: number;
  vendor_code: string;
  game_code: string;
  game_type: string;
  username: string;
  member_type: number;
}

/** Vendor wallet calls with their member's name and type. */
function selectWalletCalls(db: Executor) {
  return db
    .selectFrom('seamless_transaction')
    .innerJoin('member', 'member.id', 'seamless_transaction.member_id')
    .select([
      'seamless_transaction.id',
      'seamless_transaction.kind',
      'seamless_transaction.status',
      'seamless_transaction.amount',
      'seamless_transaction.created_at',
      'seamless_transaction.vendor_code',
      'seamless_transaction.game_code',
      'seamless_transaction.game_type',
      'member.username',
      'member.type as member_type',
    ]);
}

/**
 * Up to `limit` vendor wallet calls after `afterId`, in id order: a walk along the primary key, whatever the calls'
 * kind (a condition on the kind would let the planner take the kind-and-time index and sort the whole table).
 */
export async function selectWalletCallsAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<WalletCallRow[]> {
  return selectWalletCalls(db)
    .where('seamless_transaction.id', '>', afterId)
    .orderBy('seamless_transaction.id')
    .limit(limit)
    .execute();
}

/**
 * Up to `limit` wins that paid money, after (`after.time`, `after.id`) in (time, id) order: a walk along the
 * kind-and-time index, a chunk at a time. The pair is the walk's only bound, so that each chunk starts where the last
 * one ended (with a second bound on the time, SQLite took that one and read from the window's start every time).
 */
export async function selectPaidWinsAfter(
  db: Executor,
  after: { time: number; id: number },
  limit: number,
): Promise<WalletCallRow[]> {
  return selectWalletCalls(db)
    .where('seamless_transaction.kind', '=', 'win')
    .where((eb) =>
      eb(
        eb.refTuple('seamless_transaction.created_at', 'seamless_transaction.id'),
        '>',
        eb.tuple(after.time, after.id),
      ),
    )
    .where('seamless_transaction.status', '=', 'OK')
    .where('seamless_transaction.amount', '>', 0)
    .orderBy('seamless_transaction.created_at')
    .orderBy('seamless_transaction.id')
    .limit(limit)
    .execute();
}

/** The largest vendor wallet call id; 0 when there is none. */
export async function selectLastWalletCallId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('seamless_transaction')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? 0 : Number(row.id);
}

export interface GameLabelRow {
  vendor_code: string;
  game_code: string;
  names: string;
  image_url: string;
}

/** The catalogue's names and art of these games, whatever their status (a past win's game may be closed now). */
export async function selectGameLabels(db: Executor, gameCodes: string[]): Promise<GameLabelRow[]> {
  if (gameCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('game')
    .select(['vendor_code', 'game_code', 'names', 'image_url'])
    .where('game_code', 'in', gameCodes)
    .execute();
}

/** A game's descriptions and volatility, when it has them (0080-game-details). */
export async function selectGameDetail(
  db: Executor,
  gameId: number,
): Promise<{ descriptions: string; volatility: string | null } | undefined> {
  return db
    .selectFrom('game_detail')
    .select(['descriptions', 'volatility'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
}

/** Writes a game's descriptions and volatility (operator tools and the demo deployment). */
export async function upsertGameDetail(
  db: Executor,
  detail: { gameId: number; descriptions: Record<string, string>; volatility: string | null },
): Promise<void> {
  const values = { descriptions: JSON.stringify(detail.descriptions), volatility: detail.volatility };
  await db
    .insertInto('game_detail')
    .values({ game_id: detail.gameId, ...values })
    .onConflict((conflict) => conflict.column('game_id').doUpdateSet(values))
    .execute();
}
