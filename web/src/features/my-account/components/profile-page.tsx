import type { SecurityOverview } from '@plaza/contracts/my-account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { useErrorText } from '../../../lib/use-error-text';
import {
  useProfileIcon,
  useSecurityOverview,
  useSetIconMutation,
  useUpdateProfileMutation,
} from '../api/security';
import { Avatar } from './avatar';
import './my-account.css';

/**
 * The profile (docs/product/my-account.md#profile): the avatar chosen among the server's (profile icon call), and
 * the fields a member edits themselves: nickname and birthday. Account name and real name are shown, not edited.
 */
export function ProfilePage() {
  const overview = useSecurityOverview();
  return (
    <div className="my-account">
      <AvatarChooser />
      <QueryContent query={overview} skeleton={{ rows: 3, rowHeight: 56 }}>
        {(data) => <ProfileForm key={data.profile.nickname ?? ''} profile={data.profile} />}
      </QueryContent>
    </div>
  );
}

function AvatarChooser() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const icon = useProfileIcon();
  const setIcon = useSetIconMutation();
  return (
    <section className="my-account__card" aria-labelledby="my-account-avatar">
      <h4 id="my-account-avatar" className="my-account__title">
        {t('myAccount.avatar')}
      </h4>
      <QueryContent query={icon} skeleton={{ rows: 1, rowHeight: 56 }}>
        {(data) => (
          <div className="my-account-avatars" role="radiogroup" aria-label={t('myAccount.avatar')}>
            {data.choices.map((choice, index) => (
              <button
                key={choice}
                type="button"
                role="radio"
                aria-checked={data.icon === choice}
                aria-label={t('myAccount.avatarChoice', { number: index + 1 })}
                className="my-account-avatars__choice"
                disabled={setIcon.isPending}
                onClick={() => setIcon.mutate(choice)}
              >
                <Avatar icon={choice} size={48} />
              </button>
            ))}
          </div>
        )}
      </QueryContent>
      {setIcon.isError ? (
        <p className="my-account__error" role="alert">
          {errorText(setIcon.error)}
        </p>
      ) : null}
    </section>
  );
}

function ProfileForm({ profile }: { profile: SecurityOverview['profile'] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateProfileMutation();
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [nicknameError, setNicknameError] = useState<string | undefined>(undefined);
  return (
    <form
      className="my-account__card"
      noValidate
      aria-labelledby="my-account-details"
      onSubmit={(event) => {
        event.preventDefault();
        if (nickname.trim().length > 24) {
          setNicknameError(t('myAccount.nicknameTooLong'));
          return;
        }
        setNicknameError(undefined);
        update.mutate({
          nickname: nickname.trim() === '' ? null : nickname.trim(),
          birthday: birthday || null,
        });
      }}
    >
      <h4 id="my-account-details" className="my-account__title">
        {t('myAccount.profileTitle')}
      </h4>
      <dl className="my-account-facts">
        <dt>{t('myAccount.account')}</dt>
        <dd>{profile.account}</dd>
        <dt>{t('myAccount.realName')}</dt>
        <dd>{profile.realName ?? t('myAccount.notSet')}</dd>
      </dl>
      <Field label={t('myAccount.nickname')} error={nicknameError}>
        {(props) => (
          <input
            {...props}
            className="input"
            maxLength={32}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('myAccount.birthday')}>
        {(props) => (
          <input
            {...props}
            className="input"
            type="date"
            value={birthday}
            onChange={(event) => setBirthday(event.target.value)}
          />
        )}
      </Field>
      {update.isError ? (
        <p className="my-account__error" role="alert">
          {errorText(update.error)}
        </p>
      ) : null}
      {update.isSuccess ? (
        <p className="my-account__success" role="status">
          {t('myAccount.saved')}
        </p>
      ) : null}
      <div className="my-account__actions">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {t('myAccount.save')}
        </button>
      </div>
    </form>
  );
}
