import { WALLET_MODES } from '@plaza/contracts/operator';
import type { VendorIntegrationView } from '@plaza/contracts/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { saveVendor } from '../api/vendors';

type WalletMode = (typeof WALLET_MODES)[number];

/** The rule of vendorCodeParamsSchema. */
const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{2,32}$/;

const FORM_FIELDS = ['vendorCode', 'walletMode', 'launchUrl', 'apiUrl', 'secret'];

/** A text input with its label, hint and the server's refusal. */
function TextField(props: {
  label: string;
  hint: string;
  error: string | null;
  isRequired: boolean;
  value: string;
  onChange: (value: string) => void;
  isSecret?: boolean;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error} isRequired={props.isRequired}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          {...(props.isSecret === true ? { type: 'password', autoComplete: 'new-password' } : {})}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Adds a vendor (no `vendor`) or replaces one's wallet configuration; the secret is kept when left empty. */
export function VendorForm({
  vendor,
  onClose,
}: {
  vendor: VendorIntegrationView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [vendorCode, setVendorCode] = useState(vendor?.vendorCode ?? '');
  const [walletMode, setWalletMode] = useState<WalletMode>(vendor?.walletMode ?? 'seamless');
  const [launchUrl, setLaunchUrl] = useState(vendor?.launchUrl ?? '');
  const [apiUrl, setApiUrl] = useState(vendor?.apiUrl ?? '');
  const [isEnabled, setIsEnabled] = useState(vendor?.isEnabled ?? true);
  const [secret, setSecret] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      saveVendor(vendorCode.trim(), {
        walletMode,
        launchUrl: launchUrl.trim(),
        apiUrl: apiUrl.trim() === '' ? null : apiUrl.trim(),
        isEnabled,
        ...(secret === '' ? {} : { secret }),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'games', 'vendors'] });
      onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  const [isCodeRefused, setIsCodeRefused] = useState(false);
  const codeError = isCodeRefused ? t('backoffice.games.vendorCodeHint') : fieldError('vendorCode');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The code is part of the address: one the server cannot route is refused here, with the rule it breaks.
    const isCodeValid = VENDOR_CODE_PATTERN.test(vendorCode.trim());
    setIsCodeRefused(!isCodeValid);
    if (isCodeValid) {
      mutation.mutate();
    }
  };
  const hasFieldError = FORM_FIELDS.some((field) => fieldError(field) !== null);
  return (
    <Modal
      title={
        vendor === null
          ? t('backoffice.games.addVendor')
          : t('backoffice.games.editVendor', { code: vendorCode })
      }
      onClose={onClose}
    >
      <form className="back-office-form" onSubmit={submit} noValidate>
        {vendor === null ? (
          <TextField
            label={t('backoffice.games.vendorCode')}
            hint={t('backoffice.games.vendorCodeHint')}
            error={codeError}
            isRequired
            value={vendorCode}
            onChange={(value) => setVendorCode(value.toUpperCase())}
          />
        ) : null}
        <Field label={t('backoffice.games.walletMode')} error={fieldError('walletMode')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={walletMode}
              onChange={(event) => setWalletMode(event.target.value as WalletMode)}
            >
              {WALLET_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`backoffice.games.mode.${mode}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('backoffice.games.launchUrl')}
          hint={t('backoffice.games.launchUrlHint')}
          error={fieldError('launchUrl')}
          isRequired
          value={launchUrl}
          onChange={setLaunchUrl}
        />
        <TextField
          label={t('backoffice.games.apiUrl')}
          hint={t('backoffice.games.apiUrlHint')}
          error={fieldError('apiUrl')}
          isRequired={walletMode === 'transfer'}
          value={apiUrl}
          onChange={setApiUrl}
        />
        <TextField
          label={t('backoffice.games.secret')}
          hint={vendor === null ? t('backoffice.games.secretNewHint') : t('backoffice.games.secretKeepHint')}
          error={fieldError('secret')}
          isRequired={vendor === null}
          value={secret}
          onChange={setSecret}
          isSecret
        />
        <label className="back-office-check">
          <input
            type="checkbox"
            checked={isEnabled}
            onChange={(event) => setIsEnabled(event.target.checked)}
          />
          {t('backoffice.games.enabled')}
        </label>
        {mutation.error !== null && !hasFieldError ? (
          <p className="back-office-form__error" role="alert">
            {errorText(mutation.error)}
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
