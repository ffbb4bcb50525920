import type { DownlineDetail, Figures } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { DataTable } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useDownlineMember } from '../api/get-downline-member';
import { agentCenterPath, downlineTeamPath, pathForMember } from '../agent-center-pages';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { Breadcrumb } from './breadcrumb';
import { FigureGrid } from './figure-grid';
import type { Figure } from './figure-grid';
import { PeriodPicker } from './period-picker';
import { SignedAmount } from './signed-amount';

/** The money and play figures of one member or team, as figure cards. */
export function useFigureCards(): (figures: Figures) => Figure[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (figures) => [
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
}

/**
 * A member of the agent's team (docs/product/agent-center.md): who it is, its figures (and its team's, for an agent)
 * over the period, its bets per game type, and the ways on: its team, its account record, a transfer to it. A
 * member outside the team is "not found", like one that does not exist.
 */
export function MemberDetailPage() {
  const { memberId } = useParams();
  const [period, setPeriod] = useState<ReportPeriodQuery>({ period: 'THIS_MONTH' });
  const detail = useDownlineMember(Number(memberId), period);
  return (
    <div className="agent-stack">
      <div className="agent-panel">
        <PeriodPicker initial="THIS_MONTH" onChange={setPeriod} />
      </div>
      <div aria-busy={detail.isFetching}>
        <QueryContent query={detail} skeleton={{ rows: 5, rowHeight: 64 }}>
          {(data) => <MemberDetail detail={data} />}
        </QueryContent>
      </div>
    </div>
  );
}

function MemberDetail({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const figureCards = useFigureCards();
  const { member } = detail;
  return (
    <div className="agent-stack">
      <Breadcrumb
        items={[
          // The server's path may end with the member itself; it is named once, as the last step.
          ...detail.breadcrumb
            .filter((step) => step.id !== member.id)
            .map((step, index) => ({
              label: index === 0 ? t('agentCenter.downline.myTeam') : step.account,
              to: index === 0 ? agentCenterPath('downlineManagement') : downlineTeamPath(step.id),
            })),
          { label: member.account },
        ]}
      />
      <section className="agent-panel agent-stack" aria-labelledby="agent-member-title">
        <h3 id="agent-member-title" className="agent-subtitle">
          {member.account}
          <span className={member.isAgent ? 'agent-kind agent-kind--agent' : 'agent-kind'}>
            {member.isAgent ? t('agentCenter.kind.AGENT') : t('agentCenter.kind.MEMBER')}
          </span>
        </h3>
        <dl className="agent-facts">
          <Fact label={t('agentCenter.column.nickname')} value={member.nickname ?? '—'} />
          <Fact label={t('agentCenter.column.registered')} value={formatDateTime(member.createdAt)} />
          <Fact
            label={t('agentCenter.column.lastLogin')}
            value={member.lastLoginAt === null ? '—' : formatDateTime(member.lastLoginAt)}
          />
          <Fact label={t('agentCenter.column.level')} value={String(member.depth)} />
          <Fact label={t('agentCenter.column.balance')} value={money.format(member.balance)} />
          <Fact label={t('agentCenter.column.mobile')} value={detail.mobileMasked ?? '—'} />
          <Fact label={t('agentCenter.column.email')} value={detail.emailMasked ?? '—'} />
          {member.isAgent ? (
            <Fact label={t('agentCenter.column.teamSize')} value={String(member.teamSize)} />
          ) : null}
        </dl>
        <div className="agent-actions">
          <Link
            className="button button--primary"
            to={pathForMember('agentTransfer', member.id, member.account)}
          >
            {t('agentCenter.transfer.toThisMember')}
          </Link>
          <Link
            className="button button--outline"
            to={pathForMember('downlineTransactions', member.id, member.account)}
          >
            {t('agentCenter.page.downlineTransactions')}
          </Link>
          {member.isAgent ? (
            <Link className="button button--outline" to={downlineTeamPath(member.id)}>
              {t('agentCenter.downline.openTeam', { account: member.account })}
            </Link>
          ) : null}
        </div>
      </section>
      <FigureGrid label={t('agentCenter.memberFigures')} figures={figureCards(member.figures)} />
      {member.isAgent ? (
        <section className="agent-stack" aria-labelledby="agent-member-team">
          <h3 id="agent-member-team" className="agent-subtitle">
            {t('agentCenter.teamFigures')}
          </h3>
          <FigureGrid label={t('agentCenter.teamFigures')} figures={figureCards(member.teamFigures)} />
        </section>
      ) : null}
      <GameTypeTable detail={detail} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function GameTypeTable({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (detail.byGameType.length === 0) {
    return <p className="agent-muted">{t('agentCenter.noBetsInPeriod')}</p>;
  }
  return (
    <section className="agent-stack" aria-labelledby="agent-member-games">
      <h3 id="agent-member-games" className="agent-subtitle">
        {t('agentCenter.byGameType')}
      </h3>
      <DataTable
        caption={t('agentCenter.byGameType')}
        rows={detail.byGameType}
        rowKey={(row) => row.gameType}
        columns={[
          { key: 'gameType', header: t('agentCenter.column.gameType'), render: (row) => row.gameType },
          {
            key: 'betCount',
            header: t('agentCenter.column.betCount'),
            align: 'end',
            render: (row) => row.betCount,
          },
          {
            key: 'validBet',
            header: t('agentCenter.figure.validBet'),
            align: 'end',
            render: (row) => money.format(row.validBet),
          },
          {
            key: 'profit',
            header: t('agentCenter.figure.profitLoss'),
            align: 'end',
            render: (row) => <SignedAmount minorUnits={row.profit} />,
          },
        ]}
      />
    </section>
  );
}
