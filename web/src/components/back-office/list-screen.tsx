import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { downloadCsv, toCsv } from '../../lib/csv';
import type { CsvCell } from '../../lib/csv';
import type { DataColumn } from '../data-table';
import { DownloadIcon, SearchIcon } from '../icons';
import { PagedRecords } from '../paged-records';
import type { RecordPage } from '../paged-records';
import './list-screen.css';

/** A list's page as the operator API answers it. */
export interface ListPage<Row> extends RecordPage<Row> {
  total: number;
}

/** A column of a back-office list: how it shows, and how it reads in the CSV export. */
export interface ListColumn<Row> extends DataColumn<Row> {
  csv: (row: Row) => CsvCell;
  /** In the CSV export only (what the table already shows another way, e.g. in a row's detail). */
  isCsvOnly?: boolean;
}

/** The rows a CSV export gathers at most (100 pages of 100), so a careless click cannot pull a whole table. */
const CSV_PAGE_SIZE = 100;
const CSV_MAX_PAGES = 100;

export interface ListScreenProps<Row> {
  query: UseQueryResult<ListPage<Row>>;
  caption: string;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  renderDetail?: (row: Row) => ReactNode;
  /** The free-text search, applied when submitted. */
  search?: { value: string; label: string; onSubmit: (value: string) => void };
  /** The list's filters (selects, date range). */
  filters?: ReactNode;
  sort?: {
    value: string;
    options: readonly { value: string; label: string }[];
    onChange: (value: string) => void;
  };
  onPageChange: (pageNum: number) => void;
  /** The export: a file name and the same list's pages, read 100 rows at a time. */
  csv: { filename: string; fetchPage: (pageNum: number, pageSize: number) => Promise<ListPage<Row>> };
  empty: { title: string; text: string };
}

function SearchBox({ search }: { search: NonNullable<ListScreenProps<unknown>['search']> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(search.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.onSubmit(draft.trim());
  };
  return (
    <form className="list-screen__search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="list-search">
        {search.label}
      </label>
      <input
        id="list-search"
        className="field__input"
        type="search"
        value={draft}
        placeholder={search.label}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button button--outline" aria-label={t('backoffice.list.search')}>
        <SearchIcon />
      </button>
    </form>
  );
}

function CsvButton<Row>({ csv, columns }: Pick<ListScreenProps<Row>, 'csv' | 'columns'>) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const exportRows = async () => {
    setState('busy');
    try {
      const rows: Row[] = [];
      for (let pageNum = 1; pageNum <= CSV_MAX_PAGES; pageNum += 1) {
        const page = await csv.fetchPage(pageNum, CSV_PAGE_SIZE);
        rows.push(...page.content);
        if (pageNum >= page.totalPages) {
          break;
        }
      }
      const text = toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.csv(row))),
      );
      downloadCsv(csv.filename, text);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--outline"
        onClick={() => void exportRows()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        <DownloadIcon />
        {state === 'busy' ? t('backoffice.list.exporting') : t('backoffice.list.exportCsv')}
      </button>
      {state === 'failed' ? (
        <span role="alert" className="list-screen__export-error">
          {t('backoffice.list.exportFailed')}
        </span>
      ) : null}
    </>
  );
}

/**
 * Every list of the back office: search, filters, sort, the table a page at a time (loading, empty and error
 * states), and the CSV export of everything the filters select.
 */
export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { t } = useTranslation();
  const { query, caption, columns, rowKey, renderDetail, search, filters, sort, onPageChange, csv, empty } =
    props;
  return (
    <section className="list-screen" aria-label={caption}>
      <div className="list-screen__toolbar">
        {search === undefined ? null : <SearchBox search={search} />}
        {filters}
        {sort === undefined ? null : (
          <label className="list-screen__sort">
            <span>{t('backoffice.list.sort')}</span>
            <select
              className="field__input"
              value={sort.value}
              onChange={(event) => sort.onChange(event.target.value)}
            >
              {sort.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="list-screen__spacer" />
        {query.data === undefined ? null : (
          <span className="list-screen__total">
            {t('backoffice.list.total', { count: query.data.total })}
          </span>
        )}
        <CsvButton csv={csv} columns={columns} />
      </div>
      <PagedRecords<ListPage<Row>>
        query={query}
        skeleton={{ rows: 8, rowHeight: 44 }}
        empty={{ icon: <SearchIcon />, ...empty }}
        caption={caption}
        columns={columns.filter((column) => column.isCsvOnly !== true)}
        rowKey={rowKey}
        {...(renderDetail === undefined ? {} : { renderDetail })}
        onPageChange={onPageChange}
      />
    </section>
  );
}

/** A labelled select of a list's filters; the empty value means "all". */
export function ListFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="list-screen__sort">
      <span>{label}</span>
      <select className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('backoffice.list.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
