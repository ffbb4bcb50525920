import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from './confirm-dialog';

export interface TemporaryPasswordDialogProps {
  title: string;
  /** What the reset does, naming whose password it is. */
  text: string;
  /** The reset call; answers the temporary password. */
  reset: () => Promise<{ password: string }>;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * A password reset by an operator (a member's, or another operator's): a confirmation, then the temporary password
 * shown once, to be handed over; the holder must change it at the next sign-in.
 */
export function TemporaryPasswordDialog({
  title,
  text,
  reset,
  onClose,
  onDone,
}: TemporaryPasswordDialogProps) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: reset, onSuccess: () => onDone?.() });
  if (mutation.isSuccess) {
    return (
      <ConfirmDialog
        title={title}
        confirmLabel={t('backoffice.memberTabs.done')}
        isBusy={false}
        error={null}
        onConfirm={onClose}
        onClose={onClose}
      >
        <p>{t('backoffice.memberTabs.passwordShown')}</p>
        <p>
          <code className="back-office-secret">{mutation.data.password}</code>
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={title}
      isBusy={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      isDanger
    >
      <p>{text}</p>
    </ConfirmDialog>
  );
}
