import type { TeamProfitRow } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChartIcon } from '../../../components/money-icons';
import { PagedRecords } from '../../../components/paged-records';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useTeamProfit } from '../api/get-team-profit';
import type { TeamProfitFilter, TeamProfitSort } from '../api/get-team-profit';
import { memberDetailPath } from '../agent-center-pages';
import { AccountFilter } from './account-filter';
import { FigureGrid } from './figure-grid';
import { PeriodPicker } from './period-picker';
import { SignedAmount } from './signed-amount';

const SORTS: readonly TeamProfitSort[] = ['profitLoss', 'validBet', 'deposits', 'account'];

/**
 * User loss statements (docs/product/agent-center.md): each team member's own profit and loss over the period, the
 * biggest losers first, with the sums of every matching member above the list.
 */
export function LossStatementsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [filter, setFilter] = useState<TeamProfitFilter>({
    period: { period: 'THIS_MONTH' },
    account: '',
    sort: 'profitLoss',
    order: 'asc',
    pageNum: 1,
  });
  const change = (next: Partial<TeamProfitFilter>) =>
    setFilter((current) => ({ ...current, ...next, pageNum: 1 }));
  const profit = useTeamProfit(filter);

  return (
    <div className="agent-stack">
      <div className="agent-panel agent-stack">
        <div className="agent-filters">
          <AccountFilter value={filter.account} onChange={(account) => change({ account })} />
          <label className="agent-select">
            <span>{t('agentCenter.sort.label')}</span>
            <select
              className="field__input"
              value={filter.sort}
              onChange={(event) => {
                const next = SORTS.find((sort) => sort === event.target.value);
                if (next !== undefined) {
                  change({ sort: next });
                }
              }}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`agentCenter.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--quiet agent-order"
            aria-pressed={filter.order === 'asc'}
            onClick={() => change({ order: filter.order === 'asc' ? 'desc' : 'asc' })}
          >
            {filter.order === 'asc' ? t('agentCenter.sort.asc') : t('agentCenter.sort.desc')}
          </button>
        </div>
        <PeriodPicker initial="THIS_MONTH" onChange={(period) => change({ period })} />
      </div>
      <div aria-busy={profit.isFetching} className="agent-table-scroll">
        <PagedRecords
          query={profit}
          skeleton={{ rows: 6, rowHeight: 44 }}
          empty={{
            icon: <ChartIcon />,
            title: t('agentCenter.loss.emptyTitle'),
            text: t('agentCenter.loss.emptyText'),
          }}
          caption={t('agentCenter.page.userLossStatements')}
          rowKey={(row) => String(row.memberId)}
          renderSummary={(page) => (
            <FigureGrid
              label={t('agentCenter.loss.totals')}
              figures={[
                {
                  key: 'members',
                  label: t('agentCenter.loss.members'),
                  value: new Intl.NumberFormat(i18n.language).format(page.total),
                },
                {
                  key: 'validBet',
                  label: t('agentCenter.figure.validBet'),
                  value: money.format(page.totals.validBet),
                },
                {
                  key: 'payout',
                  label: t('agentCenter.figure.payout'),
                  value: money.format(page.totals.payout),
                },
                {
                  key: 'profitLoss',
                  label: t('agentCenter.figure.profitLoss'),
                  value: <SignedAmount minorUnits={page.totals.profitLoss} />,
                },
              ]}
            />
          )}
          columns={[
            {
              key: 'account',
              header: t('agentCenter.column.account'),
              render: (row: TeamProfitRow) => (
                <span className="agent-member">
                  <Link to={memberDetailPath(row.memberId)} className="agent-member__name">
                    {row.account}
                  </Link>
                  {row.isAgent ? (
                    <span className="agent-kind agent-kind--agent">{t('agentCenter.kind.AGENT')}</span>
                  ) : null}
                </span>
              ),
            },
            {
              key: 'deposits',
              header: t('agentCenter.figure.deposits'),
              align: 'end',
              render: (row) => money.format(row.figures.deposits),
            },
            {
              key: 'withdrawals',
              header: t('agentCenter.figure.withdrawals'),
              align: 'end',
              render: (row) => money.format(row.figures.withdrawals),
            },
            {
              key: 'validBet',
              header: t('agentCenter.figure.validBet'),
              align: 'end',
              render: (row) => money.format(row.figures.validBet),
            },
            {
              key: 'bonus',
              header: t('agentCenter.figure.bonus'),
              align: 'end',
              render: (row) => money.format(row.figures.bonus),
            },
            {
              key: 'profitLoss',
              header: t('agentCenter.figure.profitLoss'),
              align: 'end',
              render: (row) => <SignedAmount minorUnits={row.figures.profitLoss} />,
            },
          ]}
          onPageChange={(pageNum) => setFilter((current) => ({ ...current, pageNum }))}
        />
      </div>
    </div>
  );
}
