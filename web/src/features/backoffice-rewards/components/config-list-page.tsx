import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn, ListPage } from '../../../components/back-office/list-screen';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { ConfigForm } from './config-form';
import type { FieldSpec, TextField } from './config-form';
import './loyalty.css';

/** A row of a configuration list: an item the form edits whole. */
export type ConfigRow = { id: number; title: string } & Record<string, unknown>;

export interface ConfigListPageProps<Row extends ConfigRow> {
  title: string;
  intro: ReactNode;
  createLabel: string;
  searchLabel: string;
  emptyTitle: string;
  csvName: string;
  queryKey: readonly string[];
  fetchPage: (query: Record<string, string>) => Promise<ListPage<Row>>;
  columns: readonly ListColumn<Row>[];
  /** Whether the list filters on active items (mall items, missions). */
  hasActiveFilter: boolean;
  fields: readonly FieldSpec[];
  textFields: readonly TextField[];
  defaults: Record<string, unknown>;
  save: (id: number | null, request: Record<string, unknown>) => Promise<unknown>;
  /** Whether a row may still be edited (a raffle with tickets may not). */
  isEditable?: (row: Row) => boolean;
}

/**
 * A configuration list of the back office (mall items, missions, raffles): searched, filtered, paged and exported,
 * each row edited in the shared form, a new one added from the head.
 */
export function ConfigListPage<Row extends ConfigRow>(props: ConfigListPageProps<Row>) {
  const { t } = useTranslation();
  const params = useListParams<'search' | 'isActive'>();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const filters = { search: params.get('search'), isActive: params.get('isActive') };
  const query = useQuery({
    queryKey: [...props.queryKey, 'list', filters, params.pageNum],
    queryFn: () => props.fetchPage(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  const columns: ListColumn<Row>[] = [
    ...props.columns,
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) =>
        props.isEditable?.(row) === false ? (
          <small>{t('backoffice.loyalty.locked')}</small>
        ) : (
          <button type="button" className="button button--outline" onClick={() => setEditing(row)}>
            {t('backoffice.loyalty.editButton')}
          </button>
        ),
      csv: () => null,
    },
  ];
  const item = editing === 'new' ? null : editing;
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{props.title}</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {props.createLabel}
        </button>
      </div>
      <div className="back-office-screen__text">{props.intro}</div>
      <ListScreen<Row>
        query={query}
        caption={props.title}
        columns={columns}
        rowKey={(row) => String(row.id)}
        search={{
          value: filters.search,
          label: props.searchLabel,
          onSubmit: (search) => params.set({ search }),
        }}
        filters={
          props.hasActiveFilter ? (
            <ListFilter
              label={t('backoffice.loyalty.state')}
              value={filters.isActive}
              options={[
                { value: 'true', label: t('backoffice.loyalty.active') },
                { value: 'false', label: t('backoffice.loyalty.inactive') },
              ]}
              onChange={(isActive) => params.set({ isActive })}
            />
          ) : undefined
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: props.csvName,
          fetchPage: (pageNum, pageSize) => props.fetchPage(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: props.emptyTitle, text: t('backoffice.list.emptyText') }}
      />
      {editing === null ? null : (
        <ConfigForm
          title={item === null ? props.createLabel : t('backoffice.loyalty.edit', { title: item.title })}
          fields={props.fields}
          textFields={props.textFields}
          initial={item}
          defaults={props.defaults}
          save={(request) => props.save(item?.id ?? null, request)}
          queryKey={props.queryKey}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
