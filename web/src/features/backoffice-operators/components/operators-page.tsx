import { OPERATOR_ROLES } from '@plaza/contracts/operator';
import type { OperatorAccount } from '@plaza/contracts/operator';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { TemporaryPasswordDialog } from '../../../components/back-office/temporary-password-dialog';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperator } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { fetchOperators, resetOperatorPassword, resetSecondFactor } from '../api/operators';
import { OperatorForm } from './operator-form';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; account: OperatorAccount }
  | { kind: 'reset'; account: OperatorAccount }
  | { kind: 'password'; account: OperatorAccount };

function useColumns(onOpen: (dialog: Dialog) => void): ListColumn<OperatorAccount>[] {
  const { t } = useTranslation();
  const self = useOperator();
  return [
    {
      key: 'username',
      header: t('backoffice.operators.username'),
      render: (row) => row.username,
      csv: (row) => row.username,
    },
    {
      key: 'role',
      header: t('backoffice.operators.role'),
      render: (row) => t(`backoffice.roles.${row.role}`),
      csv: (row) => row.role,
    },
    {
      key: 'enabled',
      header: t('backoffice.operators.state'),
      render: (row) => (
        <span className={`back-office-badge back-office-badge--${row.enabled ? 'on' : 'off'}`}>
          {row.enabled ? t('backoffice.operators.enabled') : t('backoffice.operators.disabled')}
        </span>
      ),
      csv: (row) => row.enabled,
    },
    {
      key: 'secondFactor',
      header: t('backoffice.operators.secondFactor'),
      render: (row) =>
        row.hasSecondFactor ? t('backoffice.operators.bound') : t('backoffice.operators.notBound'),
      csv: (row) => row.hasSecondFactor,
    },
    {
      key: 'created',
      header: t('backoffice.operators.created'),
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => row.createdAt,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) =>
        row.id === self.id ? (
          <span className="back-office-badge">{t('backoffice.operators.you')}</span>
        ) : (
          <div className="back-office-actions">
            <button
              type="button"
              className="button button--outline"
              onClick={() => onOpen({ kind: 'edit', account: row })}
            >
              {t('backoffice.operators.editShort')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onOpen({ kind: 'password', account: row })}
            >
              {t('backoffice.operators.resetPassword')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={!row.hasSecondFactor}
              onClick={() => onOpen({ kind: 'reset', account: row })}
            >
              {t('backoffice.operators.reset')}
            </button>
          </div>
        ),
      csv: () => null,
    },
  ];
}

function ResetDialog({ account, onClose }: { account: OperatorAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => resetSecondFactor(account.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'operators'] });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('backoffice.operators.reset')}
      confirmLabel={t('backoffice.operators.reset')}
      isBusy={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      isDanger
    >
      <p>{t('backoffice.operators.resetText', { name: account.username })}</p>
    </ConfirmDialog>
  );
}

/**
 * ADMIN's operators: search, role and state filters, create, change role or state, reset the authenticator or the
 * password (a temporary one shown once).
 */
export function OperatorsPage() {
  const { t } = useTranslation();
  const params = useListParams<'search' | 'role' | 'enabled'>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const filters = { search: params.get('search'), role: params.get('role'), enabled: params.get('enabled') };
  const query = useQuery({
    queryKey: ['backoffice', 'operators', filters, params.pageNum],
    queryFn: () => fetchOperators(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  const close = () => setDialog(null);
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.operators.title')}</h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('backoffice.operators.create')}
        </button>
      </div>
      <ListScreen<OperatorAccount>
        query={query}
        caption={t('backoffice.operators.title')}
        columns={useColumns(setDialog)}
        rowKey={(row) => String(row.id)}
        search={{
          value: filters.search,
          label: t('backoffice.operators.search'),
          onSubmit: (search) => params.set({ search }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.operators.role')}
              value={filters.role}
              options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`backoffice.roles.${role}`) }))}
              onChange={(role) => params.set({ role })}
            />
            <ListFilter
              label={t('backoffice.operators.state')}
              value={filters.enabled}
              options={[
                { value: 'true', label: t('backoffice.operators.enabled') },
                { value: 'false', label: t('backoffice.operators.disabled') },
              ]}
              onChange={(enabled) => params.set({ enabled })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'operators.csv',
          fetchPage: (pageNum, pageSize) => fetchOperators(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.operators.emptyTitle'), text: t('backoffice.list.emptyText') }}
      />
      {dialog?.kind === 'create' ? <OperatorForm account={null} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <OperatorForm account={dialog.account} onClose={close} /> : null}
      {dialog?.kind === 'reset' ? <ResetDialog account={dialog.account} onClose={close} /> : null}
      {dialog?.kind === 'password' ? (
        <TemporaryPasswordDialog
          title={t('backoffice.operators.resetPassword')}
          text={t('backoffice.operators.resetPasswordText', { name: dialog.account.username })}
          reset={() => resetOperatorPassword(dialog.account.id)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
