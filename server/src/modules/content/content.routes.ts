import { announcementListRequestSchema, announcementListSchema } from '@plaza/contracts/content';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context';
import { resolveRequestLanguage } from '../../http/language';
import { registerRelay } from '../../http/relay';
import { listAnnouncements } from './content.service';

/** Home content: banners, notices, pop-ups and promotions. */
export function registerContentRoutes(app: FastifyInstance, context: AppContext): void {
  registerRelay(app, {
    name: 'MCSFE_getListAnnouncements',
    input: announcementListRequestSchema,
    output: announcementListSchema,
    tags: ['content'],
    handler: (input, request) =>
      listAnnouncements(context.database, input, resolveRequestLanguage(request, context.defaultLanguage)),
  });
}
