import type { Adjustment } from '@plaza/contracts/operator';
import { ADJUSTMENT_STATUSES } from '@plaza/contracts/operator';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ActionDialog } from '../../../components/back-office/action-dialog';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperator, useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchAdjustments, reviewAdjustment } from '../api/adjustments';
import { FINANCE_QUERY_KEY } from '../api/finance';

type Verb = 'approve' | 'reject';

function useColumns(onAct: (row: Adjustment, verb: Verb) => void): ListColumn<Adjustment>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const operator = useOperator();
  const mayAct = useOperatorMay('finance.act');
  return [
    { key: 'id', header: t('backoffice.finance.id'), render: (row) => row.id, csv: (row) => row.id },
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => <Link to={`/backoffice/members/${row.memberId}`}>{row.username ?? row.memberId}</Link>,
      csv: (row) => row.username ?? row.memberId,
    },
    {
      key: 'amount',
      header: t('backoffice.finance.amount'),
      render: (row) => money.format(row.amount),
      csv: (row) => row.amount,
    },
    {
      key: 'reason',
      header: t('backoffice.adjustments.reason'),
      render: (row) => row.reason,
      csv: (row) => row.reason,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => t(`backoffice.adjustments.statuses.${row.status}`),
      csv: (row) => row.status,
    },
    {
      key: 'created',
      header: t('backoffice.finance.created'),
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => row.createdAt,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) => {
        if (!mayAct || row.status !== 'PENDING') {
          return null;
        }
        if (row.operatorId === operator.id) {
          return <span className="back-office-muted">{t('backoffice.adjustments.yours')}</span>;
        }
        return (
          <div className="back-office-actions">
            <button type="button" className="button button--outline" onClick={() => onAct(row, 'approve')}>
              {t('backoffice.finance.approve')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => onAct(row, 'reject')}>
              {t('backoffice.finance.reject')}
            </button>
          </div>
        );
      },
      csv: () => null,
    },
  ];
}

/**
 * Balance adjustments: those above the threshold wait here for a second operator, who approves (the money moves) or
 * rejects them with a reason; the operator who asked sees them but cannot decide (the server refuses it too).
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const params = useListParams<'status' | 'memberId'>();
  const [acting, setActing] = useState<{ adjustment: Adjustment; verb: Verb } | null>(null);
  const filters = { status: params.get('status') || 'PENDING', memberId: params.get('memberId') };
  const query = useQuery({
    queryKey: ['backoffice', 'finance', 'adjustments', filters, params.pageNum],
    queryFn: () => fetchAdjustments(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.adjustments')}</h1>
      </div>
      <p className="back-office-muted">{t('backoffice.adjustments.intro')}</p>
      <ListScreen<Adjustment>
        query={query}
        caption={t('backoffice.nav.adjustments')}
        columns={useColumns((adjustment, verb) => setActing({ adjustment, verb }))}
        rowKey={(row) => row.id}
        search={{
          value: filters.memberId,
          label: t('backoffice.finance.memberId'),
          onSubmit: (memberId) => params.set({ memberId: memberId.replace(/\D/g, '') }),
        }}
        filters={
          <ListFilter
            label={t('backoffice.finance.status')}
            value={filters.status}
            options={ADJUSTMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`backoffice.adjustments.statuses.${status}`),
            }))}
            onChange={(status) => params.set({ status })}
          />
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'adjustments.csv',
          fetchPage: (pageNum, pageSize) => fetchAdjustments(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.adjustments.empty'), text: t('backoffice.list.emptyText') }}
      />
      {acting === null ? null : (
        <ActionDialog
          queryKey={FINANCE_QUERY_KEY}
          title={t(`backoffice.adjustments.${acting.verb}Title`, { id: acting.adjustment.id })}
          confirmLabel={t(`backoffice.finance.${acting.verb}`)}
          summary={
            <p>
              {t('backoffice.adjustments.summary', {
                member: acting.adjustment.username ?? acting.adjustment.memberId,
                amount: money.format(acting.adjustment.amount),
                reason: acting.adjustment.reason,
              })}
            </p>
          }
          input={acting.verb === 'reject' ? 'reason' : 'none'}
          isDanger={acting.verb === 'reject'}
          run={(text) =>
            reviewAdjustment(
              acting.adjustment.id,
              acting.verb === 'approve' ? { approve: true } : { approve: false, reason: text },
            )
          }
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}
