import type { BonusEntry } from '@plaza/contracts/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { LoadError } from '../../../components/load-error';
import { BonusIcon } from '../../../components/money-icons';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { presetRange } from '../../../lib/date-range';
import type { DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBonuses } from '../api/get-bonuses';
import { SignedAmount } from './signed-amount';
import './records.css';

/** Bonus details (spec.md §2.5): each bonus paid to (or taken back from) the member, over a range, a page at a time. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [range, setRange] = useState<DateRange>(() => presetRange('last7Days'));
  const [pageNum, setPageNum] = useState(1);
  const bonuses = useBonuses(range, pageNum);

  let list;
  if (bonuses.isPending) {
    list = <Skeleton rows={5} rowHeight={36} />;
  } else if (bonuses.isError) {
    list = <LoadError error={bonuses.error} onRetry={() => void bonuses.refetch()} />;
  } else if (bonuses.data.content.length === 0) {
    list = (
      <StateMessage icon={<BonusIcon />} title={t('records.noBonuses')} text={t('records.noBonusesText')} />
    );
  } else {
    list = (
      <>
        <DataTable<BonusEntry>
          caption={t('memberCenter.page.bonusDetails')}
          rows={bonuses.data.content}
          rowKey={(entry) => entry.id}
          columns={[
            { key: 'time', header: t('records.time'), render: (row) => formatDateTime(row.time) },
            {
              key: 'description',
              header: t('records.description'),
              render: (row) => row.description ?? t('records.bonus'),
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
          pageNum={bonuses.data.pageNum}
          totalPages={bonuses.data.totalPages}
          onChange={setPageNum}
          isBusy={bonuses.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <div className="records-page">
      <div className="records-filters">
        <DateRangeFilter
          onChange={(next) => {
            setRange(next);
            setPageNum(1);
          }}
        />
      </div>
      <div aria-busy={bonuses.isFetching}>{list}</div>
    </div>
  );
}
