import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GiftIcon } from '../../../components/icons';
import { PagedRecords } from '../../../components/paged-records';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRedeemHistory } from '../api/get-redeem-history';
import { formatPoints } from './format-points';

const TONES = { IN_PROCESS: 'pending', APPROVED: 'success', REJECTED: 'danger' } as const;

/** Redeem history: every redemption with its status (in process, approved, rejected with the reason). */
export function RedeemHistory() {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const history = useRedeemHistory(pageNum);
  return (
    <PagedRecords
      query={history}
      skeleton={{ rows: 4, rowHeight: 44 }}
      empty={{
        icon: <GiftIcon />,
        title: t('pointsMall.noRedemptions'),
        text: t('pointsMall.noRedemptionsText'),
      }}
      caption={t('pointsMall.tab.history')}
      rowKey={(row) => row.id}
      columns={[
        { key: 'reference', header: t('pointsMall.reference'), render: (row) => row.referenceNo },
        { key: 'title', header: t('pointsMall.reward'), render: (row) => row.title },
        { key: 'quantity', header: t('pointsMall.quantity'), render: (row) => row.quantity },
        {
          key: 'points',
          header: t('pointsMall.pointsSpent'),
          render: (row) => formatPoints(row.pointsRequired, i18n.language),
        },
        { key: 'applied', header: t('pointsMall.appliedAt'), render: (row) => formatDateTime(row.appliedAt) },
        {
          key: 'status',
          header: t('pointsMall.status'),
          render: (row) => (
            <StatusBadge tone={TONES[row.status]} label={t(`pointsMall.redemptionStatus.${row.status}`)} />
          ),
        },
        { key: 'remark', header: t('pointsMall.remark'), render: (row) => row.remark },
      ]}
      onPageChange={setPageNum}
    />
  );
}
