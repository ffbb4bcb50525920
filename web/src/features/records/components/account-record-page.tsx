import { TRANSACTION_TYPES } from '@plaza/contracts/records';
import type { Transaction, TransactionType } from '@plaza/contracts/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { LoadError } from '../../../components/load-error';
import { ReceiptIcon } from '../../../components/money-icons';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { presetRange } from '../../../lib/date-range';
import type { DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useTransactions } from '../api/get-transactions';
import { SignedAmount } from './signed-amount';
import './records.css';

/**
 * Account record (transactionHistory, spec.md §2.5): every movement of the member's money, filtered by type and
 * by the date presets of spec.md §9 or a custom range, a page at a time, newest first.
 */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [types, setTypes] = useState<TransactionType[]>([]);
  const [range, setRange] = useState<DateRange>(() => presetRange('last7Days'));
  const [pageNum, setPageNum] = useState(1);
  const transactions = useTransactions({ types, range, pageNum });

  const toggleType = (type: TransactionType) => {
    setTypes((current) =>
      current.includes(type) ? current.filter((entry) => entry !== type) : [...current, type],
    );
    setPageNum(1);
  };

  let list;
  if (transactions.isPending) {
    list = <Skeleton rows={6} rowHeight={36} />;
  } else if (transactions.isError) {
    list = <LoadError error={transactions.error} onRetry={() => void transactions.refetch()} />;
  } else if (transactions.data.content.length === 0) {
    list = (
      <StateMessage
        icon={<ReceiptIcon />}
        title={t('records.noTransactions')}
        text={t('records.noTransactionsText')}
      />
    );
  } else {
    list = (
      <>
        <DataTable<Transaction>
          caption={t('memberCenter.page.transactionHistory')}
          rows={transactions.data.content}
          rowKey={(transaction) => transaction.id}
          columns={[
            { key: 'time', header: t('records.time'), render: (row) => formatDateTime(row.time) },
            {
              key: 'type',
              header: t('records.type'),
              render: (row) => t(`records.transactionType.${row.type}`),
            },
            {
              key: 'wallet',
              header: t('records.wallet'),
              render: (row) => (row.wallet === 'MAIN' ? t('records.mainWallet') : row.wallet),
            },
            {
              key: 'amount',
              header: t('records.amount'),
              align: 'end',
              render: (row) => <SignedAmount minorUnits={row.amount} />,
            },
            {
              key: 'balanceAfter',
              header: t('records.balanceAfter'),
              align: 'end',
              render: (row) => money.format(row.balanceAfter),
            },
          ]}
        />
        <Pagination
          pageNum={transactions.data.pageNum}
          totalPages={transactions.data.totalPages}
          onChange={setPageNum}
          isBusy={transactions.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <div className="records-page">
      <div className="records-filters">
        <div className="records-types" role="group" aria-label={t('records.typeFilter')}>
          <button
            type="button"
            className="records-chip"
            aria-pressed={types.length === 0}
            onClick={() => {
              setTypes([]);
              setPageNum(1);
            }}
          >
            {t('records.allTypes')}
          </button>
          {TRANSACTION_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="records-chip"
              aria-pressed={types.includes(type)}
              onClick={() => toggleType(type)}
            >
              {t(`records.transactionType.${type}`)}
            </button>
          ))}
        </div>
        <DateRangeFilter
          onChange={(next) => {
            setRange(next);
            setPageNum(1);
          }}
        />
      </div>
      <div aria-busy={transactions.isFetching}>{list}</div>
    </div>
  );
}
