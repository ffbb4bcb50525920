import { successEnvelope } from '@plaza/contracts/envelope';
import type { Language } from '@plaza/contracts/languages';
import { configIdParamsSchema, operatorListQuerySchema } from '@plaza/contracts/rewards-operator';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { requireOperator } from './operator-authentication';
import type { AuthenticatedOperator } from './operator.service';

/**
 * One configuration list of the back office under `path` (rewards.configure): GET `path` (search, active, paging),
 * POST `path` to create, PUT `path/:id` to change. Mall items, missions and raffles are configured alike, so their
 * three calls are declared once here; each module's service does the rules and the audit.
 */
export function registerOperatorConfigRoutes<Save extends z.ZodType, Item extends z.ZodType>(
  app: FastifyInstance,
  context: AppContext,
  config: {
    path: string;
    tags: string[];
    saveSchema: Save;
    itemSchema: Item;
    pageSchema: z.ZodType;
    list: (query: z.output<typeof operatorListQuerySchema>, language: Language) => Promise<unknown>;
    save: (
      actor: AuthenticatedOperator,
      id: number | null,
      request: z.output<Save>,
      language: Language,
    ) => Promise<z.output<Item>>;
  },
): void {
  // Untyped routes: the schemas still check every request (400 before the handler); the handlers read the checked
  // values back through the same schemas, which keeps this one declaration generic.
  const settings = { session: 'operator', permission: 'rewards.configure' } as const;
  const languageOf = (request: Parameters<typeof resolveRequestLanguage>[0]) =>
    resolveRequestLanguage(request, context.defaultLanguage);

  app.get(
    config.path,
    {
      schema: {
        tags: config.tags,
        querystring: operatorListQuerySchema,
        response: { 200: successEnvelope(config.pageSchema) },
      },
      config: settings,
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await config.list(operatorListQuerySchema.parse(request.query), languageOf(request)));
    },
  );

  app.post(
    config.path,
    {
      schema: {
        tags: config.tags,
        body: config.saveSchema,
        response: { 200: successEnvelope(config.itemSchema) },
      },
      config: settings,
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await config.save(operator, null, config.saveSchema.parse(request.body), languageOf(request)),
      );
    },
  );

  app.put(
    `${config.path}/:id`,
    {
      schema: {
        tags: config.tags,
        params: configIdParamsSchema,
        body: config.saveSchema,
        response: { 200: successEnvelope(config.itemSchema) },
      },
      config: settings,
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      const { id } = configIdParamsSchema.parse(request.params);
      return ok(await config.save(operator, id, config.saveSchema.parse(request.body), languageOf(request)));
    },
  );
}
