import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

export interface QueryContentProps<Data> {
  query: UseQueryResult<Data>;
  /** The skeleton drawn while the first answer loads: its rows and their height in pixels. */
  skeleton: { rows: number; rowHeight: number };
  /** What the answer shows. */
  children: (data: Data) => ReactNode;
}

/** A part of a page fed by one query: a skeleton while it loads, the failure with a retry, then the answer. */
export function QueryContent<Data>({ query, skeleton, children }: QueryContentProps<Data>) {
  if (query.isPending) {
    return <Skeleton rows={skeleton.rows} rowHeight={skeleton.rowHeight} />;
  }
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
