import { OPERATOR_ROLES } from '@plaza/contracts/operator';
import type { OperatorAccount, OperatorRole } from '@plaza/contracts/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { createOperator, updateOperator } from '../api/operators';

/** Creates an operator (no `account`) or changes one's role and state. */
export function OperatorForm({ account, onClose }: { account: OperatorAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>(account?.role ?? 'SUPPORT');
  const [enabled, setEnabled] = useState(account?.enabled ?? true);
  const mutation = useMutation({
    mutationFn: () =>
      account === null
        ? createOperator({ username, password, role })
        : updateOperator(account.id, { role, enabled }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'operators'] });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const error = mutation.error;
  const fieldError = useFieldError(error);
  return (
    <Modal
      title={
        account === null
          ? t('backoffice.operators.create')
          : t('backoffice.operators.edit', { name: account.username })
      }
      onClose={onClose}
    >
      <form className="back-office-form" onSubmit={submit} noValidate>
        {account === null ? (
          <>
            <Field
              label={t('backoffice.operators.username')}
              hint={t('backoffice.operators.usernameHint')}
              error={fieldError('username')}
              isRequired
            >
              {(control) => (
                <input
                  {...control}
                  className="field__input"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('backoffice.operators.password')}
              hint={t('backoffice.operators.passwordHint')}
              error={fieldError('password')}
              isRequired
            >
              {(control) => (
                <input
                  {...control}
                  className="field__input"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field label={t('backoffice.operators.role')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={role}
              onChange={(event) => setRole(event.target.value as OperatorRole)}
            >
              {OPERATOR_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`backoffice.roles.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {account === null ? null : (
          <label className="back-office-check">
            <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
            {t('backoffice.operators.enabled')}
          </label>
        )}
        {error !== null && fieldError('username') === null && fieldError('password') === null ? (
          <p className="back-office-form__error" role="alert">
            {errorText(error)}
          </p>
        ) : null}
        <div className="back-office-form__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('backoffice.list.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {t('backoffice.list.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
