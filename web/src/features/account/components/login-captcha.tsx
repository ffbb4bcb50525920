import { CAPTCHA_REFRESH_INTERVAL_MS } from '@plaza/contracts/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCaptcha } from '../api/get-captcha';
import { FormField } from './form-field';

/**
 * The login's captcha (docs/product/accounts.md#login-by-password): none until the server asks for one, then a new
 * picture for each try; the visitor may ask for another picture at most once per CAPTCHA_REFRESH_INTERVAL_MS.
 */
export function useLoginCaptcha() {
  const [isNeeded, setIsNeeded] = useState(false);
  const [answer, setAnswer] = useState('');
  const lastRefresh = useRef(0);
  const captcha = useCaptcha(isNeeded);

  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_INTERVAL_MS) {
      return;
    }
    lastRefresh.current = now;
    setAnswer('');
    void captcha.refetch();
  };

  /** The server asked for a captcha after a failed try: shown, or replaced by a new one. */
  const demand = () => {
    setAnswer('');
    if (isNeeded) {
      lastRefresh.current = Date.now();
      void captcha.refetch();
    }
    setIsNeeded(true);
  };

  /** The captcha part of the login request, once one is asked for. */
  const readAnswer = () =>
    isNeeded && captcha.data ? { captchaId: captcha.data.captchaId, answer: answer.trim() } : undefined;

  return {
    isNeeded,
    answer,
    setAnswer,
    image: captcha.data?.image,
    isFetching: captcha.isFetching,
    refresh,
    demand,
    readAnswer,
  };
}

/** The captcha's picture, its answer and the button for another picture. */
export function CaptchaField({
  state,
  error,
}: {
  state: ReturnType<typeof useLoginCaptcha>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      name="captcha"
      label={t('account.field.captcha')}
      value={state.answer}
      onChange={state.setAnswer}
      isRequired
      autoComplete="off"
      error={error}
    >
      {state.image !== undefined ? (
        <img
          className="account-form__captcha"
          src={state.image}
          alt={t('account.captchaImage')}
          width={120}
          height={40}
        />
      ) : null}
      <button
        type="button"
        className="button button--quiet account-form__captcha-refresh"
        onClick={state.refresh}
        disabled={state.isFetching}
      >
        {t('account.refreshCaptcha')}
      </button>
    </FormField>
  );
}
