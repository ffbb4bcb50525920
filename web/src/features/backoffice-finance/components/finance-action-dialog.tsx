import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';

/** What an action asks for before it runs: nothing, a reason, or the payment's reference. */
export type ActionInput = 'none' | 'reason' | 'reference';

export interface FinanceActionDialogProps {
  title: string;
  confirmLabel: string;
  /** The figures the operator confirms: member, amount, channel. */
  summary: ReactNode;
  input: ActionInput;
  isDanger?: boolean;
  run: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** Confirmation before money moves: the summary, a reason or reference when the action needs one, the server's refusal. */
export function FinanceActionDialog(props: FinanceActionDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: () => props.run(text.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'finance'] });
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
