import { describe, expect, it } from 'vitest';

import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats a wire time as YYYY-MM-DD HH:mm:ss in local time', () => {
    const date = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatDateTime(date.toISOString())).toBe('2024-01-05 07:08:09');
  });

  it('returns text that is not a time unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
