import type { CustomerServiceContact } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../../../components/icons';
import { SystemScreen } from './system-screen';

/** Shown when this address is not one of the deployment's domains (docs/product/site.md#domain-route). */
export function InvalidDomainPage({ contacts }: { contacts: readonly CustomerServiceContact[] }) {
  const { t } = useTranslation();
  return (
    <SystemScreen icon={<AlertIcon />} title={t('invalidDomain.title')} contacts={contacts}>
      <p>{t('invalidDomain.info')}</p>
    </SystemScreen>
  );
}
