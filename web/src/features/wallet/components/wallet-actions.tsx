/**
 * The two buttons at the foot of a wallet form, dialog or confirmation step: going back (or cancelling) and the
 * confirming action, both disabled while the call runs so that nothing is sent twice or left half-seen. Without
 * `onConfirm` the confirming button submits the form it is in.
 */
export function WalletActions({
  backLabel,
  onBack,
  confirmLabel,
  pendingLabel = confirmLabel,
  onConfirm,
  isPending,
  isConfirmDisabled = false,
}: {
  backLabel: string;
  onBack: () => void;
  confirmLabel: string;
  pendingLabel?: string;
  onConfirm?: () => void;
  isPending: boolean;
  isConfirmDisabled?: boolean;
}) {
  return (
    <div className="wallet-actions">
      <button type="button" className="button button--outline" onClick={onBack} disabled={isPending}>
        {backLabel}
      </button>
      <button
        type={onConfirm === undefined ? 'submit' : 'button'}
        className="button button--primary"
        onClick={onConfirm}
        disabled={isPending || isConfirmDisabled}
      >
        {isPending ? pendingLabel : confirmLabel}
      </button>
    </div>
  );
}
