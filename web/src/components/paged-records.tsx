import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { DataTable } from './data-table';
import type { DataColumn } from './data-table';
import { Pagination } from './pagination';
import { QueryContent } from './query-content';
import { StateMessage } from './state-message';

/** One page of records as the record calls answer it. */
export interface RecordPage<Row> {
  content: readonly Row[];
  pageNum: number;
  totalPages: number;
}

type RowOf<Page extends RecordPage<unknown>> = Page['content'][number];

export interface PagedRecordsProps<Page extends RecordPage<unknown>> {
  query: UseQueryResult<Page>;
  skeleton: { rows: number; rowHeight: number };
  /** What an empty page says. */
  empty: { icon: ReactNode; title: string; text: string };
  /** The table's name for assistive technology. */
  caption: string;
  columns: readonly DataColumn<RowOf<Page>>[];
  rowKey: (row: RowOf<Page>) => string;
  /** Content under a row across all columns (a withdrawal's payments). */
  renderDetail?: (row: RowOf<Page>) => ReactNode;
  onPageChange: (pageNum: number) => void;
  /** Drawn above the list once a page arrived, an empty one too (the betting record's totals). */
  renderSummary?: (page: Page) => ReactNode;
}

/**
 * A list of records a page at a time, as every record page of the member center shows one: a skeleton while
 * it loads, the failure with a retry, the empty state, or the table and its pages (the buttons wait while the
 * next page loads).
 */
export function PagedRecords<Page extends RecordPage<unknown>>({
  query,
  skeleton,
  empty,
  caption,
  columns,
  rowKey,
  renderDetail,
  onPageChange,
  renderSummary,
}: PagedRecordsProps<Page>) {
  return (
    <QueryContent query={query} skeleton={skeleton}>
      {(page) => (
        <>
          {renderSummary?.(page)}
          {page.content.length === 0 ? (
            <StateMessage icon={empty.icon} title={empty.title} text={empty.text} />
          ) : (
            <>
              <DataTable<RowOf<Page>>
                caption={caption}
                rows={page.content}
                rowKey={rowKey}
                columns={columns}
                renderDetail={renderDetail}
              />
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={onPageChange}
                isBusy={query.isPlaceholderData}
              />
            </>
          )}
        </>
      )}
    </QueryContent>
  );
}
