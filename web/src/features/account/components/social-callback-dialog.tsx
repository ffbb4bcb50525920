import type { SocialChoice } from '@plaza/contracts/social-sign-in';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { useSocialCallback } from '../api/complete-social-sign-in';
import { forgetPendingSocialSignIn, readPendingSocialSignIn } from '../hooks/pending-social-sign-in';
import type { PendingSocialSignIn } from '../hooks/pending-social-sign-in';
import type { TranslationKey } from '../../../i18n/translation-key';
import { useAccountModal } from '../hooks/use-account-modal';
import { FormAlert } from './account-form-parts';
import { SocialChoiceStep } from './social-choice-step';
import './account-modal.css';
import './social-sign-in.css';

type Phase =
  { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'choice'; choice: SocialChoice };

type Arrival =
  | { kind: 'refused'; messageKey: TranslationKey }
  | { kind: 'returned'; request: { state: string; code: string; browserKey: string } };

/** The provider's answer in the address, checked against the sign-in this tab started. */
function readArrival(search: string, pending: PendingSocialSignIn | null): Arrival {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  const state = params.get('state');
  const code = params.get('code');
  if (error !== null) {
    return {
      kind: 'refused',
      messageKey: error === 'access_denied' ? 'socialSignIn.cancelled' : 'socialSignIn.providerError',
    };
  }
  if (pending === null || state === null || code === null || pending.state !== state) {
    return { kind: 'refused', messageKey: 'socialSignIn.stateMismatch' };
  }
  return { kind: 'returned', request: { state, code, browserKey: pending.browserKey } };
}

/**
 * /sign-in/callback, where a provider sends the visitor back (docs/decisions/059-social-sign-in.md): the state must
 * be the one this tab sent (kept in session storage); the server then signs the linked member in, or offers the
 * link-or-register choice. A cancellation at the provider, a state of another tab and the server's refusals
 * (expired, already linked) are said in the visitor's language.
 */
export function SocialCallbackDialog() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { completeLogin, openAccountModal } = useAccountModal();
  // What the provider sent back, read once: a cancellation or a state this tab did not send fails at once.
  const [arrival] = useState(() => readArrival(search, readPendingSocialSignIn(sessionStorage)));
  const callback = useSocialCallback(arrival.kind === 'returned' ? arrival.request : null);
  const hasSignedIn = useRef(false);
  const answer = callback.data;

  useEffect(() => {
    if (answer?.outcome === 'SIGNED_IN' && !hasSignedIn.current) {
      hasSignedIn.current = true;
      forgetPendingSocialSignIn(sessionStorage);
      completeLogin(answer.login, 'social');
    }
  }, [answer, completeLogin]);

  const phase: Phase =
    arrival.kind === 'refused'
      ? { kind: 'failed', message: t(arrival.messageKey) }
      : callback.isError
        ? { kind: 'failed', message: errorText(callback.error) }
        : answer?.outcome === 'CHOICE'
          ? { kind: 'choice', choice: answer.choice }
          : { kind: 'working' };

  const close = () => void navigate('/', { replace: true });
  const tryAgain = () => {
    void navigate('/', { replace: true });
    openAccountModal('login');
  };

  return (
    <Modal title={t('socialSignIn.title')} onClose={close} className="account-modal">
      <div className="social-callback">
        {phase.kind === 'working' ? (
          <div className="social-callback__body">
            <LoadingIndicator label={t('socialSignIn.working')} />
          </div>
        ) : null}
        {phase.kind === 'failed' ? (
          <div className="social-callback__body">
            <FormAlert message={phase.message} />
            <div className="social-callback__actions">
              <button type="button" className="button button--outline" onClick={close}>
                {t('common.close')}
              </button>
              <button type="button" className="button button--primary" onClick={tryAgain}>
                {t('common.retry')}
              </button>
            </div>
          </div>
        ) : null}
        {phase.kind === 'choice' ? (
          <SocialChoiceStep
            choice={phase.choice}
            onLinked={(response) => {
              forgetPendingSocialSignIn(sessionStorage);
              completeLogin(response, 'social');
            }}
            onRegistered={(response) => {
              forgetPendingSocialSignIn(sessionStorage);
              completeLogin(response, 'register');
            }}
          />
        ) : null}
      </div>
    </Modal>
  );
}
