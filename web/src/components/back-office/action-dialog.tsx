import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field';
import { ConfirmDialog } from './confirm-dialog';
import { useFieldError } from './use-field-error';

/** What an action asks for before it runs: nothing, a reason, or the payment's reference. */
export type ActionInput = 'none' | 'reason' | 'reference';

export interface ActionDialogProps {
  title: string;
  confirmLabel: string;
  /** The figures the operator confirms: member, amount, channel. */
  summary: ReactNode;
  input: ActionInput;
  isDanger?: boolean;
  run: (text: string) => Promise<unknown>;
  /** The lists the action changes, refreshed once it is done. */
  queryKey: readonly string[];
  onClose: () => void;
}

/**
 * Confirmation before a queue's decision (a deposit, a withdrawal, an adjustment, a reward request, a points
 * redemption): the summary, a reason or reference when the action needs one, the server's refusal.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: () => props.run(text.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: props.queryKey });
      props.onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  return (
    <ConfirmDialog
      title={props.title}
      confirmLabel={props.confirmLabel}
      isBusy={mutation.isPending}
      error={mutation.error !== null && fieldError(props.input) !== null ? null : mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={props.onClose}
      isDanger={props.isDanger ?? false}
    >
      {props.summary}
      {props.input === 'none' ? null : (
        <Field
          label={
            props.input === 'reason' ? t('backoffice.finance.reason') : t('backoffice.finance.reference')
          }
          hint={props.input === 'reference' ? t('backoffice.finance.referenceHint') : null}
          error={fieldError(props.input)}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
      )}
    </ConfirmDialog>
  );
}
