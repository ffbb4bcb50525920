import type { ReferralFriend, ReferralSummary } from '@plaza/contracts/referral';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '../../../components/copy-button';
import { GiftIcon, UserIcon } from '../../../components/icons';
import { PagedRecords } from '../../../components/paged-records';
import { QrCode } from '../../../components/qr-code';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useReferralFriends, useReferralSummary } from '../api/referral';
import './invite-friends.css';

/** The registration link as a visitor opens it: the server's absolute address, or its path on this site. */
function absoluteLink(link: string): string {
  return /^https?:\/\//i.test(link) ? link : new URL(link, window.location.origin).href;
}

/**
 * Invite friends (member center, docs/product/referral.md): the member's link with its QR code and code, the rules a
 * friend must meet, the figures, and the friends invited with their state and reward. Rewards arrive in the reward
 * center.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  return (
    <QueryContent query={summary} skeleton={{ rows: 3, rowHeight: 96 }}>
      {(data) =>
        !data.bonusesEnabled || !data.rules.isEnabled ? (
          <StateMessage icon={<GiftIcon />} title={t('referral.offTitle')} text={t('referral.offText')} />
        ) : (
          <div className="invite-page">
            <InviteCard data={data} />
            <InviteFigures data={data} />
            <FriendList />
          </div>
        )
      }
    </QueryContent>
  );
}

function InviteCard({ data }: { data: ReferralSummary }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const link = absoluteLink(data.link);
  return (
    <section className="invite-card" aria-labelledby="invite-title">
      <div className="invite-card__qr">
        <QrCode value={link} label={t('referral.qrLabel')} />
      </div>
      <div className="invite-card__text">
        <h4 id="invite-title" className="invite-title">
          {t('referral.title', { amount: money.format(data.rules.rewardAmount) })}
        </h4>
        <p className="invite-muted">
          {t('referral.rules', {
            deposit: money.format(data.rules.minDeposit),
            validBet: money.format(data.rules.minValidBet),
            days: data.rules.windowDays,
          })}
        </p>
        <div className="invite-card__row">
          <span className="invite-muted">{t('referral.link')}</span>
          <a className="invite-card__value" href={link}>
            {link}
          </a>
          <CopyButton value={link} label={t('referral.link')} />
        </div>
        <div className="invite-card__row">
          <span className="invite-muted">{t('referral.code')}</span>
          <strong className="invite-card__value invite-card__code">{data.code}</strong>
          <CopyButton value={data.code} label={t('referral.code')} />
        </div>
      </div>
    </section>
  );
}

function InviteFigures({ data }: { data: ReferralSummary }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const figures = [
    { key: 'invited', label: t('referral.invited'), value: count(data.invited) },
    { key: 'pending', label: t('referral.pending'), value: count(data.pending) },
    { key: 'qualified', label: t('referral.qualified'), value: count(data.qualified) },
    { key: 'earned', label: t('referral.earned'), value: money.format(data.earned) },
  ];
  return (
    <dl className="invite-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="invite-figures__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FriendStatus({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation();
  const label =
    friend.status === 'INVALID'
      ? t(friend.reason === 'same_address' ? 'referral.status.sameAddress' : 'referral.status.expired')
      : t(friend.status === 'QUALIFIED' ? 'referral.status.qualified' : 'referral.status.pending');
  return <span className={`invite-status invite-status--${friend.status.toLowerCase()}`}>{label}</span>;
}

function FriendList() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [pageNum, setPageNum] = useState(1);
  const friends = useReferralFriends(pageNum);
  return (
    <section className="invite-friends" aria-labelledby="invite-friends-title">
      <h4 id="invite-friends-title" className="invite-title">
        {t('referral.friends')}
      </h4>
      <div aria-busy={friends.isFetching}>
        <PagedRecords
          query={friends}
          skeleton={{ rows: 3, rowHeight: 40 }}
          empty={{ icon: <UserIcon />, title: t('referral.emptyTitle'), text: t('referral.emptyText') }}
          caption={t('referral.friends')}
          rowKey={(row) => `${row.account}:${row.invitedAt}`}
          columns={[
            { key: 'account', header: t('referral.friend'), render: (row) => <strong>{row.account}</strong> },
            {
              key: 'invitedAt',
              header: t('referral.joined'),
              render: (row) => formatDateTime(row.invitedAt),
            },
            { key: 'status', header: t('referral.state'), render: (row) => <FriendStatus friend={row} /> },
            {
              key: 'deadline',
              header: t('referral.deadline'),
              render: (row) => (row.deadline === null ? '—' : formatDateTime(row.deadline)),
            },
            {
              key: 'reward',
              header: t('referral.reward'),
              render: (row) => (row.reward > 0 ? money.format(row.reward) : '—'),
            },
          ]}
          onPageChange={setPageNum}
        />
      </div>
    </section>
  );
}
