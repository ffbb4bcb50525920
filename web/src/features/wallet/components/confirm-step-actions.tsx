import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../lib/use-error-text';

interface PendingAction {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

/**
 * The foot of a confirmation step before money moves: the failure of the last try (the member may try again
 * with the same request), "Back" to the form and the confirming button, both disabled while the call runs.
 */
export function ConfirmStepActions({
  action,
  onBack,
  onConfirm,
  confirmLabel,
  pendingLabel,
}: {
  action: PendingAction;
  onBack: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  pendingLabel: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {action.error ? (
        <p className="wallet-alert" role="alert">
          {errorText(action.error)}
        </p>
      ) : null}
      <div className="wallet-actions">
        <button
          type="button"
          className="button button--outline"
          disabled={action.isPending}
          onClick={() => {
            action.reset();
            onBack();
          }}
        >
          {t('wallet.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={action.isPending}
          onClick={onConfirm}
        >
          {action.isPending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </>
  );
}
