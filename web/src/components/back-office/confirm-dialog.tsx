import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/use-error-text';
import { Modal } from '../modal';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words and figures (the amount, the member), before anything moves. */
  children: ReactNode;
  confirmLabel: string;
  isBusy: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The button of an action that takes something away (reject, disable) is drawn as a warning. */
  isDanger?: boolean;
}

/** Asks before an action that moves money or changes what others can do; shows the server's refusal. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { title, children, confirmLabel, isBusy, error, onConfirm, onClose, isDanger = false } = props;
  return (
    <Modal title={title} onClose={onClose}>
      <div className="back-office-form">
        {children}
        {error === null ? null : (
          <p className="back-office-form__error" role="alert">
            {errorText(error)}
            {error instanceof ApiError && error.status === 403 ? ` (${t('backoffice.shell.forbidden')})` : ''}
          </p>
        )}
        <div className="back-office-form__actions">
          <button type="button" className="button button--quiet" onClick={onClose} disabled={isBusy}>
            {t('backoffice.list.cancel')}
          </button>
          <button
            type="button"
            className={`button ${isDanger ? 'button--danger' : 'button--primary'}`}
            onClick={onConfirm}
            disabled={isBusy}
            aria-busy={isBusy}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
