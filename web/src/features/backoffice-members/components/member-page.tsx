import type { MemberDetail, MemberLogin } from '@plaza/contracts/members-operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay } from '../../../lib/operator-session';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchMember, setMemberLock } from '../api/members';
import { MemberStatusBadge } from './member-status-badge';
import {
  AdjustDialog,
  BetsTab,
  LedgerTab,
  LimitsTab,
  MEMBER_TABS,
  MemberTabBar,
  NotesTab,
  PasswordResetDialog,
} from './member-tabs';
import type { MemberTab } from './member-tabs';

/** Lock or unlock with a reason, after a confirmation that names the member. */
function LockDialog({ detail, onClose }: { detail: MemberDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const isLocking = detail.member.status === 'ACTIVE';
  const mutation = useMutation({
    mutationFn: () => setMemberLock(detail.member.id, isLocking, reason),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'members'] });
      onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  const label = isLocking ? t('backoffice.members.lock') : t('backoffice.members.unlock');
  return (
    <ConfirmDialog
      title={label}
      confirmLabel={label}
      isBusy={mutation.isPending}
      error={fieldError('reason') === null ? mutation.error : null}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      isDanger={isLocking}
    >
      <p>
        {isLocking
          ? t('backoffice.members.lockText', { name: detail.member.username })
          : t('backoffice.members.unlockText', { name: detail.member.username })}
      </p>
      <Field label={t('backoffice.members.reason')} error={fieldError('reason')} isRequired>
        {(control) => (
          <input
            {...control}
            className="field__input"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}

function Profile({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { member } = detail;
  const rows: [string, ReactNode][] = [
    [t('backoffice.members.id'), member.id],
    [t('backoffice.members.status'), <MemberStatusBadge key="status" status={member.status} />],
    [
      t('backoffice.members.kind'),
      member.isAgent ? t('backoffice.members.agent') : t('backoffice.members.player'),
    ],
    [t('backoffice.members.name'), member.realName ?? member.nickname ?? '—'],
    [t('backoffice.members.mobile'), member.mobile ?? '—'],
    [t('backoffice.members.email'), member.email ?? '—'],
    [t('backoffice.members.language'), member.language ?? '—'],
    [
      t('backoffice.members.upline'),
      detail.upline === null ? (
        '—'
      ) : (
        <Link key="upline" to={`/backoffice/members/${detail.upline.id}`}>
          {detail.upline.username}
        </Link>
      ),
    ],
    [t('backoffice.members.created'), formatDateTime(member.createdAt)],
    [
      t('backoffice.members.blockedUntil'),
      member.blockedUntil === null ? '—' : formatDateTime(member.blockedUntil),
    ],
  ];
  return (
    <div className="back-office-member">
      <section className="back-office-panel" aria-labelledby="member-profile">
        <h2 id="member-profile" className="back-office-panel__title">
          {t('backoffice.members.profile')}
        </h2>
        <dl className="back-office-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="back-office-panel" aria-labelledby="member-balances">
        <h2 id="member-balances" className="back-office-panel__title">
          {t('backoffice.members.balances')}
        </h2>
        <dl className="back-office-facts">
          {detail.balance.wallets.map((wallet) => (
            <div key={wallet.wallet}>
              <dt>{wallet.vendorCode ?? t('backoffice.members.mainWallet')}</dt>
              <dd>{money.format(wallet.availBalance)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('backoffice.members.total')}</dt>
            <dd>
              <strong>{money.format(detail.balance.sumBalance)}</strong>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function Logins({ logins }: { logins: readonly MemberLogin[] }) {
  const { t } = useTranslation();
  if (logins.length === 0) {
    return <StateMessage title={t('backoffice.members.noLogins')} />;
  }
  return (
    <DataTable<MemberLogin>
      caption={t('backoffice.members.logins')}
      rows={logins}
      rowKey={(login) => `${login.createdAt}-${login.ip}`}
      columns={[
        {
          key: 'time',
          header: t('backoffice.audit.time'),
          render: (login) => formatDateTime(login.createdAt),
        },
        { key: 'ip', header: t('backoffice.audit.ip'), render: (login) => login.ip },
        { key: 'device', header: t('backoffice.members.device'), render: (login) => login.device },
        {
          key: 'result',
          header: t('backoffice.members.result'),
          render: (login) =>
            login.isSuccess
              ? t('backoffice.members.loginOk')
              : `${t('backoffice.members.loginFailed')} (${login.reason ?? '—'})`,
        },
      ]}
    />
  );
}

/**
 * A member's page: profile, balances, upline, latest logins with their addresses; tabs for the ledger, bets, limits
 * and notes; lock and unlock, adjust the balance (a second operator approves above the threshold), reset the password.
 */
export function MemberPage() {
  const { t } = useTranslation();
  const memberId = Number(useParams().memberId);
  const mayManage = useOperatorMay('members.manage');
  const mayAdjust = useOperatorMay('finance.act');
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: MemberTab = MEMBER_TABS.find((name) => name === tabParam) ?? 'profile';
  const [dialog, setDialog] = useState<'lock' | 'adjust' | 'password' | null>(null);
  const query = useQuery({
    queryKey: ['backoffice', 'members', 'detail', memberId],
    queryFn: () => fetchMember(memberId),
    enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
  const close = () => setDialog(null);
  return (
    <div className="back-office-screen">
      <p>
        <Link to="/backoffice/members">← {t('backoffice.members.title')}</Link>
      </p>
      <QueryContent query={query} skeleton={{ rows: 6, rowHeight: 28 }}>
        {(detail) => (
          <>
            <div className="back-office-screen__head">
              <h1 className="back-office-screen__title">{detail.member.username}</h1>
              <div className="back-office-actions">
                {mayAdjust ? (
                  <button
                    type="button"
                    className="button button--outline"
                    onClick={() => setDialog('adjust')}
                  >
                    {t('backoffice.memberTabs.adjust')}
                  </button>
                ) : null}
                {mayManage ? (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => setDialog('password')}
                  >
                    {t('backoffice.memberTabs.resetPassword')}
                  </button>
                ) : null}
                {mayManage && (detail.member.status === 'ACTIVE' || detail.member.status === 'LOCKED') ? (
                  <button
                    type="button"
                    className={`button ${detail.member.status === 'ACTIVE' ? 'button--danger' : 'button--primary'}`}
                    onClick={() => setDialog('lock')}
                  >
                    {detail.member.status === 'ACTIVE'
                      ? t('backoffice.members.lock')
                      : t('backoffice.members.unlock')}
                  </button>
                ) : null}
              </div>
            </div>
            <MemberTabBar
              tab={tab}
              onChange={(next) => setSearchParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
            />
            {tab === 'profile' ? (
              <>
                <Profile detail={detail} />
                <h2 className="back-office-screen__subtitle">{t('backoffice.members.logins')}</h2>
                <Logins logins={detail.logins} />
              </>
            ) : null}
            {tab === 'ledger' ? <LedgerTab memberId={detail.member.id} /> : null}
            {tab === 'bets' ? <BetsTab memberId={detail.member.id} /> : null}
            {tab === 'limits' ? <LimitsTab memberId={detail.member.id} /> : null}
            {tab === 'notes' ? <NotesTab memberId={detail.member.id} /> : null}
            {dialog === 'lock' ? <LockDialog detail={detail} onClose={close} /> : null}
            {dialog === 'adjust' ? <AdjustDialog detail={detail} onClose={close} /> : null}
            {dialog === 'password' ? <PasswordResetDialog detail={detail} onClose={close} /> : null}
          </>
        )}
      </QueryContent>
    </div>
  );
}
