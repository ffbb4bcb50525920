import { TRANSACTION_TYPES } from '@plaza/contracts/records';
import type { Transaction, TransactionType } from '@plaza/contracts/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateRangeFilter } from '../../../components/date-range-filter';
import { ReceiptIcon } from '../../../components/money-icons';
import { PagedRecords } from '../../../components/paged-records';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTransactions } from '../api/get-transactions';
import { useRecordPages } from '../hooks/use-record-pages';
import { useMovementColumns } from './record-columns';
import './records.css';

/**
 * Account record (transactionHistory, docs/product/records.md#account-record): every movement of the member's
 * money, filtered by type and by the date presets or a custom range (docs/product/records.md#ranges-and-pages), a
 * page at a time, newest first.
 */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const movementColumns = useMovementColumns<Transaction>();
  const [types, setTypes] = useState<TransactionType[]>([]);
  const pages = useRecordPages();
  const transactions = useTransactions({ types, range: pages.range, pageNum: pages.pageNum });

  const toggleType = (type: TransactionType) => {
    setTypes((current) =>
      current.includes(type) ? current.filter((entry) => entry !== type) : [...current, type],
    );
    pages.restart();
  };

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
              pages.restart();
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
        <DateRangeFilter onChange={pages.changeRange} />
      </div>
      <div aria-busy={transactions.isFetching}>
        <PagedRecords
          query={transactions}
          skeleton={{ rows: 6, rowHeight: 36 }}
          empty={{
            icon: <ReceiptIcon />,
            title: t('records.noTransactions'),
            text: t('records.noTransactionsText'),
          }}
          caption={t('memberCenter.page.transactionHistory')}
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
            ...movementColumns,
          ]}
          onPageChange={pages.setPageNum}
        />
      </div>
    </div>
  );
}
