import type { DailyFigures, MemberReportRow } from '@plaza/contracts/back-office';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchDailyReport, fetchMemberReport } from '../api/reports';
import { BreakdownTable } from './dashboard-page';
import { DayRange, SummarizedAt } from './day-range';
import '../../../components/back-office/report-pieces.css';

type Key = 'view' | 'from' | 'to' | 'vendorCode' | 'gameType' | 'sort';

function useDailyColumns(): ListColumn<DailyFigures>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amount = (key: Exclude<keyof DailyFigures, 'date'>, label: string): ListColumn<DailyFigures> => ({
    key,
    header: label,
    render: (row) => money.format(row[key]),
    csv: (row) => row[key],
  });
  return [
    {
      key: 'date',
      header: t('backoffice.reports.day'),
      render: (row) => <span className="back-office-nowrap">{row.date}</span>,
      csv: (row) => row.date,
    },
    amount('deposits', t('backoffice.dashboard.deposits')),
    amount('withdrawals', t('backoffice.dashboard.withdrawals')),
    amount('bets', t('backoffice.dashboard.bets')),
    amount('payouts', t('backoffice.dashboard.payouts')),
    amount('ggr', t('backoffice.dashboard.ggr')),
    amount('bonuses', t('backoffice.dashboard.bonuses')),
    {
      key: 'betCount',
      header: t('backoffice.dashboard.betCount'),
      render: (row) => row.betCount,
      csv: (row) => row.betCount,
    },
    {
      key: 'newMembers',
      header: t('backoffice.dashboard.newMembers'),
      render: (row) => row.newMembers,
      csv: (row) => row.newMembers,
    },
    {
      key: 'activeMembers',
      header: t('backoffice.dashboard.activeMembers'),
      render: (row) => row.activeMembers,
      csv: (row) => row.activeMembers,
    },
  ];
}

function useMemberColumns(): ListColumn<MemberReportRow>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amount = (
    key: Exclude<keyof MemberReportRow, 'username'>,
    label: string,
  ): ListColumn<MemberReportRow> => ({
    key,
    header: label,
    render: (row) => money.format(row[key]),
    csv: (row) => row[key],
  });
  return [
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => <Link to={`/backoffice/members/${row.memberId}`}>{row.username}</Link>,
      csv: (row) => row.username,
    },
    {
      key: 'betCount',
      header: t('backoffice.dashboard.betCount'),
      render: (row) => row.betCount,
      csv: (row) => row.betCount,
    },
    amount('bets', t('backoffice.dashboard.bets')),
    amount('payouts', t('backoffice.dashboard.payouts')),
    amount('ggr', t('backoffice.dashboard.ggr')),
    amount('deposits', t('backoffice.dashboard.deposits')),
    amount('withdrawals', t('backoffice.dashboard.withdrawals')),
  ];
}

function DailyReport({ params }: { params: ReturnType<typeof useListParams<Key>> }) {
  const { t } = useTranslation();
  const filters = {
    from: params.get('from'),
    to: params.get('to'),
    vendorCode: params.get('vendorCode'),
    gameType: params.get('gameType'),
  };
  const query = useQuery({
    queryKey: ['backoffice', 'reports', 'daily', filters, params.pageNum],
    queryFn: () => fetchDailyReport(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 31 })),
    placeholderData: keepPreviousData,
  });
  const report = query.data;
  const money = useMoneyFormat();
  return (
    <>
      {report === undefined ? null : (
        <p className="back-office-muted" role="status">
          {t('backoffice.reports.totals', {
            from: report.from,
            to: report.to,
            deposits: money.format(report.totals.deposits),
            withdrawals: money.format(report.totals.withdrawals),
            bets: money.format(report.totals.bets),
            payouts: money.format(report.totals.payouts),
            ggr: money.format(report.totals.ggr),
            bonuses: money.format(report.totals.bonuses),
          })}
        </p>
      )}
      {report === undefined ? null : <SummarizedAt at={report.summarizedAt} />}
      <ListScreen<DailyFigures>
        query={query}
        caption={t('backoffice.reports.daily')}
        columns={useDailyColumns()}
        rowKey={(row) => row.date}
        filters={
          <>
            <ListFilter
              label={t('backoffice.dashboard.vendor')}
              value={filters.vendorCode}
              options={(report?.byVendor ?? []).map((row) => ({ value: row.key, label: row.key }))}
              onChange={(vendorCode) => params.set({ vendorCode, page: '1' })}
            />
            <ListFilter
              label={t('backoffice.dashboard.gameType')}
              value={filters.gameType}
              options={(report?.byGameType ?? []).map((row) => ({ value: row.key, label: row.key }))}
              onChange={(gameType) => params.set({ gameType, page: '1' })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'daily-report.csv',
          fetchPage: (pageNum, pageSize) => fetchDailyReport(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.reports.empty'), text: t('backoffice.list.emptyText') }}
      />
      {report === undefined ? null : (
        <>
          <h2 className="back-office-screen__subtitle">{t('backoffice.dashboard.byVendor')}</h2>
          <BreakdownTable caption={t('backoffice.dashboard.vendor')} rows={report.byVendor} />
          <h2 className="back-office-screen__subtitle">{t('backoffice.dashboard.byGameType')}</h2>
          <BreakdownTable caption={t('backoffice.dashboard.gameType')} rows={report.byGameType} />
        </>
      )}
    </>
  );
}

function MemberReport({ params }: { params: ReturnType<typeof useListParams<Key>> }) {
  const { t } = useTranslation();
  const filters = { from: params.get('from'), to: params.get('to'), sort: params.get('sort') || 'ggr' };
  const query = useQuery({
    queryKey: ['backoffice', 'reports', 'members', filters, params.pageNum],
    queryFn: () => fetchMemberReport(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      {query.data === undefined ? null : <SummarizedAt at={query.data.summarizedAt} />}
      <ListScreen<MemberReportRow>
        query={query}
        caption={t('backoffice.reports.members')}
        columns={useMemberColumns()}
        rowKey={(row) => String(row.memberId)}
        sort={{
          value: filters.sort,
          options: (['ggr', 'bets', 'payouts', 'betCount'] as const).map((sort) => ({
            value: sort,
            label: t(`backoffice.reports.sorts.${sort}`),
          })),
          onChange: (sort) => params.set({ sort, page: '1' }),
        }}
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'member-report.csv',
          fetchPage: (pageNum, pageSize) =>
            fetchMemberReport(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.reports.empty'), text: t('backoffice.list.emptyText') }}
      />
    </>
  );
}

/** Reports: the daily financial report (by vendor and game type) and the member report, over a day range, CSV. */
export function ReportsPage() {
  const { t } = useTranslation();
  const params = useListParams<Key>();
  const view = params.get('view') === 'members' ? 'members' : 'daily';
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.reports')}</h1>
      </div>
      <div className="back-office-tabs" role="tablist">
        {(['daily', 'members'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={view === tab}
            onClick={() => params.set({ view: tab, page: '1' })}
          >
            {t(`backoffice.reports.${tab}`)}
          </button>
        ))}
      </div>
      <DayRange
        from={params.get('from')}
        to={params.get('to')}
        onChange={(range) => params.set({ ...range, page: '1' })}
      />
      {view === 'daily' ? <DailyReport params={params} /> : <MemberReport params={params} />}
    </div>
  );
}
