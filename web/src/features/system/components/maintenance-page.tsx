import type { CustomerServiceContact } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';

import { WrenchIcon } from '../../../components/icons';
import { SystemScreen } from './system-screen';

export interface MaintenancePageProps {
  message: string | null;
  contacts: readonly CustomerServiceContact[];
  logoUrl?: string;
  brandName?: string;
}

/**
 * Shown instead of the site while the system is under maintenance (status 1,
 * docs/product/site.md#status-maintenance-and-regions).
 */
export function MaintenancePage({ message, contacts, logoUrl, brandName }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <SystemScreen
      icon={<WrenchIcon />}
      title={t('maintenance.title')}
      contacts={contacts}
      logoUrl={logoUrl}
      brandName={brandName}
    >
      <p>{t('maintenance.info')}</p>
      {message !== null && message !== '' ? <p className="system-screen__message">{message}</p> : null}
    </SystemScreen>
  );
}
