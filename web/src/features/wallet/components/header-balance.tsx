import { useTranslation } from 'react-i18next';

import { formatMinorUnits } from '../../../lib/money';
import { useMemberCenter } from '../../../lib/member-center';
import { DepositIcon, RefreshIcon } from '../../../components/money-icons';
import { useBalance } from '../api/get-balance';
import './header-balance.css';

/**
 * The logged-in header's balance (docs/product/money.md#balances): the sum of the member's wallets with the
 * currency symbol and no decimals (docs/product/money.md#balances; cut off, never rounded up), a refresh button
 * that spins while the balance loads, and the deposit button. The balance opens the member center; a trial member
 * sees their play money, and the member center tells them a real account is needed.
 */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const { openMemberCenter } = useMemberCenter();
  const isRefreshing = balance.isFetching;

  let text: string;
  let fullText: string;
  if (balance.data !== undefined) {
    const options = { decimals: balance.data.decimals, locale: i18n.language, symbol: balance.data.symbol };
    text = formatMinorUnits(balance.data.sumBalance, { ...options, shownDecimals: 0 });
    fullText = formatMinorUnits(balance.data.sumBalance, options);
  } else {
    text = balance.isError ? '—' : '…';
    fullText = balance.isError ? t('wallet.balanceUnavailable') : t('common.loading');
  }

  return (
    <div className="header-balance">
      <div className="header-balance__pill">
        <button
          type="button"
          className="header-balance__amount"
          title={fullText}
          aria-label={t('wallet.headerBalanceLabel', { amount: fullText })}
          onClick={() => openMemberCenter()}
        >
          <span aria-hidden="true" data-testid="header-balance">
            {text}
          </span>
        </button>
        <button
          type="button"
          className={`header-balance__refresh${isRefreshing ? ' header-balance__refresh--spinning' : ''}`}
          aria-label={t('wallet.refreshBalance')}
          aria-busy={isRefreshing}
          onClick={() => {
            // Not disabled while it spins, so keyboard focus stays on it.
            if (!isRefreshing) {
              void balance.refetch();
            }
          }}
        >
          <RefreshIcon />
        </button>
      </div>
      <button
        type="button"
        className="button button--highlight header-balance__deposit"
        onClick={() => openMemberCenter('depositv2')}
      >
        <DepositIcon className="header-balance__deposit-icon" />
        <span className="header-balance__deposit-text">{t('wallet.deposit')}</span>
      </button>
    </div>
  );
}
