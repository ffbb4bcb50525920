import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import './account-notice.css';

export interface InfoDialogProps {
  message: string;
  onClose: () => void;
}

/**
 * A short notice with a confirm button (the e-mail was sent; a real account is needed,
 * docs/product/accounts.md#trial-members).
 */
export function InfoDialog({ message, onClose }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('account.noticeTitle')} onClose={onClose} className="account-notice">
      <div className="account-notice__body">
        <p>{message}</p>
        <div className="account-notice__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('account.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
