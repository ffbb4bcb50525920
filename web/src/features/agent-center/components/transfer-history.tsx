import type { TeamTransfer } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedRecords } from '../../../components/paged-records';
import { presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTeamTransfers } from '../api/transfers';
import { ExchangeIcon } from './agent-center-icons';
import { SignedAmount } from './signed-amount';

/** The member's transfers up and down the tree over the last 30 days, sent ones negative, newest first. */
export function TransferHistory({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [range] = useState(() => presetRange('last30Days'));
  const transfers = useTeamTransfers({ side: 'ALL', range, pageNum });
  return (
    <section className="agent-stack" aria-labelledby="agent-transfer-history">
      <h3 id="agent-transfer-history" className="agent-subtitle">
        {t('agentCenter.transfer.history')}
      </h3>
      <div aria-busy={transfers.isFetching}>
        <PagedRecords
          query={transfers}
          skeleton={{ rows: 3, rowHeight: 40 }}
          empty={{
            icon: <ExchangeIcon />,
            title: t('agentCenter.transfer.historyEmpty'),
            text: t('agentCenter.transfer.historyEmptyText'),
          }}
          caption={t('agentCenter.transfer.history')}
          rowKey={(row: TeamTransfer) => row.id}
          columns={[
            { key: 'time', header: t('records.time'), render: (row) => formatDateTime(row.time) },
            {
              key: 'direction',
              header: t('records.type'),
              render: (row) => t(`agentCenter.transfer.direction.${row.direction}`),
            },
            {
              key: 'other',
              header: t('agentCenter.transfer.counterparty'),
              render: (row) => (
                <strong>{row.from.id === memberId ? row.to.account : row.from.account}</strong>
              ),
            },
            {
              key: 'amount',
              header: t('records.amount'),
              align: 'end',
              render: (row) => (
                <SignedAmount minorUnits={row.from.id === memberId ? -row.amount : row.amount} />
              ),
            },
            { key: 'remark', header: t('agentCenter.transfer.remark'), render: (row) => row.remark ?? '—' },
          ]}
          onPageChange={setPageNum}
        />
      </div>
    </section>
  );
}
