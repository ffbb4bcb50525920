import type { LoginResponse } from '@plaza/contracts/accounts';
import type { RegistrationSettings } from '@plaza/contracts/registration';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { useFeature } from '../../../lib/use-feature';
import { useAffiliateCodeCheck } from '../api/check-affiliate-code';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { useRegisterMutation } from '../api/register';
import { AccountForm, FormSwitch, MethodChoice, useChosenMethod } from './account-form-parts';
import { RegisterByMobileForm } from './register-by-mobile-form';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { focusFirstInvalid, RegistrationFormEnd, useRegistrationForm } from './registration-form-parts';
import { listFormFields } from './registration-rules';

export interface RegisterFormProps {
  onRegistered: (response: LoginResponse) => void;
  onLogin: () => void;
}

/** The register form of the account modal: loads the rules, then draws the form from them. */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation();
  const settings = useRegistrationSettings();
  const { search } = useLocation();
  const referralCode = new URLSearchParams(search).get('referralCode')?.trim() || null;
  const affiliate = useAffiliateCodeCheck(referralCode);

  if (settings.isPending || (referralCode !== null && affiliate.isPending)) {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  if (settings.isError) {
    return (
      <StateMessage
        role="alert"
        title={t('account.settingsError')}
        action={
          <button type="button" className="button button--outline" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  // The invitation-code field only when the address's code is absent or fails the check
  // (docs/product/registration.md#invitation-codes).
  const validReferralCode = affiliate.data ? referralCode : null;
  // A code that is no agent's may be a member's friend code (invite friends): sent along, the server decides.
  return (
    <RegisterMethods
      {...props}
      settings={settings.data}
      referralCode={validReferralCode ?? undefined}
      friendCode={validReferralCode === null ? (referralCode ?? undefined) : undefined}
    />
  );
}

interface RegisterMethodProps {
  settings: RegistrationSettings;
  /** The page address's referral code when the server accepted it; the invitation-code field is then hidden. */
  referralCode: string | undefined;
  /** The page address's code when it is no agent's: sent as the referral code (a member's friend code). */
  friendCode?: string | undefined;
  onRegistered: (response: LoginResponse) => void;
}

type RegisterMethod = 'username' | 'mobile';

/**
 * The register tab (docs/product/registration.md#registration): by user name (USERNAMEREG3) or by mobile number
 * (MOBILENUMREG3), with a method selector when both are on, and the link back to login.
 */
function RegisterMethods({ onLogin, ...props }: RegisterMethodProps & Pick<RegisterFormProps, 'onLogin'>) {
  const { t } = useTranslation();
  const hasUsername = useFeature('USERNAMEREG3');
  const hasMobile = useFeature('MOBILENUMREG3');
  const methods: [RegisterMethod, ...RegisterMethod[]] =
    hasUsername && hasMobile ? ['username', 'mobile'] : hasMobile ? ['mobile'] : ['username'];
  const [method, setMethod] = useChosenMethod(methods, 'username');
  const labels: Record<RegisterMethod, string> = {
    username: t('account.byUsername'),
    mobile: t('account.byMobile'),
  };

  return (
    <div className="account-login">
      <MethodChoice
        name="registerMethod"
        label={t('account.registerMethod')}
        methods={methods}
        selected={method}
        labels={labels}
        onChange={setMethod}
      />
      {method === 'mobile' ? <RegisterByMobileForm {...props} /> : <RegisterByUsernameForm {...props} />}
      <SocialSignInButtons />
      <FormSwitch question={t('account.haveAccount')} action={t('account.login')} onClick={onLogin} />
    </div>
  );
}

/** Registration by user name: every field the rules enable, the declarations, the challenge. */
function RegisterByUsernameForm({ settings, referralCode, friendCode, onRegistered }: RegisterMethodProps) {
  const registerMutation = useRegisterMutation();
  const fields = listFormFields(settings, referralCode === undefined);
  const form = useRegistrationForm(fields);
  const { ruleFields, request } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registerMutation.isPending) {
      return;
    }
    request.clearFailure();
    if (!form.check()) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    request.start();
    registerMutation.mutate(
      {
        fields: ruleFields.payload(),
        referralCode: referralCode ?? friendCode,
        onVerified: request.onVerified,
      },
      {
        onSuccess: onRegistered,
        onError: form.showFailure,
      },
    );
  };

  return (
    <AccountForm onSubmit={onSubmit} isPending={registerMutation.isPending}>
      <RegistrationFormEnd form={form} settings={settings} isPending={registerMutation.isPending} />
    </AccountForm>
  );
}
