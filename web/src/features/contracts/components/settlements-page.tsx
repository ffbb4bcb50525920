import type { ContractKind, Settlement } from '@plaza/contracts/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import type { DataColumn } from '../../../components/data-table';
import { ReceiptIcon } from '../../../components/money-icons';
import { Pagination } from '../../../components/pagination';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useSettlements } from '../api/contracts';
import { usePercent } from '../../../components/contract-terms-view';
import './contracts.css';

const TONES: Record<Settlement['status'], StatusTone> = {
  NOT_REACHED: 'neutral',
  AWAITING_APPROVAL: 'pending',
  INSUFFICIENT: 'danger',
  PARTIAL: 'pending',
  PAID: 'success',
  REJECTED: 'danger',
};

/**
 * Which way a bill's money moved for the member looking at it: in (its own bill, paid by its upline or the
 * platform), out (a downline's bill it paid from its wallet), or not through its wallet at all (a downline's bill the
 * platform paid, or a bill with nothing to pay).
 */
export function directionOf(row: Settlement): 'IN' | 'OUT' | 'NONE' {
  if (row.amount <= 0 || row.status === 'NOT_REACHED' || row.status === 'REJECTED') {
    return 'NONE';
  }
  if (row.side === 'RECEIVED') {
    return 'IN';
  }
  return row.side === 'PAID' && row.payer === 'UPLINE' ? 'OUT' : 'NONE';
}

const SIGNS = { IN: '+', OUT: '−', NONE: '' } as const;
const AMOUNT_CLASSES = {
  IN: 'contract-amount contract-amount--in',
  OUT: 'contract-amount contract-amount--out',
  NONE: 'contract-amount contract-amount--none',
} as const;

/**
 * The bills of one kind (docs/product/agent-contracts.md "Pages"): what the member received from its upline or the
 * house, and what it paid its direct downlines, newest period first, with the team figures they were worked out on.
 */
export function SettlementsPage({ kind }: { kind?: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const percent = usePercent();
  const [pageNum, setPageNum] = useState(1);
  const settlements = useSettlements(kind, pageNum);
  const columns: DataColumn<Settlement>[] = [
    {
      key: 'period',
      header: t('contracts.column.period'),
      render: (row) => <time dateTime={row.periodStart}>{formatDateTime(row.periodStart)}</time>,
    },
    {
      key: 'party',
      header: t('contracts.column.party'),
      render: (row) =>
        row.side === 'RECEIVED' ? (
          t(row.payer === 'HOUSE' ? 'contracts.fromHouse' : 'contracts.fromUpline', {
            account: row.upline.account,
          })
        ) : (
          <>
            {t('contracts.toDownline', { account: row.member.account })}
            {row.payer === 'HOUSE' ? (
              <small className="contract-muted contract-party-note">{t('contracts.paidByHouse')}</small>
            ) : null}
          </>
        ),
    },
    {
      key: 'validBet',
      header: t('contracts.field.validBet'),
      align: 'end',
      render: (row) => money.format(row.teamValidBet),
    },
    ...(kind === 'DIVIDEND3'
      ? [
          {
            key: 'loss',
            header: t('contracts.field.teamLoss'),
            align: 'end' as const,
            render: (row: Settlement) => money.format(row.teamLoss),
          },
        ]
      : []),
    {
      key: 'active',
      header: t('contracts.field.activeMembers'),
      align: 'end',
      render: (row) => row.activeMembers,
    },
    { key: 'rate', header: t('contracts.field.rate'), align: 'end', render: (row) => percent(row.rate) },
    {
      key: 'amount',
      header: t('contracts.column.amount'),
      align: 'end',
      render: (row) => (
        <span className={AMOUNT_CLASSES[directionOf(row)]}>
          {SIGNS[directionOf(row)]}
          {money.format(row.amount)}
          {row.paidAmount !== row.amount && row.amount > 0 ? (
            <small className="contract-muted">
              {' '}
              {t('contracts.paidSoFar', { amount: money.format(row.paidAmount) })}
            </small>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('contracts.column.status'),
      render: (row) => (
        <StatusBadge tone={TONES[row.status]} label={t(`contracts.billStatus.${row.status}`)} />
      ),
    },
  ];
  return (
    <div aria-busy={settlements.isFetching} className="contract-page">
      <QueryContent query={settlements} skeleton={{ rows: 4, rowHeight: 56 }}>
        {(page) =>
          page.content.length === 0 ? (
            <StateMessage
              icon={<ReceiptIcon />}
              title={t('contracts.bills.emptyTitle')}
              text={t('contracts.bills.emptyText')}
            />
          ) : (
            <>
              <DataTable
                caption={t('contracts.bills.caption')}
                columns={columns}
                rows={page.content}
                rowKey={(row) => String(row.id)}
              />
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={setPageNum}
                isBusy={settlements.isPlaceholderData}
              />
            </>
          )
        }
      </QueryContent>
    </div>
  );
}

export function DividendRecordPage() {
  return <SettlementsPage kind="DIVIDEND3" />;
}
export function DailyWagesPage() {
  return <SettlementsPage kind="DAILYSAL3" />;
}
export function HourlySalaryPage() {
  return <SettlementsPage kind="HOURSAL3" />;
}
export function RealTimeSalaryPage() {
  return <SettlementsPage kind="RTSALARY3" />;
}
