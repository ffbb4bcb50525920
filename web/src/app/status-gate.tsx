import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../components/icons';
import { LoadingIndicator } from '../components/loading-indicator';
import { StateMessage } from '../components/state-message';
import { InvalidDomainPage } from '../features/system/components/invalid-domain-page';
import { MaintenancePage } from '../features/system/components/maintenance-page';
import { RegionBlockedPage } from '../features/system/components/region-blocked-page';
import { useDomainRoute } from '../lib/api/get-domain-route';
import { useSystemStatus } from '../lib/api/get-system-status';
import { whitelabelQueryOptions } from '../lib/api/get-whitelabel';
import { buildImageUrl } from '../lib/image-url';
import { useErrorText } from '../lib/use-error-text';
import { removeBootShell } from './boot-shell';
import { useDeploymentLanguage } from './use-deployment-language';

function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <main>
      <StateMessage
        isFullPage
        role="alert"
        icon={<AlertIcon />}
        title={t('errors.startupTitle')}
        text={errorText(error)}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    </main>
  );
}

/**
 * While the start-up calls are on their way: the skeleton of index.html stays on screen (a spoken status only);
 * without it (the tests, a page that lost it) a spinner.
 */
function Starting({ label }: { label: string }) {
  if (document.getElementById('boot-shell') === null) {
    return <LoadingIndicator isFullPage label={label} />;
  }
  return (
    <p className="visually-hidden" role="status">
      {label}
    </p>
  );
}

/**
 * Decides at start what the visitor sees (docs/product/site.md#status-maintenance-and-regions): status 0 the app,
 * 1 the maintenance page, 2 the region-blocked page. The app renders only once the brand settings and the language
 * are ready.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const whitelabel = useQuery(whitelabelQueryOptions);
  const domainRoute = useDomainRoute();
  const isLanguageReady = useDeploymentLanguage(whitelabel.data);
  const isStarting =
    status.isPending ||
    (status.data?.status === 0 &&
      !whitelabel.isError &&
      (whitelabel.isPending || domainRoute.isPending || !isLanguageReady));
  useLayoutEffect(() => {
    if (!isStarting) {
      removeBootShell();
    }
  }, [isStarting]);

  if (status.isPending) {
    return <Starting label={t('common.loading')} />;
  }
  if (status.isError) {
    return <StartupError error={status.error} onRetry={() => void status.refetch()} />;
  }

  const brand = whitelabel.data;
  const screenProps = {
    contacts: brand?.customerService ?? [],
    logoUrl: brand === undefined ? undefined : buildImageUrl(brand.imageCDN, brand.logoUrl),
    brandName: brand?.brandName,
  };
  switch (status.data.status) {
    case 1:
      return <MaintenancePage message={status.data.maintenanceMessage} {...screenProps} />;
    case 2:
      return <RegionBlockedPage ip={status.data.location.ip} {...screenProps} />;
    case 0:
      break;
  }

  if (whitelabel.isError) {
    return <StartupError error={whitelabel.error} onRetry={() => void whitelabel.refetch()} />;
  }
  if (whitelabel.isPending || domainRoute.isPending || !isLanguageReady) {
    return <Starting label={t('common.loading')} />;
  }
  // A failed domain check does not keep members out; only an explicit refusal does.
  if (domainRoute.data?.isAllowed === false) {
    return <InvalidDomainPage contacts={whitelabel.data.customerService} />;
  }
  return children;
}
