import type { TurnoverStatusView } from '@plaza/contracts/withdrawals';
import { useTranslation } from 'react-i18next';

import { getGameTypeLabelKey } from '../../../lib/game-navigation';
import { useMoneyFormat } from '../../../lib/use-money-format';

/**
 * The turnover requirement (decision 008): what must be wagered before a withdrawal against what was wagered,
 * with the wagers per game type; a withdrawal waits until it is met.
 */
export function TurnoverPanel({ turnover }: { turnover: TurnoverStatusView }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { required, wagered, byGameType, isMet } = turnover;
  const remaining = Math.max(required - wagered, 0);
  const percent = required === 0 ? 100 : Math.min(100, Math.floor((wagered / required) * 100));

  if (required === 0) {
    return (
      <section className="wallet-card turnover" aria-labelledby="turnover-title">
        <div className="turnover__head">
          <p id="turnover-title" className="wallet-card__intro-title">
            {t('wallet.turnoverTitle')}
          </p>
          <span className="turnover__state turnover__state--met">{t('wallet.turnoverMet')}</span>
        </div>
        <p className="wallet-muted">{t('wallet.turnoverNone')}</p>
      </section>
    );
  }

  return (
    <section className="wallet-card turnover" aria-labelledby="turnover-title">
      <div className="turnover__head">
        <p id="turnover-title" className="wallet-card__intro-title">
          {t('wallet.turnoverTitle')}
        </p>
        <span className={`turnover__state${isMet ? ' turnover__state--met' : ''}`}>
          {isMet ? t('wallet.turnoverMet') : t('wallet.turnoverNotMet', { amount: money.format(remaining) })}
        </span>
      </div>
      <div
        className="turnover__bar"
        role="progressbar"
        aria-label={t('wallet.turnoverProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="turnover__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="wallet-facts wallet-facts--inline">
        <div>
          <dt>{t('wallet.turnoverRequired')}</dt>
          <dd className="wallet-facts__money">{money.format(required)}</dd>
        </div>
        <div>
          <dt>{t('wallet.turnoverWagered')}</dt>
          <dd className="wallet-facts__money">{money.format(wagered)}</dd>
        </div>
      </dl>
      {byGameType.length > 0 ? (
        <table className="turnover__types">
          <caption className="visually-hidden">{t('wallet.turnoverByGameType')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.gameType')}</th>
              <th scope="col" className="turnover__amount">
                {t('wallet.turnoverWagered')}
              </th>
            </tr>
          </thead>
          <tbody>
            {byGameType.map((entry) => {
              const key = getGameTypeLabelKey(entry.gameType);
              return (
                <tr key={entry.gameType}>
                  <th scope="row">{key !== undefined ? t(key) : entry.gameType}</th>
                  <td className="turnover__amount">{money.format(entry.wagered)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {!isMet ? <p className="wallet-muted">{t('wallet.turnoverExplained')}</p> : null}
    </section>
  );
}
