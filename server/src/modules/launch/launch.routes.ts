import {
  launchGameRequestSchema,
  launchGameResponseSchema,
  sportsbookLaunchRequestSchema,
} from '@plaza/contracts/games';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { requireRealMember } from '../accounts/member-authentication';
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
        body: launchGameRequestSchema,
        response: { 200: successEnvelope(launchGameResponseSchema) },
      },
      config: { session: 'member' },
    },
    async (request) => {
      const member = await requireRealMember(context.database, request);
      const language = resolveRequestLanguage(request, context.defaultLanguage);
      const choice = { vendorCode: request.body.vassalage, gameCode: request.body.gameCode };
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
