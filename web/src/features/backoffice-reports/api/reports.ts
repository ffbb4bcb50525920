import { dailyReportSchema, dashboardSchema, memberReportSchema } from '@plaza/contracts/back-office';
import type { DailyReport, Dashboard, MemberReport } from '@plaza/contracts/back-office';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/dashboard over a day range (the last 30 days when left out). */
export function fetchDashboard(query: Record<string, string>): Promise<Dashboard> {
  return operatorRequest({ method: 'GET', path: '/ops/dashboard', query, schema: dashboardSchema });
}

/** GET /ops/reports/daily: a page of report days with the range's sums. */
export function fetchDailyReport(query: Record<string, string>): Promise<DailyReport> {
  return operatorRequest({ method: 'GET', path: '/ops/reports/daily', query, schema: dailyReportSchema });
}

/** GET /ops/reports/members: members' play and money over a range. */
export function fetchMemberReport(query: Record<string, string>): Promise<MemberReport> {
  return operatorRequest({ method: 'GET', path: '/ops/reports/members', query, schema: memberReportSchema });
}
