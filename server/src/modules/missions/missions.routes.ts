import { successEnvelope } from '@plaza/contracts/envelope';
import {
  missionIdParamsSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
} from '@plaza/contracts/missions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import { requireRealMember } from '../accounts/member-authentication';
import { claimMission, getMissionLeaderboard, getMissionSummary, signInToday } from './missions.service';
import {
  missionSaveRequestSchema,
  operatorMissionPageSchema,
  operatorMissionSchema,
} from '@plaza/contracts/rewards-operator';
import { registerOperatorConfigRoutes } from '../operator/operator-config-routes';
import { listOperatorMissions, saveMission } from './missions-config.service';

/** Missions: the summary with progress, the leaderboard, today's sign-in and claims. */
export function registerMissionsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['missions'];
  const handle = context.database;
  const languageOf = (request: FastifyRequest) => resolveRequestLanguage(request, context.defaultLanguage);
  const memberOf = (request: FastifyRequest) => requireRealMember(handle, request);

  registerRelay(app, {
    name: 'MCSFE_getMissionSummaryDetails',
    input: z.object({}),
    output: missionSummarySchema,
    tags,
    session: 'member',
    handler: async (_input, request) =>
      getMissionSummary(handle, (await memberOf(request)).id, languageOf(request)),
  });

  registerRelay(app, {
    name: 'MCSFE_getMissionLeaderboard',
    input: z.object({}),
    output: missionLeaderboardSchema,
    tags,
    session: 'member',
    handler: async (_input, request) => getMissionLeaderboard(handle, (await memberOf(request)).id),
  });

  typed.post(
    '/wps/member/missions/sign-in',
    {
      schema: { tags, response: { 200: successEnvelope(missionSummarySchema) } },
      config: { session: 'member' },
    },
    async (request) => ok(await signInToday(handle, await memberOf(request), languageOf(request))),
  );

  typed.post(
    '/wps/member/missions/:id/claim',
    {
      schema: {
        tags,
        params: missionIdParamsSchema,
        response: { 200: successEnvelope(missionSummarySchema) },
      },
      config: { session: 'member', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(await claimMission(handle, await memberOf(request), request.params.id, languageOf(request))),
  );

  registerOperatorConfigRoutes(app, context, {
    path: '/ops/missions',
    tags: ['operator'],
    saveSchema: missionSaveRequestSchema,
    itemSchema: operatorMissionSchema,
    pageSchema: operatorMissionPageSchema,
    list: (query, language) => listOperatorMissions(handle, query, language),
    save: (actor, id, request, language) => saveMission(handle, actor, id, request, language),
  });
}
