import type { TeamOverview, TeamTrend } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useTeamOverview } from '../api/get-team-overview';
import { TREND_DAYS, useTeamTrend } from '../api/get-team-trend';
import { agentCenterPath } from '../agent-center-pages';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { FigureGrid } from './figure-grid';
import type { Figure } from './figure-grid';
import { PeriodPicker } from './period-picker';
import { SignedAmount } from './signed-amount';
import { TrendChart } from './trend-chart';

/**
 * The team overview (agentTeamOverview, the agent center's default page, docs/product/agent-center.md): the team's
 * size and figures for today, yesterday, this week, this month or a custom range, and the last 30 days as a
 * chart.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReportPeriodQuery>({ period: 'TODAY' });
  const overview = useTeamOverview({ period });
  const trend = useTeamTrend();

  return (
    <div className="agent-stack">
      <div className="agent-panel">
        <PeriodPicker onChange={setPeriod} />
      </div>
      <div aria-busy={overview.isFetching}>
        <QueryContent query={overview} skeleton={{ rows: 4, rowHeight: 72 }}>
          {(data) => <OverviewFigures overview={data} />}
        </QueryContent>
      </div>
      <QueryContent query={trend} skeleton={{ rows: 1, rowHeight: 260 }}>
        {(data) => <TeamTrendChart trend={data} />}
      </QueryContent>
      <div className="agent-actions">
        <Link className="button button--primary" to={agentCenterPath('registerCenter')}>
          {t('agentCenter.page.registerCenter')}
        </Link>
        <Link className="button button--outline" to={agentCenterPath('downlineManagement')}>
          {t('agentCenter.page.downlineManagement')}
        </Link>
        <Link className="button button--outline" to={agentCenterPath('agentTransfer')}>
          {t('agentCenter.page.agentTransfer')}
        </Link>
      </div>
    </div>
  );
}

/** The period's figures, grouped: the team, its money, its play. */
function OverviewFigures({ overview }: { overview: TeamOverview }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { figures } = overview;
  const team: Figure[] = [
    { key: 'teamSize', label: t('agentCenter.figure.teamSize'), value: count(overview.teamSize) },
    {
      key: 'directMembers',
      label: t('agentCenter.figure.directMembers'),
      value: count(overview.directMembers),
    },
    { key: 'newMembers', label: t('agentCenter.figure.newMembers'), value: count(overview.newMembers) },
    {
      key: 'activeMembers',
      label: t('agentCenter.figure.activeMembers'),
      value: count(overview.activeMembers),
    },
    {
      key: 'teamBalance',
      label: t('agentCenter.figure.teamBalance'),
      value: money.format(overview.teamBalance),
    },
  ];
  const play: Figure[] = [
    { key: 'deposits', label: t('agentCenter.figure.deposits'), value: money.format(figures.deposits) },
    {
      key: 'withdrawals',
      label: t('agentCenter.figure.withdrawals'),
      value: money.format(figures.withdrawals),
    },
    {
      key: 'betAmount',
      label: t('agentCenter.figure.bets', { number: figures.betCount }),
      value: money.format(figures.betAmount),
    },
    { key: 'validBet', label: t('agentCenter.figure.validBet'), value: money.format(figures.validBet) },
    { key: 'payout', label: t('agentCenter.figure.payout'), value: money.format(figures.payout) },
    {
      key: 'profitLoss',
      label: t('agentCenter.figure.profitLoss'),
      value: <SignedAmount minorUnits={figures.profitLoss} />,
    },
    { key: 'bonus', label: t('agentCenter.figure.bonus'), value: money.format(figures.bonus) },
    { key: 'rebate', label: t('agentCenter.figure.rebate'), value: money.format(figures.rebate) },
  ];
  return (
    <div className="agent-stack">
      <p className="agent-muted">
        {t('agentCenter.rangeDays', { from: overview.range.from, to: overview.range.to })}
        {overview.updatedAt === null
          ? null
          : ` · ${t('agentCenter.updatedAt', { time: formatDateTime(overview.updatedAt) })}`}
      </p>
      <FigureGrid label={t('agentCenter.teamFigures')} figures={team} />
      <FigureGrid label={t('agentCenter.playFigures')} figures={play} />
    </div>
  );
}

/** The last 30 report days: bets, profit and loss, money in and out, new and active members. */
function TeamTrendChart({ trend }: { trend: TeamTrend }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const amount = (value: number) => money.format(value);
  const days = trend.days;
  return (
    <TrendChart
      title={t('agentCenter.trend.title', { days: TREND_DAYS })}
      days={days.map((day) => day.date)}
      formatDay={(day) => day.slice(5)}
      series={[
        {
          key: 'validBet',
          label: t('agentCenter.figure.validBet'),
          values: days.map((d) => d.validBet),
          format: amount,
        },
        {
          key: 'profitLoss',
          label: t('agentCenter.figure.profitLoss'),
          values: days.map((d) => d.profitLoss),
          format: amount,
        },
        {
          key: 'deposits',
          label: t('agentCenter.figure.deposits'),
          values: days.map((d) => d.deposits),
          format: amount,
        },
        {
          key: 'withdrawals',
          label: t('agentCenter.figure.withdrawals'),
          values: days.map((d) => d.withdrawals),
          format: amount,
        },
        {
          key: 'newMembers',
          label: t('agentCenter.figure.newMembers'),
          values: days.map((d) => d.newMembers),
          format: count,
        },
        {
          key: 'activeMembers',
          label: t('agentCenter.figure.activeMembers'),
          values: days.map((d) => d.activeMembers),
          format: count,
        },
      ]}
    />
  );
}
