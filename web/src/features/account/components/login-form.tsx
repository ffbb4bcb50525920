import { loginFailureSchema, secondFactorChallengeSchema } from '@plaza/contracts/accounts';
import type { LoginResponse, SecondFactorChallenge } from '@plaza/contracts/accounts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { keepSessionToken } from '../../../lib/session-token';
import { useErrorText } from '../../../lib/use-error-text';
import { useFeature } from '../../../lib/use-feature';
import { useFreePlayMutation } from '../api/log-in-free-play';
import { useLoginMutation } from '../api/login';
import { useAccountModal } from '../hooks/use-account-modal';
import type { LoginMethod } from '../hooks/use-account-modal';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../hooks/remembered-username';
import {
  AccountForm,
  findBlankFields,
  FormAlert,
  FormSwitch,
  MethodChoice,
  SubmitButton,
  useAccountForm,
  UsernameField,
  useChosenMethod,
} from './account-form-parts';
import { FormField } from './form-field';
import { CaptchaField, useLoginCaptcha } from './login-captcha';
import { SecondFactorStep } from './second-factor-step';
import { SmsLoginForm } from './sms-login-form';
import { SocialSignInButtons } from './social-sign-in-buttons';

export interface LoginFormProps {
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
  /** Offered as a link below the form when registration is on. */
  onRegister?: () => void;
}

type LoginField = 'username' | 'password' | 'captcha';

/** Whether a failed login asks for a captcha (value `{needCaptcha: true}` of password.incorrect or captcha.invalid). */
function isCaptchaRequested(error: Error): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  const value = loginFailureSchema.safeParse(error.details);
  return value.success && value.data.needCaptcha;
}

type LoginChoice = 'username' | 'sms';

/**
 * The login tab (docs/product/accounts.md#login-by-password): a method selector when both user-name (USERNAMEREG3)
 * and SMS (MOBILEVERCODELOGIN3) logins are on, the chosen form, "Try for free" with FREEPLAY3 and the register
 * link.
 */
export function LoginForm({ onLoggedIn, onRegister }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hasUsername = useFeature('USERNAMEREG3');
  const hasSms = useFeature('MOBILEVERCODELOGIN3');
  const canPlayFree = useFeature('FREEPLAY3');
  const freePlayMutation = useFreePlayMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const methods: [LoginChoice, ...LoginChoice[]] =
    hasUsername && hasSms ? ['username', 'sms'] : hasSms ? ['sms'] : ['username'];
  const [method, setMethod] = useChosenMethod(methods, 'username');
  const labels: Record<LoginChoice, string> = {
    username: t('account.byUsername'),
    sms: t('account.bySms'),
  };

  const playFree = () => {
    if (freePlayMutation.isPending) {
      return;
    }
    setFailure(null);
    freePlayMutation.mutate(undefined, {
      // A trial member, then home (the provider routes there; docs/product/accounts.md#trial-members).
      onSuccess: (response) => onLoggedIn(response, 'trial'),
      onError: (error) => setFailure(errorText(error)),
    });
  };

  return (
    <div className="account-login">
      <MethodChoice
        name="loginMethod"
        label={t('account.loginMethod')}
        methods={methods}
        selected={method}
        labels={labels}
        onChange={setMethod}
      />
      {method === 'sms' ? (
        <SmsLoginForm onLoggedIn={onLoggedIn} />
      ) : (
        <PasswordLoginForm onLoggedIn={onLoggedIn} />
      )}
      <SocialSignInButtons />
      <FormAlert message={failure} />
      {canPlayFree ? (
        <button
          type="button"
          className="button button--outline account-form__submit"
          onClick={playFree}
          disabled={freePlayMutation.isPending}
        >
          {t('account.tryForFree')}
        </button>
      ) : null}
      {onRegister ? (
        <FormSwitch question={t('account.noAccount')} action={t('account.register')} onClick={onRegister} />
      ) : null}
    </div>
  );
}

export interface PasswordLoginFormProps {
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
  /**
   * AGENT: the agent area's login (only agents get in; no remember-me, docs/product/accounts.md#the-agent-area).
   * Default MEMBER.
   */
  area?: 'MEMBER' | 'AGENT';
}

