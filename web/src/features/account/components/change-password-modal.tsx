import { validateFieldValue } from '@plaza/contracts/registration-patterns';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import type { PasswordChangeReason } from '../../../lib/password-change-due';
import { clearSessionStorage } from '../../../lib/session-token';
import { useChangePasswordMutation } from '../api/change-password';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { useLogoutMutation } from '../api/logout';

import { AccountForm, FormAlert, SubmitButton, useAccountForm } from './account-form-parts';
import { readFieldMessages } from './field-messages';
import { FormField } from './form-field';
import { useFieldHint } from './registration-form-parts';
import './account-modal.css';
import './account-notice.css';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type PasswordField = (typeof FIELDS)[number];

export interface ChangePasswordModalProps {
  /**
   * Why the change is forced (a first or temporary, a default or an expired password), or null when the member
   * opened the dialog. A forced dialog stays until the password changes or the member signs out.
   */
  forcedReason: PasswordChangeReason | null;
  onClose: () => void;
  onChanged: () => void;
}

/** The change-password modal (docs/product/accounts.md#change-password). */
export function ChangePasswordModal({ forcedReason, onClose, onChanged }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const isForced = forcedReason !== null;
  const reasonTexts: Record<PasswordChangeReason, string> = {
    firstLogin: t('account.passwordChangeReason.firstLogin'),
    defaultPassword: t('account.passwordChangeReason.defaultPassword'),
    expired: t('account.passwordChangeReason.expired'),
  };
  const queryClient = useQueryClient();
  const settings = useRegistrationSettings();
  const hintOf = useFieldHint();
  const passwordRule = settings.data?.fields.password;
  const changeMutation = useChangePasswordMutation();
  const logoutMutation = useLogoutMutation();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const { errors, setErrors, failure, fail, submit } = useAccountForm<PasswordField>();

  const labels: Record<PasswordField, string> = {
    oldPassword: t('account.field.oldPassword'),
    newPassword: t('account.field.newPassword'),
    confirmNewPassword: t('account.field.confirmNewPassword'),
  };
  const fieldMessages = {
    'validation.required': t('validation.required'),
    'validation.tooShort': t('validation.tooShort'),
    'validation.tooLong': t('validation.tooLong'),
    'validation.pattern': t('validation.pattern'),
    'validation.invalid': t('validation.invalid'),
    'validation.mismatch': t('validation.mismatch'),
  };

  const validate = (): Partial<Record<PasswordField, string>> => {
    const found: Partial<Record<PasswordField, string>> = {};
    for (const field of FIELDS) {
      if (values[field] === '') {
        found[field] = fieldMessages['validation.required'];
      }
    }
    const rule = settings.data?.fields.password;
    if (found.newPassword === undefined && rule !== undefined) {
      const result = validateFieldValue({ ...rule, required: true }, values.newPassword);
      if (!result.ok) {
        found.newPassword = fieldMessages[`validation.${result.reason}`];
      }
    }
    if (found.confirmNewPassword === undefined && values.confirmNewPassword !== values.newPassword) {
      found.confirmNewPassword = fieldMessages['validation.mismatch'];
    }
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      isPending: changeMutation.isPending,
      check: validate,
      send: () =>
        changeMutation.mutate(values, {
          onSuccess: onChanged,
          onError: (error) => {
            const keys = readFieldMessages(error, FIELDS);
            const shown: Partial<Record<PasswordField, string>> = {};
            for (const field of FIELDS) {
              const key = keys[field];
              if (key !== undefined) {
                shown[field] = fieldMessages[key];
              }
            }
            if (Object.keys(shown).length > 0) {
              setErrors(shown);
              return;
            }
            fail(error);
          },
        }),
    });

  const signOut = () => {
    logoutMutation.mutate(undefined, {
      onSettled: () => {
        clearSessionStorage();
        queryClient.removeQueries({ queryKey: ['member'] });
        onClose();
      },
    });
  };

  return (
    <Modal
      title={t('account.changePasswordTitle')}
      onClose={onClose}
      isDismissible={!isForced}
      className="account-notice"
    >
      <AccountForm onSubmit={onSubmit} isPending={changeMutation.isPending} className="account-notice__body">
        {forcedReason !== null ? <p>{reasonTexts[forcedReason]}</p> : null}
        {FIELDS.map((field) => (
          <FormField
            key={field}
            name={field}
            label={labels[field]}
            value={values[field]}
            onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
            isRequired
            isSecret
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            hint={field === 'newPassword' && passwordRule?.enabled ? hintOf(passwordRule) : null}
            error={errors[field]}
          />
        ))}
        <FormAlert message={failure} />
        <div className="account-notice__actions">
          {isForced ? (
            <button
              type="button"
              className="button button--outline"
              onClick={signOut}
              disabled={logoutMutation.isPending}
            >
              {t('account.signOut')}
            </button>
          ) : null}
          <SubmitButton
            label={changeMutation.isPending ? t('account.changingPassword') : t('account.changePassword')}
            isPending={changeMutation.isPending}
            isInRow
          />
        </div>
      </AccountForm>
    </Modal>
  );
}
