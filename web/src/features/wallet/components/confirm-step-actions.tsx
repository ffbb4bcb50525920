import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../../lib/use-error-text';
import { WalletActions } from './wallet-actions';

interface PendingAction {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

/**
 * The foot of a confirmation step before money moves: the failure of the last try (the member may try again
 * with the same request), then "Back" to the form and the confirming button.
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
      <WalletActions
        backLabel={t('wallet.back')}
        onBack={() => {
          action.reset();
          onBack();
        }}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        onConfirm={onConfirm}
        isPending={action.isPending}
      />
    </>
  );
}
