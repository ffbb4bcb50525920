import type { TeamFundsRow } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateRangeFilter } from '../../../components/date-range-filter';
import { ReceiptIcon } from '../../../components/money-icons';
import { PagedRecords } from '../../../components/paged-records';
import { presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useTeamFunds } from '../api/get-team-funds';
import type { TeamFundsFilter } from '../api/get-team-funds';
import { AccountFilter } from './account-filter';
import { FigureGrid } from './figure-grid';

const KINDS = ['ALL', 'DEPOSIT', 'WITHDRAWAL'] as const;

/**
 * Team transaction (docs/product/agent-center.md): the deposits and withdrawals of the whole team, newest first,
 * with the completed sums of the range above the list.
 */
export function TeamTransactionsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [filter, setFilter] = useState<TeamFundsFilter>({
    kind: 'ALL',
    account: '',
    range: presetRange('last7Days'),
    pageNum: 1,
  });
  const change = (next: Partial<TeamFundsFilter>) =>
    setFilter((current) => ({ ...current, ...next, pageNum: 1 }));
  const funds = useTeamFunds(filter);

  return (
    <div className="agent-stack">
      <div className="agent-panel agent-stack">
        <div className="agent-filters">
          <div className="agent-chips" role="group" aria-label={t('agentCenter.funds.kind')}>
            {KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className="agent-chip"
                aria-pressed={filter.kind === kind}
                onClick={() => change({ kind })}
              >
                {t(`agentCenter.funds.${kind}`)}
              </button>
            ))}
          </div>
          <AccountFilter value={filter.account} onChange={(account) => change({ account })} />
        </div>
        <DateRangeFilter onChange={(range) => change({ range })} />
      </div>
      <div aria-busy={funds.isFetching}>
        <PagedRecords
          query={funds}
          skeleton={{ rows: 6, rowHeight: 40 }}
          empty={{
            icon: <ReceiptIcon />,
            title: t('agentCenter.funds.emptyTitle'),
            text: t('agentCenter.funds.emptyText'),
          }}
          caption={t('agentCenter.page.teamTransactions')}
          rowKey={(row: TeamFundsRow) => row.id}
          renderSummary={(page) => (
            <FigureGrid
              label={t('agentCenter.funds.totals')}
              figures={[
                {
                  key: 'deposits',
                  label: t('agentCenter.figure.deposits'),
                  value: money.format(page.totals.deposits),
                },
                {
                  key: 'withdrawals',
                  label: t('agentCenter.figure.withdrawals'),
                  value: money.format(page.totals.withdrawals),
                },
              ]}
            />
          )}
          columns={[
            { key: 'time', header: t('records.time'), render: (row) => formatDateTime(row.time) },
            {
              key: 'account',
              header: t('agentCenter.column.account'),
              render: (row) => <strong>{row.account}</strong>,
            },
            { key: 'kind', header: t('records.type'), render: (row) => t(`agentCenter.funds.${row.kind}`) },
            { key: 'channel', header: t('agentCenter.column.channel'), render: (row) => row.channelCode },
            {
              key: 'amount',
              header: t('records.amount'),
              align: 'end',
              render: (row) => money.format(row.amount),
            },
            {
              key: 'fee',
              header: t('agentCenter.column.fee'),
              align: 'end',
              render: (row) => (row.fee === 0 ? '—' : money.format(row.fee)),
            },
            { key: 'status', header: t('records.status'), render: (row) => row.status },
          ]}
          onPageChange={(pageNum) => setFilter((current) => ({ ...current, pageNum }))}
        />
      </div>
    </div>
  );
}
