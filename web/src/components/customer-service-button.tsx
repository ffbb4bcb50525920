import type { CustomerServiceContact } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';

import { openServiceWindow } from '../lib/open-service-window';
import { HeadsetIcon } from './icons';

/** Opens the first customer service contact in its service window; renders nothing without a contact. */
export function CustomerServiceButton({ contacts }: { contacts: readonly CustomerServiceContact[] }) {
  const { t } = useTranslation();
  const link = contacts.flatMap((contact) => contact.links)[0];
  if (link === undefined) {
    return null;
  }
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => openServiceWindow(link, 'customer-service-0')}
    >
      <HeadsetIcon />
      {t('customerService.contact')}
    </button>
  );
}
