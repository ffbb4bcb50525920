import type { ReceivingAccount } from '@plaza/contracts/payments';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../lib/use-money-format';

/** Where a manual bank-transfer deposit is to be paid, and how much. */
export function ReceivingAccountDetails({ account, amount }: { account: ReceivingAccount; amount: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <section className="receiving-account" aria-labelledby="receiving-account-title">
      <p id="receiving-account-title" className="receiving-account__title">
        {t('wallet.payInto')}
      </p>
      <dl className="wallet-facts">
        <div>
          <dt>{t('wallet.bankName')}</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>{t('wallet.accountName')}</dt>
          <dd>{account.accountName}</dd>
        </div>
        <div>
          <dt>{t('wallet.accountNumber')}</dt>
          <dd className="wallet-facts__mono">{account.accountNumber}</dd>
        </div>
        {account.branch !== null ? (
          <div>
            <dt>{t('wallet.branch')}</dt>
            <dd>{account.branch}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('wallet.amountToPay')}</dt>
          <dd className="wallet-facts__money">{money.format(amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
