import { RECORDS_DEFAULT_RANGE_DAYS, RECORDS_MAX_RANGE_DAYS } from '@plaza/contracts/records';

import { AppError } from './app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A resolved time range in ms: `from` inclusive, `to` exclusive. */
export interface TimeRange {
  from: number;
  to: number;
}

/**
 * The range of a records query: `to` defaults to now (inclusive of now), `from` to RECORDS_DEFAULT_RANGE_DAYS
 * before `to`. A range that ends before it starts or is longer than RECORDS_MAX_RANGE_DAYS is refused with a
 * field error (400 request_param_err), whichever bound was left out.
 */
export function resolveTimeRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: number,
): TimeRange {
  const to = query.to === undefined ? now + 1 : Date.parse(query.to);
  const from = query.from === undefined ? to - RECORDS_DEFAULT_RANGE_DAYS * DAY_MS : Date.parse(query.from);
  if (
    !Number.isFinite(from) ||
    !Number.isFinite(to) ||
    from > to ||
    to - from > RECORDS_MAX_RANGE_DAYS * DAY_MS
  ) {
    throw new AppError('request_param_err', {
      fields: { [query.from === undefined ? 'to' : 'from']: 'validation.invalid' },
    });
  }
  return { from, to };
}

/** A page of `content` as the wire carries it. */
export function toPage<T>(
  content: T[],
  paging: { pageNum: number; pageSize: number },
  total: number,
): { content: T[]; pageNum: number; pageSize: number; total: number; totalPages: number } {
  return {
    content,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    total,
    totalPages: Math.ceil(total / paging.pageSize),
  };
}

/** The limit and offset of a 1-based page. */
export function toLimitOffset(paging: { pageNum: number; pageSize: number }): {
  limit: number;
  offset: number;
} {
  return { limit: paging.pageSize, offset: (paging.pageNum - 1) * paging.pageSize };
}

/**
 * One page of rows already in memory (the back office's configuration lists: promotions, mall items, missions,
 * raffles hold dozens of rows, read whole and filtered here).
 */
export function pageInMemory<T>(
  rows: readonly T[],
  paging: { pageNum: number; pageSize: number },
): { content: T[]; pageNum: number; pageSize: number; total: number; totalPages: number } {
  const { limit, offset } = toLimitOffset(paging);
  return toPage(rows.slice(offset, offset + limit), paging, rows.length);
}

/** Whether any of `texts` holds `search` (case-insensitive); an empty or absent search matches everything. */
export function matchesSearch(search: string | undefined, texts: readonly string[]): boolean {
  if (search === undefined || search === '') {
    return true;
  }
  const needle = search.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(needle));
}
