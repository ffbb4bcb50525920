import type { MemberDetail } from '@plaza/contracts/members-operator';
import type { MemberNote } from '@plaza/contracts/back-office';
import type { BetRecord } from '@plaza/contracts/bets';
import type { Transaction } from '@plaza/contracts/records';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { ListScreen } from '../../../components/back-office/list-screen';
import { TemporaryPasswordDialog } from '../../../components/back-office/temporary-password-dialog';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { parseMajorAmount } from '../../../lib/money';
import { useOperatorMay } from '../../../lib/operator-session';
import { createRequestId } from '../../../lib/request-id';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import {
  addMemberNote,
  adjustMemberBalance,
  fetchMemberBets,
  fetchMemberLimits,
  fetchMemberNotes,
  fetchMemberTransactions,
  resetMemberPassword,
} from '../api/member-tabs';
import '../../../components/back-office/report-pieces.css';

export const MEMBER_TABS = ['profile', 'ledger', 'bets', 'limits', 'notes'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** The tab bar of a member's page; the chosen tab lives in the address (?tab=). */
export function MemberTabBar({ tab, onChange }: { tab: MemberTab; onChange: (tab: MemberTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="back-office-tabs" role="tablist" aria-label={t('backoffice.memberTabs.label')}>
      {MEMBER_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tab === name}
          onClick={() => onChange(name)}
        >
          {t(`backoffice.memberTabs.${name}`)}
        </button>
      ))}
    </div>
  );
}

function usePaged<Row>(
  key: string,
  memberId: number,
  fetch: (query: Record<string, string>) => Promise<Row>,
) {
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: ['backoffice', 'members', key, memberId, pageNum],
    queryFn: () => fetch({ pageNum: String(pageNum), pageSize: '20' }),
    placeholderData: keepPreviousData,
  });
  return { query, setPageNum };
}

/** The member's ledger: every movement of the main and vendor wallets, newest first (the last 30 days). */
export function LedgerTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { query, setPageNum } = usePaged('ledger', memberId, (q) => fetchMemberTransactions(memberId, q));
  const columns: ListColumn<Transaction>[] = [
    {
      key: 'time',
      header: t('backoffice.audit.time'),
      render: (row) => formatDateTime(row.time),
      csv: (row) => row.time,
    },
    {
      key: 'type',
      header: t('backoffice.memberTabs.type'),
      render: (row) => row.type,
      csv: (row) => row.type,
    },
    {
      key: 'wallet',
      header: t('backoffice.memberTabs.wallet'),
      render: (row) => row.wallet,
      csv: (row) => row.wallet,
    },
    {
      key: 'amount',
      header: t('backoffice.finance.amount'),
      render: (row) => money.format(row.amount),
      csv: (row) => row.amount,
    },
    {
      key: 'balance',
      header: t('backoffice.memberTabs.balanceAfter'),
      render: (row) => money.format(row.balanceAfter),
      csv: (row) => row.balanceAfter,
    },
    {
      key: 'reference',
      header: t('backoffice.memberTabs.reference'),
      render: (row) => row.reference,
      csv: (row) => row.reference,
    },
  ];
  return (
    <ListScreen<Transaction>
      query={query}
      caption={t('backoffice.memberTabs.ledger')}
      columns={columns}
      rowKey={(row) => row.id}
      onPageChange={setPageNum}
      csv={{
        filename: `member-${memberId}-ledger.csv`,
        fetchPage: (pageNum, pageSize) =>
          fetchMemberTransactions(memberId, { pageNum: String(pageNum), pageSize: String(pageSize) }),
      }}
      empty={{ title: t('backoffice.memberTabs.noLedger'), text: t('backoffice.memberTabs.last30') }}
    />
  );
}

/** The member's bets with what settled them, newest first (the last 30 days). */
export function BetsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { query, setPageNum } = usePaged('bets', memberId, (q) => fetchMemberBets(memberId, q));
  const columns: ListColumn<BetRecord>[] = [
    {
      key: 'time',
      header: t('backoffice.audit.time'),
      render: (row) => formatDateTime(row.time),
      csv: (row) => row.time,
    },
    {
      key: 'vendor',
      header: t('backoffice.dashboard.vendor'),
      render: (row) => row.vendorName,
      csv: (row) => row.vassalage,
    },
    {
      key: 'game',
      header: t('backoffice.memberTabs.game'),
      render: (row) => row.gameName,
      csv: (row) => row.gameCode,
    },
    {
      key: 'stake',
      header: t('backoffice.memberTabs.stake'),
      render: (row) => money.format(row.stake),
      csv: (row) => row.stake,
    },
    {
      key: 'payout',
      header: t('backoffice.dashboard.payouts'),
      render: (row) => (row.payout === null ? '—' : money.format(row.payout)),
      csv: (row) => row.payout,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => row.status,
      csv: (row) => row.status,
    },
  ];
  return (
    <ListScreen<BetRecord>
      query={query}
      caption={t('backoffice.memberTabs.bets')}
      columns={columns}
      rowKey={(row) => row.id}
      onPageChange={setPageNum}
      csv={{
        filename: `member-${memberId}-bets.csv`,
        fetchPage: (pageNum, pageSize) =>
          fetchMemberBets(memberId, { pageNum: String(pageNum), pageSize: String(pageSize) }),
      }}
      empty={{ title: t('backoffice.memberTabs.noBets'), text: t('backoffice.memberTabs.last30') }}
    />
  );
}

