import type { ContractKind, ContractTerms, DividendPeriod } from '@plaza/contracts/agent-contracts';

/*
 * Settlement periods (docs/product/agent-contracts.md "Periods"): whole report days for the daily salary and the
 * dividend (a day, a week from Monday, the 1st–15th and 16th–end of a month, a month), hours and five-minute
 * slots of the report day's clock for the hourly and real-time salary. [start, end) in epoch milliseconds.
 */

export interface Period {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const REAL_TIME_SLOT = 5 * MINUTE;

function fixed(at: number, length: number, offsetMinutes: number): Period {
  const shift = offsetMinutes * MINUTE;
  const start = Math.floor((at + shift) / length) * length - shift;
  return { start, end: start + length };
}

/** The dividend period of kind `period` containing `at`. */
export function dividendPeriodOf(period: DividendPeriod, at: number, offsetMinutes: number): Period {
  const shift = offsetMinutes * MINUTE;
  const local = new Date(at + shift);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d) - shift;
  switch (period) {
    case 'D':
      return fixed(at, DAY, offsetMinutes);
    case 'W': {
      // Weeks begin on Monday.
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      const start = utc(year, month, day - sinceMonday);
      return { start, end: start + 7 * DAY };
    }
    case 'H':
      return day <= 15
        ? { start: utc(year, month, 1), end: utc(year, month, 16) }
        : { start: utc(year, month, 16), end: utc(year, month + 1, 1) };
    case 'M':
      return { start: utc(year, month, 1), end: utc(year, month + 1, 1) };
  }
}

/** The period of a salary kind containing `at` (the dividend's depends on its terms: see `periodOf`). */
export function salaryPeriodOf(
  kind: Exclude<ContractKind, 'DIVIDEND3'>,
  at: number,
  offsetMinutes: number,
): Period {
  if (kind === 'DAILYSAL3') {
    return fixed(at, DAY, offsetMinutes);
  }
  return fixed(at, kind === 'HOURSAL3' ? HOUR : REAL_TIME_SLOT, offsetMinutes);
}

/** The period of a contract with these terms containing `at`. */
export function periodOf(terms: ContractTerms, at: number, offsetMinutes: number): Period {
  return terms.kind === 'DIVIDEND3'
    ? dividendPeriodOf(terms.period, at, offsetMinutes)
    : salaryPeriodOf(terms.kind, at, offsetMinutes);
}
