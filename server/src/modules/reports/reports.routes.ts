import {
  dailyReportQuerySchema,
  dailyReportSchema,
  dashboardQuerySchema,
  dashboardSchema,
  memberReportQuerySchema,
  memberReportSchema,
} from '@plaza/contracts/back-office';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { requireOperator } from '../operator/operator-authentication';
import { getDailyReport, getDashboard, getMemberReport } from './reports.service';

/** The back office's dashboard and reports (/ops/dashboard, /ops/reports/…): read only, money figures. */
export function registerReportsRoutes(app: FastifyInstance, context: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const handle = context.database;

  typed.get(
    '/ops/dashboard',
    {
      schema: {
        tags,
        querystring: dashboardQuerySchema,
        response: { 200: successEnvelope(dashboardSchema) },
      },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getDashboard(handle, request.query));
    },
  );

  typed.get(
    '/ops/reports/daily',
    {
      schema: {
        tags,
        querystring: dailyReportQuerySchema,
        response: { 200: successEnvelope(dailyReportSchema) },
      },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getDailyReport(handle, request.query));
    },
  );

  typed.get(
    '/ops/reports/members',
    {
      schema: {
        tags,
        querystring: memberReportQuerySchema,
        response: { 200: successEnvelope(memberReportSchema) },
      },
      config: { session: 'operator', permission: 'finance.read' },
    },
    async (request) => {
      await requireOperator(request, context);
      return ok(await getMemberReport(handle, request.query));
    },
  );
}
