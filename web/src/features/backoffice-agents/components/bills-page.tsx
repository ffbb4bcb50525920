import { CONTRACT_KINDS, SETTLEMENT_STATUSES } from '@plaza/contracts/agent-contracts';
import type { ContractKind, Settlement, SettleResult } from '@plaza/contracts/agent-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { usePercent } from '../../../components/contract-terms-view';
import { decideDividend, fetchSettlements, settleContracts } from '../api/contracts';

type Decision = { bill: Settlement; approve: boolean };

/** Paying or refusing a dividend: the parties, the period and the amount, confirmed first. */
function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const { bill, approve } = decision;
  const mutation = useMutation({
    mutationFn: () => decideDividend(bill.id, approve),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'contracts'] });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t(approve ? 'backoffice.contracts.approveTitle' : 'backoffice.contracts.refuseTitle', {
        id: bill.id,
      })}
      confirmLabel={t(approve ? 'backoffice.contracts.approve' : 'backoffice.contracts.refuse')}
      isBusy={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      isDanger={!approve}
    >
      <p>
        {t('backoffice.contracts.billSummary', {
          member: bill.member.account,
          amount: money.format(bill.amount),
          payer: bill.payer === 'HOUSE' ? t('backoffice.contracts.house') : bill.upline.account,
          from: formatDateTime(bill.periodStart),
          to: formatDateTime(bill.periodEnd),
        })}
      </p>
    </ConfirmDialog>
  );
}

/** Settling one kind now (the periods that have ended and the retries), confirmed first; the counts after. */
function SettleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ContractKind>('DAILYSAL3');
  const [result, setResult] = useState<SettleResult | null>(null);
  const mutation = useMutation({
    mutationFn: () => settleContracts(kind),
    onSuccess: async (answer) => {
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'contracts'] });
    },
  });
  return (
    <ConfirmDialog
      title={t('backoffice.contracts.settleTitle')}
      confirmLabel={t('backoffice.contracts.settle')}
      isBusy={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      <p>{t('backoffice.contracts.settleText')}</p>
      <label className="list-screen__sort">
        <span>{t('backoffice.contracts.kind')}</span>
        <select
          className="field__input"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ContractKind);
            setResult(null);
          }}
        >
          {CONTRACT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`contracts.kind.${option}`)}
            </option>
          ))}
        </select>
      </label>
      {result === null ? null : <p role="status">{t('backoffice.contracts.settled', result)}</p>}
    </ConfirmDialog>
  );
}

function useColumns(onDecide: (decision: Decision) => void): ListColumn<Settlement>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const percent = usePercent();
  const mayDecide = useOperatorMay('contracts.manage');
  return [
    { key: 'id', header: t('backoffice.finance.id'), render: (row) => row.id, csv: (row) => row.id },
    {
      key: 'kind',
      header: t('backoffice.contracts.kind'),
      render: (row) => t(`contracts.kind.${row.kind}`),
      csv: (row) => row.kind,
    },
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => `${row.member.account} (#${row.member.id})`,
      csv: (row) => row.member.account,
    },
    {
      key: 'payer',
      header: t('backoffice.contracts.payer'),
      render: (row) => (row.payer === 'HOUSE' ? t('contracts.paidByHouse') : row.upline.account),
      csv: (row) => (row.payer === 'HOUSE' ? 'HOUSE' : row.upline.account),
    },
    {
      key: 'period',
      header: t('contracts.column.period'),
      render: (row) => `${formatDateTime(row.periodStart)} – ${formatDateTime(row.periodEnd)}`,
      csv: (row) => row.periodStart,
    },
    {
      key: 'rate',
      header: t('contracts.field.rate'),
      align: 'end',
      render: (row) => percent(row.rate),
      csv: (row) => row.rate,
    },
    {
      key: 'amount',
      header: t('backoffice.finance.amount'),
      align: 'end',
      render: (row) => money.format(row.amount),
      csv: (row) => row.amount,
    },
    {
      key: 'paid',
      header: t('backoffice.contracts.paid'),
      align: 'end',
      render: (row) => money.format(row.paidAmount),
      csv: (row) => row.paidAmount,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => t(`contracts.billStatus.${row.status}`),
      csv: (row) => row.status,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) =>
        mayDecide && row.status === 'AWAITING_APPROVAL' ? (
          <div className="back-office-actions">
            <button
              type="button"
              className="button button--outline"
              onClick={() => onDecide({ bill: row, approve: true })}
            >
              {t('backoffice.contracts.approve')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onDecide({ bill: row, approve: false })}
            >
              {t('backoffice.contracts.refuse')}
            </button>
          </div>
        ) : null,
      csv: () => null,
    },
  ];
}

/**
 * Contract bills of every member: salaries paid and dividends waiting for an operator's approval (filter
 * "Awaiting approval"); ADMIN and FINANCE approve or refuse them and may run a kind's settlement now.
 */
export function BillsPage() {
  const { t } = useTranslation();
  const params = useListParams<'kind' | 'status' | 'memberId'>();
  const mayManage = useOperatorMay('contracts.manage');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [isSettling, setIsSettling] = useState(false);
  const filters = {
    kind: params.get('kind'),
    status: params.get('status'),
    memberId: params.get('memberId'),
  };
  const query = useQuery({
    queryKey: ['backoffice', 'contracts', 'bills', filters, params.pageNum],
    queryFn: () => fetchSettlements(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.bills')}</h1>
        {mayManage ? (
          <button type="button" className="button button--outline" onClick={() => setIsSettling(true)}>
            {t('backoffice.contracts.settle')}
          </button>
        ) : null}
      </div>
      <ListScreen<Settlement>
        query={query}
        caption={t('backoffice.nav.bills')}
        columns={useColumns(setDeciding)}
        rowKey={(row) => String(row.id)}
        search={{
          value: filters.memberId,
          label: t('backoffice.finance.memberId'),
          onSubmit: (memberId) => params.set({ memberId: memberId.replace(/\D/g, '') }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.finance.status')}
              value={filters.status}
              options={SETTLEMENT_STATUSES.map((status) => ({
                value: status,
                label: t(`contracts.billStatus.${status}`),
              }))}
              onChange={(status) => params.set({ status })}
            />
            <ListFilter
              label={t('backoffice.contracts.kind')}
              value={filters.kind}
              options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`contracts.kind.${kind}`) }))}
              onChange={(kind) => params.set({ kind })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'contract-bills.csv',
          fetchPage: (pageNum, pageSize) => fetchSettlements(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.contracts.emptyBills'), text: t('backoffice.list.emptyText') }}
      />
      {deciding === null ? null : <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} />}
      {isSettling ? <SettleDialog onClose={() => setIsSettling(false)} /> : null}
    </div>
  );
}
