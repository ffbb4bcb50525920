import {
  launchGameRequestSchema,
  launchGameResponseSchema,
  sportsbookLaunchRequestSchema,
} from '@plaza/contracts/games';
import { successEnvelope } from '@plaza/contracts/envelope';
import { lotteryLaunchRequestSchema } from '@plaza/contracts/lottery';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { requireMember, requireRealMember } from '../accounts/member-authentication';
import { launchLottery } from '../lottery/lottery-games.service';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import type { VendorDirectory } from '../vendors/vendor-directory';
import { launchGame, launchSportsbook } from './launch.service';

/**
 * POST /wps/game/launchGame (T) and the sportsbook's /wps/relay/GCS_gameLaunchFB: a real member (not a trial
 * one, docs/product/games.md#launch) opens a vendor's game.
 */
export function registerLaunchRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/wps/game/launchGame',
    {
      schema: {
        tags: ['games'],
        // A vendor's game, or the lottery with the payload of docs/product/lottery.md.
        body: z.union([launchGameRequestSchema, lotteryLaunchRequestSchema]),
        response: { 200: successEnvelope(launchGameResponseSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const body = request.body;
      if ('launchMode' in body) {
        // The lottery takes trial members too: they play it with their play money.
        await requireMember(context.database, request);
        return ok(launchLottery(body));
      }
      const member = await requireRealMember(context.database, request);
      const language = resolveRequestLanguage(request, context.defaultLanguage);
      const choice = { vendorCode: body.vassalage, gameCode: body.gameCode };
      return ok(await launchGame(context.database, vendors, member.id, choice, language));
    },
  );

  registerRelay(app, {
    name: 'GCS_gameLaunchFB',
    input: sportsbookLaunchRequestSchema,
    output: launchGameResponseSchema,
    tags: ['games'],
    session: 'member',
    isPostOnly: true,
    handler: async (_input, request) => {
      const member = await requireRealMember(context.database, request);
      const language = resolveRequestLanguage(request, context.defaultLanguage);
      return launchSportsbook(context.database, vendors, member.id, language);
    },
  });
}