/** The member's own limits (deposit, loss, wager) and their time-outs and exclusions. */
export function LimitsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const query = useQuery({
    queryKey: ['backoffice', 'members', 'limits', memberId],
    queryFn: () => fetchMemberLimits(memberId),
  });
  return (
    <QueryContent query={query} skeleton={{ rows: 4, rowHeight: 28 }}>
      {(controls) => (
        <>
          <p>
            {controls.isBlocked ? t('backoffice.memberTabs.blocked') : t('backoffice.memberTabs.notBlocked')}
          </p>
          {controls.limits.length === 0 ? (
            <StateMessage title={t('backoffice.memberTabs.noLimits')} />
          ) : (
            <DataTable
              caption={t('backoffice.memberTabs.limits')}
              rows={controls.limits}
              rowKey={(row) => `${row.kind}-${row.period}`}
              columns={[
                {
                  key: 'kind',
                  header: t('backoffice.memberTabs.type'),
                  render: (row) => t(`memberServices.gambling.kindTitle.${row.kind}`),
                },
                {
                  key: 'period',
                  header: t('backoffice.memberTabs.period'),
                  render: (row) => t(`memberServices.gambling.period.${row.period}`),
                },
                {
                  key: 'amount',
                  header: t('backoffice.finance.amount'),
                  render: (row) => (row.amount === null ? '—' : money.format(row.amount)),
                },
                {
                  key: 'pending',
                  header: t('backoffice.memberTabs.pendingChange'),
                  render: (row) =>
                    row.pending === null
                      ? '—'
                      : `${row.pending.amount === null ? '—' : money.format(row.pending.amount)} (${formatDateTime(row.pending.confirmableFrom)})`,
                },
              ]}
            />
          )}
          <h2 className="back-office-screen__subtitle">{t('backoffice.memberTabs.breaks')}</h2>
          {controls.breaks.length === 0 ? (
            <StateMessage title={t('backoffice.memberTabs.noBreaks')} />
          ) : (
            <DataTable
              caption={t('backoffice.memberTabs.breaks')}
              rows={controls.breaks}
              rowKey={(row) => `${row.kind}-${row.startsAt}`}
              columns={[
                {
                  key: 'kind',
                  header: t('backoffice.memberTabs.type'),
                  render: (row) => t(`backoffice.memberTabs.breakKinds.${row.kind}`),
                },
                {
                  key: 'starts',
                  header: t('backoffice.memberTabs.starts'),
                  render: (row) => formatDateTime(row.startsAt),
                },
                {
                  key: 'ends',
                  header: t('backoffice.memberTabs.ends'),
                  render: (row) =>
                    row.endsAt === null ? t('backoffice.memberTabs.permanent') : formatDateTime(row.endsAt),
                },
              ]}
            />
          )}
        </>
      )}
    </QueryContent>
  );
}

