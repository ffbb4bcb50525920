import { loginFailureSchema, secondFactorChallengeSchema } from '@plaza/contracts/accounts';
import type { LoginResponse, SecondFactorChallenge } from '@plaza/contracts/accounts';
import { CAPTCHA_REFRESH_INTERVAL_MS } from '@plaza/contracts/constants';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useFeature } from '../../../lib/use-feature';
import { useCaptcha } from '../api/get-captcha';
import { useFreePlayMutation } from '../api/log-in-free-play';
import { useLoginMutation } from '../api/login';
import { useAccountModal } from '../hooks/use-account-modal';
import type { LoginMethod } from '../hooks/use-account-modal';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../hooks/remembered-username';
import { FormField } from './form-field';
import { SecondFactorStep } from './second-factor-step';
import { SmsLoginForm } from './sms-login-form';

export interface LoginFormProps {
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
  /** Offered as a link below the form when registration is on. */
  onRegister?: () => void;
}

type LoginErrors = Partial<Record<'username' | 'password' | 'captcha', string>>;

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
 * The login tab (spec.md §2.4): a method selector when both user-name (USERNAMEREG3) and SMS
 * (MOBILEVERCODELOGIN3) logins are on, the chosen form, "Try for free" with FREEPLAY3 and the register link.
 */
export function LoginForm({ onLoggedIn, onRegister }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hasUsername = useFeature('USERNAMEREG3');
  const hasSms = useFeature('MOBILEVERCODELOGIN3');
  const canPlayFree = useFeature('FREEPLAY3');
  const freePlayMutation = useFreePlayMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<LoginChoice>('username');
  const methods: LoginChoice[] =
    hasUsername && hasSms ? ['username', 'sms'] : hasSms ? ['sms'] : ['username'];
  const method = methods.includes(chosen) ? chosen : (methods[0] ?? 'username');
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
      // Spec.md §4 "Free play": a trial member, then home (the provider routes there).
      onSuccess: (response) => onLoggedIn(response, 'trial'),
      onError: (error) => setFailure(errorText(error)),
    });
  };

  return (
    <div className="account-login">
      {methods.length > 1 ? (
        <div className="account-login__methods" role="radiogroup" aria-label={t('account.loginMethod')}>
          {methods.map((choice) => (
            <label key={choice} className="account-form__check">
              <input
                type="radio"
                name="loginMethod"
                value={choice}
                checked={choice === method}
                onChange={() => setChosen(choice)}
              />
              {labels[choice]}
            </label>
          ))}
        </div>
      ) : null}
      {method === 'sms' ? (
        <SmsLoginForm onLoggedIn={onLoggedIn} />
      ) : (
        <PasswordLoginForm onLoggedIn={onLoggedIn} />
      )}
      {failure !== null ? (
        <p className="account-form__alert" role="alert">
          {failure}
        </p>
      ) : null}
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
        <p className="account-form__switch">
          {t('account.noAccount')}{' '}
          <button type="button" className="account-form__link" onClick={onRegister}>
            {t('account.register')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

export interface PasswordLoginFormProps {
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
  /** AGENT: the agent area's login (only agents get in; no remember-me, spec.md §6). Default MEMBER. */
  area?: 'MEMBER' | 'AGENT';
}

/**
 * The login by user name (spec.md §4 "Login", §5): required fields, the verification challenge, a captcha
 * once the server asks for one, and (members only) the user name remembered for a day on request.
 */
export function PasswordLoginForm({ onLoggedIn, area = 'MEMBER' }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isRememberOffered = area === 'MEMBER';
  const [remembered] = useState(() => (isRememberOffered ? readRememberedUsername(localStorage) : null));
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(remembered !== null);
  const [isCaptchaNeeded, setIsCaptchaNeeded] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isVerified, setIsVerified] = useState(false);
  const lastCaptchaRefresh = useRef(0);
  const captcha = useCaptcha(isCaptchaNeeded);
  const loginMutation = useLoginMutation();
  const { openForgotPassword } = useAccountModal();
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge | null>(null);

  const refreshCaptcha = () => {
    const now = Date.now();
    if (now - lastCaptchaRefresh.current < CAPTCHA_REFRESH_INTERVAL_MS) {
      return;
    }
    lastCaptchaRefresh.current = now;
    setCaptchaAnswer('');
    void captcha.refetch();
  };

  const validate = (): LoginErrors => {
    const found: LoginErrors = {};
    if (username.trim() === '') {
      found.username = t('validation.required');
    }
    if (password.trim() === '') {
      found.password = t('validation.required');
    }
    if (isCaptchaNeeded && captchaAnswer.trim() === '') {
      found.captcha = t('validation.required');
    }
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginMutation.isPending) {
      return;
    }
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      return;
    }
    setIsVerified(false);
    const trimmedUsername = username.trim();
    loginMutation.mutate(
      {
        username: trimmedUsername,
        password,
        captcha:
          isCaptchaNeeded && captcha.data
            ? { captchaId: captcha.data.captchaId, answer: captchaAnswer.trim() }
            : undefined,
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
            // Spec.md §8: a failed login shows no message, only the captcha, which is new for each try.
            setCaptchaAnswer('');
            if (isCaptchaNeeded) {
              lastCaptchaRefresh.current = Date.now();
              void captcha.refetch();
            }
            setIsCaptchaNeeded(true);
            return;
          }
          setFailure(errorText(error));
        },
      },
    );
  };

  if (secondFactor !== null) {
    return <SecondFactorStep challenge={secondFactor} onLoggedIn={(response) => onLoggedIn(response)} />;
  }

  const submitLabel = !loginMutation.isPending
    ? t('account.login')
    : isVerified
      ? t('account.loggingIn')
      : t('account.verifying');

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={loginMutation.isPending}>
      <FormField
        name="username"
        label={t('account.field.username')}
        value={username}
        onChange={setUsername}
        isRequired
        autoComplete="username"
        error={errors.username}
      />
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
      {isCaptchaNeeded ? (
        <FormField
          name="captcha"
          label={t('account.field.captcha')}
          value={captchaAnswer}
          onChange={setCaptchaAnswer}
          isRequired
          autoComplete="off"
          error={errors.captcha}
        >
          {captcha.data ? (
            <img
              className="account-form__captcha"
              src={captcha.data.image}
              alt={t('account.captchaImage')}
              width={120}
              height={40}
            />
          ) : null}
          <button
            type="button"
            className="button button--quiet account-form__captcha-refresh"
            onClick={refreshCaptcha}
            disabled={captcha.isFetching}
          >
            {t('account.refreshCaptcha')}
          </button>
        </FormField>
      ) : null}
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
      <button type="button" className="account-form__link account-form__forgot" onClick={openForgotPassword}>
        {t('account.forgotPassword')}
      </button>
      {failure !== null ? (
        <p className="account-form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary account-form__submit"
        disabled={loginMutation.isPending}
      >
        {submitLabel}
      </button>
    </form>
  );
}
