import { DOWNLINE_SORTS } from '@plaza/contracts/agents';
import type { DownlinePage as DownlinePageData, DownlineRow } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { PagedRecords } from '../../../components/paged-records';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useDownline } from '../api/get-downline';
import type { DownlineFilter } from '../api/get-downline';
import { agentCenterPath, downlineTeamPath, memberDetailPath } from '../agent-center-pages';
import { TeamIcon } from './agent-center-icons';
import { Breadcrumb } from './breadcrumb';
import { DownlineFilters } from './downline-filters';
import { SignedAmount } from './signed-amount';

/**
 * Downline management (docs/product/agent-center.md): the agent's direct members, or a sub-agent's (the address
 * /agent/downline/<id>, with the way back up as a breadcrumb), or the whole team; searched by account,
 * filtered by kind, sorted by any figure, a page at a time, each member's figures over the period.
 */
export function DownlinePage() {
  const { agentId } = useParams();
  const parentId = agentId === undefined ? undefined : Number(agentId);
  // A new sub-agent starts the list again from its first page.
  return <DownlineList key={agentId ?? 'me'} parentId={parentId} />;
}

function DownlineList({ parentId }: { parentId: number | undefined }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DownlineFilter>({
    period: { period: 'THIS_MONTH' },
    parentId,
    scope: 'DIRECT',
    search: '',
    memberKind: 'ALL',
    sort: 'createdAt',
    order: 'desc',
    pageNum: 1,
  });
  const downline = useDownline(filter);
  const columns = useDownlineColumns();
  const change = (next: Partial<DownlineFilter>) =>
    setFilter((current) => ({ ...current, ...next, pageNum: 1 }));

  return (
    <div className="agent-stack">
      {downline.data !== undefined ? <DownlineBreadcrumb page={downline.data} /> : null}
      <DownlineFilters filter={filter} onChange={change} sorts={DOWNLINE_SORTS} />
      <div aria-busy={downline.isFetching} className="agent-table-scroll">
        <PagedRecords
          query={downline}
          skeleton={{ rows: 6, rowHeight: 44 }}
          empty={{
            icon: <TeamIcon />,
            title: t('agentCenter.downline.emptyTitle'),
            text:
              filter.search === '' ? t('agentCenter.downline.emptyText') : t('agentCenter.downline.noMatch'),
          }}
          caption={t('agentCenter.page.downlineManagement')}
          rowKey={(row) => String(row.id)}
          columns={columns}
          onPageChange={(pageNum) => setFilter((current) => ({ ...current, pageNum }))}
          renderSummary={(page) => (
            <p className="agent-muted">{t('agentCenter.downline.count', { count: page.total })}</p>
          )}
        />
      </div>
    </div>
  );
}

function DownlineBreadcrumb({ page }: { page: DownlinePageData }) {
  const { t } = useTranslation();
  if (page.breadcrumb.length <= 1) {
    return null;
  }
  return (
    <Breadcrumb
      items={page.breadcrumb.map((step, index) => ({
        label: index === 0 ? t('agentCenter.downline.myTeam') : step.account,
        to: index === 0 ? agentCenterPath('downlineManagement') : downlineTeamPath(step.id),
      }))}
    />
  );
}

function useDownlineColumns() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return [
    {
      key: 'account',
      header: t('agentCenter.column.account'),
      render: (row: DownlineRow) => (
        <span className="agent-member">
          <Link to={memberDetailPath(row.id)} className="agent-member__name">
            {row.account}
          </Link>
          <span className={row.isAgent ? 'agent-kind agent-kind--agent' : 'agent-kind'}>
            {row.isAgent ? t('agentCenter.kind.AGENT') : t('agentCenter.kind.MEMBER')}
          </span>
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: t('agentCenter.column.registered'),
      render: (row: DownlineRow) => formatDateTime(row.createdAt),
    },
    {
      key: 'teamSize',
      header: t('agentCenter.column.teamSize'),
      align: 'end' as const,
      render: (row: DownlineRow) =>
        row.isAgent ? (
          <Link
            to={downlineTeamPath(row.id)}
            aria-label={t('agentCenter.downline.openTeam', { account: row.account })}
          >
            {count(row.teamSize)}
          </Link>
        ) : (
          count(row.teamSize)
        ),
    },
    {
      key: 'balance',
      header: t('agentCenter.column.balance'),
      align: 'end' as const,
      render: (row: DownlineRow) => money.format(row.balance),
    },
    {
      key: 'deposits',
      header: t('agentCenter.figure.deposits'),
      align: 'end' as const,
      render: (row: DownlineRow) => money.format(row.figures.deposits),
    },
    {
      key: 'withdrawals',
      header: t('agentCenter.figure.withdrawals'),
      align: 'end' as const,
      render: (row: DownlineRow) => money.format(row.figures.withdrawals),
    },
    {
      key: 'validBet',
      header: t('agentCenter.figure.validBet'),
      align: 'end' as const,
      render: (row: DownlineRow) => money.format(row.figures.validBet),
    },
    {
      key: 'profitLoss',
      header: t('agentCenter.figure.profitLoss'),
      align: 'end' as const,
      render: (row: DownlineRow) => <SignedAmount minorUnits={row.figures.profitLoss} />,
    },
  ];
}
