import { TOTP_CODE_PATTERN } from '@plaza/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { QrCode } from '../../../components/qr-code';
import { StateMessage } from '../../../components/state-message';
import { useErrorText } from '../../../lib/use-error-text';
import { useBindTotpMutation, useTotpSetup } from '../api/security';

/**
 * Binding an authenticator app (docs/product/my-account.md#security-center): a new secret shown as a QR code and as
 * text to type, then one code from the app proves it; the secret is kept only once proven.
 */
export function AuthenticatorBinding({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setup = useTotpSetup(true);
  const bind = useBindTotpMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  if (setup.isPending) {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  if (setup.isError) {
    return (
      <StateMessage
        role="alert"
        title={t('myAccount.authenticator.loadFailed')}
        text={errorText(setup.error)}
        action={
          <button type="button" className="button button--outline" onClick={() => void setup.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const { secret, otpauthUrl } = setup.data;
  return (
    <form
      className="my-account-binding"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!TOTP_CODE_PATTERN.test(code)) {
          setCodeError(t('myAccount.authenticator.codeInvalid'));
          return;
        }
        setCodeError(undefined);
        bind.mutate({ secret, code }, { onSuccess: onDone });
      }}
    >
      <ol className="my-account-binding__steps">
        <li>{t('myAccount.authenticator.stepInstall')}</li>
        <li>{t('myAccount.authenticator.stepScan')}</li>
        <li>{t('myAccount.authenticator.stepCode')}</li>
      </ol>
      <div className="my-account-binding__qr">
        <QrCode value={otpauthUrl} label={t('myAccount.authenticator.qrLabel')} />
        <div>
          <p className="my-account__muted">{t('myAccount.authenticator.manualKey')}</p>
          <code className="my-account-binding__secret">{secret}</code>
        </div>
      </div>
      <Field label={t('myAccount.authenticator.code')} error={codeError} isRequired>
        {(props) => (
          <input
            {...props}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
        )}
      </Field>
      {bind.isError ? (
        <p className="my-account__error" role="alert">
          {errorText(bind.error)}
        </p>
      ) : null}
      <div className="my-account__actions">
        <button type="button" className="button button--outline" onClick={onDone}>
          {t('myAccount.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={bind.isPending}>
          {t('myAccount.authenticator.bind')}
        </button>
      </div>
    </form>
  );
}
