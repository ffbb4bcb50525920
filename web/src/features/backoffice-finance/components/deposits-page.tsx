import { DEPOSIT_STATUSES } from '@plaza/contracts/payments';
import type { OperatorDeposit } from '@plaza/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionDialog } from '../../../components/back-office/action-dialog';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { approveDeposit, fetchDeposits, FINANCE_QUERY_KEY, rejectDeposit } from '../api/finance';

type Verb = 'approve' | 'reject';

function useColumns(onAct: (deposit: OperatorDeposit, verb: Verb) => void): ListColumn<OperatorDeposit>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const mayAct = useOperatorMay('finance.act');
  return [
    { key: 'id', header: t('backoffice.finance.id'), render: (row) => row.id, csv: (row) => row.id },
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => `${row.username} (#${row.memberId})`,
      csv: (row) => row.username,
    },
    {
      key: 'amount',
      header: t('backoffice.finance.amount'),
      align: 'end',
      render: (row) => money.format(row.amount),
      csv: (row) => row.amount,
    },
    {
      key: 'channel',
      header: t('backoffice.finance.channel'),
      render: (row) => row.channelName,
      csv: (row) => row.channelCode,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => t(`backoffice.finance.depositStatus.${row.status}`),
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
      render: (row) =>
        mayAct && row.status === 'PENDING' ? (
          <div className="back-office-actions">
            <button type="button" className="button button--outline" onClick={() => onAct(row, 'approve')}>
              {t('backoffice.finance.approve')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => onAct(row, 'reject')}>
              {t('backoffice.finance.reject')}
            </button>
          </div>
        ) : null,
      csv: () => null,
    },
  ];
}

/** The deposit queue: manual-channel deposits wait here for approval or rejection, each confirmed first. */
export function DepositsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const params = useListParams<'status' | 'memberId'>();
  const [acting, setActing] = useState<{ deposit: OperatorDeposit; verb: Verb } | null>(null);
  const filters = { status: params.get('status'), memberId: params.get('memberId') };
  const query = useQuery({
    queryKey: ['backoffice', 'finance', 'deposits', filters, params.pageNum],
    queryFn: () => fetchDeposits(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.deposits')}</h1>
      </div>
      <ListScreen<OperatorDeposit>
        query={query}
        caption={t('backoffice.nav.deposits')}
        columns={useColumns((deposit, verb) => setActing({ deposit, verb }))}
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
            options={DEPOSIT_STATUSES.map((status) => ({
              value: status,
              label: t(`backoffice.finance.depositStatus.${status}`),
            }))}
            onChange={(status) => params.set({ status })}
          />
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'deposits.csv',
          fetchPage: (pageNum, pageSize) => fetchDeposits(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.finance.emptyDeposits'), text: t('backoffice.list.emptyText') }}
      />
      {acting === null ? null : (
        <ActionDialog
          queryKey={FINANCE_QUERY_KEY}
          title={t(`backoffice.finance.${acting.verb}DepositTitle`, { id: acting.deposit.id })}
          confirmLabel={t(`backoffice.finance.${acting.verb}`)}
          summary={
            <p>
              {t('backoffice.finance.depositSummary', {
                member: acting.deposit.username,
                amount: money.format(acting.deposit.amount),
                channel: acting.deposit.channelName,
              })}
            </p>
          }
          input={acting.verb === 'reject' ? 'reason' : 'none'}
          isDanger={acting.verb === 'reject'}
          run={(reason) =>
            acting.verb === 'approve'
              ? approveDeposit(acting.deposit.id)
              : rejectDeposit(acting.deposit.id, reason)
          }
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}
