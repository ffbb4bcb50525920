import type { DepositRecord, DepositStatus } from '@plaza/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { ReceiptIcon } from '../../../components/money-icons';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useDepositRecords } from '../api/get-deposit-records';

const STATUS_TONES: Record<DepositStatus, StatusTone> = {
  PENDING: 'pending',
  COMPLETED: 'success',
  REJECTED: 'danger',
};

/** The member's deposits, newest first, a page at a time. */
export function DepositRecords() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [pageNum, setPageNum] = useState(1);
  const records = useDepositRecords(pageNum);

  if (records.isPending) {
    return <Skeleton rows={3} rowHeight={40} />;
  }
  if (records.isError) {
    return <LoadError error={records.error} onRetry={() => void records.refetch()} />;
  }
  if (records.data.content.length === 0) {
    return (
      <StateMessage icon={<ReceiptIcon />} title={t('wallet.noDeposits')} text={t('wallet.noDepositsText')} />
    );
  }
  return (
    <>
      <DataTable<DepositRecord>
        caption={t('wallet.depositRecords')}
        rows={records.data.content}
        rowKey={(record) => record.id}
        columns={[
          { key: 'time', header: t('wallet.time'), render: (record) => formatDateTime(record.createdAt) },
          { key: 'channel', header: t('wallet.channel'), render: (record) => record.channelName },
          {
            key: 'amount',
            header: t('wallet.amount'),
            align: 'end',
            render: (record) => money.format(record.amount),
          },
          {
            key: 'status',
            header: t('wallet.status'),
            render: (record) => (
              <span className="wallet-status">
                <StatusBadge
                  tone={STATUS_TONES[record.status]}
                  label={t(`wallet.depositStatus.${record.status}`)}
                />
                {record.rejectReason !== null ? (
                  <span className="wallet-muted">{record.rejectReason}</span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <Pagination
        pageNum={records.data.pageNum}
        totalPages={records.data.totalPages}
        onChange={setPageNum}
        isBusy={records.isPlaceholderData}
      />
    </>
  );
}
