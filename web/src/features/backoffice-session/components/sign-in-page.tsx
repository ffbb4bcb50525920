import { operatorSecondFactorSetupSchema } from '@plaza/contracts/operator';
import type { OperatorSecondFactorSetup } from '@plaza/contracts/operator';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { BackOfficePreferences } from '../../../components/back-office/preferences';
import { Field } from '../../../components/field';
import { QrCode } from '../../../components/qr-code';
import { ApiError } from '../../../lib/api-client';
import { startOperatorSession, useSessionEnd } from '../../../lib/operator-session';
import { useErrorText } from '../../../lib/use-error-text';
import { signIn } from '../api/operator-session';
import './sign-in-page.css';

/** What the sign-in asks for next: the password, the authenticator's code, or a first authenticator to set up. */
type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'setup'; setup: OperatorSecondFactorSetup };

function nextStep(error: unknown): Step | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  if (error.code === 'operator.second.factor.required') {
    return { kind: 'code' };
  }
  const setup = operatorSecondFactorSetupSchema.safeParse(error.details);
  return error.code === 'operator.second.factor.setup' && setup.success
    ? { kind: 'setup', setup: setup.data }
    : null;
}

function SetupPanel({ setup }: { setup: OperatorSecondFactorSetup }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in__setup">
      <p>{t('backoffice.signIn.setupText')}</p>
      <QrCode value={setup.uri} label={t('backoffice.signIn.setupQr')} />
      <p className="sign-in__secret">
        {t('backoffice.signIn.setupSecret')} <code>{setup.secret}</code>
      </p>
    </div>
  );
}

/** The new password, twice, asked after ADMIN reset the operator's password. */
function NewPasswordFields(props: {
  newPassword: string;
  confirmation: string;
  onNewPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="sign-in__notice" role="status">
        {t('backoffice.signIn.changeText')}
      </p>
      <Field
        label={t('backoffice.signIn.newPassword')}
        hint={t('backoffice.signIn.newPasswordRule')}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            type="password"
            autoComplete="new-password"
            value={props.newPassword}
            onChange={(event) => props.onNewPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('backoffice.signIn.confirmNewPassword')} isRequired>
        {(control) => (
          <input
            {...control}
            className="field__input"
            type="password"
            autoComplete="new-password"
            value={props.confirmation}
            onChange={(event) => props.onConfirmation(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/**
 * The back office's sign-in: user name and password, then the authenticator's six digits when the server asks for
 * them (ADMIN and FINANCE always), or a first authenticator to set up; after ADMIN reset the password, a new
 * password (twice) that replaces the temporary one. Lock-out and wrong entries show the server's message.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sessionEnd = useSessionEnd();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // After ADMIN reset the password, the sign-in asks for a new one (twice) and sends it with the temporary one.
  const [mustChange, setMustChange] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: startOperatorSession,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'operator.password.change.required') {
        setMustChange(true);
        return;
      }
      const next = nextStep(error);
      if (next !== null) {
        setStep(next);
        setCode('');
      }
    },
  });
  const asksCode = step.kind !== 'password';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLocalError(null);
    if (mustChange && (newPassword.length < 8 || newPassword.length > 64)) {
      setLocalError(t('backoffice.signIn.newPasswordRule'));
      return;
    }
    if (mustChange && newPassword !== confirmation) {
      setLocalError(t('backoffice.signIn.newPasswordMismatch'));
      return;
    }
    mutation.mutate({
      username,
      password,
      ...(asksCode ? { code } : {}),
      ...(mustChange ? { newPassword } : {}),
    });
  };
  const isStepError =
    mutation.error instanceof ApiError && mutation.error.code === 'operator.password.change.required';
  const error =
    localError ??
    (mutation.error !== null && !isStepError && nextStep(mutation.error) === null
      ? errorText(mutation.error)
      : null);
  return (
    <main className="sign-in">
      <div className="sign-in__preferences">
        <BackOfficePreferences />
      </div>
      <form className="sign-in__card" onSubmit={submit} noValidate>
        <h1 className="sign-in__title">{t('backoffice.signIn.title')}</h1>
        {sessionEnd === 'expired' ? (
          <p className="sign-in__notice" role="status">
            {t('backoffice.signIn.expired')}
          </p>
        ) : null}
        <Field label={t('backoffice.signIn.username')} isRequired>
          {(control) => (
            <input
              {...control}
              className="field__input"
              autoComplete="username"
              value={username}
              disabled={asksCode}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('backoffice.signIn.password')} isRequired>
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={asksCode}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        {step.kind === 'setup' ? <SetupPanel setup={step.setup} /> : null}
        {asksCode ? (
          <Field label={t('backoffice.signIn.code')} hint={t('backoffice.signIn.codeHint')} isRequired>
            {(control) => (
              <input
                {...control}
                className="field__input"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            )}
          </Field>
        ) : null}
        {mustChange ? (
          <NewPasswordFields
            newPassword={newPassword}
            confirmation={confirmation}
            onNewPassword={setNewPassword}
            onConfirmation={setConfirmation}
          />
        ) : null}
        {error === null ? null : (
          <p className="sign-in__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('backoffice.signIn.signingIn') : t('backoffice.signIn.submit')}
        </button>
        {asksCode ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setStep({ kind: 'password' });
              setMustChange(false);
              mutation.reset();
            }}
          >
            {t('backoffice.signIn.back')}
          </button>
        ) : null}
      </form>
    </main>
  );
}
