import { successEnvelope } from '@plaza/contracts/envelope';
import { featureSwitchIdSchema } from '@plaza/contracts/feature-switches';
import {
  allowedRegionsSettingSchema,
  featureSwitchChangeSchema,
  featureSwitchSettingSchema,
  maintenanceSettingSchema,
} from '@plaza/contracts/operator';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import {
  readAllowedRegions,
  readFeatureSwitches,
  readMaintenance,
  setAllowedRegionsByOperator,
  setFeatureSwitchByOperator,
  setMaintenanceByOperator,
} from './site-settings.service';

/** The site's settings in the back office (/ops/settings/…), which the command line alone changed before. */
export function registerSiteSettingsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const response = { 200: successEnvelope(maintenanceSettingSchema) };

  typed.get(
    '/ops/settings/maintenance',
    { schema: { tags, response }, config: { session: 'operator', permission: 'settings.manage' } },
    async (request) => {
      await requireOperator(request, context);
      return ok(await readMaintenance(context.database));
    },
  );

  typed.put(
    '/ops/settings/maintenance',
    {
      schema: { tags, body: maintenanceSettingSchema, response },
      config: { session: 'operator', permission: 'settings.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await setMaintenanceByOperator(context.database, operator, request.body));
    },
  );

  const switchesResponse = { 200: successEnvelope(z.array(featureSwitchSettingSchema)) };

  typed.get(
    '/ops/settings/switches',
    {
      schema: { tags, response: switchesResponse },
      config: { session: 'operator', permission: 'settings.manage' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await readFeatureSwitches(context.database));
    },
  );

  typed.put(
    '/ops/settings/switches/:id',
    {
      schema: {
        tags,
        params: z.object({ id: featureSwitchIdSchema }),
        body: featureSwitchChangeSchema,
        response: switchesResponse,
      },
      config: { session: 'operator', permission: 'settings.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(
        await setFeatureSwitchByOperator(context.database, operator, request.params.id, request.body.enabled),
      );
    },
  );

  const regionsResponse = { 200: successEnvelope(allowedRegionsSettingSchema) };

  typed.get(
    '/ops/settings/regions',
    {
      schema: { tags, response: regionsResponse },
      config: { session: 'operator', permission: 'settings.manage' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await readAllowedRegions(context.database));
    },
  );

  typed.put(
    '/ops/settings/regions',
    {
      schema: { tags, body: allowedRegionsSettingSchema, response: regionsResponse },
      config: { session: 'operator', permission: 'settings.manage' },
    },
    async (request) => {
      const operator = await requireOperator(request, context);
      return ok(await setAllowedRegionsByOperator(context.database, operator, request.body));
    },
  );
}
