import type { LoginResponse } from '@plaza/contracts/accounts';
import type { RegistrationSettings } from '@plaza/contracts/registration';
import type { SocialChoice } from '@plaza/contracts/social-sign-in';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { useLinkSocialIdentityMutation } from '../api/link-social-identity';
import { useRegisterWithSocialIdentityMutation } from '../api/register-with-social-identity';
import { PROVIDER_NAMES } from '../hooks/pending-social-sign-in';
import {
  AccountForm,
  findBlankFields,
  FormAlert,
  methodTabId,
  MethodTabs,
  SubmitButton,
  useAccountForm,
  UsernameField,
} from './account-form-parts';
import { FormField } from './form-field';
import { focusFirstInvalid, RegistrationFormEnd, useRegistrationForm } from './registration-form-parts';
import { listFormFields } from './registration-rules';

type Choice = 'register' | 'link';

export interface SocialChoiceStepProps {
  choice: SocialChoice;
  onLinked: (response: LoginResponse) => void;
  onRegistered: (response: LoginResponse) => void;
}

/**
 * The link-or-register step of a first social sign-in (docs/product/accounts.md#social-sign-in): link the identity
 * to an account whose password the visitor proves, or create an account for it. Either is final, so each form asks
 * the visitor to confirm that before it is sent.
 */
export function SocialChoiceStep({ choice, onLinked, onRegistered }: SocialChoiceStepProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState<Choice>('register');
  const provider = PROVIDER_NAMES[choice.provider];
  const labels: Record<Choice, string> = {
    register: t('socialSignIn.registerNew'),
    link: t('socialSignIn.linkExisting'),
  };
  const who = [choice.name, choice.email].filter((part) => part !== null).join(' · ');

  return (
    <>
      <div className="social-callback__body social-callback__body--head">
        <p className="social-callback__lead">{t('socialSignIn.choiceLead', { provider })}</p>
        {who !== '' ? <p className="social-callback__identity">{who}</p> : null}
      </div>
      <MethodTabs
        baseId={baseId}
        label={t('socialSignIn.choiceTabs')}
        methods={['register', 'link']}
        selected={selected}
        labels={labels}
        onSelect={setSelected}
      />
      <div
        id={`${baseId}-panel`}
        className="account-forms__panel"
        role="tabpanel"
        aria-labelledby={methodTabId(baseId, selected)}
      >
        {selected === 'link' ? (
          <LinkForm choice={choice} onLinked={onLinked} />
        ) : (
          <SocialRegisterForm choice={choice} onRegistered={onRegistered} />
        )}
      </div>
    </>
  );
}

/** The confirmation every choice asks for: the link is never undone. */
function FinalChoiceCheck({
  provider,
  isChecked,
  onChange,
  error,
}: {
  provider: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="social-callback__final">{t('socialSignIn.finalNotice', { provider })}</p>
      <label className="account-form__check">
        <input
          type="checkbox"
          name="isChoiceConfirmed"
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error !== null}
        />
        {t('socialSignIn.finalConfirm')}
      </label>
      {error !== null ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

type LinkField = 'username' | 'password';

function LinkForm({
  choice,
  onLinked,
}: {
  choice: SocialChoice;
  onLinked: (response: LoginResponse) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const { errors, failure, fail, submit } = useAccountForm<LinkField>();
  const linkMutation = useLinkSocialIdentityMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      isPending: linkMutation.isPending,
      check: () => {
        const blank = findBlankFields<LinkField>(
          [
            ['username', username],
            ['password', password],
          ],
          t('validation.required'),
        );
        setConfirmError(isConfirmed ? null : t('socialSignIn.finalRequired'));
        return blank;
      },
      send: () => {
        if (!isConfirmed) {
          return;
        }
        linkMutation.mutate(
          { ticket: choice.ticket, username: username.trim(), password },
          { onSuccess: onLinked, onError: fail },
        );
      },
    });

  return (
    <AccountForm onSubmit={onSubmit} isPending={linkMutation.isPending}>
      <p className="social-callback__lead">{t('socialSignIn.linkLead')}</p>
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
      <FinalChoiceCheck
        provider={PROVIDER_NAMES[choice.provider]}
        isChecked={isConfirmed}
        onChange={(value) => {
          setIsConfirmed(value);
          setConfirmError(null);
        }}
        error={confirmError}
      />
      <FormAlert message={failure} />
      <SubmitButton
        label={linkMutation.isPending ? t('account.loggingIn') : t('socialSignIn.linkSubmit')}
        isPending={linkMutation.isPending}
      />
    </AccountForm>
  );
}

function SocialRegisterForm({
  choice,
  onRegistered,
}: {
  choice: SocialChoice;
  onRegistered: (response: LoginResponse) => void;
}) {
  const { t } = useTranslation();
  const settings = useRegistrationSettings();
  if (settings.isPending) {
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
  return <SocialRegisterFields choice={choice} settings={settings.data} onRegistered={onRegistered} />;
}

/** The registration's fields and declarations but the password: the member signs in through the provider. */
function SocialRegisterFields({
  choice,
  settings,
  onRegistered,
}: {
  choice: SocialChoice;
  settings: RegistrationSettings;
  onRegistered: (response: LoginResponse) => void;
}) {
  const { t } = useTranslation();
  const registerMutation = useRegisterWithSocialIdentityMutation();
  const fields = listFormFields(settings, true).filter(
    ({ field }) => field !== 'password' && field !== 'confirmPassword',
  );
  const form = useRegistrationForm(fields, {
    ...(choice.suggestedUsername === null ? {} : { username: choice.suggestedUsername }),
    ...(choice.email === null ? {} : { email: choice.email }),
  });
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const { ruleFields, request } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registerMutation.isPending) {
      return;
    }
    request.clearFailure();
    const isChecked = form.check();
    setConfirmError(isConfirmed ? null : t('socialSignIn.finalRequired'));
    if (!isChecked || !isConfirmed) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    request.start();
    registerMutation.mutate(
      { fields: ruleFields.payload(), ticket: choice.ticket, onVerified: request.onVerified },
      {
        onSuccess: onRegistered,
        onError: form.showFailure,
      },
    );
  };

  return (
    <AccountForm onSubmit={onSubmit} isPending={registerMutation.isPending}>
      <FinalChoiceCheck
        provider={PROVIDER_NAMES[choice.provider]}
        isChecked={isConfirmed}
        onChange={(value) => {
          setIsConfirmed(value);
          setConfirmError(null);
        }}
        error={confirmError}
      />
      <RegistrationFormEnd form={form} settings={settings} isPending={registerMutation.isPending} />
    </AccountForm>
  );
}
