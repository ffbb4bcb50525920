import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StarIcon } from '../../../components/icons';
import { PagedRecords } from '../../../components/paged-records';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { usePointRecords } from '../api/get-point-records';
import { formatPoints } from './format-points';

/** Points details: every movement of the member's points with the balance it left. */
export function PointsDetails() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [pageNum, setPageNum] = useState(1);
  const records = usePointRecords(pageNum);
  const points = (value: number) => formatPoints(value, i18n.language);
  return (
    <PagedRecords
      query={records}
      skeleton={{ rows: 4, rowHeight: 44 }}
      empty={{ icon: <StarIcon />, title: t('pointsMall.noRecords'), text: t('pointsMall.noRecordsText') }}
      caption={t('pointsMall.tab.details')}
      rowKey={(row) => row.id}
      columns={[
        { key: 'time', header: t('pointsMall.time'), render: (row) => formatDateTime(row.time) },
        { key: 'kind', header: t('pointsMall.kindLabel'), render: (row) => t(`pointsMall.kind.${row.kind}`) },
        {
          key: 'points',
          header: t('pointsMall.pointsChanged'),
          render: (row) => (row.points > 0 ? `+${points(row.points)}` : points(row.points)),
        },
        { key: 'balance', header: t('pointsMall.pointsBalance'), render: (row) => points(row.balance) },
        {
          key: 'amount',
          header: t('pointsMall.amount'),
          render: (row) => (row.amount === 0 ? '' : money.format(row.amount)),
        },
        { key: 'reference', header: t('pointsMall.reference'), render: (row) => row.referenceNo },
        { key: 'remark', header: t('pointsMall.remark'), render: (row) => row.remark },
      ]}
      onPageChange={setPageNum}
    />
  );
}
