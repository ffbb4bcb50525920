import { z } from 'zod';

import { pageOf, pageQueryShape } from './records';
import { gameCategorySchema } from './system';

/*
 * The back office's games catalogue (issue 24, docs/decisions/066-games-catalogue-operator.md). The roles with
 * games.read read it, the roles with games.manage change it; every change is audited in its own transaction.
 *
 * GET /ops/games                     games.read    gameCatalogueQuerySchema   → gameCataloguePageSchema
 * PUT /ops/games/:gameId             games.manage  updateCatalogueGameSchema  → catalogueGameRowSchema
 * GET /ops/games/categories          games.read    —                          → gameCategoryListSchema
 * PUT /ops/games/categories          games.manage  gameCategoryListRequestSchema → gameCategoryListSchema
 */

/** What the catalogue screen filters by: active (listed), inactive (hidden), maintenance (listed, not launched). */
export const GAME_STATES = ['active', 'inactive', 'maintenance'] as const;
export const gameStateSchema = z.enum(GAME_STATES);
export type GameState = z.infer<typeof gameStateSchema>;

export const GAME_FLAGS = ['hot', 'new'] as const;

/** GET /ops/games: search by name or code, filters by vendor, category, state and flag, in lobby order. */
export const gameCatalogueQuerySchema = z.object({
  search: z.string().max(64).optional(),
  vendorCode: z.string().max(32).optional(),
  gameType: gameCategorySchema.optional(),
  state: gameStateSchema.optional(),
  flag: z.enum(GAME_FLAGS).optional(),
  ...pageQueryShape,
});
export type GameCatalogueQuery = z.input<typeof gameCatalogueQuerySchema>;

/** A game of the catalogue as the operator sees it, whatever its state. */
export const catalogueGameRowSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** The English name (the catalogue's fallback). */
  name: z.string(),
  gameType: gameCategorySchema,
  imageUrl: z.string(),
  isActive: z.boolean(),
  isMaintenance: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sortOrder: z.number().int(),
});
export type CatalogueGameRow = z.infer<typeof catalogueGameRowSchema>;
export const gameCataloguePageSchema = pageOf(catalogueGameRowSchema);
export type GameCataloguePage = z.infer<typeof gameCataloguePageSchema>;

export const gameIdParamsSchema = z.object({ gameId: z.number().int().positive() });

/** The most a display order may be (lower shows first). */
export const MAX_DISPLAY_ORDER = 1_000_000;
const displayOrderSchema = z.number().int().min(0).max(MAX_DISPLAY_ORDER);

/** PUT /ops/games/:gameId: the game's flags and display order, all of them. */
export const updateCatalogueGameSchema = z.object({
  isActive: z.boolean(),
  isMaintenance: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sortOrder: displayOrderSchema,
});
export type UpdateCatalogueGame = z.infer<typeof updateCatalogueGameSchema>;

/** A game category in the lobby: its place and whether players see it. */
export const gameCategorySettingSchema = z.object({
  gameType: gameCategorySchema,
  sortOrder: displayOrderSchema,
  isActive: z.boolean(),
});
export type GameCategorySetting = z.infer<typeof gameCategorySettingSchema>;

/** GET /ops/games/categories: every category, in lobby order, with how many games it holds. */
export const gameCategoryListSchema = z.object({
  list: z.array(gameCategorySettingSchema.extend({ gameCount: z.number().int() })),
});
export type GameCategoryList = z.infer<typeof gameCategoryListSchema>;

/** PUT /ops/games/categories: every category's order and state at once (each category at most once). */
export const gameCategoryListRequestSchema = z.object({
  list: z
    .array(gameCategorySettingSchema)
    .min(1)
    .max(32)
    .refine((list) => new Set(list.map((item) => item.gameType)).size === list.length),
});
export type GameCategoryListRequest = z.infer<typeof gameCategoryListRequestSchema>;
