import type { BetRecordStatus, BetTotals, DailyBetTotal } from '@plaza/contracts/bets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { Field } from '../../../components/field';
import { DiceIcon } from '../../../components/icons';
import { PagedRecords } from '../../../components/paged-records';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import type { DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { getGameTypeLabelKey } from '../../../lib/game-navigation';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBetRecords } from '../api/get-bet-records';
import { useDailyBetTotals } from '../api/get-daily-bet-totals';
import { useRecordPages } from '../hooks/use-record-pages';
import { BetResult, useBetSumColumns } from './record-columns';
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

/** A game type's name in the interface language, or its code when it has none. */
function useGameTypeName(): (gameType: string) => string {
  const { t } = useTranslation();
  return (gameType) => {
    const key = getGameTypeLabelKey(gameType);
    return key === undefined ? gameType : t(key);
  };
}

interface BetFilter {
  vendor: string | null;
  range: DateRange;
}

/** Every bet of the range, a page at a time, under the range's totals. */
function BetsView({
  filter,
  pageNum,
  onPageChange,
}: {
  filter: BetFilter;
  pageNum: number;
  onPageChange: (pageNum: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const gameTypeName = useGameTypeName();
  const bets = useBetRecords({ ...filter, pageNum });
  return (
    <div className="records-summary" aria-busy={bets.isFetching}>
      <PagedRecords
        query={bets}
        skeleton={{ rows: 6, rowHeight: 36 }}
        renderSummary={(page) => <BetTotalsFigures totals={page.totals} />}
        empty={{ icon: <DiceIcon />, title: t('records.noBets'), text: t('records.noBetsText') }}
        caption={t('memberCenter.page.personalHistoryCopy')}
        rowKey={(record) => record.id}
        columns={[
          { key: 'time', header: t('records.time'), render: (row) => <RecordTime time={row.time} /> },
          {
            key: 'game',
            header: t('records.game'),
            render: (row) => (
              <span className="records-game">
                <span className="records-game__name">{row.gameName}</span>
                <span className="records-muted">{`${row.vendorName} · ${gameTypeName(row.gameType)}`}</span>
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
            render: (row) => <BetResult profit={row.profit} />,
          },
          {
            key: 'status',
            header: t('records.status'),
            render: (row) => (
              <StatusBadge tone={STATUS_TONES[row.status]} label={t(`records.betStatus.${row.status}`)} />
            ),
          },
        ]}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/** The same bets summed per report day of the deployment's time zone. */
function DaysView({ filter }: { filter: BetFilter }) {
  const { t } = useTranslation();
  const sumColumns = useBetSumColumns<DailyBetTotal>();
  const days = useDailyBetTotals(filter);
  return (
    <div className="records-summary" aria-busy={days.isFetching}>
      <QueryContent query={days} skeleton={{ rows: 6, rowHeight: 36 }}>
        {(daily) => (
          <>
            <BetTotalsFigures totals={daily.totals} />
            {daily.days.length === 0 ? (
              <StateMessage icon={<DiceIcon />} title={t('records.noBets')} text={t('records.noBetsText')} />
            ) : (
              <DataTable
                caption={t('records.byDay')}
                rows={daily.days}
                rowKey={(day) => day.date}
                columns={[
                  { key: 'date', header: t('records.date'), render: (row) => row.date },
                  ...sumColumns,
                ]}
              />
            )}
            <p className="records-muted">
              {t('records.reportDays', { offset: formatUtcOffset(daily.utcOffsetMinutes) })}
            </p>
          </>
        )}
      </QueryContent>
    </div>
  );
}

/**
 * Betting record (personalHistoryCopy, docs/product/records.md#betting-record): every bet the member placed at any
 * vendor, with its game, round, stake, valid bet, payout, result and status, filtered by vendor and by the date
 * presets (docs/product/records.md#ranges-and-pages); or the same bets summed per report day. The totals cover the
 * whole range, not only the page.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('bets');
  const [vendor, setVendor] = useState<string | null>(null);
  const pages = useRecordPages();
  const lanes = useVendorLanes();
  const filter = { vendor, range: pages.range };

  // Each provider once, in the order of the lobby's categories.
  const vendors = new Map<string, string>();
  for (const card of (lanes.data ?? []).flatMap((lane) => lane.cards)) {
    if (!vendors.has(card.vendorCode)) {
      vendors.set(card.vendorCode, card.accountTypeName);
    }
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
                pages.restart();
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
        <DateRangeFilter onChange={pages.changeRange} />
      </div>
      {view === 'bets' ? (
        <BetsView filter={filter} pageNum={pages.pageNum} onPageChange={pages.setPageNum} />
      ) : (
        <DaysView filter={filter} />
      )}
    </div>
  );
}
