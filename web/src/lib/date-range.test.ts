import { RECORDS_MAX_RANGE_DAYS } from '@plaza/contracts/records';
import { describe, expect, it } from 'vitest';

import { customRange, DATE_PRESETS, presetRange, toDateInputValue } from './date-range';

describe('presetRange', () => {
  const now = new Date(2026, 2, 15, 13, 45);

  it('offers the previous 7 and 30 days (docs/product/records.md#ranges-and-pages)', () => {
    expect(DATE_PRESETS).toEqual(['last7Days', 'last30Days']);
  });

  it('covers the last n local days, today included, to the start of tomorrow', () => {
    expect(presetRange('last7Days', now)).toEqual({
      from: new Date(2026, 2, 9).toISOString(),
      to: new Date(2026, 2, 16).toISOString(),
    });
    expect(presetRange('last30Days', now)).toEqual({
      from: new Date(2026, 1, 14).toISOString(),
      to: new Date(2026, 2, 16).toISOString(),
    });
  });
});

describe('customRange', () => {
  it('runs from the start of the first day to the start of the day after the last', () => {
    expect(customRange('2026-01-01', '2026-01-31')).toEqual({
      isValid: true,
      range: { from: new Date(2026, 0, 1).toISOString(), to: new Date(2026, 1, 1).toISOString() },
    });
    expect(customRange('2026-01-05', '2026-01-05')).toEqual({
      isValid: true,
      range: { from: new Date(2026, 0, 5).toISOString(), to: new Date(2026, 0, 6).toISOString() },
    });
  });

  it('refuses a missing or impossible day, and an end before the start', () => {
    expect(customRange('', '2026-01-05')).toEqual({ isValid: false, error: 'missing' });
    expect(customRange('2026-02-30', '2026-03-01')).toEqual({ isValid: false, error: 'missing' });
    expect(customRange('2026-01-06', '2026-01-05')).toEqual({ isValid: false, error: 'order' });
  });

  it('refuses more days than one records query may cover', () => {
    const start = new Date(2026, 0, 1);
    const lastAllowed = new Date(2026, 0, RECORDS_MAX_RANGE_DAYS);
    const tooFar = new Date(2026, 0, RECORDS_MAX_RANGE_DAYS + 1);
    expect(customRange(toDateInputValue(start), toDateInputValue(lastAllowed)).isValid).toBe(true);
    expect(customRange(toDateInputValue(start), toDateInputValue(tooFar))).toEqual({
      isValid: false,
      error: 'tooLong',
    });
  });
});
