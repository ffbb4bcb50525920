import { successEnvelope } from '@plaza/contracts/envelope';
import {
  betIdParamsSchema,
  cancelBetResponseSchema,
  cancelChaseResponseSchema,
  chaseIdParamsSchema,
  drawIssueSchema,
  drawListQuerySchema,
  drawListSchema,
  drawParamsSchema,
  gameCodeParamsSchema,
  lotteryBetPageSchema,
  lotteryBetQuerySchema,
  lotteryChasePageSchema,
  lotteryChaseQuerySchema,
  lotteryGameDetailSchema,
  lotteryGameListSchema,
  lotteryGameMenusSchema,
  lotteryIssueListSchema,
  lotteryIssuesQuerySchema,
  lottoOpenedNumbersQuerySchema,
  openedNumberPageSchema,
  openedNumbersQuerySchema,
  placeBetsRequestSchema,
  placeBetsResponseSchema,
  quickPickRequestSchema,
  quickPickResponseSchema,
  vnGameMenuQuerySchema,
} from '@plaza/contracts/lottery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireMember } from '../accounts/member-authentication';
import { cancelBet, cancelChase, listBets, listChases, placeBets } from './lottery-bets.service';
import { getDraw, listDraws } from './lottery-draws.service';
import {
  getGameDetail,
  getGameMenus,
  getPopularGames,
  getRecentGames,
  getVietnameseMenu,
  listGameCodesOfMode,
  listGameIssues,
  listOpenedNumbers,
  quickPick,
  requireGame,
} from './lottery-games.service';

/**
 * The lottery's member and public calls (docs/product/lottery.md; the list is in contracts/src/lottery.ts). The
 * calls marked T take any member's session, a trial member's too: the lottery is where trial members play with
 * their play money (docs/product/accounts.md: a trial member is refused vendor launches only).
 */
