import type { BetRecord, BetRecordStatus, BetTotals, DailyBetTotal } from '@plaza/contracts/bets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { Field } from '../../../components/field';
import { DiceIcon } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import { presetRange } from '../../../lib/date-range';
import type { DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { getGameTypeLabelKey } from '../../../lib/game-navigation';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBetRecords } from '../api/get-bet-records';
import { useDailyBetTotals } from '../api/get-daily-bet-totals';
import { SignedAmount } from './signed-amount';
import './records.css';

type View = 'bets' | 'days';

const STATUS_TONES: Record<BetRecordStatus, StatusTone> = {
  settled: 'success',
  unsettled: 'pending',
  rolled_back: 'neutral',
};

/** UTC+07:00 from 420, UTC−03:00 from −180. */
function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/** Date over time, each kept on one line. */
function RecordTime({ time }: { time: string }) {
  const [date, clock] = formatDateTime(time).split(' ');
  return (
    <span className="records-time">
      <span>{date}</span> <span>{clock}</span>
    </span>
  );
}

/** The sums of the range above the list: bets, valid bet, payout, and the result. */
function BetTotalsFigures({ totals }: { totals: BetTotals }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  return (
    <dl className="records-figures" aria-label={t('records.betTotals')}>
      <div className="records-figure">
        <dt>{t('records.betCount')}</dt>
        <dd>{totals.betCount.toLocaleString(i18n.language)}</dd>
      </div>
      <div className="records-figure">
        <dt>{t('records.validBet')}</dt>
        <dd>{money.format(totals.validBet)}</dd>
      </div>
      <div className="records-figure">
        <dt>{t('records.payout')}</dt>
        <dd>{money.format(totals.payout)}</dd>
      </div>
      <div className="records-figure">
        <dt>{totals.profit < 0 ? t('records.loss') : t('records.profit')}</dt>
        <dd>
          <SignedAmount minorUnits={totals.profit} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Betting record (personalHistoryCopy, spec.md §2.5): every bet the member placed at any vendor, with its game,
 * round, stake, valid bet, payout, result and status, filtered by provider and by the date presets of spec.md
 * §9; or the same bets summed per report day. The totals cover the whole range, not only the page.
 */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [view, setView] = useState<View>('bets');
  const [vendor, setVendor] = useState<string | null>(null);
  const [range, setRange] = useState<DateRange>(() => presetRange('last7Days'));
  const [pageNum, setPageNum] = useState(1);
  const lanes = useVendorLanes();
  const bets = useBetRecords({ vendor, range, pageNum }, view === 'bets');
  const days = useDailyBetTotals({ vendor, range }, view === 'days');
  const active = view === 'bets' ? bets : days;

  // Each provider once, in the order of the lobby's categories.
  const vendors = new Map<string, string>();
  for (const card of (lanes.data ?? []).flatMap((lane) => lane.cards)) {
    if (!vendors.has(card.vassalage)) {
      vendors.set(card.vassalage, card.accountTypeName);
    }
  }

  const gameTypeName = (gameType: string) => {
    const key = getGameTypeLabelKey(gameType);
    return key === undefined ? gameType : t(key);
  };
  const result = (profit: number | null) =>
    profit === null ? <span className="records-muted">—</span> : <SignedAmount minorUnits={profit} />;

  let content;
  if (active.isPending) {
    content = <Skeleton rows={6} rowHeight={36} />;
  } else if (active.isError) {
    content = <LoadError error={active.error} onRetry={() => void active.refetch()} />;
  } else if (view === 'bets' && bets.data !== undefined) {
    const page = bets.data;
    content = (
      <>
        <BetTotalsFigures totals={page.totals} />
        {page.content.length === 0 ? (
          <StateMessage icon={<DiceIcon />} title={t('records.noBets')} text={t('records.noBetsText')} />
        ) : (
          <>
            <DataTable<BetRecord>
              caption={t('memberCenter.page.personalHistoryCopy')}
              rows={page.content}
              rowKey={(record) => record.id}
              columns={[
                { key: 'time', header: t('records.time'), render: (row) => <RecordTime time={row.time} /> },
                {
                  key: 'game',
                  header: t('records.game'),
                  render: (row) => (
                    <span className="records-game">
                      <span className="records-game__name">{row.gameName}</span>
                      <span className="records-muted">
                        {`${row.vendorName} · ${gameTypeName(row.gameType)}`}
                      </span>
                      <span className="records-round" title={row.roundId}>
                        {t('records.roundId', { id: row.roundId })}
                      </span>
                    </span>
                  ),
                },
                {
                  key: 'stake',
                  header: t('records.stake'),
                  align: 'end',
                  render: (row) => money.format(row.stake),
                },
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
                  render: (row) => result(row.profit),
                },
                {
                  key: 'status',
                  header: t('records.status'),
                  render: (row) => (
                    <StatusBadge
                      tone={STATUS_TONES[row.status]}
                      label={t(`records.betStatus.${row.status}`)}
                    />
                  ),
                },
              ]}
            />
            <Pagination
              pageNum={page.pageNum}
              totalPages={page.totalPages}
              onChange={setPageNum}
              isBusy={bets.isPlaceholderData}
            />
          </>
        )}
      </>
    );
  } else if (days.data !== undefined) {
    const daily = days.data;
    content = (
      <>
        <BetTotalsFigures totals={daily.totals} />
        {daily.days.length === 0 ? (
          <StateMessage icon={<DiceIcon />} title={t('records.noBets')} text={t('records.noBetsText')} />
        ) : (
          <DataTable<DailyBetTotal>
            caption={t('records.byDay')}
            rows={daily.days}
            rowKey={(day) => day.date}
            columns={[
              { key: 'date', header: t('records.date'), render: (row) => row.date },
              {
                key: 'betCount',
                header: t('records.betCount'),
                align: 'end',
                render: (row) => row.betCount.toLocaleString(i18n.language),
              },
              {
                key: 'validBet',
                header: t('records.validBet'),
                align: 'end',
                render: (row) => money.format(row.validBet),
              },
              {
                key: 'payout',
                header: t('records.payout'),
                align: 'end',
                render: (row) => money.format(row.payout),
              },
              {
                key: 'profit',
                header: t('records.result'),
                align: 'end',
                render: (row) => result(row.profit),
              },
            ]}
          />
        )}
        <p className="records-muted">
          {t('records.reportDays', { offset: formatUtcOffset(daily.utcOffsetMinutes) })}
        </p>
      </>
    );
  }

  return (
    <div className="records-page">
      <div className="records-filters">
        <div className="records-types" role="group" aria-label={t('records.view')}>
          {(['bets', 'days'] as const).map((entry) => (
            <button
              key={entry}
              type="button"
              className="records-chip"
              aria-pressed={view === entry}
              onClick={() => setView(entry)}
            >
              {entry === 'bets' ? t('records.byBet') : t('records.byDay')}
            </button>
          ))}
        </div>
        <Field label={t('records.provider')} className="records-provider">
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={vendor ?? ''}
              onChange={(event) => {
                setVendor(event.target.value === '' ? null : event.target.value);
                setPageNum(1);
              }}
            >
              <option value="">{t('records.allProviders')}</option>
              {[...vendors].map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <DateRangeFilter
          onChange={(next) => {
            setRange(next);
            setPageNum(1);
          }}
        />
      </div>
      <div className="records-summary" aria-busy={active.isFetching}>
        {content}
      </div>
    </div>
  );
}
