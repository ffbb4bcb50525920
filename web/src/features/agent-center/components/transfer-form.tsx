import type { TeamTransferResult, TransferContext } from '@plaza/contracts/agents';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { CheckIcon } from '../../../components/money-icons';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { checkTransferAmount } from '../hooks/transfer-amount';
import type { TransferAmountIssue } from '../hooks/transfer-amount';
import { ConfirmTransferDialog } from './confirm-transfer-dialog';
import type { TransferSubmit } from './confirm-transfer-dialog';

export interface TransferFormProps {
  context: TransferContext;
  /** Who receives the money; null until one is chosen. */
  recipient: { account: string } | null;
  /** The control that chooses the recipient, or the upline's name. */
  recipientField: ReactNode;
  submit: TransferSubmit;
}

/** Words an amount problem with the limit it broke. */
function useIssueText(): (issue: TransferAmountIssue) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (issue) => {
    switch (issue.kind) {
      case 'belowMin':
        return t('agentCenter.transfer.belowMin', { amount: money.format(issue.limit) });
      case 'aboveMax':
        return t('agentCenter.transfer.aboveMax', { amount: money.format(issue.limit) });
      case 'aboveAvailable':
        return t('agentCenter.transfer.aboveAvailable', { amount: money.format(issue.limit) });
      case 'tooManyDecimals':
        return t('agentCenter.transfer.tooManyDecimals', { count: money.decimals });
      case 'empty':
        return t('validation.required');
      case 'invalid':
      case 'tooLarge':
        return t('agentCenter.transfer.invalidAmount');
    }
  };
}

/**
 * A transfer up or down the tree (docs/product/agent-center.md): the recipient, the amount checked against the
 * limits, what is left of today's allowance and the balance, an optional remark; then the confirmation dialog
 * asks for the payment password. What was sent stays on screen until the next transfer.
 */
export function TransferForm({ context, recipient, recipientField, submit }: TransferFormProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const issueText = useIssueText();
  const [amountText, setAmountText] = useState('');
  const [remark, setRemark] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [sent, setSent] = useState<TeamTransferResult | null>(null);
  const allowanceLeft = Math.max(context.dailyMaxAmount - context.sentToday, 0);
  const check = checkTransferAmount(amountText, money.decimals, {
    minAmount: context.minAmount,
    maxAmount: Math.min(context.maxAmount, allowanceLeft),
    available: context.balance,
  });
  const amountError = isChecked && !check.isValid ? issueText(check.issue) : null;
  const recipientError = isChecked && recipient === null ? t('agentCenter.transfer.chooseRecipient') : null;

  return (
    <>
      {sent !== null ? (
        <p className="agent-success" role="status">
          <CheckIcon />
          <span>
            {t('agentCenter.transfer.sent', {
              amount: money.format(sent.amount),
              account: sent.to.account,
              balance: money.format(sent.balanceAfter),
            })}
          </span>
        </p>
      ) : null}
      <form
        className="agent-panel agent-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setIsChecked(true);
          setSent(null);
          if (check.isValid && recipient !== null) {
            setIsConfirming(true);
          }
        }}
      >
        <dl className="agent-facts">
          <div>
            <dt>{t('agentCenter.transfer.balance')}</dt>
            <dd>{money.format(context.balance)}</dd>
          </div>
          <div>
            <dt>{t('agentCenter.transfer.limits')}</dt>
            <dd>{`${money.format(context.minAmount)} – ${money.format(context.maxAmount)}`}</dd>
          </div>
          <div>
            <dt>{t('agentCenter.transfer.allowanceLeft')}</dt>
            <dd>{money.format(allowanceLeft)}</dd>
          </div>
        </dl>
        {recipientField}
        {recipientError !== null ? (
          <p className="field__error" role="alert">
            {recipientError}
          </p>
        ) : null}
        <Field label={t('agentCenter.transfer.amount')} error={amountError} isRequired>
          {(control) => (
            <div className="agent-amount-input">
              <span aria-hidden="true">{money.symbol}</span>
              <input
                {...control}
                className="field__input"
                name="transferAmount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                onBlur={() => setIsChecked(amountText.trim() !== '' || isChecked)}
              />
            </div>
          )}
        </Field>
        <Field label={t('agentCenter.transfer.remark')} hint={t('agentCenter.transfer.remarkHint')}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="remark"
              maxLength={140}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary agent-form__submit">
          {t('agentCenter.transfer.continue')}
        </button>
      </form>
      {isConfirming && check.isValid && recipient !== null ? (
        <ConfirmTransferDialog
          recipient={recipient.account}
          amount={check.minorUnits}
          balance={context.balance}
          remark={remark.trim()}
          submit={submit}
          onClose={() => setIsConfirming(false)}
          onSent={(result) => {
            setIsConfirming(false);
            setSent(result);
            setAmountText('');
            setRemark('');
            setIsChecked(false);
          }}
        />
      ) : null}
    </>
  );
}
