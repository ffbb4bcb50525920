import { readVendorCode, writeGamePage, writeVassalage } from '@plaza/contracts/catalogue';
import {
  favoriteGameIdsRequestSchema,
  favoriteGameIdsSchema,
  favoriteGameRequestSchema,
  favoriteGamesListRequestSchema,
  gameDetailRequestSchema,
  gameDetailSchema,
  homeSectionsRequestSchema,
  homeSectionsSchema,
  gameListRequestSchema,
  gameListSchema,
  gamePageSchema,
  hotGamesRequestSchema,
  newGameVendorRequestSchema,
  newGameVendorSchema,
  rankListRequestSchema,
  rankListSchema,
  recentGamesRequestSchema,
  recentGamesSchema,
  roomListRequestSchema,
  roomListSchema,
  vendorGameTypesRequestSchema,
  vendorGameTypesSchema,
} from '@plaza/contracts/games';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import { requireMember, requireRealMember } from '../accounts/member-authentication';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  getGameDetail,
  getHomeSections,
  getRankList,
  getVendorLanes,
  listFavoriteGames,
  listGames,
  listHotGames,
  listRecentGames,
  listRooms,
  listVendorGameTypes,
  removeFavoriteGame,
} from './games.service';

/**
 * The game catalogue calls (docs/product/games.md#lobby-calls). The wire names a vendor `vassalage`; the service
 * says `vendorCode`, and each handler maps between them (contracts/src/catalogue.ts).
 */
export function registerGamesRoutes(app: FastifyInstance, context: AppContext): void {
  const handle = context.database;
  const languageOf = (request: Parameters<typeof resolveRequestLanguage>[0]) =>
    resolveRequestLanguage(request, context.defaultLanguage);

  registerRelay(app, {
    name: 'GCSGAME_newGameVendor',
    input: newGameVendorRequestSchema,
    output: newGameVendorSchema,
    tags: ['games'],
    handler: async () => {
      const lanes = await getVendorLanes(handle);
      return { data: { lanes: lanes.map((lane) => ({ ...lane, cards: lane.cards.map(writeVassalage) })) } };
    },
  });

  // The game list is marked T (docs/product/games.md#lobby-calls), but visitors browse the game pages too, so
  // the list answers without a session as well (docs/decisions/009-game-catalogue.md).
  registerRelay(app, {
    name: 'GCSGAME_gameList',
    input: gameListRequestSchema,
    output: gamePageSchema,
    tags: ['games'],
    handler: async (input, request) =>
      writeGamePage(await listGames(handle, readVendorCode(input), languageOf(request))),
  });

  // The home page's rows, for visitors and members alike (docs/product/home.md).
  registerRelay(app, {
    name: 'GCSGAME_homeSections',
    input: homeSectionsRequestSchema,
    output: homeSectionsSchema,
    tags: ['games'],
    handler: async (_input, request) => {
      const sections = await getHomeSections(handle, languageOf(request));
      return {
        hot: sections.hot.map(writeVassalage),
        new: sections.new.map(writeVassalage),
        categories: sections.categories.map((category) => ({
          gameType: category.gameType,
          games: category.games.map(writeVassalage),
        })),
      };
    },
  });

  // A game's page is open to visitors, as the lobby is (docs/product/game-page.md).
  registerRelay(app, {
    name: 'GCSGAME_gameDetail',
    input: gameDetailRequestSchema,
    output: gameDetailSchema,
    tags: ['games'],
    handler: async (input, request) => {
      const detail = await getGameDetail(handle, input.vassalage, input.gameCode, languageOf(request));
      return {
        ...detail,
        game: writeVassalage(detail.game),
        similar: detail.similar.map(writeVassalage),
      };
    },
  });

  registerRelay(app, {
    name: 'GCSGAME_hotGamesV2',
    input: hotGamesRequestSchema,
    output: gameListSchema,
    tags: ['games'],
    handler: async (input, request) => {
      const hot = await listHotGames(handle, input, languageOf(request), context.merchantCode);
      return { list: hot.list.map(writeVassalage) };
    },
  });

  registerRelay(app, {
    name: 'GCSGAME_getVassGameType',
    input: vendorGameTypesRequestSchema,
    output: vendorGameTypesSchema,
    tags: ['games'],
    session: 'member',
    handler: async (input, request) => {
      await requireMember(handle, request);
      const offered = await listVendorGameTypes(handle, input.vassalage);
      return { list: offered.list.map(writeVassalage) };
    },
  });

  registerRelay(app, {
    name: 'GCSGAME_getRankList',
    input: rankListRequestSchema,
    output: rankListSchema,
    tags: ['games'],
    handler: async (input, request) => {
      const wins = await getRankList(handle, input, languageOf(request), Date.now());
      return { list: wins.map((win) => ({ vo: writeVassalage(win) })) };
    },
  });

  // Favourites belong to members with a real account: a trial member is told one is needed
  // (docs/product/games.md#lobby-calls).
  registerRelay(app, {
    name: 'MCSFE_getFavoriteGames',
    input: favoriteGameIdsRequestSchema,
    output: favoriteGameIdsSchema,
    tags: ['games'],
    session: 'member',
    handler: async (_input, request) => {
      const member = await requireRealMember(handle, request);
      return getFavoriteGameIds(handle, member.id);
    },
  });

  registerRelay(app, {
    name: 'MCSFE_getFavoriteGamesList',
    input: favoriteGamesListRequestSchema,
    output: gamePageSchema,
    tags: ['games'],
    session: 'member',
    handler: async (input, request) => {
      const member = await requireRealMember(handle, request);
      return writeGamePage(
        await listFavoriteGames(handle, member.id, readVendorCode(input), languageOf(request)),
      );
    },
  });

  registerRelay(app, {
    name: 'MCSFE_addFavoriteGameV2',
    input: favoriteGameRequestSchema,
    output: favoriteGameIdsSchema,
    tags: ['games'],
    session: 'member',
    handler: async (input, request) => {
      const member = await requireRealMember(handle, request);
      return addFavoriteGame(handle, member.id, input.nodeId, Date.now());
    },
  });

  registerRelay(app, {
    name: 'MCSFE_removeFavoriteGameV2',
    input: favoriteGameRequestSchema,
    output: favoriteGameIdsSchema,
    tags: ['games'],
    session: 'member',
    handler: async (input, request) => {
      const member = await requireRealMember(handle, request);
      return removeFavoriteGame(handle, member.id, input.nodeId);
    },
  });

  // A trial member cannot launch games (docs/product/games.md#lobby-calls), so their list is simply empty.
  registerRelay(app, {
    name: 'GCS_recentGame',
    input: recentGamesRequestSchema,
    output: recentGamesSchema,
    tags: ['games'],
    session: 'member',
    handler: async (input, request) => {
      const member = await requireMember(handle, request);
      const recent = await listRecentGames(handle, member.id, readVendorCode(input), languageOf(request));
      return { list: recent.list.map(writeVassalage) };
    },
  });

  // The live tables with their limits and seated players (docs/product/games.md#live-rooms, T); trial members
  // browse them too.
  registerRelay(app, {
    name: 'GLS2_roomList',
    input: roomListRequestSchema,
    output: roomListSchema,
    tags: ['games'],
    session: 'member',
    handler: async (input, request) => {
      await requireMember(handle, request);
      const tables = await listRooms(handle, readVendorCode(input), languageOf(request), Date.now());
      return { list: tables.list.map(writeVassalage) };
    },
  });
}
