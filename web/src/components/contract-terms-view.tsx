import type { ContractTerms } from '@plaza/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../lib/use-money-format';
import './contract-terms-view.css';

/** A rate in basis points as a percentage in the interface language. */
export function usePercent(): (basisPoints: number) => string {
  const { i18n } = useTranslation();
  return (basisPoints) =>
    `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}

/** A contract's terms: its tiers as a small table, or the real-time salary's rates. */
export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const percent = usePercent();
  if (terms.kind === 'RTSALARY3') {
    return (
      <dl className="contract-terms">
        <div>
          <dt>{t('contracts.field.profitRate')}</dt>
          <dd>{percent(terms.profitRate)}</dd>
        </div>
        <div>
          <dt>{t('contracts.field.lossRate')}</dt>
          <dd>{percent(terms.lossRate)}</dd>
        </div>
        <div>
          <dt>{t('contracts.field.singleBetAmount')}</dt>
          <dd>{money.format(terms.singleBetAmount)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <div className="contract-tiers-box">
      {terms.kind === 'DIVIDEND3' ? (
        <p className="contract-tiers__note">
          {t(`contracts.period.${terms.period}`)} · {t(`contracts.mode.${terms.mode}`)}
        </p>
      ) : null}
      <table className="contract-tiers">
        <caption className="visually-hidden">{t('contracts.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">
              {t(terms.kind === 'HOURSAL3' ? 'contracts.field.hourBet' : 'contracts.field.validBet')}
            </th>
            <th scope="col">{t('contracts.field.activeMembers')}</th>
            {terms.kind === 'DIVIDEND3' ? <th scope="col">{t('contracts.field.teamLoss')}</th> : null}
            <th scope="col">{t('contracts.field.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier) => (
            <tr key={`${tier.validBet}:${tier.rate}`}>
              <td>{money.format(tier.validBet)}</td>
              <td>{tier.activeMembers}</td>
              {terms.kind === 'DIVIDEND3' ? <td>{money.format(tier.teamLoss ?? 0)}</td> : null}
              <td>{percent(tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
