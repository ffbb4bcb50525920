import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';

/** Asks before money moves (a cancellation gives the stake back and ends the bet). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <div className="bet-slip__confirm-actions">
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('lottery.slip.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
