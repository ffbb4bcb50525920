import type { BindAccountRequest, BoundAccountKind, BoundAccounts } from '@plaza/contracts/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, SecretInput } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useBindAccountMutation } from '../api/bind-account';
import { useServerErrorText } from '../hooks/use-server-error';
import { WalletActions } from './wallet-actions';

type FieldName = 'provider' | 'number' | 'holderName' | 'paymentPassword';

/** Server field names of each kind, mapped to the form's fields. */
const SERVER_FIELDS: Record<BoundAccountKind, Record<string, FieldName>> = {
  BANK: {
    bankCode: 'provider',
    accountNumber: 'number',
    holderName: 'holderName',
    paymentPassword: 'paymentPassword',
  },
  EWALLET: { walletType: 'provider', address: 'number', paymentPassword: 'paymentPassword' },
};

/** The same rules as the contract: 4–34 letters or digits (spaces and dashes dropped); an address without spaces. */
function checkNumber(kind: BoundAccountKind, value: string): boolean {
  if (kind === 'BANK') {
    return /^[A-Za-z0-9]{4,34}$/.test(value.replace(/[\s-]/g, ''));
  }
  const trimmed = value.trim();
  return trimmed.length >= 4 && trimmed.length <= 128 && /^\S+$/.test(trimmed);
}

type FieldValues = Record<FieldName, string>;

/** What is wrong with the fields before anything is sent. */
function useLocalErrors(kind: BoundAccountKind, values: FieldValues): Partial<Record<FieldName, string>> {
  const { t } = useTranslation();
  const errors: Partial<Record<FieldName, string>> = {};
  if (values.provider === '') {
    errors.provider = t('validation.required');
  }
  if (values.number.trim() === '') {
    errors.number = t('validation.required');
  } else if (!checkNumber(kind, values.number)) {
    errors.number = kind === 'BANK' ? t('wallet.accountNumberRule') : t('wallet.addressRule');
  }
  if (kind === 'BANK' && values.holderName.trim().length < 2) {
    errors.holderName = t('validation.tooShort');
  }
  if (values.paymentPassword === '') {
    errors.paymentPassword = t('validation.required');
  }
  return errors;
}

/** The server's refusals of the request's fields, under the form's fields; and the one for the whole form. */
function useServerErrors(kind: BoundAccountKind, error: Error | null) {
  const serverErrorText = useServerErrorText();
  const server = serverErrorText(error, Object.keys(SERVER_FIELDS[kind]));
  const fields: Partial<Record<FieldName, string>> = {};
  for (const [serverName, text] of Object.entries(server.fields)) {
    const name = SERVER_FIELDS[kind][serverName];
    if (name !== undefined && typeof text === 'string') {
      fields[name] = text;
    }
  }
  return { fields, general: server.general };
}

/** The binding as the server takes it. */
function toBindRequest(kind: BoundAccountKind, values: FieldValues): BindAccountRequest {
  return kind === 'BANK'
    ? {
        kind,
        bankCode: values.provider,
        accountNumber: values.number,
        holderName: values.holderName.trim(),
        paymentPassword: values.paymentPassword,
      }
    : {
        kind,
        walletType: values.provider,
        address: values.number.trim(),
        paymentPassword: values.paymentPassword,
      };
}

/**
 * Binds a bank account or an e-wallet with the payment password. A bank account must be held in the member's
 * real name: the first binding sets it, and after that the holder is filled in and fixed.
 */
export function BindAccountDialog({
  kind,
  boundAccounts,
  onClose,
}: {
  kind: BoundAccountKind;
  boundAccounts: BoundAccounts;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useBindAccountMutation();
  const providers = kind === 'BANK' ? boundAccounts.banks : boundAccounts.eWalletTypes;
  const [values, setValues] = useState<FieldValues>({
    provider: providers[0]?.code ?? '',
    number: '',
    holderName: boundAccounts.realName ?? '',
    paymentPassword: '',
  });
  const [isChecked, setIsChecked] = useState(false);

  const localErrors = useLocalErrors(kind, values);
  const server = useServerErrors(kind, mutation.error);
  const errorOf = (name: FieldName) =>
    (isChecked ? localErrors[name] : undefined) ?? server.fields[name] ?? null;

  const update = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    mutation.reset();
  };

  return (
    <Modal
      title={kind === 'BANK' ? t('wallet.bindBankAccount') : t('wallet.bindEWallet')}
      onClose={onClose}
      className="wallet-dialog"
    >
      <form
        className="wallet-dialog__body wallet-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setIsChecked(true);
          if (Object.keys(localErrors).length === 0) {
            mutation.mutate(toBindRequest(kind, values), { onSuccess: onClose });
          }
        }}
      >
        <Field
          label={kind === 'BANK' ? t('wallet.bank') : t('wallet.eWalletType')}
          error={errorOf('provider')}
          isRequired
        >
          {(control) => (
            <select
              {...control}
              className="field__input"
              name="provider"
              value={values.provider}
              onChange={(event) => update('provider', event.target.value)}
            >
              {providers.map((provider) => (
                <option key={provider.code} value={provider.code}>
                  {provider.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={kind === 'BANK' ? t('wallet.accountNumber') : t('wallet.walletAddress')}
          hint={kind === 'BANK' ? t('wallet.accountNumberRule') : t('wallet.addressRule')}
          error={errorOf('number')}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="accountNumber"
              autoComplete="off"
              spellCheck={false}
              maxLength={kind === 'BANK' ? 48 : 128}
              value={values.number}
              onChange={(event) => update('number', event.target.value)}
            />
          )}
        </Field>
        {kind === 'BANK' ? (
          <Field
            label={t('wallet.holderName')}
            hint={boundAccounts.realName !== null ? t('wallet.holderNameFixed') : t('wallet.holderNameFirst')}
            error={errorOf('holderName')}
            isRequired
          >
            {(control) => (
              <input
                {...control}
                className="field__input"
                name="holderName"
                autoComplete="name"
                maxLength={100}
                readOnly={boundAccounts.realName !== null}
                value={values.holderName}
                onChange={(event) => update('holderName', event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('wallet.paymentPassword')} error={errorOf('paymentPassword')} isRequired>
          {(control) => (
            <SecretInput
              {...control}
              name="paymentPassword"
              autoComplete="off"
              value={values.paymentPassword}
              onChange={(event) => update('paymentPassword', event.target.value)}
            />
          )}
        </Field>
        {server.general !== null ? (
          <p className="wallet-alert" role="alert">
            {server.general}
          </p>
        ) : null}
        <WalletActions
          backLabel={t('wallet.cancel')}
          onBack={onClose}
          confirmLabel={t('wallet.bind')}
          pendingLabel={t('wallet.saving')}
          isPending={mutation.isPending}
        />
      </form>
    </Modal>
  );
}
