import { APP_DOWNLOAD_QR_PATH, appDownloadQrParamsSchema } from '@plaza/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { buildAppDownloadQr, buildWebClipProfile } from './web-app.service';

/** The iOS web clip as a configuration profile (the MOBILECONFIG resource, docs/decisions/055-installable-web-app.md). */
export const WEB_CLIP_PATH = '/wps/app/webclip.mobileconfig';

/**
 * The installable web app's server side: the iOS web clip profile for the site being visited, and the QR codes of
 * the brand's app downloads.
 */
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

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${APP_DOWNLOAD_QR_PATH}/:platform`,
      { schema: { tags: ['system'], hide: true, params: appDownloadQrParamsSchema } },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const picture = await buildAppDownloadQr(context.database, request.params.platform, origin);
        if (picture === null) {
          throw new AppError('not.found');
        }
        // Kept five minutes by the browser: a change of the brand's downloads shows within that time.
        return reply
          .header('Content-Type', 'image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=300')
          .send(picture);
      },
    );
}
