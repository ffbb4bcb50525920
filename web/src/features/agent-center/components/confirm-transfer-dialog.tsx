import type { TeamTransferResult } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, SecretInput } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { createRequestId } from '../../../lib/request-id';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useServerErrors } from '../hooks/use-server-errors';

/** What a transfer form hands its page: the fields every transfer has, and the call's state. */
export interface TransferFields {
  amount: number;
  paymentPassword: string;
  requestId: string;
  remark?: string;
}

export interface TransferSubmit {
  send: (fields: TransferFields, options: { onSuccess: (result: TeamTransferResult) => void }) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

interface ConfirmTransferDialogProps {
  recipient: string;
  amount: number;
  balance: number;
  remark: string;
  submit: TransferSubmit;
  onClose: () => void;
  onSent: (result: TeamTransferResult) => void;
}

/**
 * The last look before money moves: to whom, how much, what is left; then the payment password. The request
 * id is made once when the dialog opens, so a second press or a retry after a lost answer is the same
 * transfer, never another.
 */
export function ConfirmTransferDialog({
  recipient,
  amount,
  balance,
  remark,
  submit,
  onClose,
  onSent,
}: ConfirmTransferDialogProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const serverErrors = useServerErrors();
  const [requestId] = useState(createRequestId);
  const [password, setPassword] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const server = serverErrors(submit.error, ['paymentPassword', 'amount'] as const);
  const passwordError =
    isChecked && password === '' ? t('validation.required') : (server.fields.paymentPassword ?? null);

  return (
    <Modal title={t('agentCenter.transfer.confirmTitle')} onClose={onClose} className="agent-dialog">
      <form
        className="agent-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setIsChecked(true);
          if (password !== '' && !submit.isPending) {
            submit.send(
              { amount, paymentPassword: password, requestId, ...(remark === '' ? {} : { remark }) },
              { onSuccess: onSent },
            );
          }
        }}
      >
        <dl className="agent-confirm">
          <div>
            <dt>{t('agentCenter.transfer.recipient')}</dt>
            <dd>{recipient}</dd>
          </div>
          <div>
            <dt>{t('agentCenter.transfer.amount')}</dt>
            <dd className="agent-amount">{money.format(amount)}</dd>
          </div>
          <div>
            <dt>{t('agentCenter.transfer.balanceAfter')}</dt>
            <dd>{money.format(balance - amount)}</dd>
          </div>
          {remark === '' ? null : (
            <div>
              <dt>{t('agentCenter.transfer.remark')}</dt>
              <dd>{remark}</dd>
            </div>
          )}
        </dl>
        <Field label={t('agentCenter.transfer.paymentPassword')} error={passwordError} isRequired>
          {(control) => (
            <SecretInput
              {...control}
              name="paymentPassword"
              autoComplete="off"
              maxLength={64}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                submit.reset();
              }}
            />
          )}
        </Field>
        {server.general !== null || server.fields.amount !== undefined ? (
          <p className="agent-alert" role="alert">
            {server.general ?? server.fields.amount}
          </p>
        ) : null}
        <div className="agent-actions agent-actions--end">
          <button
            type="button"
            className="button button--outline"
            onClick={onClose}
            disabled={submit.isPending}
          >
            {t('agentCenter.transfer.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={submit.isPending}>
            {submit.isPending ? t('agentCenter.transfer.sending') : t('agentCenter.transfer.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
