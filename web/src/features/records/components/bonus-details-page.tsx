import type { BonusEntry } from '@plaza/contracts/records';
import { useTranslation } from 'react-i18next';

import { DateRangeFilter } from '../../../components/date-range-filter';
import { BonusIcon } from '../../../components/money-icons';
import { PagedRecords } from '../../../components/paged-records';
import { formatDateTime } from '../../../lib/format-date-time';
import { useBonuses } from '../api/get-bonuses';
import { useRecordPages } from '../hooks/use-record-pages';
import { useMovementColumns } from './record-columns';
import './records.css';

/**
 * Bonus details (docs/product/records.md#bonus-details): each bonus paid to (or taken back from) the member, over
 * a range, a page at a time.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const movementColumns = useMovementColumns<BonusEntry>();
  const pages = useRecordPages();
  const bonuses = useBonuses(pages.range, pages.pageNum);

  return (
    <div className="records-page">
      <div className="records-filters">
        <DateRangeFilter onChange={pages.changeRange} />
      </div>
      <div aria-busy={bonuses.isFetching}>
        <PagedRecords
          query={bonuses}
          skeleton={{ rows: 5, rowHeight: 36 }}
          empty={{ icon: <BonusIcon />, title: t('records.noBonuses'), text: t('records.noBonusesText') }}
          caption={t('memberCenter.page.bonusDetails')}
          rowKey={(entry) => entry.id}
          columns={[
            { key: 'time', header: t('records.time'), render: (row) => formatDateTime(row.time) },
            {
              key: 'description',
              header: t('records.description'),
              render: (row) => row.description ?? t('records.bonus'),
            },
            ...movementColumns,
          ]}
          onPageChange={pages.setPageNum}
        />
      </div>
    </div>
  );
}
