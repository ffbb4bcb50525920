import type { SignInProvider } from '@plaza/contracts/social-sign-in';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FacebookIcon, GoogleIcon } from '../../../components/icons';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../lib/use-error-text';
import { useSignInProviders } from '../api/get-sign-in-providers';
import { useStartSocialSignInMutation } from '../api/start-social-sign-in';
import { PROVIDER_NAMES } from '../hooks/pending-social-sign-in';
import { FormAlert } from './account-form-parts';
import './social-sign-in.css';

const ICONS = { GOOGLE: GoogleIcon, FACEBOOK: FacebookIcon } as const;

/**
 * "Or continue with" Google and Facebook under the login and register forms, when the deployment configures them
 * (docs/product/accounts.md#social-sign-in, docs/decisions/059-social-sign-in.md): a click leaves for the provider,
 * which sends the visitor back to /sign-in/callback. Nothing while the providers load or when there are none.
 */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const providers = useSignInProviders();
  const startMutation = useStartSocialSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) {
    return null;
  }

  const start = (provider: SignInProvider) => {
    if (startMutation.isPending) {
      return;
    }
    setFailure(null);
    startMutation.mutate({ provider, language }, { onError: (error) => setFailure(errorText(error)) });
  };

  return (
    <div className="social-sign-in" role="group" aria-label={t('socialSignIn.continueWith')}>
      <p className="social-sign-in__divider">
        <span>{t('socialSignIn.continueWith')}</span>
      </p>
      <div className="social-sign-in__buttons">
        {list.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <button
              key={provider}
              type="button"
              className={`button button--outline social-sign-in__button social-sign-in__button--${provider.toLowerCase()}`}
              onClick={() => start(provider)}
              disabled={startMutation.isPending}
            >
              <Icon className="social-sign-in__icon" />
              {t('socialSignIn.withProvider', { provider: PROVIDER_NAMES[provider] })}
            </button>
          );
        })}
      </div>
      <FormAlert message={failure} />
    </div>
  );
}
