import { CONTRACT_KINDS } from '@plaza/contracts/agent-contracts';
import type { Contract } from '@plaza/contracts/agent-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { ContractTermsView } from '../../../components/contract-terms-view';
import { endContract, fetchContracts } from '../api/contracts';

const ENDABLE = new Set<Contract['status']>(['OFFERED', 'ACTIVE', 'END_REQUESTED']);

/** Ending a contract: the parties, then the operator's reason (audited with it). */
function EndDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () => endContract(contract.id, reason.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'contracts'] });
      onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  return (
    <ConfirmDialog
      title={t('backoffice.contracts.endTitle', { id: contract.id })}
      confirmLabel={t('backoffice.contracts.end')}
      isBusy={mutation.isPending}
      error={mutation.error !== null && fieldError('reason') !== null ? null : mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      isDanger
    >
      <p>
        {t('backoffice.contracts.endSummary', {
          kind: t(`contracts.kind.${contract.kind}`),
          upline: contract.upline.account,
          member: contract.member.account,
        })}
      </p>
      <Field label={t('backoffice.finance.reason')} error={fieldError('reason')} isRequired>
        {(control) => (
          <input
            {...control}
            className="field__input"
            maxLength={140}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}

function useColumns(onEnd: (contract: Contract) => void): ListColumn<Contract>[] {
  const { t } = useTranslation();
  const mayEnd = useOperatorMay('contracts.manage');
  return [
    { key: 'id', header: t('backoffice.finance.id'), render: (row) => row.id, csv: (row) => row.id },
    {
      key: 'kind',
      header: t('backoffice.contracts.kind'),
      render: (row) => t(`contracts.kind.${row.kind}`),
      csv: (row) => row.kind,
    },
    {
      key: 'upline',
      header: t('backoffice.contracts.upline'),
      render: (row) => `${row.upline.account} (#${row.upline.id})`,
      csv: (row) => row.upline.account,
    },
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => `${row.member.account} (#${row.member.id})`,
      csv: (row) => row.member.account,
    },
    {
      key: 'payer',
      header: t('backoffice.contracts.payer'),
      render: (row) => t(row.payer === 'HOUSE' ? 'contracts.paidByHouse' : 'contracts.paidByUpline'),
      csv: (row) => row.payer,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => t(`contracts.status.${row.status}`),
      csv: (row) => row.status,
    },
    {
      key: 'updated',
      header: t('backoffice.contracts.updated'),
      render: (row) => formatDateTime(row.updatedAt),
      csv: (row) => row.updatedAt,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) =>
        mayEnd && ENDABLE.has(row.status) ? (
          <button type="button" className="button button--quiet" onClick={() => onEnd(row)}>
            {t('backoffice.contracts.end')}
          </button>
        ) : null,
      csv: () => null,
    },
  ];
}

/** Every contract between uplines and downlines, by kind; ADMIN and FINANCE may end one with a reason. */
export function ContractsPage() {
  const { t } = useTranslation();
  const params = useListParams<'kind'>();
  const [ending, setEnding] = useState<Contract | null>(null);
  const filters = { kind: params.get('kind') };
  const query = useQuery({
    queryKey: ['backoffice', 'contracts', 'list', filters, params.pageNum],
    queryFn: () => fetchContracts(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.contracts')}</h1>
      </div>
      <ListScreen<Contract>
        query={query}
        caption={t('backoffice.nav.contracts')}
        columns={useColumns(setEnding)}
        rowKey={(row) => String(row.id)}
        renderDetail={(row) => {
          const terms = row.pendingTerms ?? row.terms;
          return terms === null ? null : <ContractTermsView terms={terms} />;
        }}
        filters={
          <ListFilter
            label={t('backoffice.contracts.kind')}
            value={filters.kind}
            options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`contracts.kind.${kind}`) }))}
            onChange={(kind) => params.set({ kind })}
          />
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'contracts.csv',
          fetchPage: (pageNum, pageSize) => fetchContracts(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.contracts.empty'), text: t('backoffice.list.emptyText') }}
      />
      {ending === null ? null : <EndDialog contract={ending} onClose={() => setEnding(null)} />}
    </div>
  );
}
