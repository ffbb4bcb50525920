import type { PeriodQuery, ResolvedPeriod } from '@plaza/contracts/agents';
import { RECORDS_MAX_RANGE_DAYS } from '@plaza/contracts/records';

import { AppError } from '../../http/app-error';
import { formatReportDay, toReportDay } from '../bets/bets.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A period as report days, both included. */
export interface DayRange {
  fromDay: number;
  toDay: number;
}

/** The report day number of a YYYY-MM-DD date. */
export function parseReportDate(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The report days of a period (docs/product/agents.md "Periods"): today, yesterday, this week from Monday, this
 * month from its first, or a custom range of at most RECORDS_MAX_RANGE_DAYS days that does not end after today.
 */
export function resolvePeriod(
  query: Pick<PeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
  utcOffsetMinutes: number,
): DayRange & { resolved: ResolvedPeriod } {
  const today = toReportDay(now, utcOffsetMinutes);
  let fromDay = today;
  let toDay = today;
  switch (query.period) {
    case 'YESTERDAY':
      fromDay = today - 1;
      toDay = today - 1;
      break;
    case 'THIS_WEEK':
      // Report day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
      fromDay = today - ((today + 3) % 7);
      break;
    case 'THIS_MONTH':
      fromDay = parseReportDate(`${formatReportDay(today).slice(0, 7)}-01`);
      break;
    case 'CUSTOM': {
      if (query.from === undefined || query.to === undefined) {
        throw new AppError('request_param_err', { fields: { to: 'validation.required' } });
      }
      fromDay = parseReportDate(query.from);
      toDay = Math.min(parseReportDate(query.to), today);
      if (fromDay > toDay || toDay - fromDay >= RECORDS_MAX_RANGE_DAYS) {
        throw new AppError('request_param_err', { fields: { from: 'validation.invalid' } });
      }
      break;
    }
    case 'TODAY':
      break;
  }
  return {
    fromDay,
    toDay,
    resolved: {
      period: query.period,
      from: formatReportDay(fromDay),
      to: formatReportDay(toDay),
      utcOffsetMinutes,
    },
  };
}
