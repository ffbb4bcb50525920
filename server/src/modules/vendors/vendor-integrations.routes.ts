import { successEnvelope } from '@plaza/contracts/envelope';
import {
  vendorCodeParamsSchema,
  vendorIntegrationListSchema,
  vendorIntegrationRequestSchema,
  vendorIntegrationSchema,
} from '@plaza/contracts/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import type { VendorDirectory } from './vendor-directory';
import { configureVendorIntegration, listVendorIntegrations } from './vendor-integrations.service';

/**
 * The vendors' wallet configuration in the operator API: the roles that read games read it (without secrets), ADMIN
 * alone changes it. A change applies at once in this process and within the vendor directory's 5 seconds in others.
 */
export function registerVendorIntegrationRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  typed.get(
    '/ops/vendors',
    {
      schema: { tags, response: { 200: successEnvelope(vendorIntegrationListSchema) } },
      config: { session: 'operator', permission: 'games.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await listVendorIntegrations(context.database));
    },
  );

  typed.put(
    '/ops/vendors/:vendorCode',
    {
      schema: {
        tags,
        params: vendorCodeParamsSchema,
        body: vendorIntegrationRequestSchema,
        response: { 200: successEnvelope(vendorIntegrationSchema) },
      },
      config: { session: 'operator', permission: 'vendors.configure' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      const view = await configureVendorIntegration(
        context.database,
        vendors,
        operator,
        request.params.vendorCode,
        request.body,
        Date.now(),
      );
      return ok(view);
    },
  );
}