/**
 * The login by user name (docs/product/accounts.md#login-by-password): required fields, the verification
 * challenge, a captcha once the server asks for one, and (members only) the user name remembered for a day on
 * request.
 */
export function PasswordLoginForm({ onLoggedIn, area = 'MEMBER' }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const isRememberOffered = area === 'MEMBER';
  const [remembered] = useState(() => (isRememberOffered ? readRememberedUsername(localStorage) : null));
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(remembered !== null);
  // Off by default (docs/product/accounts.md#login-by-password): the session is then kept in every tab for a day.
  const [isKeptSignedIn, setIsKeptSignedIn] = useState(false);
  const { errors, failure, fail, submit } = useAccountForm<LoginField>();
  const [isVerified, setIsVerified] = useState(false);
  const captcha = useLoginCaptcha();
  const loginMutation = useLoginMutation();
  const { openForgotPassword } = useAccountModal();
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      isPending: loginMutation.isPending,
      check: () =>
        findBlankFields<LoginField>(
          [
            ['username', username],
            ['password', password],
            ...(captcha.isNeeded ? [['captcha', captcha.answer] as const] : []),
          ],
          t('validation.required'),
        ),
      send: () => {
        setIsVerified(false);
        const trimmedUsername = username.trim();
        loginMutation.mutate(
          {
            username: trimmedUsername,
            password,
            captcha: captcha.readAnswer(),
            area,
            onVerified: () => setIsVerified(true),
          },
          {
            onSuccess: (response) => {
              // The agent login leaves the member login's remembered name as it was.
              if (isRememberOffered && isRemembered) {
                rememberUsername(localStorage, trimmedUsername);
              } else if (isRememberOffered) {
                forgetUsername(localStorage);
              }
              onLoggedIn(response);
              if (isRememberOffered && isKeptSignedIn) {
                keepSessionToken(response.token);
              }
            },
            onError: (error) => {
              if (error instanceof ApiError && error.code === 'second.factor.required') {
                const challenge = secondFactorChallengeSchema.safeParse(error.details);
                if (challenge.success) {
                  setSecondFactor(challenge.data);
                  return;
                }
              }
              if (isCaptchaRequested(error)) {
                // The captcha, new for each try, comes with the server's message in the member's language
                // (docs/product/accounts.md#login-by-password).
                captcha.demand();
              }
              fail(error);
            },
          },
        );
      },
    });

  if (secondFactor !== null) {
    return <SecondFactorStep challenge={secondFactor} onLoggedIn={(response) => onLoggedIn(response)} />;
  }

  const submitLabel = !loginMutation.isPending
    ? t('account.login')
    : isVerified
      ? t('account.loggingIn')
      : t('account.verifying');

  return (
    <AccountForm onSubmit={onSubmit} isPending={loginMutation.isPending}>
      <UsernameField value={username} onChange={setUsername} error={errors.username} />
      <FormField
        name="password"
        label={t('account.field.password')}
        value={password}
        onChange={setPassword}
        isRequired
        isSecret
        autoComplete="current-password"
        error={errors.password}
      />
      {captcha.isNeeded ? <CaptchaField state={captcha} error={errors.captcha} /> : null}
      {isRememberOffered ? (
        <label className="account-form__check">
          <input
            type="checkbox"
            checked={isRemembered}
            onChange={(event) => setIsRemembered(event.target.checked)}
          />
          {t('account.rememberMe')}
        </label>
      ) : null}
      {isRememberOffered ? (
        <label className="account-form__check">
          <input
            type="checkbox"
            checked={isKeptSignedIn}
            onChange={(event) => setIsKeptSignedIn(event.target.checked)}
          />
          {t('keepSignedIn.label')}
        </label>
      ) : null}
      <button type="button" className="account-form__link account-form__forgot" onClick={openForgotPassword}>
        {t('account.forgotPassword')}
      </button>
      <FormAlert message={failure} />
      <SubmitButton label={submitLabel} isPending={loginMutation.isPending} />
    </AccountForm>
  );
}
