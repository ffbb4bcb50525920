import { DATE_PRESETS_DAYS } from '@plaza/contracts/constants';
import { RECORDS_MAX_RANGE_DAYS } from '@plaza/contracts/records';

/**
 * Time ranges of the member-center records. The presets are 7 and 30 days, next and previous; records only look
 * back, so the records pages offer the previous 7 and 30 days and a custom range
 * (docs/product/records.md#ranges-and-pages). Ranges run from the start of a local day to the start of
 * the local day after the last one (`to` exclusive), sent as ISO 8601 instants.
 */

export type DatePreset = `last${(typeof DATE_PRESETS_DAYS)[number]}Days`;
export const DATE_PRESETS: readonly DatePreset[] = DATE_PRESETS_DAYS.map(
  (days): DatePreset => `last${days}Days`,
);

export interface DateRange {
  /** ISO 8601, inclusive. */
  from: string;
  /** ISO 8601, exclusive. */
  to: string;
}

const PRESET_DAYS: Record<DatePreset, number> = { last7Days: 7, last30Days: 30 };

function startOfLocalDay(date: Date, dayOffset = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + dayOffset);
}

/** The range of a preset: the last `n` local days, today included. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DateRange {
  return {
    from: startOfLocalDay(now, 1 - PRESET_DAYS[preset]).toISOString(),
    to: startOfLocalDay(now, 1).toISOString(),
  };
}

/** `YYYY-MM-DD` of a local date, as `<input type="date">` holds it. */
export function toDateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDateInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

export type CustomRangeError = 'missing' | 'order' | 'tooLong';

/**
 * A custom range from two `YYYY-MM-DD` days, both included. Refused: a missing or impossible day, an end before
 * the start, and more days than one records query may cover (RECORDS_MAX_RANGE_DAYS, the server's limit).
 */
export function customRange(
  fromDay: string,
  toDay: string,
): { isValid: true; range: DateRange } | { isValid: false; error: CustomRangeError } {
  const from = parseDateInputValue(fromDay);
  const to = parseDateInputValue(toDay);
  if (from === null || to === null) {
    return { isValid: false, error: 'missing' };
  }
  if (to < from) {
    return { isValid: false, error: 'order' };
  }
  const end = startOfLocalDay(to, 1);
  // The server measures the range in milliseconds, so a daylight-saving hour counts as it does there.
  if (end.getTime() - from.getTime() > RECORDS_MAX_RANGE_DAYS * 86_400_000) {
    return { isValid: false, error: 'tooLong' };
  }
  return { isValid: true, range: { from: from.toISOString(), to: end.toISOString() } };
}
