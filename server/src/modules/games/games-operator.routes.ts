import { successEnvelope } from '@plaza/contracts/envelope';
import {
  catalogueGameRowSchema,
  gameCatalogueQuerySchema,
  gameCategoryListRequestSchema,
  gameCategoryListSchema,
  gameCataloguePageSchema,
  gameIdParamsSchema,
  updateCatalogueGameSchema,
} from '@plaza/contracts/games-operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import {
  listCatalogueGames,
  listGameCategories,
  saveGameCategories,
  updateCatalogueGame,
} from './games-operator.service';

/** The back office's games catalogue and categories (/ops/games…): games.read reads, games.manage changes. */
export function registerGamesOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;

  typed.get(
    '/ops/games',
    {
      schema: {
        tags,
        querystring: gameCatalogueQuerySchema,
        response: { 200: successEnvelope(gameCataloguePageSchema) },
      },
      config: { session: 'operator', permission: 'games.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listCatalogueGames(handle, request.query));
    },
  );

  typed.get(
    '/ops/games/categories',
    {
      schema: { tags, response: { 200: successEnvelope(gameCategoryListSchema) } },
      config: { session: 'operator', permission: 'games.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listGameCategories(handle));
    },
  );

  typed.put(
    '/ops/games/categories',
    {
      schema: {
        tags,
        body: gameCategoryListRequestSchema,
        response: { 200: successEnvelope(gameCategoryListSchema) },
      },
      config: { session: 'operator', permission: 'games.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await saveGameCategories(handle, operator, request.body));
    },
  );

  typed.put(
    '/ops/games/:gameId',
    {
      schema: {
        tags,
        params: gameIdParamsSchema,
        body: updateCatalogueGameSchema,
        response: { 200: successEnvelope(catalogueGameRowSchema) },
      },
      config: { session: 'operator', permission: 'games.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await updateCatalogueGame(handle, operator, request.params.gameId, request.body));
    },
  );
}
