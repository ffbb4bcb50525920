import { QR_CODE } from '@plaza/contracts/constants';
import { APP_DOWNLOAD_QR_PATH, APP_PLATFORM_OF_RESOURCE } from '@plaza/contracts/system';
import type { AppPlatform } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';

import { AndroidIcon, AppleIcon } from '../../components/icons';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import '../../components/qr-code.css';

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
    const platform = APP_PLATFORM_OF_RESOURCE[resource.resourceType];
    if (platform !== undefined && !downloads.has(platform)) {
      downloads.set(platform, toAbsolute(resource.url));
    }
  }
  return [...downloads].map(([platform, url]) => ({ platform, url }));
}

/**
 * Download buttons with a QR code each (side menu and right bar). The server draws the codes (an SVG picture per
 * platform, of the same address as the button): the shell on every page carries no QR encoder, and a code loads only
 * once it comes near the screen (docs/decisions/049-home-page-first-screen.md).
 */
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
          <img
            className="qr-code"
            src={`${APP_DOWNLOAD_QR_PATH}/${platform}`}
            alt={t('download.qrLabel', { platform: labels[platform] })}
            width={QR_CODE.siteSize}
            height={QR_CODE.siteSize}
            loading="lazy"
          />
          <a className="app-downloads__button" href={url} rel="noopener noreferrer">
            {platform === 'android' ? <AndroidIcon /> : <AppleIcon />}
            <span>{labels[platform]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
