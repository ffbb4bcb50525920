import type { TeamBetRecord } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { DiceIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useTeamBets } from '../api/get-team-bets';
import type { TeamBetFilter } from '../api/get-team-bets';
import { AccountFilter } from './account-filter';
import { useGameFilterOptions, useGameTypeName } from './game-filters';
import { MorePager } from './more-pager';
import { SignedAmount } from './signed-amount';

/**
 * Team betting (docs/product/agent-center.md): the bets of every member of the team, newest first, filtered by
 * member, vendor, game type and dates. A large team has millions of bets, so the list says only whether more
 * follow; the range's sums are the user loss statements'.
 */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const options = useGameFilterOptions();
  const [filter, setFilter] = useState<TeamBetFilter>({
    account: '',
    vassalage: '',
    gameType: '',
    range: presetRange('last7Days'),
    pageNum: 1,
  });
  const change = (next: Partial<TeamBetFilter>) =>
    setFilter((current) => ({ ...current, ...next, pageNum: 1 }));
  const bets = useTeamBets(filter);

  return (
    <div className="agent-stack">
      <div className="agent-panel agent-stack">
        <div className="agent-filters">
          <AccountFilter value={filter.account} onChange={(account) => change({ account })} />
          <label className="agent-select">
            <span>{t('agentCenter.column.vendor')}</span>
            <select
              className="field__input"
              value={filter.vassalage}
              onChange={(event) => change({ vassalage: event.target.value })}
            >
              <option value="">{t('records.allProviders')}</option>
              {options.vendors.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="agent-select">
            <span>{t('agentCenter.column.gameType')}</span>
            <select
              className="field__input"
              value={filter.gameType}
              onChange={(event) => change({ gameType: event.target.value })}
            >
              <option value="">{t('agentCenter.allGameTypes')}</option>
              {options.gameTypes.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DateRangeFilter onChange={(range) => change({ range })} />
      </div>
      <div aria-busy={bets.isFetching}>
        <QueryContent query={bets} skeleton={{ rows: 6, rowHeight: 44 }}>
          {(page) =>
            page.content.length === 0 ? (
              <StateMessage
                icon={<DiceIcon />}
                title={t('agentCenter.bets.emptyTitle')}
                text={t('agentCenter.bets.emptyText')}
              />
            ) : (
              <>
                <TeamBetTable rows={page.content} />
                <MorePager
                  pageNum={page.pageNum}
                  hasMore={page.hasMore}
                  isBusy={bets.isPlaceholderData}
                  onChange={(pageNum) => setFilter((current) => ({ ...current, pageNum }))}
                />
              </>
            )
          }
        </QueryContent>
      </div>
    </div>
  );
}

function TeamBetTable({ rows }: { rows: readonly TeamBetRecord[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const gameTypeName = useGameTypeName();
  return (
    <DataTable
      caption={t('agentCenter.page.teamBetting')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { key: 'time', header: t('records.time'), render: (row) => formatDateTime(row.time) },
        {
          key: 'account',
          header: t('agentCenter.column.account'),
          render: (row) => <strong>{row.account}</strong>,
        },
        {
          key: 'game',
          header: t('records.game'),
          render: (row) => (
            <span className="agent-game">
              <span>{row.gameName}</span>
              <span className="agent-muted">{`${row.vendorName} · ${gameTypeName(row.gameType)}`}</span>
            </span>
          ),
        },
        { key: 'stake', header: t('records.stake'), align: 'end', render: (row) => money.format(row.stake) },
        {
          key: 'validBet',
          header: t('records.validBet'),
          align: 'end',
          render: (row) => money.format(row.validBet),
        },
        {
          key: 'profit',
          header: t('records.result'),
          align: 'end',
          render: (row) =>
            row.profit === null ? (
              <span className="agent-muted">{t(`records.betStatus.${row.status}`)}</span>
            ) : (
              <SignedAmount minorUnits={row.profit} />
            ),
        },
      ]}
    />
  );
}
