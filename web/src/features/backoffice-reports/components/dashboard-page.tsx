import type { Dashboard, PlayBreakdown } from '@plaza/contracts/back-office';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchDashboard } from '../api/reports';
import { DayRange, SummarizedAt } from './day-range';
import { TrendChart } from './trend-chart';
import '../../../components/back-office/report-pieces.css';

function Tiles({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const today = dashboard.days.at(-1);
  const tiles: { key: string; label: string; today: string; range: string }[] = [
    {
      key: 'deposits',
      label: t('backoffice.dashboard.deposits'),
      today: money.format(today?.deposits ?? 0),
      range: money.format(dashboard.totals.deposits),
    },
    {
      key: 'withdrawals',
      label: t('backoffice.dashboard.withdrawals'),
      today: money.format(today?.withdrawals ?? 0),
      range: money.format(dashboard.totals.withdrawals),
    },
    {
      key: 'bets',
      label: t('backoffice.dashboard.bets'),
      today: money.format(today?.bets ?? 0),
      range: money.format(dashboard.totals.bets),
    },
    {
      key: 'payouts',
      label: t('backoffice.dashboard.payouts'),
      today: money.format(today?.payouts ?? 0),
      range: money.format(dashboard.totals.payouts),
    },
    {
      key: 'ggr',
      label: t('backoffice.dashboard.ggr'),
      today: money.format(today?.ggr ?? 0),
      range: money.format(dashboard.totals.ggr),
    },
    {
      key: 'bonuses',
      label: t('backoffice.dashboard.bonuses'),
      today: money.format(today?.bonuses ?? 0),
      range: money.format(dashboard.totals.bonuses),
    },
    {
      key: 'newMembers',
      label: t('backoffice.dashboard.newMembers'),
      today: String(today?.newMembers ?? 0),
      range: String(dashboard.totals.newMembers),
    },
    {
      key: 'activeMembers',
      label: t('backoffice.dashboard.activeMembers'),
      today: String(today?.activeMembers ?? 0),
      range: String(dashboard.totals.activeMembers),
    },
  ];
  return (
    <div className="back-office-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="back-office-tile">
          <span className="back-office-tile__label">{tile.label}</span>
          <span className="back-office-tile__value">{tile.today}</span>
          <span className="back-office-tile__sub">
            {t('backoffice.dashboard.inRange', { value: tile.range })}
          </span>
        </div>
      ))}
    </div>
  );
}

function Pending({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const items = [
    { key: 'deposits', count: dashboard.pending.deposits, to: '/backoffice/finance/deposits?status=PENDING' },
    {
      key: 'withdrawals',
      count: dashboard.pending.withdrawals,
      to: '/backoffice/finance/withdrawals?status=PENDING',
    },
    { key: 'adjustments', count: dashboard.pending.adjustments, to: '/backoffice/finance/adjustments' },
  ] as const;
  return (
    <section aria-labelledby="dashboard-pending">
      <h2 id="dashboard-pending" className="back-office-screen__subtitle">
        {t('backoffice.dashboard.pending')}
      </h2>
      <div className="back-office-tiles">
        {items.map((item) => (
          <Link
            key={item.key}
            to={item.to}
            className={`back-office-tile${item.count > 0 ? ' back-office-tile--alert' : ''}`}
          >
            <span className="back-office-tile__label">
              {t(`backoffice.dashboard.pendingItems.${item.key}`)}
            </span>
            <span className="back-office-tile__value">{item.count}</span>
            <span className="back-office-tile__sub">{t('backoffice.dashboard.open')}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

/** Play by vendor or game type over the range, as a table. */
export function BreakdownTable({ caption, rows }: { caption: string; rows: readonly PlayBreakdown[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <DataTable<PlayBreakdown>
      caption={caption}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { key: 'key', header: caption, render: (row) => row.key },
        { key: 'count', header: t('backoffice.dashboard.betCount'), render: (row) => row.betCount },
        { key: 'bets', header: t('backoffice.dashboard.bets'), render: (row) => money.format(row.bets) },
        {
          key: 'payouts',
          header: t('backoffice.dashboard.payouts'),
          render: (row) => money.format(row.payouts),
        },
        { key: 'ggr', header: t('backoffice.dashboard.ggr'), render: (row) => money.format(row.ggr) },
      ]}
    />
  );
}

/**
 * The dashboard: the last day of the range (today by default) against the whole range, trends as charts, play by
 * vendor and game type, and what waits for an operator with links to its queue.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const params = useListParams<'from' | 'to'>();
  const mayReadFinance = useOperatorMay('finance.read');
  const range = { from: params.get('from'), to: params.get('to') };
  const query = useQuery({
    queryKey: ['backoffice', 'dashboard', range],
    queryFn: () => fetchDashboard(compactQuery(range)),
    placeholderData: keepPreviousData,
    enabled: mayReadFinance,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.dashboard')}</h1>
      </div>
      <DayRange from={range.from} to={range.to} onChange={(next) => params.set(next)} />
      <QueryContent query={query} skeleton={{ rows: 6, rowHeight: 64 }}>
        {(dashboard) => (
          <>
            <p className="back-office-muted">
              {t('backoffice.dashboard.range', { from: dashboard.from, to: dashboard.to })}
            </p>
            <SummarizedAt at={dashboard.summarizedAt} />
            <Tiles dashboard={dashboard} />
            <Pending dashboard={dashboard} />
            <div className="back-office-charts">
              <TrendChart
                title={t('backoffice.dashboard.ggr')}
                days={dashboard.days}
                figure={(day) => day.ggr}
              />
              <TrendChart
                title={t('backoffice.dashboard.deposits')}
                days={dashboard.days}
                figure={(day) => day.deposits}
              />
              <TrendChart
                title={t('backoffice.dashboard.activeMembers')}
                days={dashboard.days}
                figure={(day) => day.activeMembers}
                isMoney={false}
              />
            </div>
            <h2 className="back-office-screen__subtitle">{t('backoffice.dashboard.byVendor')}</h2>
            <BreakdownTable caption={t('backoffice.dashboard.vendor')} rows={dashboard.byVendor} />
            <h2 className="back-office-screen__subtitle">{t('backoffice.dashboard.byGameType')}</h2>
            <BreakdownTable caption={t('backoffice.dashboard.gameType')} rows={dashboard.byGameType} />
          </>
        )}
      </QueryContent>
    </div>
  );
}
