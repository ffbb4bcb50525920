import type { BoundAccount, BoundAccountKind, BoundAccounts } from '@plaza/contracts/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { BankIcon, WalletIcon } from '../../../components/money-icons';
import { useUnbindAccountMutation } from '../api/unbind-account';
import { useServerErrorText } from '../hooks/use-server-error';
import { BindAccountDialog } from './bind-account-dialog';
import { WalletActions } from './wallet-actions';
import { PaymentPasswordField, usePaymentPasswordEntry } from './payment-password-entry';

export interface BoundAccountsPanelProps {
  boundAccounts: BoundAccounts;
  /** Binding and unbinding need the payment password; a locked one waits. */
  isPaymentPasswordLocked: boolean;
}

/**
 * The member's bound bank accounts and e-wallets (decision 008), numbers masked to their last four, with
 * binding (up to the deployment's limits) and unbinding, each behind the payment password.
 */
export function BoundAccountsPanel({ boundAccounts, isPaymentPasswordLocked }: BoundAccountsPanelProps) {
  const { t } = useTranslation();
  const [bindingKind, setBindingKind] = useState<BoundAccountKind | null>(null);
  const [unbinding, setUnbinding] = useState<BoundAccount | null>(null);
  const { accounts, maxBankAccounts, maxEWallets } = boundAccounts;
  const bankCount = accounts.filter((account) => account.kind === 'BANK').length;
  const walletCount = accounts.length - bankCount;
  const canBindBank = bankCount < maxBankAccounts && boundAccounts.banks.length > 0;
  const canBindWallet = walletCount < maxEWallets && boundAccounts.eWalletTypes.length > 0;

  return (
    <section className="wallet-card bound-accounts" aria-labelledby="bound-accounts-title">
      <p id="bound-accounts-title" className="wallet-card__intro-title">
        {t('wallet.boundAccounts')}
      </p>
      {accounts.length === 0 ? (
        <p className="wallet-muted">{t('wallet.noBoundAccounts')}</p>
      ) : (
        <ul className="bound-accounts__list">
          {accounts.map((account) => (
            <li key={account.id} className="bound-accounts__item">
              <span className="wallet-list__icon" aria-hidden="true">
                {account.kind === 'BANK' ? <BankIcon /> : <WalletIcon />}
              </span>
              <span className="bound-accounts__text">
                <span className="bound-accounts__name">{account.providerName}</span>
                <span className="wallet-muted wallet-facts__mono">
                  {account.accountNumberMasked}
                  {account.holderName !== null ? ` · ${account.holderName}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="button button--quiet bound-accounts__remove"
                disabled={isPaymentPasswordLocked}
                onClick={() => setUnbinding(account)}
                aria-label={t('wallet.unbindAccountNamed', {
                  name: `${account.providerName} ${account.accountNumberMasked}`,
                })}
              >
                {t('wallet.unbind')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="wallet-actions wallet-actions--start">
        <button
          type="button"
          className="button button--outline"
          disabled={!canBindBank || isPaymentPasswordLocked}
          onClick={() => setBindingKind('BANK')}
        >
          <BankIcon />
          {t('wallet.bindBankAccount')}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={!canBindWallet || isPaymentPasswordLocked}
          onClick={() => setBindingKind('EWALLET')}
        >
          <WalletIcon />
          {t('wallet.bindEWallet')}
        </button>
      </div>
      <p className="wallet-muted">
        {t('wallet.boundAccountLimits', { banks: maxBankAccounts, wallets: maxEWallets })}
      </p>
      {bindingKind !== null ? (
        <BindAccountDialog
          kind={bindingKind}
          boundAccounts={boundAccounts}
          onClose={() => setBindingKind(null)}
        />
      ) : null}
      {unbinding !== null ? <UnbindDialog account={unbinding} onClose={() => setUnbinding(null)} /> : null}
    </section>
  );
}

function UnbindDialog({ account, onClose }: { account: BoundAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useUnbindAccountMutation();
  const serverErrorText = useServerErrorText();
  const server = serverErrorText(mutation.error, ['paymentPassword'] as const);
  const paymentPassword = usePaymentPasswordEntry(server.fields.paymentPassword, () => mutation.reset());

  return (
    <Modal title={t('wallet.unbindTitle')} onClose={onClose} className="wallet-dialog">
      <form
        className="wallet-dialog__body wallet-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (paymentPassword.submit()) {
            mutation.mutate(
              { id: account.id, paymentPassword: paymentPassword.value },
              { onSuccess: onClose },
            );
          }
        }}
      >
        <p>{t('wallet.unbindText', { name: `${account.providerName} ${account.accountNumberMasked}` })}</p>
        <PaymentPasswordField entry={paymentPassword} />
        {server.general !== null ? (
          <p className="wallet-alert" role="alert">
            {server.general}
          </p>
        ) : null}
        <WalletActions
          backLabel={t('wallet.cancel')}
          onBack={onClose}
          confirmLabel={t('wallet.unbind')}
          isPending={mutation.isPending}
        />
      </form>
    </Modal>
  );
}
