import type { RebateAccrual, RebateSummary } from '@plaza/contracts/rebate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { GiftIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { getGameTypeLabelKey } from '../../../lib/game-navigation';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useClaimRebateMutation, useRebateRates, useRebateSummary } from '../api/rebate';
import './rebate.css';

/** A rate in basis points as a percentage, e.g. 120 → "1.2%". */
export function formatRate(basisPoints: number, language: string): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
}

/** A game type's name; e-lottery has its own here, since its rate differs from the lottery's. */
function useGameTypeName() {
  const { t } = useTranslation();
  return (gameType: string) => {
    if (gameType === 'ELOTT') {
      return t('rebate.elottery');
    }
    const key = getGameTypeLabelKey(gameType);
    return key === undefined ? gameType : t(key);
  };
}

/** The confirmation before the claim moves money, then what was paid. */
function ClaimDialog({ amount, onClose }: { amount: number; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const claim = useClaimRebateMutation();
  return (
    <Modal title={t('rebate.claimTitle')} onClose={onClose}>
      <div className="rebate-claim">
        {claim.isSuccess ? (
          <>
            <p role="status">{t('rebate.claimDone', { amount: money.format(claim.data.paid) })}</p>
            <div className="rebate-claim__buttons">
              <button type="button" className="button button--primary" onClick={onClose}>
                {t('rebate.backToRebate')}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{t('rebate.claimConfirm', { amount: money.format(amount) })}</p>
            {claim.isError ? (
              <p className="rebate-claim__error" role="alert">
                {errorText(claim.error)}
              </p>
            ) : null}
            <div className="rebate-claim__buttons">
              <button type="button" className="button button--outline" onClick={onClose}>
                {t('rebate.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={claim.isPending}
                onClick={() => claim.mutate()}
              >
                {t('rebate.confirmClaim')}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

function AccrualTable({ caption, rows }: { caption: string; rows: readonly RebateAccrual[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const gameTypeName = useGameTypeName();
  return (
    <DataTable<RebateAccrual>
      caption={caption}
      rows={[...rows]}
      rowKey={(row) => `${row.date}:${row.gameType}`}
      columns={[
        { key: 'date', header: t('rebate.date'), render: (row) => row.date },
        { key: 'gameType', header: t('rebate.gameType'), render: (row) => gameTypeName(row.gameType) },
        { key: 'validBet', header: t('rebate.validBet'), render: (row) => money.format(row.validBet) },
        {
          key: 'rate',
          header: t('rebate.rate'),
          render: (row) => formatRate(row.basisPoints, i18n.language),
        },
        { key: 'amount', header: t('rebate.amount'), render: (row) => money.format(row.amount) },
        { key: 'paid', header: t('rebate.paid'), render: (row) => money.format(row.paid) },
      ]}
    />
  );
}

function RebateRates() {
  const { t, i18n } = useTranslation();
  const rates = useRebateRates();
  const gameTypeName = useGameTypeName();
  return (
    <QueryContent query={rates} skeleton={{ rows: 1, rowHeight: 56 }}>
      {(data) => (
        <section className="rebate-rates" aria-labelledby="rebate-rates-title">
          <h4 id="rebate-rates-title" className="rebate-section-title">
            {t('rebate.ratesTitle', { level: data.vipLevel })}
          </h4>
          <dl className="rebate-rates__list">
            {data.rates.map((rate) => (
              <div key={rate.gameType} className="rebate-rates__item">
                <dt>{gameTypeName(rate.gameType)}</dt>
                <dd>{formatRate(rate.basisPoints, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </QueryContent>
  );
}

function RebateContent({ data }: { data: RebateSummary }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [isClaiming, setClaiming] = useState(false);
  if (!data.bonusesEnabled) {
    return <StateMessage icon={<GiftIcon />} title={t('rebate.offTitle')} text={t('rebate.offText')} />;
  }
  return (
    <div className="rebate-page">
      <section className="rebate-hero" aria-labelledby="rebate-claimable-title">
        <div>
          <p id="rebate-claimable-title" className="rebate-hero__label">
            {t('rebate.claimable')}
          </p>
          <p className="rebate-hero__amount" data-testid="rebate-claimable">
            {money.format(data.claimable)}
          </p>
          <p className="rebate-muted">{t('rebate.explain')}</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          disabled={data.claimable <= 0}
          onClick={() => setClaiming(true)}
        >
          {t('rebate.claimNow')}
        </button>
      </section>
      {data.open.length > 0 ? (
        <AccrualTable caption={t('rebate.openTitle')} rows={data.open} />
      ) : (
        <StateMessage icon={<GiftIcon />} title={t('rebate.noneTitle')} text={t('rebate.noneText')} />
      )}
      <RebateRates />
      {data.history.length > 0 ? (
        <AccrualTable caption={t('rebate.historyTitle')} rows={data.history} />
      ) : null}
      {isClaiming ? <ClaimDialog amount={data.claimable} onClose={() => setClaiming(false)} /> : null}
    </div>
  );
}

/**
 * The manual rebate page (docs/product/rebate-vip.md): what today's and yesterday's play accrued per game type at
 * the rates of the member's VIP level, a claim now after confirmation, the rates, and the days the daily pass paid.
 */
export function ManualRebatePage() {
  const summary = useRebateSummary();
  return (
    <div aria-busy={summary.isFetching}>
      <QueryContent query={summary} skeleton={{ rows: 3, rowHeight: 64 }}>
        {(data) => <RebateContent data={data} />}
      </QueryContent>
    </div>
  );
}
