import type { DepositResponse, PaymentChannel } from '@plaza/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckIcon, DepositIcon } from '../../../components/money-icons';
import { StatusBadge } from '../../../components/status-badge';
import { createRequestId } from '../../../lib/request-id';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCreateDepositMutation } from '../api/create-deposit';
import { checkAmount } from '../hooks/amount-rules';
import { useStepFocus } from '../hooks/use-step-focus';
import { useAmountIssueText } from '../hooks/use-amount-issue-text';
import { AmountField } from './amount-field';
import { ConfirmStepActions } from './confirm-step-actions';
import { ReceivingAccountDetails } from './receiving-account-details';

type Step =
  | { name: 'form' }
  | { name: 'confirm'; amount: number; requestId: string }
  | { name: 'done'; amount: number; response: DepositResponse };

/** What became of a deposit: completed, or waiting (with the account to pay into for a manual channel). */
function DepositOutcome({
  stepRef,
  channel,
  amount,
  response,
  onNewDeposit,
}: {
  stepRef: (element: HTMLElement | null) => void;
  channel: PaymentChannel;
  amount: number;
  response: DepositResponse;
  onNewDeposit: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const isCompleted = response.status === 'COMPLETED';
  return (
    <div ref={stepRef} tabIndex={-1} className="wallet-card deposit-outcome" role="status">
      <div className="deposit-outcome__head">
        <span
          className={`deposit-outcome__icon${isCompleted ? ' deposit-outcome__icon--done' : ''}`}
          aria-hidden="true"
        >
          {isCompleted ? <CheckIcon /> : <DepositIcon />}
        </span>
        <div>
          <p className="deposit-outcome__title">
            {isCompleted
              ? t('wallet.depositCompleted', { amount: money.format(amount) })
              : t('wallet.depositPending', { amount: money.format(amount) })}
          </p>
          <p className="wallet-muted">
            {isCompleted ? t('wallet.depositCompletedText') : t('wallet.depositPendingText')}
          </p>
        </div>
      </div>
      <dl className="wallet-facts">
        <div>
          <dt>{t('wallet.depositNumber')}</dt>
          <dd>{response.id}</dd>
        </div>
        <div>
          <dt>{t('wallet.status')}</dt>
          <dd>
            <StatusBadge
              tone={isCompleted ? 'success' : response.status === 'REJECTED' ? 'danger' : 'pending'}
              label={t(`wallet.depositStatus.${response.status}`)}
            />
          </dd>
        </div>
      </dl>
      {!isCompleted && channel.receivingAccount !== null ? (
        <ReceivingAccountDetails account={channel.receivingAccount} amount={amount} />
      ) : null}
      <button type="button" className="button button--primary" onClick={onNewDeposit}>
        {t('wallet.newDepositButton')}
      </button>
    </div>
  );
}

/**
 * The deposit through one channel: the amount (checked against the channel's limits as the member types),
 * a confirmation step that says what will happen, then the outcome. The confirmation's request id stays the
 * same across retries, so a repeated submit never deposits twice.
 */
export function DepositForm({ channel }: { channel: PaymentChannel }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const issueText = useAmountIssueText();
  const deposit = useCreateDepositMutation();
  const [amountText, setAmountText] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const keepStep = useStepFocus<HTMLElement>(step.name);

  const limits = {
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    fixedAmounts: channel.fixedAmounts,
  };
  const check = checkAmount(amountText, money.decimals, limits);
  const amountError = isChecked && !check.isValid ? issueText(check.issue) : null;

  if (step.name === 'done') {
    return (
      <DepositOutcome
        stepRef={keepStep}
        channel={channel}
        amount={step.amount}
        response={step.response}
        onNewDeposit={() => {
          setAmountText('');
          setIsChecked(false);
          setStep({ name: 'form' });
        }}
      />
    );
  }

  if (step.name === 'confirm') {
    const submit = () =>
      deposit.mutate(
        { channelCode: channel.code, amount: step.amount, requestId: step.requestId },
        { onSuccess: (response) => setStep({ name: 'done', amount: step.amount, response }) },
      );
    return (
      <div
        ref={keepStep}
        tabIndex={-1}
        className="wallet-card wallet-confirm"
        role="group"
        aria-labelledby="deposit-confirm-title"
      >
        <p id="deposit-confirm-title" className="wallet-confirm__title">
          {t('wallet.confirmDepositTitle')}
        </p>
        <dl className="wallet-facts">
          <div>
            <dt>{t('wallet.channel')}</dt>
            <dd>{channel.name}</dd>
          </div>
          <div>
            <dt>{t('wallet.amount')}</dt>
            <dd className="wallet-facts__money">{money.format(step.amount)}</dd>
          </div>
        </dl>
        <p className="wallet-muted">
          {channel.kind === 'INSTANT' ? t('wallet.confirmDepositInstant') : t('wallet.confirmDepositManual')}
        </p>
        <ConfirmStepActions
          action={deposit}
          onBack={() => setStep({ name: 'form' })}
          onConfirm={submit}
          confirmLabel={t('wallet.confirmDeposit')}
          pendingLabel={t('wallet.depositing')}
        />
      </div>
    );
  }

  return (
    <form
      className="wallet-form"
      noValidate
      ref={keepStep}
      tabIndex={-1}
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (check.isValid) {
          setStep({ name: 'confirm', amount: check.minorUnits, requestId: createRequestId() });
        }
      }}
    >
      <AmountField
        name="amount"
        label={t('wallet.amount')}
        value={amountText}
        onChange={setAmountText}
        onBlur={() => {
          if (amountText.trim() !== '') {
            setIsChecked(true);
          }
        }}
        hint={
          channel.fixedAmounts.length > 0
            ? t('wallet.fixedAmountsHint')
            : t('wallet.limits', {
                min: money.format(channel.minAmount),
                max: money.format(channel.maxAmount),
              })
        }
        error={amountError}
        chips={channel.fixedAmounts}
        isChipsOnly={channel.fixedAmounts.length > 0}
      />
      <button type="submit" className="button button--primary wallet-form__submit">
        {t('wallet.continue')}
      </button>
    </form>
  );
}
