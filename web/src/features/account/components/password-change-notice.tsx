import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import './account-notice.css';

/**
 * Tells a member who logged in with a first-time, default or expired password that it must be changed
 * (spec.md §4 Login 5 and 10). The change-password form is not built yet, so this says so rather than faking it.
 */
export function PasswordChangeNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('account.passwordChangeTitle')} onClose={onClose} className="account-notice">
      <div className="account-notice__body">
        <p>{t('account.passwordChangeText')}</p>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('account.passwordChangeConfirm')}
        </button>
      </div>
    </Modal>
  );
}
