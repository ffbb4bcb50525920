import { successEnvelope } from '@plaza/contracts/envelope';
import {
  enterResultRequestSchema,
  gameCodeParamsSchema,
  importResultsRequestSchema,
  importResultsResponseSchema,
  lotteryCalendarPageSchema,
  lotteryCalendarQuerySchema,
  lotteryExposurePageSchema,
  lotteryExposureQuerySchema,
  lotteryLimitsResponseSchema,
  lotteryLimitsSchema,
  lotteryOddsSchema,
  opsLotteryGameListSchema,
  resultEntryListSchema,
  resultEntryParamsSchema,
  resultEntrySchema,
  updateLotteryOddsRequestSchema,
  voidDrawParamsSchema,
  voidDrawRequestSchema,
  voidDrawResponseSchema,
} from '@plaza/contracts/lottery';
import { MONEY_OPERATOR_ROLES } from '@plaza/contracts/operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireOperator } from '../operator/operator-authentication';
import { getCalendar, getExposure, getLimits, listOpsGames } from './lottery-backoffice.service';
import { getOdds, setLimits, setOdds } from './lottery-config.service';
import {
  confirmResult,
  createFileResultsFeed,
  enterResult,
  importResults,
  listPendingResults,
  voidOfficialDraw,
} from './lottery-official.service';

/** Only an administrator changes what the lottery pays. */
const ODDS_ROLES = ['ADMIN'] as const;

/**
 * The lottery's operator calls (docs/product/lottery.md "Operators"): odds and limits, official results entered
 * by one operator and confirmed by another, the results-feed import and the voiding of an official draw that did
 * not take place. Every change is audited. None of them reaches a draw the platform makes itself.
 */
export function registerLotteryOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const config = { session: 'operator' as const };
  const readConfig = { ...config, permission: 'lottery.read' as const };
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);

  typed.get(
    '/ops/lottery/games',
    {
      schema: {
        tags,
        summary: 'Every lottery game with its schedule: weekdays, stations per weekday, non-draw days',
        response: { 200: successEnvelope(opsLotteryGameListSchema) },
      },
      config: readConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok({ games: listOpsGames(languageOf(request)) });
    },
  );

  typed.get(
    '/ops/lottery/calendar',
    {
      schema: {
        tags,
        summary: 'A game’s issues of one day with the state of every draw, a page at a time',
        querystring: lotteryCalendarQuerySchema,
        response: { 200: successEnvelope(lotteryCalendarPageSchema) },
      },
      config: readConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      const { pageNum, pageSize, ...query } = request.query;
      return ok(
        await getCalendar(context.database, query, { pageNum, pageSize }, languageOf(request), Date.now()),
      );
    },
  );

  typed.get(
    '/ops/lottery/games/:gameCode/limits',
    {
      schema: {
        tags,
        summary: 'A lottery game’s stake limit per number and liability limit per draw in force',
        params: gameCodeParamsSchema,
        response: { 200: successEnvelope(lotteryLimitsResponseSchema) },
      },
      config: readConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getLimits(context.database, request.params.gameCode));
    },
  );

  typed.get(
    '/ops/lottery/exposure',
    {
      schema: {
        tags,
        summary: 'One issue’s stake and liability per bet type and number, most first, against the limits',
        querystring: lotteryExposureQuerySchema,
        response: { 200: successEnvelope(lotteryExposurePageSchema) },
      },
      config: readConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      const { pageNum, pageSize, ...query } = request.query;
      return ok(await getExposure(context.database, query, { pageNum, pageSize }));
    },
  );

  typed.get(
    '/ops/lottery/games/:gameCode/odds',
    {
      schema: {
        tags,
        summary: 'A lottery game’s odds and the exact RTP of every bet type',
        params: gameCodeParamsSchema,
        response: { 200: successEnvelope(lotteryOddsSchema) },
      },
      config: readConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getOdds(context.database, request.params.gameCode));
    },
  );

  typed.put(
    '/ops/lottery/games/:gameCode/odds',
    {
      schema: {
        tags,
        summary: 'Replace a lottery game’s odds (refused above the deployment’s maximum RTP)',
        params: gameCodeParamsSchema,
        body: updateLotteryOddsRequestSchema,
        response: { 200: successEnvelope(lotteryOddsSchema) },
      },
      config: { ...config, permission: 'lottery.configure' as const },
    },
    async (request) => {
      const operator = await requireOperator(request, context, ODDS_ROLES);
      return ok(
        await setOdds(context.database, operator, request.params.gameCode, request.body.odds, Date.now()),
      );
    },
  );

  typed.put(
    '/ops/lottery/games/:gameCode/limits',
    {
      schema: {
        tags,
        summary: 'Set a lottery game’s stake limit per number and liability limit per draw',
        params: gameCodeParamsSchema,
        body: lotteryLimitsSchema,
        response: { 200: successEnvelope(lotteryLimitsResponseSchema) },
      },
      config: { ...config, permission: 'lottery.configure' as const },
    },
    async (request) => {
      const operator = await requireOperator(request, context, ODDS_ROLES);
      return ok(
        await setLimits(context.database, operator, request.params.gameCode, request.body, Date.now()),
      );
    },
  );

  typed.get(
    '/ops/lottery/results/pending',
    {
      schema: {
        tags,
        summary: 'Official results entered and waiting for a second operator',
        response: { 200: successEnvelope(resultEntryListSchema) },
      },
      config: readConfig,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok({ entries: await listPendingResults(context.database) });
    },
  );

  typed.post(
    '/ops/lottery/results',
    {
      schema: {
        tags,
        summary: 'Enter the published result of an official draw',
        body: enterResultRequestSchema,
        response: { 200: successEnvelope(resultEntrySchema) },
      },
      config: { ...config, permission: 'lottery.results' as const },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      return ok(await enterResult(context.database, operator, request.body, Date.now()));
    },
  );

  typed.post(
    '/ops/lottery/results/:entryId/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a result another operator entered: the draw takes it and is settled',
        params: resultEntryParamsSchema,
        response: { 200: successEnvelope(resultEntrySchema) },
      },
      config: { ...config, permission: 'lottery.results' as const },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      return ok(
        await confirmResult(
          context.database,
          app.cluster.bus,
          operator,
          Number(request.params.entryId),
          Date.now(),
        ),
      );
    },
  );

  typed.post(
    '/ops/lottery/results/import',
    {
      schema: {
        tags,
        summary: 'Import official results from a results-feed file',
        body: importResultsRequestSchema,
        response: { 200: successEnvelope(importResultsResponseSchema) },
      },
      config: { ...config, permission: 'lottery.results' as const },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      return ok(
        await importResults(
          context.database,
          app.cluster.bus,
          operator,
          createFileResultsFeed(request.body.content),
          Date.now(),
        ),
      );
    },
  );

  typed.post(
    '/ops/lottery/draws/:drawCode/:issueNo/void',
    {
      schema: {
        tags,
        summary: 'Cancel an official draw that did not take place: its bets are refunded',
        params: voidDrawParamsSchema,
        body: voidDrawRequestSchema,
        response: { 200: successEnvelope(voidDrawResponseSchema) },
      },
      config: { ...config, permission: 'lottery.results' as const },
    },
    async (request) => {
      const operator = await requireOperator(request, context, MONEY_OPERATOR_ROLES);
      const voided = await voidOfficialDraw(
        context.database,
        app.cluster.bus,
        operator,
        request.params.drawCode,
        request.params.issueNo,
        request.body.reason,
        Date.now(),
      );
      return ok(voided);
    },
  );
}