export function registerLotteryRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lottery'];
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);
  const member = { session: 'member' as const };

  typed.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Every lottery game by area, with its current issue',
        response: { 200: successEnvelope(lotteryGameMenusSchema) },
      },
    },
    async (request) => ok(await getGameMenus(context.database, languageOf(request), Date.now())),
  );

  typed.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'The Vietnamese lottery games of a prize mode',
        querystring: vnGameMenuQuerySchema,
        response: { 200: successEnvelope(lotteryGameListSchema) },
      },
    },
    async (request) =>
      ok(await getVietnameseMenu(context.database, request.query.prizeMode, languageOf(request), Date.now())),
  );

  typed.get(
    '/lgw/vn/games/game_menu/recent',
    {
      schema: {
        tags,
        summary: 'The lottery games the member bet on lately',
        response: { 200: successEnvelope(lotteryGameListSchema) },
      },
      config: member,
    },
    async (request) => {
      const { id } = await requireMember(context.database, request);
      return ok(await getRecentGames(context.database, id, languageOf(request), Date.now()));
    },
  );

  typed.get(
    '/lgw/games/popular',
    {
      schema: {
        tags,
        summary: 'The lottery games most bet on over 7 days',
        response: { 200: successEnvelope(lotteryGameListSchema) },
      },
    },
    async (request) => ok(await getPopularGames(context.database, languageOf(request), Date.now())),
  );

  typed.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: "A game's results, newest first",
        querystring: openedNumbersQuerySchema,
        response: { 200: successEnvelope(openedNumberPageSchema) },
      },
    },
    async (request) => {
      const game = requireGame(request.query.gameCode);
      return ok(
        await listOpenedNumbers(
          context.database,
          [game.code],
          request.query,
          languageOf(request),
          Date.now(),
        ),
      );
    },
  );

  typed.get(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: 'The latest results of the platform-run games (prizeMode Lott), or of one',
        querystring: lottoOpenedNumbersQuerySchema,
        response: { 200: successEnvelope(openedNumberPageSchema) },
      },
      config: member,
    },
    async (request) => {
      await requireMember(context.database, request);
      const codes =
        request.query.gameCode === undefined
          ? listGameCodesOfMode(request.query.prizeMode)
          : [requireGame(request.query.gameCode).code];
      return ok(
        await listOpenedNumbers(context.database, codes, request.query, languageOf(request), Date.now()),
      );
    },
  );

  typed.get(
    '/lgw/games/:gameCode',
    {
      schema: {
        tags,
        summary: 'One game: bet types grouped, odds, stations, stake rules',
        params: gameCodeParamsSchema,
        response: { 200: successEnvelope(lotteryGameDetailSchema) },
      },
    },
    async (request) =>
      ok(await getGameDetail(context.database, request.params.gameCode, languageOf(request), Date.now())),
  );

  typed.get(
    '/lgw/games/:gameCode/issues',
    {
      schema: {
        tags,
        summary: 'The issue on sale (with its close time) and the next ones',
        params: gameCodeParamsSchema,
        querystring: lotteryIssuesQuerySchema,
        response: { 200: successEnvelope(lotteryIssueListSchema) },
      },
    },
    async (request) =>
      ok(
        await listGameIssues(
          context.database,
          request.params.gameCode,
          request.query.count,
          languageOf(request),
          Date.now(),
        ),
      ),
  );

  typed.post(
    '/lgw/games/:gameCode/quick-pick',
    {
      schema: {
        tags,
        summary: 'A random valid selection for a bet type',
        params: gameCodeParamsSchema,
        body: quickPickRequestSchema,
        response: { 200: successEnvelope(quickPickResponseSchema) },
      },
      config: member,
    },
    async (request) => {
      await requireMember(context.database, request);
      return ok(
        await quickPick(context.database, request.params.gameCode, request.body.betCode, request.body.picks),
      );
    },
  );

  typed.post(
    '/lgw/bets',
    {
      schema: {
        tags,
        summary: 'Place a slip of selections on an issue, or a chase over the next N issues',
        body: placeBetsRequestSchema,
        response: { 200: successEnvelope(placeBetsResponseSchema) },
      },
      config: member,
    },
    async (request) => {
      const player = await requireMember(context.database, request);
      return ok(await placeBets(context.database, player, request.body, languageOf(request), Date.now()));
    },
  );

  typed.post(
    '/lgw/bets/:betId/cancel',
    {
      schema: {
        tags,
        summary: "Cancel one's own open bet before its issue closes (refunded)",
        params: betIdParamsSchema,
        response: { 200: successEnvelope(cancelBetResponseSchema) },
      },
      config: member,
    },
    async (request) => {
      const { id } = await requireMember(context.database, request);
      return ok(
        await cancelBet(context.database, id, Number(request.params.betId), languageOf(request), Date.now()),
      );
    },
  );

  typed.get(
    '/lgw/bets',
    {
      schema: {
        tags,
        summary: "The member's lottery bets, newest first",
        querystring: lotteryBetQuerySchema,
        response: { 200: successEnvelope(lotteryBetPageSchema) },
      },
      config: member,
    },
    async (request) => {
      const { id } = await requireMember(context.database, request);
      return ok(await listBets(context.database, id, request.query, languageOf(request), Date.now()));
    },
  );

  typed.get(
    '/lgw/chases',
    {
      schema: {
        tags,
        summary: "The member's chases with their progress",
        querystring: lotteryChaseQuerySchema,
        response: { 200: successEnvelope(lotteryChasePageSchema) },
      },
      config: member,
    },
    async (request) => {
      const { id } = await requireMember(context.database, request);
      return ok(await listChases(context.database, id, request.query, languageOf(request)));
    },
  );

  typed.post(
    '/lgw/chases/:chaseId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel the bets of a chase whose issues are still on sale',
        params: chaseIdParamsSchema,
        response: { 200: successEnvelope(cancelChaseResponseSchema) },
      },
      config: member,
    },
    async (request) => {
      const { id } = await requireMember(context.database, request);
      return ok(
        await cancelChase(
          context.database,
          id,
          Number(request.params.chaseId),
          languageOf(request),
          Date.now(),
        ),
      );
    },
  );

  typed.get(
    '/lgw/draws',
    {
      schema: {
        tags,
        summary: 'Current and recent issues of every platform-run draw, newest first',
        querystring: drawListQuerySchema,
        response: { 200: successEnvelope(drawListSchema) },
      },
    },
    async (request) => ok(await listDraws(context.database, request.query, Date.now())),
  );

  typed.get(
    '/lgw/draws/:gameCode/:issueNo',
    {
      schema: {
        tags,
        summary: 'One issue of a platform-run draw, for verification',
        params: drawParamsSchema,
        response: { 200: successEnvelope(drawIssueSchema) },
      },
    },
    async (request) =>
      ok(await getDraw(context.database, request.params.gameCode, request.params.issueNo, Date.now())),
  );
}
