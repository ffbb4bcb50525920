import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context';
import { buildWebClipProfile } from './web-app.service';

/** The iOS web clip as a configuration profile (the MOBILECONFIG resource, docs/decisions/055-installable-web-app.md). */
export const WEB_CLIP_PATH = '/wps/app/webclip.mobileconfig';

/** The installable web app's server side: the iOS web clip profile for the site being visited. */
export function registerWebAppRoutes(
  app: FastifyInstance,
  context: AppContext,
  webDist: string | undefined,
): void {
  app.get(WEB_CLIP_PATH, { schema: { tags: ['system'], hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const profile = await buildWebClipProfile(context.database, { origin, host: request.hostname }, webDist);
    return reply
      .header('Content-Type', 'application/x-apple-aspen-config; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="plaza.mobileconfig"')
      .header('Cache-Control', 'no-cache')
      .send(profile);
  });
}
