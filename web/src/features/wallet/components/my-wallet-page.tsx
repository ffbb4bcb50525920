import { useTranslation } from 'react-i18next';

import { LoadError } from '../../../components/load-error';
import { DepositIcon, RefreshIcon, WalletIcon, WithdrawIcon } from '../../../components/money-icons';
import { Skeleton } from '../../../components/skeleton';
import { useMemberCenter } from '../../../lib/member-center';
import { formatMinorUnits } from '../../../lib/money';
import { useBalance } from '../api/get-balance';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useConsolidatedFunds, useConsolidateFundsMutation } from '../api/transfer-between-wallets';
import { ContractsNotice } from './contracts-notice';
import { WalletTransferPanel } from './wallet-transfer-panel';
import './wallet.css';

/**
 * My wallet (transferFund, docs/product/money.md#balances): the sum of the member's money and each wallet it is
 * kept in, the main wallet and one per transfer-mode vendor, from GET /wps/v2/wallets/balance; and, unless every
 * game plays from the main wallet (the wallet mode is single), the transfers between them. With vendor wallets
 * the refresh asks the vendors themselves (consolidated funds). The consolidated funds' contract fields show the
 * member's contracts (ContractsNotice).
 */
export function MyWalletPage() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const merchantWallet = useMerchantWallet();
  const consolidate = useConsolidateFundsMutation();
  const consolidated = useConsolidatedFunds();
  const contracts = consolidate.data ?? consolidated.data;
  const { openMemberCenter } = useMemberCenter();
  const transferVendors = merchantWallet.data?.isSingle === 0 ? merchantWallet.data.transferVendors : [];
  const isRefreshing = balance.isFetching || consolidate.isPending;

  if (balance.isPending) {
    return <Skeleton rows={4} rowHeight={56} />;
  }
  if (balance.isError) {
    return <LoadError error={balance.error} onRetry={() => void balance.refetch()} />;
  }
  const { sumBalance, wallets, decimals, symbol, currency } = balance.data;
  const format = (minorUnits: number) =>
    formatMinorUnits(minorUnits, { decimals, symbol, locale: i18n.language });
  const mainWallets = wallets.filter((wallet) => wallet.vendorCode === null);
  const vendorWallets = wallets.filter((wallet) => wallet.vendorCode !== null);

  return (
    <div className="wallet-page">
      <section className="wallet-card wallet-total" aria-labelledby="wallet-total-title">
        <div className="wallet-total__head">
          <h4 id="wallet-total-title" className="wallet-total__label">
            {t('wallet.totalBalance')}
          </h4>
          <button
            type="button"
            className={`icon-button wallet-total__refresh${isRefreshing ? ' wallet-spinning' : ''}`}
            aria-label={t('wallet.refreshBalance')}
            aria-busy={isRefreshing}
            onClick={() => {
              if (isRefreshing) {
                return;
              }
              if (transferVendors.length > 0) {
                consolidate.mutate();
              } else {
                void balance.refetch();
              }
            }}
          >
            <RefreshIcon />
          </button>
        </div>
        <p className="wallet-total__amount">{format(sumBalance)}</p>
        <p className="wallet-total__currency">{t('wallet.currencyNote', { currency })}</p>
        <div className="wallet-total__actions">
          <button
            type="button"
            className="button button--highlight"
            onClick={() => openMemberCenter('depositv2')}
          >
            <DepositIcon />
            {t('wallet.deposit')}
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => openMemberCenter('withdraw')}
          >
            <WithdrawIcon />
            {t('wallet.withdraw')}
          </button>
        </div>
      </section>

      <section className="wallet-section" aria-labelledby="wallet-list-title">
        <h4 id="wallet-list-title" className="wallet-section__title">
          {t('wallet.wallets')}
        </h4>
        <ul className="wallet-list" aria-labelledby="wallet-list-title">
          {[...mainWallets, ...vendorWallets].map((wallet) => (
            <li key={wallet.wallet} className="wallet-list__item">
              <span className="wallet-list__icon" aria-hidden="true">
                <WalletIcon />
              </span>
              <span className="wallet-list__name">
                {wallet.vendorCode === null
                  ? t('wallet.mainWallet')
                  : t('wallet.vendorWallet', { vendor: wallet.vendorCode })}
              </span>
              <span className="wallet-list__amount">{format(wallet.availBalance)}</span>
            </li>
          ))}
        </ul>
        {merchantWallet.data?.isSingle === 1 ? (
          <p className="wallet-muted">{t('wallet.singleWallet')}</p>
        ) : vendorWallets.length === 0 ? (
          <p className="wallet-muted">{t('wallet.noVendorWallets')}</p>
        ) : null}
      </section>

      {contracts === undefined ? null : <ContractsNotice summary={contracts} />}

      {transferVendors.length > 0 ? (
        <WalletTransferPanel balance={balance.data} vendors={transferVendors} />
      ) : null}
    </div>
  );
}
