import type { AuditEntry } from '@plaza/contracts/operator';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DayFilter, toDayInstant } from '../../../components/back-office/day-filter';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { fetchAuditPage } from '../api/audit';

/** The targets an action can be about, as the audit log's filter offers them. */
const TARGETS = [
  'deposit',
  'withdrawal',
  'member',
  'operator',
  'vendor',
  'setting',
  'content',
  'game',
] as const;

type AuditKey = 'operatorId' | 'action' | 'targetType' | 'targetId' | 'from' | 'to' | 'sort';

function useColumns(): ListColumn<AuditEntry>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'time',
      header: t('backoffice.audit.time'),
      render: (entry) => formatDateTime(entry.createdAt),
      csv: (entry) => entry.createdAt,
    },
    {
      key: 'operator',
      header: t('backoffice.audit.operator'),
      render: (entry) => entry.operatorName,
      csv: (entry) => entry.operatorName,
    },
    {
      key: 'action',
      header: t('backoffice.audit.action'),
      render: (entry) => <code>{entry.action}</code>,
      csv: (entry) => entry.action,
    },
    {
      key: 'target',
      header: t('backoffice.audit.target'),
      render: (entry) => `${entry.targetType} #${entry.targetId}`,
      csv: (entry) => `${entry.targetType}:${entry.targetId}`,
    },
    {
      key: 'details',
      header: t('backoffice.audit.details'),
      render: (entry) =>
        Object.keys(entry.details).length === 0 ? (
          '—'
        ) : (
          <pre className="back-office-details">{JSON.stringify(entry.details)}</pre>
        ),
      csv: (entry) => JSON.stringify(entry.details),
    },
    { key: 'ip', header: t('backoffice.audit.ip'), render: (entry) => entry.ip, csv: (entry) => entry.ip },
  ];
}

/** The audit log: every operator action, filtered by operator, action, target and day, newest or oldest first. */
export function AuditPage() {
  const { t } = useTranslation();
  const params = useListParams<AuditKey>();
  const filters = {
    operatorId: params.get('operatorId'),
    action: params.get('action'),
    targetType: params.get('targetType'),
    targetId: params.get('targetId'),
    from: toDayInstant(params.get('from')),
    to: toDayInstant(params.get('to'), 1),
    sort: params.get('sort') || 'newest',
  };
  const query = useQuery({
    queryKey: ['backoffice', 'audit', filters, params.pageNum],
    queryFn: () => fetchAuditPage(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  const dayFilter = (key: 'from' | 'to') => (
    <DayFilter
      label={t(`backoffice.audit.${key}`)}
      value={params.get(key)}
      onChange={(day) => params.set({ [key]: day })}
    />
  );
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.audit.title')}</h1>
      </div>
      <ListScreen<AuditEntry>
        query={query}
        caption={t('backoffice.audit.title')}
        columns={useColumns()}
        rowKey={(entry) => String(entry.id)}
        search={{
          value: params.get('action'),
          label: t('backoffice.audit.searchAction'),
          onSubmit: (action) => params.set({ action }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.audit.target')}
              value={params.get('targetType')}
              options={TARGETS.map((target) => ({ value: target, label: target }))}
              onChange={(targetType) => params.set({ targetType })}
            />
            {dayFilter('from')}
            {dayFilter('to')}
          </>
        }
        sort={{
          value: filters.sort,
          options: [
            { value: 'newest', label: t('backoffice.list.newest') },
            { value: 'oldest', label: t('backoffice.list.oldest') },
          ],
          onChange: (sort) => params.set({ sort }),
        }}
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'audit-log.csv',
          fetchPage: (pageNum, pageSize) => fetchAuditPage(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.audit.emptyTitle'), text: t('backoffice.list.emptyText') }}
      />
    </div>
  );
}
