import type { Profit } from '@plaza/contracts/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { QueryContent } from '../../../components/query-content';
import type { TranslationKey } from '../../../i18n/translation-key';
import { presetRange } from '../../../lib/date-range';
import type { DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { getGameTypeLabelKey } from '../../../lib/game-navigation';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useProfit } from '../api/get-profit';
import { useBetSumColumns } from './record-columns';
import { SignedAmount } from './signed-amount';
import './records.css';

const PLAY_FIGURES: readonly { key: keyof Profit; labelKey: TranslationKey }[] = [
  { key: 'bets', labelKey: 'records.bets' },
  { key: 'wins', labelKey: 'records.wins' },
  { key: 'bonus', labelKey: 'records.bonus' },
];

const MONEY_FIGURES: readonly { key: keyof Profit; labelKey: TranslationKey }[] = [
  { key: 'deposits', labelKey: 'records.deposits' },
  { key: 'withdrawals', labelKey: 'records.withdrawals' },
  { key: 'fees', labelKey: 'records.fees' },
  { key: 'adjustments', labelKey: 'records.adjustments' },
];

/** The profit or loss of the range with the figures it is made of, and the money moved that is not play. */
function ProfitSummary({ data }: { data: Profit }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const sumColumns = useBetSumColumns<Profit['byGameType'][number]>();
  const numberOf = (key: keyof Profit) => {
    const value = data[key];
    return typeof value === 'number' ? value : 0;
  };
  return (
    <div className="records-summary">
      <section className="records-profit" aria-labelledby="records-profit-title">
        <p id="records-profit-title" className="records-profit__label">
          {data.profit < 0 ? t('records.loss') : t('records.profit')}
        </p>
        <p className="records-profit__amount">
          <SignedAmount minorUnits={data.profit} />
        </p>
        <p className="records-muted">
          {t('records.rangeShown', {
            from: formatDateTime(data.from).slice(0, 10),
            // `to` is exclusive: the last day shown is the one before it.
            to: formatDateTime(new Date(Date.parse(data.to) - 1).toISOString()).slice(0, 10),
          })}
        </p>
      </section>
      <dl className="records-figures" aria-label={t('records.playFigures')}>
        {PLAY_FIGURES.map((figure) => (
          <div key={figure.key} className="records-figure">
            <dt>{t(figure.labelKey)}</dt>
            <dd>{money.format(numberOf(figure.key))}</dd>
          </div>
        ))}
      </dl>
      {data.byGameType.length > 0 ? (
        <DataTable<Profit['byGameType'][number]>
          caption={t('records.byGameType')}
          rows={data.byGameType}
          rowKey={(entry) => entry.gameType}
          columns={[
            {
              key: 'gameType',
              header: t('records.gameType'),
              render: (entry) => {
                const key = getGameTypeLabelKey(entry.gameType);
                return key === undefined ? entry.gameType : t(key);
              },
            },
            ...sumColumns,
          ]}
        />
      ) : null}
      <p className="records-muted">{t('records.notPlay')}</p>
      <dl className="records-figures records-figures--quiet" aria-label={t('records.moneyFigures')}>
        {MONEY_FIGURES.map((figure) => (
          <div key={figure.key} className="records-figure">
            <dt>{t(figure.labelKey)}</dt>
            <dd>{money.format(numberOf(figure.key))}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Personal loss (personalProfit, docs/product/records.md#personal-loss): the member's profit or loss from play
 * over a range (wins − bets + bonus), with bets, wins and bonus, and beside it the money moved in and out, which
 * is not play.
 */
export function PersonalLossPage() {
  const [range, setRange] = useState<DateRange>(() => presetRange('last7Days'));
  const profit = useProfit(range);

  return (
    <div className="records-page">
      <div className="records-filters">
        <DateRangeFilter onChange={setRange} />
      </div>
      <div aria-busy={profit.isFetching}>
        <QueryContent query={profit} skeleton={{ rows: 3, rowHeight: 64 }}>
          {(data) => <ProfitSummary data={data} />}
        </QueryContent>
      </div>
    </div>
  );
}
