import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

import type { Database } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A game as the back office lists it, whatever its state or its vendor's. */
export interface OperatorGameRow {
  id: number;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  names: string;
  game_type: string;
  image_url: string;
  is_active: number;
  status: string;
  is_hot: number;
  is_new: number;
  sort_order: number;
}

export interface OperatorGameFilters {
  /** Already normalized like search_text. */
  searchText?: string | undefined;
  vendorCode?: string | undefined;
  gameType?: string | undefined;
  state?: 'active' | 'inactive' | 'maintenance' | undefined;
  flag?: 'hot' | 'new' | undefined;
}

const COLUMNS = [
  'game.id',
  'game.vendor_code',
  'game_vendor.name as vendor_name',
  'game.game_code',
  'game.names',
  'game.game_type',
  'game.image_url',
  'game.is_active',
  'game.status',
  'game.is_hot',
  'game.is_new',
  'game.sort_order',
] as const;

function where(filters: OperatorGameFilters) {
  return (eb: ExpressionBuilder<Database, 'game' | 'game_vendor'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.searchText !== undefined && filters.searchText !== '') {
      conditions.push(eb('game.search_text', 'like', `%${filters.searchText}%`));
    }
    if (filters.vendorCode !== undefined) {
      conditions.push(eb('game.vendor_code', '=', filters.vendorCode));
    }
    if (filters.gameType !== undefined) {
      conditions.push(eb('game.game_type', '=', filters.gameType));
    }
    if (filters.state === 'inactive') {
      conditions.push(eb('game.is_active', '=', 0));
    } else if (filters.state !== undefined) {
      conditions.push(eb('game.is_active', '=', 1), eb('game.status', '=', filters.state));
    }
    if (filters.flag === 'hot') {
      conditions.push(eb('game.is_hot', '=', 1));
    } else if (filters.flag === 'new') {
      conditions.push(eb('game.is_new', '=', 1));
    }
    return eb.and(conditions);
  };
}

function base(db: Executor) {
  return db.selectFrom('game').innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code');
}

/** One page of the catalogue in lobby order (display order, then id), and how many games match. */
export async function selectOperatorGamePage(
  db: Executor,
  filters: OperatorGameFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OperatorGameRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    base(db)
      .select(COLUMNS)
      .where(where(filters))
      .orderBy('game.sort_order')
      .orderBy('game.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base(db)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where(where(filters))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A game by id, whatever its state. */
export async function selectOperatorGame(db: Executor, id: number): Promise<OperatorGameRow | undefined> {
  return base(db).select(COLUMNS).where('game.id', '=', id).executeTakeFirst();
}

/** Writes a game's flags and display order. */
export async function updateGameSettings(
  db: Executor,
  id: number,
  settings: { is_active: number; status: string; is_hot: number; is_new: number; sort_order: number },
): Promise<void> {
  await db.updateTable('game').set(settings).where('id', '=', id).execute();
}

/** How many games each category holds, whatever their state. */
export async function countGamesByCategory(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('game')
    .select(['game_type', (eb) => eb.fn.countAll<number | string>().as('total')])
    .groupBy('game_type')
    .execute();
  return new Map(rows.map((row) => [row.game_type, Number(row.total)]));
}

/** Writes categories' lobby order and state. */
export async function upsertCategorySettings(
  db: Executor,
  rows: readonly { game_type: string; sort_order: number; is_active: number }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('game_category')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('game_type').doUpdateSet({ sort_order: row.sort_order, is_active: row.is_active }),
      )
      .execute();
  }
}
