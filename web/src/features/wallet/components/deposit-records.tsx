import type { DepositStatus } from '@plaza/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ReceiptIcon } from '../../../components/money-icons';
import { PagedRecords } from '../../../components/paged-records';
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

  return (
    <PagedRecords
      query={records}
      skeleton={{ rows: 3, rowHeight: 40 }}
      empty={{ icon: <ReceiptIcon />, title: t('wallet.noDeposits'), text: t('wallet.noDepositsText') }}
      caption={t('wallet.depositRecords')}
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
      onPageChange={setPageNum}
    />
  );
}
