import type { Resource } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';

import { AndroidIcon, AppleIcon } from '../../components/icons';
import { QrCode } from '../../components/qr-code';
import { useWhitelabel } from '../../lib/api/get-whitelabel';

type AppPlatform = 'android' | 'ios';

const PLATFORM_OF_RESOURCE: Partial<Record<Resource['resourceType'], AppPlatform>> = {
  Android: 'android',
  IOS: 'ios',
  MOBILECONFIG: 'ios',
};

/** A relative address (the demo's web clip, /wps/app/…) is this site's: a phone scanning the code needs it whole. */
function toAbsolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/** The Android and iOS app downloads the brand offers, one per platform. */
export function useAppDownloads(): { platform: AppPlatform; url: string }[] {
  const { resources } = useWhitelabel();
  const downloads = new Map<AppPlatform, string>();
  for (const resource of resources) {
    const platform = PLATFORM_OF_RESOURCE[resource.resourceType];
    if (platform !== undefined && !downloads.has(platform)) {
      downloads.set(platform, toAbsolute(resource.url));
    }
  }
  return [...downloads].map(([platform, url]) => ({ platform, url }));
}

/** Download buttons with a QR code each (side menu and right bar). */
export function AppDownloads({ className }: { className?: string }) {
  const { t } = useTranslation();
  const downloads = useAppDownloads();
  if (downloads.length === 0) {
    return null;
  }
  const labels: Record<AppPlatform, string> = { android: t('download.android'), ios: t('download.ios') };
  return (
    <ul className={['app-downloads', className].filter(Boolean).join(' ')}>
      {downloads.map(({ platform, url }) => (
        <li key={platform} className="app-downloads__item">
          <QrCode value={url} label={t('download.qrLabel', { platform: labels[platform] })} />
          <a className="app-downloads__button" href={url} rel="noopener noreferrer">
            {platform === 'android' ? <AndroidIcon /> : <AppleIcon />}
            <span>{labels[platform]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
