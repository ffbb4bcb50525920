import type { CustomerServiceContact } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';

import { ShieldIcon } from '../../../components/icons';
import { SystemScreen } from './system-screen';

export interface RegionBlockedPageProps {
  ip: string;
  contacts: readonly CustomerServiceContact[];
  logoUrl?: string;
  brandName?: string;
}

/**
 * Shown instead of the site to a visitor from a restricted region (status 2,
 * docs/product/site.md#status-maintenance-and-regions).
 */
export function RegionBlockedPage({ ip, contacts, logoUrl, brandName }: RegionBlockedPageProps) {
  const { t } = useTranslation();
  return (
    <SystemScreen
      icon={<ShieldIcon />}
      title={t('regionBlocked.title')}
      contacts={contacts}
      logoUrl={logoUrl}
      brandName={brandName}
    >
      <p>
        {t('regionBlocked.yourIp')} <span className="system-screen__ip">{ip}</span>
      </p>
      <p>{t('regionBlocked.info')}</p>
    </SystemScreen>
  );
}
