import {
  catalogueGameRowSchema,
  gameCataloguePageSchema,
  gameCategoryListSchema,
} from '@plaza/contracts/games-operator';
import type {
  CatalogueGameRow,
  GameCategoryList,
  GameCategoryListRequest,
  GameCataloguePage,
  UpdateCatalogueGame,
} from '@plaza/contracts/games-operator';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/games with the screen's filters (empty ones left out). */
export function fetchCatalogueGames(query: Record<string, string>): Promise<GameCataloguePage> {
  return operatorRequest({ method: 'GET', path: '/ops/games', query, schema: gameCataloguePageSchema });
}

/** PUT /ops/games/:gameId: the game's flags and display order (audited). */
export function saveCatalogueGame(gameId: number, request: UpdateCatalogueGame): Promise<CatalogueGameRow> {
  return operatorRequest({
    method: 'PUT',
    path: `/ops/games/${gameId}`,
    body: request,
    schema: catalogueGameRowSchema,
  });
}

/** GET /ops/games/categories: every category in lobby order. */
export function fetchGameCategories(): Promise<GameCategoryList> {
  return operatorRequest({ method: 'GET', path: '/ops/games/categories', schema: gameCategoryListSchema });
}

/** PUT /ops/games/categories: the categories' order and state (audited). */
export function saveGameCategories(request: GameCategoryListRequest): Promise<GameCategoryList> {
  return operatorRequest({
    method: 'PUT',
    path: '/ops/games/categories',
    body: request,
    schema: gameCategoryListSchema,
  });
}
