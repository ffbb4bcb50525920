import { useTranslation } from 'react-i18next';

import { LoadError } from '../../../components/load-error';
import { LockIcon } from '../../../components/money-icons';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useBalance } from '../api/get-balance';
import { useBoundAccounts } from '../api/get-bound-accounts';
import { usePaymentPasswordStatus } from '../api/get-payment-password-status';
import { useTurnover } from '../api/get-turnover';
import { useWithdrawalChannels } from '../api/get-withdrawal-channels';
import { BoundAccountsPanel } from './bound-accounts-panel';
import { PaymentPasswordSetup } from './payment-password-setup';
import { TurnoverPanel } from './turnover-panel';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalRecords } from './withdrawal-records';
import './wallet.css';

/**
 * Withdraw (docs/product/withdrawals.md; decision 008): the payment password is set first; then the turnover
 * requirement, the bound accounts, the request, and the withdrawal records where disbursed payments are
 * confirmed.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const passwordStatus = usePaymentPasswordStatus();

  let content;
  if (passwordStatus.isPending) {
    content = <Skeleton rows={4} rowHeight={52} />;
  } else if (passwordStatus.isError) {
    content = <LoadError error={passwordStatus.error} onRetry={() => void passwordStatus.refetch()} />;
  } else if (!passwordStatus.data.isSet) {
    content = <PaymentPasswordSetup />;
  } else {
    const lockText =
      passwordStatus.data.isLocked && passwordStatus.data.lockedUntil !== null
        ? t('wallet.paymentPasswordLocked', { time: formatDateTime(passwordStatus.data.lockedUntil) })
        : passwordStatus.data.isLocked
          ? t('wallet.paymentPasswordLockedNoTime')
          : null;
    content = <WithdrawalSetup lockText={lockText} />;
  }

  return (
    <div className="wallet-page">
      <section className="wallet-section" aria-labelledby="withdraw-new-title">
        <h4 id="withdraw-new-title" className="wallet-section__title">
          {t('wallet.newWithdrawal')}
        </h4>
        {content}
      </section>
      <section className="wallet-section" aria-labelledby="withdraw-records-title">
        <h4 id="withdraw-records-title" className="wallet-section__title">
          {t('wallet.withdrawalRecords')}
        </h4>
        <WithdrawalRecords />
      </section>
    </div>
  );
}

/** Everything after the payment password: turnover, the request form and the bound accounts it pays to. */
function WithdrawalSetup({ lockText }: { lockText: string | null }) {
  const { t } = useTranslation();
  const turnover = useTurnover();
  const boundAccounts = useBoundAccounts();
  const channels = useWithdrawalChannels();
  const balance = useBalance();

  const queries = [turnover, boundAccounts, channels, balance];
  const failed = queries.find((query) => query.isError);
  if (failed?.error) {
    return (
      <LoadError
        error={failed.error}
        onRetry={() => {
          for (const query of queries) {
            if (query.isError) {
              void query.refetch();
            }
          }
        }}
      />
    );
  }
  if (
    turnover.data === undefined ||
    boundAccounts.data === undefined ||
    channels.data === undefined ||
    balance.data === undefined
  ) {
    return <Skeleton rows={5} rowHeight={52} />;
  }
  const main = balance.data.wallets.find((wallet) => wallet.vendorCode === null)?.availBalance ?? 0;
  const blockedReason = lockText ?? (turnover.data.isMet ? null : t('wallet.turnoverBlocks'));

  return (
    <div className="wallet-stack wallet-stack--gap">
      {lockText !== null ? (
        <StateMessage icon={<LockIcon />} title={t('wallet.paymentPasswordLockedTitle')} text={lockText} />
      ) : null}
      <TurnoverPanel turnover={turnover.data} />
      <div className="wallet-card">
        <WithdrawalForm
          channels={channels.data}
          accounts={boundAccounts.data.accounts}
          available={main}
          blockedReason={blockedReason}
        />
      </div>
      <BoundAccountsPanel boundAccounts={boundAccounts.data} isPaymentPasswordLocked={lockText !== null} />
    </div>
  );
}
