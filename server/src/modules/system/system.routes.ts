import { successEnvelope } from '@plaza/contracts/envelope';
import {
  domainRouteSchema,
  healthSchema,
  helpCenterQuerySchema,
  readinessSchema,
  helpCenterSchema,
  publicKeySchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@plaza/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { getPublicKey } from '../encryption/encryption.service';
import { getDomainRoute, getHelpCenter, getSystemStatus, getWhitelabel } from './system.service';

/** Site status, brand settings, domain routing, help center and the encryption key. */
export function registerSystemRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];

  typed.get('/healthz', { schema: { tags, response: { 200: healthSchema } } }, async () => {
    await context.checkHealth();
    return { status: 'ok' as const };
  });

  // The load balancer's check: a node stopping (SIGTERM) answers 503 while it finishes what it took, so the proxy
  // sends it nothing new (docs/deployment.md#health-and-readiness).
  typed.get(
    '/readyz',
    { schema: { tags, response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const node = app.cluster.nodeId;
      if (app.cluster.isDraining) {
        return reply.code(503).send({ status: 'draining' as const, node });
      }
      try {
        await context.checkHealth();
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, node });
      }
      return { status: 'ready' as const, node };
    },
  );

  typed.get(
    '/wps/system/status',
    { schema: { tags, response: { 200: successEnvelope(systemStatusSchema) } } },
    async (request) => ok(await getSystemStatus(context.database, request.ip)),
  );

  typed.get(
    '/wps/system/whitelabel',
    { schema: { tags, response: { 200: successEnvelope(whitelabelSchema) } } },
    async () => ok(await getWhitelabel(context.database)),
  );

  typed.get(
    '/wps/system/domainRoute',
    { schema: { tags, response: { 200: successEnvelope(domainRouteSchema) } } },
    async (request) => ok(await getDomainRoute(context.database, request.hostname)),
  );

  typed.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        querystring: helpCenterQuerySchema,
        response: { 200: successEnvelope(helpCenterSchema) },
      },
    },
    async (request) => {
      const language = request.query.lang ?? resolveRequestLanguage(request, context.defaultLanguage);
      return ok(await getHelpCenter(context.database, language, request.query.device));
    },
  );

  typed.get(
    '/wps/system/publicKey',
    { schema: { tags, response: { 200: successEnvelope(publicKeySchema) } } },
    async () => ok(await getPublicKey(context.database)),
  );
}
