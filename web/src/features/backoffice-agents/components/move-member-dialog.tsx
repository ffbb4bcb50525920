import type { AgentTreeNode } from '@plaza/contracts/agents-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { fetchAgentTree, moveMember } from '../api/agent-tree';

/** The account typed, found exactly (accounts are stored lower-case), or null. */
async function findAccount(account: string): Promise<AgentTreeNode | null> {
  const wanted = account.trim().toLowerCase();
  const page = await fetchAgentTree({ search: wanted, pageSize: '5' });
  return page.content.find((node) => node.account === wanted) ?? null;
}

/**
 * Moves a member with its whole team under another agent: the new upline's account is looked up, then a
 * confirmation names the old and new uplines and how many members move, with the operator's reason; the server's
 * refusals (not an agent, a loop into the member's own team) show in the dialog.
 */
export function MoveMemberDialog({
  member,
  uplineAccount,
  onClose,
}: {
  member: AgentTreeNode;
  /** The member's current upline, or null at the top. */
  uplineAccount: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState('');
  const [target, setTarget] = useState<AgentTreeNode | null>(null);
  const [reason, setReason] = useState('');
  const lookup = useMutation({
    mutationFn: () => findAccount(account),
    onSuccess: (found) => setTarget(found),
  });
  const move = useMutation({
    mutationFn: () => moveMember(member.id, target?.id ?? 0, reason),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'agents', 'tree'] });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'members'] });
      onClose();
    },
  });
  const fieldError = useFieldError(move.error);
  const submitLookup = (event: FormEvent) => {
    event.preventDefault();
    if (account.trim() !== '') {
      lookup.mutate();
    }
  };
  if (target !== null) {
    return (
      <ConfirmDialog
        title={t('backoffice.agentTree.moveTitle', { name: member.account })}
        confirmLabel={t('backoffice.agentTree.move')}
        isBusy={move.isPending}
        error={fieldError('reason') === null ? move.error : null}
        onConfirm={() => move.mutate()}
        onClose={onClose}
        isDanger
      >
        <p>
          {t('backoffice.agentTree.moveText', {
            name: member.account,
            size: member.teamSize + 1,
            from: uplineAccount ?? t('backoffice.agentTree.noUpline'),
            to: target.account,
          })}
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
  return (
    <Modal title={t('backoffice.agentTree.moveTitle', { name: member.account })} onClose={onClose}>
      <form className="back-office-form" onSubmit={submitLookup} noValidate>
        <p>
          {t('backoffice.agentTree.moveIntro', {
            name: member.account,
            from: uplineAccount ?? t('backoffice.agentTree.noUpline'),
          })}
        </p>
        <Field
          label={t('backoffice.agentTree.newUpline')}
          error={
            lookup.isSuccess && lookup.data === null
              ? t('backoffice.agentTree.notFound', { account: account.trim() })
              : null
          }
          isRequired
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              autoComplete="off"
              value={account}
              onChange={(event) => setAccount(event.target.value)}
            />
          )}
        </Field>
        {lookup.error === null ? null : (
          <p className="back-office-form__error" role="alert">
            {errorText(lookup.error)}
          </p>
        )}
        <div className="back-office-form__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('backoffice.list.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={lookup.isPending}>
            {t('backoffice.agentTree.next')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