/** Operators' notes on the member with their author and time; those who manage members add one. */
export function NotesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayWrite = useOperatorMay('members.manage');
  const [body, setBody] = useState('');
  const { query, setPageNum } = usePaged('notes', memberId, (q) => fetchMemberNotes(memberId, q));
  const mutation = useMutation({
    mutationFn: () => addMemberNote(memberId, body.trim()),
    onSuccess: async () => {
      setBody('');
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'members', 'notes', memberId] });
    },
  });
  const fieldError = useFieldError(mutation.error);
  const errorText = useErrorText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const columns: ListColumn<MemberNote>[] = [
    {
      key: 'time',
      header: t('backoffice.audit.time'),
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => row.createdAt,
    },
    {
      key: 'author',
      header: t('backoffice.memberTabs.author'),
      render: (row) => row.operatorName,
      csv: (row) => row.operatorName,
    },
    {
      key: 'body',
      header: t('backoffice.memberTabs.note'),
      render: (row) => row.body,
      csv: (row) => row.body,
    },
  ];
  return (
    <>
      {mayWrite ? (
        <form className="back-office-note-form" onSubmit={submit}>
          <Field label={t('backoffice.memberTabs.newNote')} error={fieldError('body')} isRequired>
            {(control) => (
              <textarea
                {...control}
                className="field__input"
                value={body}
                maxLength={2000}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </Field>
          {mutation.error !== null && fieldError('body') === null ? (
            <p className="back-office-form__error" role="alert">
              {errorText(mutation.error)}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              className="button button--primary"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending}
            >
              {t('backoffice.memberTabs.addNote')}
            </button>
          </div>
        </form>
      ) : null}
      <ListScreen<MemberNote>
        query={query}
        caption={t('backoffice.memberTabs.notes')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        onPageChange={setPageNum}
        csv={{
          filename: `member-${memberId}-notes.csv`,
          fetchPage: (pageNum, pageSize) =>
            fetchMemberNotes(memberId, { pageNum: String(pageNum), pageSize: String(pageSize) }),
        }}
        empty={{ title: t('backoffice.memberTabs.noNotes'), text: t('backoffice.memberTabs.notesHint') }}
      />
    </>
  );
}

/** A credit or debit of the main wallet with a reason, confirmed with its amount; above the threshold it waits. */
export function AdjustDialog({ detail, onClose }: { detail: MemberDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [requestId] = useState(createRequestId);
  const [amountError, setAmountError] = useState<string | null>(null);
  const parsed = parseMajorAmount(amountText, money.decimals);
  const mutation = useMutation({
    mutationFn: (amount: number) =>
      adjustMemberBalance(detail.member.id, {
        amount: direction === 'credit' ? amount : -amount,
        reason: reason.trim(),
        requestId,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'members'] });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'finance'] });
    },
  });
  const fieldError = useFieldError(mutation.error);
  const confirm = () => {
    if (!parsed.isValid || parsed.minorUnits === 0) {
      setAmountError(t('backoffice.memberTabs.amountInvalid'));
      return;
    }
    setAmountError(null);
    mutation.mutate(parsed.minorUnits);
  };
  if (mutation.isSuccess) {
    return (
      <ConfirmDialog
        title={t('backoffice.memberTabs.adjust')}
        confirmLabel={t('backoffice.memberTabs.done')}
        isBusy={false}
        error={null}
        onConfirm={onClose}
        onClose={onClose}
      >
        <p role="status">
          {mutation.data.status === 'PENDING'
            ? t('backoffice.memberTabs.adjustPending', { amount: money.format(mutation.data.amount) })
            : t('backoffice.memberTabs.adjustDone', {
                amount: money.format(mutation.data.amount),
                balance: money.format(mutation.data.balanceAfter ?? 0),
              })}
        </p>
      </ConfirmDialog>
    );
  }
  const amountLabel = parsed.isValid ? money.format(parsed.minorUnits) : '—';
  return (
    <ConfirmDialog
      title={t('backoffice.memberTabs.adjust')}
      confirmLabel={t(`backoffice.memberTabs.${direction}Confirm`, { amount: amountLabel })}
      isBusy={mutation.isPending}
      error={
        mutation.error !== null && fieldError('reason') === null && fieldError('amount') === null
          ? mutation.error
          : null
      }
      onConfirm={confirm}
      onClose={onClose}
      isDanger={direction === 'debit'}
    >
      <p>{t('backoffice.memberTabs.adjustText', { name: detail.member.username })}</p>
      <Field label={t('backoffice.memberTabs.direction')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={direction}
            onChange={(event) => setDirection(event.target.value === 'debit' ? 'debit' : 'credit')}
          >
            <option value="credit">{t('backoffice.memberTabs.credit')}</option>
            <option value="debit">{t('backoffice.memberTabs.debit')}</option>
          </select>
        )}
      </Field>
      <Field label={t('backoffice.finance.amount')} error={amountError ?? fieldError('amount')} isRequired>
        {(control) => (
          <input
            {...control}
            className="field__input"
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        )}
      </Field>
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
      <p className="back-office-muted">{t('backoffice.memberTabs.secondApproval')}</p>
    </ConfirmDialog>
  );
}

/** Resets the member's password after a confirmation; the temporary password is shown once. */
export function PasswordResetDialog({ detail, onClose }: { detail: MemberDetail; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TemporaryPasswordDialog
      title={t('backoffice.memberTabs.resetPassword')}
      text={t('backoffice.memberTabs.resetText', { name: detail.member.username })}
      reset={() => resetMemberPassword(detail.member.id)}
      onClose={onClose}
    />
  );
}
