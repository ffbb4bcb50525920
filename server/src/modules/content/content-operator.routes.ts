import {
  announcementIdParamsSchema,
  announcementSaveRequestSchema,
  operatorAnnouncementPageSchema,
  operatorAnnouncementQuerySchema,
  operatorAnnouncementSchema,
} from '@plaza/contracts/content-operator';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import {
  createAnnouncementByOperator,
  listAnnouncementsForOperator,
  updateAnnouncementByOperator,
} from './content-operator.service';

/** The back office's content: banners, notices, pop-ups, promotions and home notices (/ops/content/…). */
export function registerContentOperatorRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;
  const config = { session: 'operator', permission: 'content.manage' } as const;
  const response = { 200: successEnvelope(operatorAnnouncementSchema) };

  typed.get(
    '/ops/content/announcements',
    {
      schema: {
        tags,
        querystring: operatorAnnouncementQuerySchema,
        response: { 200: successEnvelope(operatorAnnouncementPageSchema) },
      },
      config,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listAnnouncementsForOperator(handle, request.query));
    },
  );

  typed.post(
    '/ops/content/announcements',
    { schema: { tags, body: announcementSaveRequestSchema, response }, config },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await createAnnouncementByOperator(handle, operator, request.body));
    },
  );

  typed.put(
    '/ops/content/announcements/:id',
    {
      schema: { tags, params: announcementIdParamsSchema, body: announcementSaveRequestSchema, response },
      config,
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await updateAnnouncementByOperator(handle, operator, request.params.id, request.body));
    },
  );
}
