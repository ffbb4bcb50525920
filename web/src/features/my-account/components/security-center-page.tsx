import type { SecurityOverview } from '@plaza/contracts/my-account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMemberCenter } from '../../../lib/member-center';
import { useSecurityOverview } from '../api/security';
import { AuthenticatorBinding } from './authenticator-binding';
import { Avatar } from './avatar';
import './my-account.css';

type Items = SecurityOverview['items'];

/**
 * My account, the security center (docs/product/my-account.md): the member's profile at a glance, each security
 * item and whether it is set, the authenticator binding, and the latest logins with address and device.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const { openMemberCenter } = useMemberCenter();
  return (
    <div className="my-account">
      <QueryContent query={overview} skeleton={{ rows: 4, rowHeight: 64 }}>
        {(data) => (
          <>
            <section className="my-account__card my-account-profile" aria-label={t('myAccount.profileTitle')}>
              <Avatar icon={data.profile.icon} />
              <div className="my-account-profile__names">
                <strong>{data.profile.nickname ?? data.profile.account}</strong>
                <span className="my-account__muted">
                  {t('myAccount.accountName', { account: data.profile.account })}
                </span>
                <span className="my-account__muted">
                  {t('myAccount.memberSince', { time: formatDateTime(data.profile.createdAt) })}
                </span>
              </div>
              <button
                type="button"
                className="button button--outline"
                onClick={() => openMemberCenter('profile')}
              >
                {t('myAccount.editProfile')}
              </button>
            </section>
            <SecurityItems items={data.items} />
            <section className="my-account__card" aria-labelledby="my-account-logins">
              <h4 id="my-account-logins" className="my-account__title">
                {t('myAccount.recentLogins')}
              </h4>
              {data.recentLogins.length === 0 ? (
                <p className="my-account__muted">{t('myAccount.noLogins')}</p>
              ) : (
                <ul className="my-account-logins">
                  {data.recentLogins.map((login) => (
                    <li key={`${login.at}-${login.ip}`} className="my-account-logins__row">
                      <span>{formatDateTime(login.at)}</span>
                      <span className="my-account-logins__ip">{login.ip}</span>
                      <span className="my-account-logins__device" title={login.device}>
                        {login.device}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryContent>
    </div>
  );
}

/** The security items, each with its state; the authenticator binds here. */
function SecurityItems({ items }: { items: Items }) {
  const { t } = useTranslation();
  const [isBinding, setIsBinding] = useState(false);
  const rows: { key: string; label: string; isSet: boolean; detail: string }[] = [
    {
      key: 'loginPassword',
      label: t('myAccount.item.loginPassword'),
      isSet: true,
      detail: t('myAccount.changedAt', { time: formatDateTime(items.loginPassword.changedAt) }),
    },
    {
      key: 'paymentPassword',
      label: t('myAccount.item.paymentPassword'),
      isSet: items.paymentPassword.isSet,
      detail: items.paymentPassword.isSet ? t('myAccount.set') : t('myAccount.paymentPasswordHint'),
    },
    {
      key: 'mobile',
      label: t('myAccount.item.mobile'),
      isSet: items.mobile.isSet,
      detail: items.mobile.masked ?? t('myAccount.notBound'),
    },
    {
      key: 'email',
      label: t('myAccount.item.email'),
      isSet: items.email.isSet,
      detail: items.email.masked ?? t('myAccount.notBound'),
    },
    {
      key: 'authenticator',
      label: t('myAccount.item.authenticator'),
      isSet: items.authenticator.isBound,
      detail: items.authenticator.isBound ? t('myAccount.bound') : t('myAccount.notBound'),
    },
  ];
  const score = rows.filter((row) => row.isSet).length;
  return (
    <section className="my-account__card" aria-labelledby="my-account-security">
      <div className="my-account__heading">
        <h4 id="my-account-security" className="my-account__title">
          {t('myAccount.securityTitle')}
        </h4>
        <span className="my-account__muted">
          {t('myAccount.securityScore', { done: score, total: rows.length })}
        </span>
      </div>
      <ul className="my-account-items">
        {rows.map((row) => (
          <li key={row.key} className="my-account-items__row" data-item={row.key}>
            <span
              className={`my-account-items__state my-account-items__state--${row.isSet ? 'on' : 'off'}`}
              aria-hidden="true"
            />
            <span className="my-account-items__label">{row.label}</span>
            <span className="my-account-items__detail">
              <span className="visually-hidden">
                {row.isSet ? t('myAccount.set') : t('myAccount.notSet')}:{' '}
              </span>
              {row.detail}
            </span>
            {row.key === 'authenticator' && !items.authenticator.isBound && !isBinding ? (
              <button type="button" className="button button--primary" onClick={() => setIsBinding(true)}>
                {t('myAccount.authenticator.start')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {isBinding ? <AuthenticatorBinding onDone={() => setIsBinding(false)} /> : null}
    </section>
  );
}
