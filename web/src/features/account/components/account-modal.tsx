import type { LoginResponse } from '@plaza/contracts/accounts';
import { useTranslation } from 'react-i18next';

import { LazyImage } from '../../../components/lazy-image';
import { Modal } from '../../../components/modal';
import { useAnnouncements } from '../../../lib/api/list-announcements';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { buildImageUrl } from '../../../lib/image-url';
import type { AccountMode, LoginMethod } from '../hooks/use-account-modal';
import { AccountForms } from './account-forms';
import './account-modal.css';

const BANNER_GROUPS = { login: 'w_login', register: 'w_register' } as const;

export interface AccountModalProps {
  mode: AccountMode;
  onModeChange: (mode: AccountMode) => void;
  onClose: () => void;
  onLoggedIn: (response: LoginResponse, method?: LoginMethod) => void;
}

/** The account modal: the banner of the open tab (w_login or w_register) above the login and register tabs. */
export function AccountModal({ mode, onModeChange, onClose, onLoggedIn }: AccountModalProps) {
  const { t } = useTranslation();
  const { imageCDN, brandName } = useWhitelabel();
  const banners = useAnnouncements({ type: 'B', platform: 'W', groupName: BANNER_GROUPS[mode] });
  const banner = banners.data?.[0];

  return (
    <Modal
      title={mode === 'login' ? t('account.loginTitle') : t('account.registerTitle')}
      isTitleHidden
      onClose={onClose}
      className="account-modal"
    >
      <div className="account-modal__banner">
        {banner?.url ? (
          <LazyImage
            src={buildImageUrl(imageCDN, banner.url)}
            alt={brandName}
            width={600}
            height={200}
            isEager
            className="account-modal__banner-image"
          />
        ) : null}
      </div>
      <AccountForms mode={mode} onModeChange={onModeChange} onLoggedIn={onLoggedIn} />
    </Modal>
  );
}
