import { WITHDRAWAL_STATUSES } from '@plaza/contracts/withdrawals';
import type { OperatorWithdrawal } from '@plaza/contracts/withdrawals';
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
import { actOnWithdrawal, fetchWithdrawals, FINANCE_QUERY_KEY } from '../api/finance';

type Verb = 'approve' | 'reject' | 'disburse';

/** The actions a withdrawal's state allows (docs/product/withdrawals.md). */
function allowedVerbs(withdrawal: OperatorWithdrawal): Verb[] {
  switch (withdrawal.status) {
    case 'PENDING':
      return ['approve', 'reject'];
    case 'APPROVED':
      return withdrawal.disbursedAmount === 0 ? ['disburse', 'reject'] : ['disburse'];
    case 'DISBURSING':
      return ['disburse'];
    case 'REJECTED':
    case 'DISBURSED':
    case 'DISPUTED':
    case 'COMPLETED':
      return [];
  }
}

function useColumns(
  onAct: (withdrawal: OperatorWithdrawal, verb: Verb) => void,
): ListColumn<OperatorWithdrawal>[] {
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
      key: 'payout',
      header: t('backoffice.finance.payout'),
      align: 'end',
      render: (row) => money.format(row.payoutAmount),
      csv: (row) => row.payoutAmount,
    },
    {
      key: 'channel',
      header: t('backoffice.finance.channel'),
      render: (row) => `${row.channelName} · ${row.accountNumber}`,
      csv: (row) => `${row.channelCode} ${row.accountNumber}`,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => t(`backoffice.finance.withdrawalStatus.${row.status}`),
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
        mayAct ? (
          <div className="back-office-actions">
            {allowedVerbs(row).map((verb) => (
              <button
                key={verb}
                type="button"
                className={`button ${verb === 'reject' ? 'button--quiet' : 'button--outline'}`}
                onClick={() => onAct(row, verb)}
              >
                {t(`backoffice.finance.${verb}`)}
              </button>
            ))}
          </div>
        ) : null,
      csv: () => null,
    },
  ];
}

/** The withdrawal queue: filter by state and member, approve, reject, disburse, each confirmed first. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const params = useListParams<'status' | 'memberId'>();
  const [acting, setActing] = useState<{ withdrawal: OperatorWithdrawal; verb: Verb } | null>(null);
  const filters = { status: params.get('status'), memberId: params.get('memberId') };
  const query = useQuery({
    queryKey: ['backoffice', 'finance', 'withdrawals', filters, params.pageNum],
    queryFn: () => fetchWithdrawals(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.withdrawals')}</h1>
      </div>
      <ListScreen<OperatorWithdrawal>
        query={query}
        caption={t('backoffice.nav.withdrawals')}
        columns={useColumns((withdrawal, verb) => setActing({ withdrawal, verb }))}
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
            options={WITHDRAWAL_STATUSES.map((status) => ({
              value: status,
              label: t(`backoffice.finance.withdrawalStatus.${status}`),
            }))}
            onChange={(status) => params.set({ status })}
          />
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'withdrawals.csv',
          fetchPage: (pageNum, pageSize) => fetchWithdrawals(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.finance.emptyWithdrawals'), text: t('backoffice.list.emptyText') }}
      />
      {acting === null ? null : (
        <ActionDialog
          queryKey={FINANCE_QUERY_KEY}
          title={t(`backoffice.finance.${acting.verb}Title`, { id: acting.withdrawal.id })}
          confirmLabel={t(`backoffice.finance.${acting.verb}`)}
          summary={
            <p>
              {t('backoffice.finance.withdrawalSummary', {
                member: acting.withdrawal.username,
                amount: money.format(
                  acting.verb === 'disburse'
                    ? acting.withdrawal.payoutAmount - acting.withdrawal.disbursedAmount
                    : acting.withdrawal.payoutAmount,
                ),
                account: `${acting.withdrawal.channelName} ${acting.withdrawal.accountNumber}`,
              })}
            </p>
          }
          input={acting.verb === 'reject' ? 'reason' : acting.verb === 'disburse' ? 'reference' : 'none'}
          isDanger={acting.verb === 'reject'}
          run={(text) =>
            actOnWithdrawal(
              acting.withdrawal.id,
              acting.verb === 'approve'
                ? { kind: 'approve' }
                : acting.verb === 'reject'
                  ? { kind: 'reject', reason: text }
                  : { kind: 'disburse', reference: text },
            )
          }
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}
