import type {
  BoundAccount,
  Withdrawal,
  WithdrawalChannel,
  WithdrawalFeeRule,
} from '@plaza/contracts/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { BankIcon, CheckIcon, WalletIcon } from '../../../components/money-icons';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useWithdrawalQuote } from '../api/get-withdrawal-quote';
import { useRequestWithdrawalMutation } from '../api/request-withdrawal';
import { checkAmount } from '../hooks/amount-rules';
import { useAmountIssueText } from '../hooks/use-amount-issue-text';
import { useServerErrorText } from '../hooks/use-server-error';
import { AmountField } from './amount-field';
import { WalletActions } from './wallet-actions';
import { PaymentPasswordField, usePaymentPasswordEntry } from './payment-password-entry';

export interface WithdrawalFormProps {
  channels: WithdrawalChannel[];
  accounts: BoundAccount[];
  /** The main wallet's balance: a withdrawal (its fee included) leaves the main wallet. */
  available: number;
  /** Nothing may be requested while the turnover requirement is open or the payment password locked. */
  blockedReason: string | null;
}

/** Words a channel's fee rule: a fixed part, a percentage, or both. */
function useFeeRuleText(): (fee: WithdrawalFeeRule) => string {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  return (fee) => {
    const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
      fee.percentBasisPoints / 100,
    );
    if (fee.fixed === 0 && fee.percentBasisPoints === 0) {
      return t('wallet.feeFree');
    }
    if (fee.percentBasisPoints === 0) {
      return t('wallet.feeFixed', { amount: money.format(fee.fixed) });
    }
    if (fee.fixed === 0) {
      return t('wallet.feePercent', { percent });
    }
    return t('wallet.feeBoth', { amount: money.format(fee.fixed), percent });
  };
}

