/**
 * The periods of the agent's reports (docs/product/agent-center.md). The server resolves them to its report days;
 * a custom range is two report days, both included.
 */
export const REPORT_PERIOD_CHOICES = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'THIS_MONTH', 'CUSTOM'] as const;
export type ReportPeriodChoice = (typeof REPORT_PERIOD_CHOICES)[number];

export interface ReportPeriodQuery {
  period: ReportPeriodChoice;
  /** YYYY-MM-DD, only with CUSTOM. */
  from?: string;
  /** YYYY-MM-DD, included, only with CUSTOM. */
  to?: string;
}

/** The query fields of a period, as the report calls take them. */
export function periodSearchParams(query: ReportPeriodQuery): Record<string, string> {
  return query.period === 'CUSTOM' && query.from !== undefined && query.to !== undefined
    ? { period: query.period, from: query.from, to: query.to }
    : { period: query.period };
}
