import type { CreatedDownline, CreateDownlineRequest } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Field, SecretInput } from '../../../components/field';
import { CheckIcon } from '../../../components/money-icons';
import { useCreateDownlineMutation } from '../api/create-downline';
import { memberDetailPath, pathForMember } from '../agent-center-pages';
import { useServerErrors } from '../hooks/use-server-errors';

type Kind = CreateDownlineRequest['kind'];
const FIELD_NAMES = ['username', 'password', 'confirmPassword', 'nickname'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

/**
 * The register center (registerCenter, docs/product/agent-center.md): an account made by the agent in its own team,
 * a member or a sub-agent, with an initial password the new account must change at its first login. The
 * browser checks only what it must (filled in, the passwords equal); the server's registration rules name the
 * field that is wrong.
 */
export function RegisterCenterPage() {
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  return created === null ? (
    <RegisterForm onCreated={setCreated} />
  ) : (
    <CreatedNotice created={created} onAnother={() => setCreated(null)} />
  );
}

function RegisterForm({ onCreated }: { onCreated: (created: CreatedDownline) => void }) {
  const { t } = useTranslation();
  const mutation = useCreateDownlineMutation();
  const serverErrors = useServerErrors();
  const [kind, setKind] = useState<Kind>('MEMBER');
  const [values, setValues] = useState<Record<FieldName, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    nickname: '',
  });
  const [isChecked, setIsChecked] = useState(false);
  const server = serverErrors(mutation.error, FIELD_NAMES);
  const local: Partial<Record<FieldName, string>> = {
    username: values.username.trim() === '' ? t('validation.required') : undefined,
    password: values.password === '' ? t('validation.required') : undefined,
    confirmPassword: values.confirmPassword !== values.password ? t('validation.mismatch') : undefined,
  };
  const errorOf = (name: FieldName) =>
    isChecked ? (local[name] ?? server.fields[name]) : server.fields[name];
  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    mutation.reset();
  };

  return (
    <form
      className="agent-panel agent-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (Object.values(local).some((message) => message !== undefined)) {
          return;
        }
        const nickname = values.nickname.trim();
        mutation.mutate(
          {
            kind,
            username: values.username.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
            ...(nickname === '' ? {} : { nickname }),
          },
          { onSuccess: onCreated },
        );
      }}
    >
      <p className="agent-muted">{t('agentCenter.register.intro')}</p>
      <fieldset className="agent-choice">
        <legend className="field__label">{t('agentCenter.register.kind')}</legend>
        {(['MEMBER', 'AGENT'] as const).map((option) => (
          <label key={option} className="agent-choice__option">
            <input
              type="radio"
              name="downline-kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            <span>
              <strong>{t(`agentCenter.kind.${option}`)}</strong>
              <span className="agent-muted">{t(`agentCenter.register.kindHint.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field label={t('account.field.username')} error={errorOf('username')} isRequired>
        {(control) => (
          <input
            {...control}
            className="field__input"
            name="username"
            autoComplete="off"
            maxLength={64}
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('agentCenter.register.initialPassword')}
        hint={t('agentCenter.register.initialPasswordHint')}
        error={errorOf('password')}
        isRequired
      >
        {(control) => (
          <SecretInput
            {...control}
            name="password"
            autoComplete="new-password"
            maxLength={128}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('agentCenter.register.confirmPassword')} error={errorOf('confirmPassword')} isRequired>
        {(control) => (
          <SecretInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={128}
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('account.field.nickname')} error={errorOf('nickname')}>
        {(control) => (
          <input
            {...control}
            className="field__input"
            name="nickname"
            autoComplete="off"
            maxLength={64}
            value={values.nickname}
            onChange={(event) => set('nickname', event.target.value)}
          />
        )}
      </Field>
      {server.general !== null ? (
        <p className="agent-alert" role="alert">
          {server.general}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary agent-form__submit"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('agentCenter.register.creating') : t('agentCenter.register.create')}
      </button>
    </form>
  );
}

function CreatedNotice({ created, onAnother }: { created: CreatedDownline; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="agent-panel agent-stack" role="status">
      <p className="agent-success">
        <CheckIcon />
        <span>{t('agentCenter.register.created', { account: created.account })}</span>
      </p>
      <p className="agent-muted">{t('agentCenter.register.createdText')}</p>
      {created.affiliateCode === null ? null : (
        <p>{t('agentCenter.register.createdCode', { code: created.affiliateCode })}</p>
      )}
      <div className="agent-actions">
        <Link
          className="button button--primary"
          to={pathForMember('agentTransfer', created.id, created.account)}
        >
          {t('agentCenter.transfer.toThisMember')}
        </Link>
        <Link className="button button--outline" to={memberDetailPath(created.id)}>
          {t('agentCenter.register.viewMember')}
        </Link>
        <button type="button" className="button button--quiet" onClick={onAnother}>
          {t('agentCenter.register.another')}
        </button>
      </div>
    </section>
  );
}