/** The withdrawal channels: limits, fee and today's count of each; choosing one resets the destination. */
function ChannelList({
  channels,
  selected,
  onSelect,
}: {
  channels: readonly WithdrawalChannel[];
  selected: string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const feeRuleText = useFeeRuleText();
  return (
    <fieldset className="channel-list">
      <legend className="field__label">{t('wallet.withdrawalChannel')}</legend>
      {channels.map((entry) => (
        <label key={entry.code} className="channel-card">
          <input
            type="radio"
            name="withdrawal-channel"
            className="channel-card__radio"
            value={entry.code}
            checked={entry.code === selected}
            onChange={() => onSelect(entry.code)}
          />
          <span className="channel-card__icon" aria-hidden="true">
            {entry.accountKind === 'BANK' ? <BankIcon /> : <WalletIcon />}
          </span>
          <span className="channel-card__text">
            <span className="channel-card__name">{entry.name}</span>
            <span className="channel-card__limits">
              {t('wallet.limits', { min: money.format(entry.minAmount), max: money.format(entry.maxAmount) })}
              {' · '}
              {feeRuleText(entry.fee)}
            </span>
            <span className="channel-card__kind">
              {t('wallet.dailyCount', { used: entry.usedToday, limit: entry.dailyCountLimit })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The server's fee quote for the amount: the fee and what arrives. */
function QuoteFacts({ quote }: { quote: ReturnType<typeof useWithdrawalQuote> }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="withdrawal-quote" aria-live="polite">
      {quote.isPending ? (
        <span className="wallet-muted">{t('wallet.quoting')}</span>
      ) : quote.isError ? (
        <span className="field__error">{t('wallet.quoteFailed')}</span>
      ) : (
        <dl className="wallet-facts wallet-facts--inline">
          <div>
            <dt>{t('wallet.fee')}</dt>
            <dd className="wallet-facts__money">{money.format(quote.data.fee)}</dd>
          </div>
          <div>
            <dt>{t('wallet.youReceive')}</dt>
            <dd className="wallet-facts__money">{money.format(quote.data.payoutAmount)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}

/**
 * The withdrawal request: a channel (limits, today's count, fee), one of the member's accounts of the kind it
 * pays to, and the amount, checked against the limits and the main wallet; the server's fee quote shows what
 * arrives before the confirmation dialog asks for the payment password.
 */
export function WithdrawalForm({ channels, accounts, available, blockedReason }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const issueText = useAmountIssueText();
  // Start on a channel the member can use now: one paying to an account they have, with requests left today.
  const [channelCode, setChannelCode] = useState(
    () =>
      (
        channels.find(
          (entry) =>
            entry.usedToday < entry.dailyCountLimit &&
            accounts.some((account) => account.kind === entry.accountKind),
        ) ?? channels[0]
      )?.code ?? '',
  );
  const channel = channels.find((entry) => entry.code === channelCode) ?? channels[0];
  const destinations = accounts.filter((account) => account.kind === channel?.accountKind);
  const [accountId, setAccountId] = useState('');
  const destination = destinations.find((account) => account.id === accountId) ?? destinations[0];
  const [amountText, setAmountText] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [requested, setRequested] = useState<Withdrawal | null>(null);

  const check = checkAmount(amountText, money.decimals, {
    minAmount: channel?.minAmount ?? 1,
    maxAmount: channel?.maxAmount ?? 0,
    available,
  });
  const quote = useWithdrawalQuote(channel?.code ?? '', check.isValid ? check.minorUnits : null);
  const isDailyLimitReached = channel !== undefined && channel.usedToday >= channel.dailyCountLimit;
  const amountError = isChecked && !check.isValid ? issueText(check.issue) : null;
  const isPayoutEmpty = quote.data !== undefined && quote.data.payoutAmount <= 0;

  if (channel === undefined) {
    return <p className="wallet-muted">{t('wallet.noWithdrawalChannels')}</p>;
  }

  return (
    <>
      {requested !== null ? (
        <div className="wallet-notice" role="status">
          <CheckIcon />
          <span>
            {t('wallet.withdrawalRequested', {
              amount: money.format(requested.amount),
              payout: money.format(requested.payoutAmount),
            })}
          </span>
        </div>
      ) : null}
      <form
        className="wallet-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setIsChecked(true);
          setRequested(null);
          if (check.isValid && destination !== undefined && !isDailyLimitReached && blockedReason === null) {
            setIsConfirming(true);
          }
        }}
      >
        <ChannelList
          channels={channels}
          selected={channel.code}
          onSelect={(code) => {
            setChannelCode(code);
            setAccountId('');
          }}
        />

        {isDailyLimitReached ? (
          <p className="wallet-alert" role="alert">
            {t('wallet.dailyLimitReached', { limit: channel.dailyCountLimit })}
          </p>
        ) : null}

        {destinations.length === 0 ? (
          <p className="wallet-alert" role="alert">
            {channel.accountKind === 'BANK' ? t('wallet.needBankAccount') : t('wallet.needEWallet')}
          </p>
        ) : (
          <Field label={t('wallet.destination')} isRequired>
            {(control) => (
              <select
                {...control}
                className="field__input"
                name="destination"
                value={destination?.id ?? ''}
                onChange={(event) => setAccountId(event.target.value)}
              >
                {destinations.map((account) => (
                  <option key={account.id} value={account.id}>
                    {`${account.providerName} ${account.accountNumberMasked}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}

        <AmountField
          name="withdrawalAmount"
          label={t('wallet.amount')}
          value={amountText}
          onChange={setAmountText}
          onBlur={() => {
            if (amountText.trim() !== '') {
              setIsChecked(true);
            }
          }}
          hint={t('wallet.withdrawHint', {
            min: money.format(channel.minAmount),
            max: money.format(channel.maxAmount),
            available: money.format(available),
          })}
          error={amountError}
        />

        {check.isValid ? <QuoteFacts quote={quote} /> : null}
        {isPayoutEmpty ? (
          <p className="field__error" role="alert">
            {t('wallet.feeTooHigh')}
          </p>
        ) : null}

        {blockedReason !== null ? <p className="wallet-muted">{blockedReason}</p> : null}

        <button
          type="submit"
          className="button button--primary wallet-form__submit"
          disabled={
            blockedReason !== null || isDailyLimitReached || destinations.length === 0 || isPayoutEmpty
          }
        >
          {t('wallet.continue')}
        </button>
      </form>
      {isConfirming && check.isValid && destination !== undefined ? (
        <ConfirmWithdrawalDialog
          channel={channel}
          destination={destination}
          amount={check.minorUnits}
          fee={quote.data?.fee ?? null}
          payoutAmount={quote.data?.payoutAmount ?? null}
          onClose={() => setIsConfirming(false)}
          onRequested={(withdrawal) => {
            setIsConfirming(false);
            setRequested(withdrawal);
            setAmountText('');
            setIsChecked(false);
          }}
        />
      ) : null}
    </>
  );
}

interface ConfirmWithdrawalDialogProps {
  channel: WithdrawalChannel;
  destination: BoundAccount;
  amount: number;
  fee: number | null;
  payoutAmount: number | null;
  onClose: () => void;
  onRequested: (withdrawal: Withdrawal) => void;
}

/** The last look before money leaves the wallet: what goes where, the fee, what arrives; then the payment password. */
function ConfirmWithdrawalDialog({
  channel,
  destination,
  amount,
  fee,
  payoutAmount,
  onClose,
  onRequested,
}: ConfirmWithdrawalDialogProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const mutation = useRequestWithdrawalMutation();
  const serverErrorText = useServerErrorText();
  const server = serverErrorText(mutation.error, ['paymentPassword', 'amount'] as const);
  const paymentPassword = usePaymentPasswordEntry(server.fields.paymentPassword, () => mutation.reset());

  return (
    <Modal title={t('wallet.confirmWithdrawalTitle')} onClose={onClose} className="wallet-dialog">
      <form
        className="wallet-dialog__body wallet-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (paymentPassword.submit()) {
            mutation.mutate(
              {
                channelCode: channel.code,
                boundAccountId: destination.id,
                amount,
                paymentPassword: paymentPassword.value,
              },
              { onSuccess: onRequested },
            );
          }
        }}
      >
        <dl className="wallet-facts">
          <div>
            <dt>{t('wallet.withdrawalChannel')}</dt>
            <dd>{channel.name}</dd>
          </div>
          <div>
            <dt>{t('wallet.destination')}</dt>
            <dd>{`${destination.providerName} ${destination.accountNumberMasked}`}</dd>
          </div>
          <div>
            <dt>{t('wallet.amount')}</dt>
            <dd className="wallet-facts__money">{money.format(amount)}</dd>
          </div>
          <div>
            <dt>{t('wallet.fee')}</dt>
            <dd className="wallet-facts__money">{fee === null ? '—' : money.format(fee)}</dd>
          </div>
          <div>
            <dt>{t('wallet.youReceive')}</dt>
            <dd className="wallet-facts__money wallet-facts__strong">
              {payoutAmount === null ? '—' : money.format(payoutAmount)}
            </dd>
          </div>
        </dl>
        <PaymentPasswordField entry={paymentPassword} />
        {server.general !== null || server.fields.amount !== undefined ? (
          <p className="wallet-alert" role="alert">
            {server.general ?? server.fields.amount}
          </p>
        ) : null}
        <WalletActions
          backLabel={t('wallet.cancel')}
          onBack={onClose}
          confirmLabel={t('wallet.confirmWithdrawal')}
          pendingLabel={t('wallet.requesting')}
          isPending={mutation.isPending}
        />
      </form>
    </Modal>
  );
}
