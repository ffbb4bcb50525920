import type { ReactNode } from 'react';

import './data-table.css';

export interface DataColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Money and counts line up on the right. */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Content under a row across all columns (the actions of a withdrawal). */
  renderDetail?: (row: Row) => ReactNode;
}

/**
 * A table of records: a real table on wide screens (scrolling sideways inside its own box when its columns need
 * more than the screen gives, never widening the page); on phones each row becomes a card whose cells carry their
 * column's name.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, renderDetail }: DataTableProps<Row>) {
  return (
    <div className="data-table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'data-table__end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => {
          const detail = renderDetail?.(row);
          return (
            <tbody key={rowKey(row)} className="data-table__group">
              <tr>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={column.align === 'end' ? 'data-table__end' : undefined}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
              {detail !== undefined && detail !== null ? (
                <tr className="data-table__detail">
                  <td colSpan={columns.length}>{detail}</td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
