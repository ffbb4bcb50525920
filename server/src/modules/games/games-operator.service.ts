import type {
  CatalogueGameRow,
  GameCategoryList,
  GameCategoryListRequest,
  GameCataloguePage,
  gameCatalogueQuerySchema,
  UpdateCatalogueGame,
} from '@plaza/contracts/games-operator';
import { gameCategorySchema } from '@plaza/contracts/system';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  countGamesByCategory,
  selectOperatorGame,
  selectOperatorGamePage,
  updateGameSettings,
  upsertCategorySettings,
} from './games-operator.repository';
import type { OperatorGameRow } from './games-operator.repository';
import { normalizeSearchText, pickName, readCategorySettings } from './games.service';

function toRow(row: OperatorGameRow): CatalogueGameRow {
  return {
    id: Number(row.id),
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    gameCode: row.game_code,
    name: pickName(row.names, 'en', row.game_code),
    gameType: gameCategorySchema.parse(row.game_type),
    imageUrl: row.image_url,
    isActive: Number(row.is_active) === 1,
    isMaintenance: row.status === 'maintenance',
    isHot: Number(row.is_hot) === 1,
    isNew: Number(row.is_new) === 1,
    sortOrder: Number(row.sort_order),
  };
}

/** GET /ops/games: the whole catalogue (hidden games too), searched and filtered, in lobby order. */
export async function listCatalogueGames(
  handle: DatabaseHandle,
  query: z.output<typeof gameCatalogueQuerySchema>,
): Promise<GameCataloguePage> {
  const { rows, total } = await selectOperatorGamePage(
    handle.db,
    {
      searchText: query.search === undefined ? undefined : normalizeSearchText(query.search),
      vendorCode: query.vendorCode,
      gameType: query.gameType,
      state: query.state,
      flag: query.flag,
    },
    { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
  );
  return {
    content: rows.map(toRow),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * PUT /ops/games/:gameId: a game's flags and display order (404 for no such game). A game in maintenance stays
 * listed and its launch answers game.maintenance; an inactive one leaves the lobby. Audited as `game.update` with
 * the settings before and after, in the change's transaction; an unchanged game writes nothing.
 */
export async function updateCatalogueGame(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  gameId: number,
  request: UpdateCatalogueGame,
  now: number = Date.now(),
): Promise<CatalogueGameRow> {
  return runInTransaction(handle, async (db) => {
    const row = await selectOperatorGame(db, gameId);
    if (row === undefined) {
      throw new AppError('not.found');
    }
    const before = toRow(row);
    const settings = {
      is_active: request.isActive ? 1 : 0,
      status: request.isMaintenance ? 'maintenance' : 'active',
      is_hot: request.isHot ? 1 : 0,
      is_new: request.isNew ? 1 : 0,
      sort_order: request.sortOrder,
    };
    const after = toRow({ ...row, ...settings });
    const pick = (game: CatalogueGameRow) => ({
      isActive: game.isActive,
      isMaintenance: game.isMaintenance,
      isHot: game.isHot,
      isNew: game.isNew,
      sortOrder: game.sortOrder,
    });
    if (JSON.stringify(pick(before)) !== JSON.stringify(pick(after))) {
      await updateGameSettings(db, gameId, settings);
      await recordOperatorAction(db, {
        actor,
        action: 'game.update',
        targetType: 'game',
        targetId: gameId,
        details: {
          vendorCode: row.vendor_code,
          gameCode: row.game_code,
          before: pick(before),
          after: pick(after),
        },
        now,
      });
    }
    return after;
  });
}

/** GET /ops/games/categories: every category in lobby order, with its state and how many games it holds. */
export async function listGameCategories(handle: DatabaseHandle): Promise<GameCategoryList> {
  const [settings, counts] = await Promise.all([
    readCategorySettings(handle.db),
    countGamesByCategory(handle.db),
  ]);
  return { list: settings.map((setting) => ({ ...setting, gameCount: counts.get(setting.gameType) ?? 0 })) };
}

/**
 * PUT /ops/games/categories: the given categories' lobby order and state (others keep theirs); audited as
 * `game.categories` with the list before and after, in the change's transaction.
 */
export async function saveGameCategories(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  request: GameCategoryListRequest,
  now: number = Date.now(),
): Promise<GameCategoryList> {
  await runInTransaction(handle, async (db) => {
    const before = await readCategorySettings(db);
    await upsertCategorySettings(
      db,
      request.list.map((item) => ({
        game_type: item.gameType,
        sort_order: item.sortOrder,
        is_active: item.isActive ? 1 : 0,
      })),
    );
    await recordOperatorAction(db, {
      actor,
      action: 'game.categories',
      targetType: 'game_category',
      targetId: 'all',
      details: { before, after: await readCategorySettings(db) },
      now,
    });
  });
  return listGameCategories(handle);
}
