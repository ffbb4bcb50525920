import { successEnvelope } from '@plaza/contracts/envelope';
import { sportsMatchesSchema } from '@plaza/contracts/sports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { resolveOwnBaseUrl } from '../vendors/own-base-url';
import { createHttpFeedFetcher, createSportsFeedReader } from './sports-feed.service';

/**
 * Sports live and hot matches (docs/product/sports.md): GET /wps/sports/matches, open to visitors like the
 * lobby, from the feed the deployment setting `sportsFeedUrl` names (a path is this server's own, as the demo
 * studio's feed is).
 */
export function registerSportsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const reader = createSportsFeedReader({
    resolveFetcher: async () => {
      const { sportsFeedUrl } = await getDeploymentSettings(context.database);
      if (sportsFeedUrl === null) {
        return undefined;
      }
      const base = resolveOwnBaseUrl(app.server.address());
      if (sportsFeedUrl.startsWith('/') && base === undefined) {
        return undefined;
      }
      return createHttpFeedFetcher(sportsFeedUrl.startsWith('/') ? `${base}${sportsFeedUrl}` : sportsFeedUrl);
    },
  });

  typed.get(
    '/wps/sports/matches',
    { schema: { tags: ['sports'], response: { 200: successEnvelope(sportsMatchesSchema) } } },
    async (request) => ok(await reader.getMatches(resolveRequestLanguage(request, context.defaultLanguage))),
  );
}
