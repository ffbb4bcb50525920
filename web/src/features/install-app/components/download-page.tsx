import type { Resource } from '@plaza/contracts/system';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';

import { AndroidIcon, AppleIcon, DownloadIcon } from '../../../components/icons';
import { QrCode } from '../../../components/qr-code';
import type { TranslationKey } from '../../../i18n/translation-key';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import {
  AddStepPicture,
  DownloadStepPicture,
  HomeScreenStepPicture,
  MenuStepPicture,
  SettingsStepPicture,
  ShareStepPicture,
} from './guide-pictures';
import './download-page.css';

/** The web clip profile the server builds for this site when the brand names none (MOBILECONFIG). */
const DEFAULT_WEB_CLIP = '/wps/app/webclip.mobileconfig';

type Picture = (props: { label: string }) => JSX.Element;

interface Guide {
  id: string;
  titleKey: TranslationKey;
  introKey: TranslationKey;
  Icon: (props: { className?: string }) => JSX.Element;
  steps: { textKey: TranslationKey; Picture: Picture }[];
}

const GUIDES: Guide[] = [
  {
    id: 'ios',
    titleKey: 'installApp.ios.title',
    introKey: 'installApp.ios.intro',
    Icon: AppleIcon,
    steps: [
      { textKey: 'installApp.ios.step1', Picture: ShareStepPicture },
      { textKey: 'installApp.ios.step2', Picture: AddStepPicture },
      { textKey: 'installApp.ios.step3', Picture: HomeScreenStepPicture },
    ],
  },
  {
    id: 'android',
    titleKey: 'installApp.android.title',
    introKey: 'installApp.android.intro',
    Icon: AndroidIcon,
    steps: [
      { textKey: 'installApp.android.step1', Picture: MenuStepPicture },
      { textKey: 'installApp.android.step2', Picture: AddStepPicture },
      { textKey: 'installApp.android.step3', Picture: HomeScreenStepPicture },
    ],
  },
  {
    id: 'lite',
    titleKey: 'installApp.lite.title',
    introKey: 'installApp.lite.intro',
    Icon: AppleIcon,
    steps: [
      { textKey: 'installApp.lite.step1', Picture: DownloadStepPicture },
      { textKey: 'installApp.lite.step2', Picture: SettingsStepPicture },
      { textKey: 'installApp.lite.step3', Picture: HomeScreenStepPicture },
    ],
  },
];

/** An address as a phone can open it: relative ones on this site. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

function findResource(resources: readonly Resource[], type: Resource['resourceType']): string | undefined {
  return resources.find((resource) => resource.resourceType === type)?.url;
}

/**
 * The download page (page key "download", docs/product/download.md): install the site as an app, with the browser's
 * own prompt where it offers one, step-by-step guides with pictures for iOS, Android and the lite iOS app (the web
 * clip profile), and QR codes to open the site or fetch the profile on a phone.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const { resources, brandName } = useWhitelabel();
  const { install, isInstalled } = useInstallPrompt();
  const siteUrl = window.location.origin;
  const webClipUrl = absolute(findResource(resources, 'MOBILECONFIG') ?? DEFAULT_WEB_CLIP);
  const androidUrl = findResource(resources, 'Android');

  return (
    <div className="page install-page">
      <h1 className="page__title">{t('pageTitle.download')}</h1>
      <section className="install-page__hero" aria-labelledby="install-now">
        <div className="install-page__hero-text">
          <h2 id="install-now" className="install-page__subtitle">
            {t('installApp.heroTitle', { brand: brandName })}
          </h2>
          <p className="install-page__muted">{t('installApp.heroText')}</p>
          {isInstalled ? (
            <p className="install-page__state" role="status">
              {t('installApp.installed')}
            </p>
          ) : install !== null ? (
            <button type="button" className="button button--primary install-page__install" onClick={install}>
              <DownloadIcon />
              <span>{t('installApp.installNow')}</span>
            </button>
          ) : (
            <p className="install-page__state">{t('installApp.followGuide')}</p>
          )}
        </div>
        <figure className="install-page__qr">
          <QrCode value={siteUrl} label={t('installApp.siteQr')} />
          <figcaption>{t('installApp.scanToOpen')}</figcaption>
        </figure>
      </section>

      <div className="install-page__guides">
        {GUIDES.map((guide) => (
          <section key={guide.id} className="install-guide" aria-labelledby={`install-guide-${guide.id}`}>
            <h2 id={`install-guide-${guide.id}`} className="install-guide__title">
              <guide.Icon />
              <span>{t(guide.titleKey)}</span>
            </h2>
            <p className="install-page__muted">{t(guide.introKey)}</p>
            <ol className="install-guide__steps">
              {guide.steps.map((step, index) => (
                <li key={step.textKey} className="install-guide__step">
                  <step.Picture label={t('installApp.stepPicture', { number: index + 1 })} />
                  <span>{t(step.textKey)}</span>
                </li>
              ))}
            </ol>
            {guide.id === 'lite' ? (
              <div className="install-guide__download">
                <QrCode value={webClipUrl} label={t('installApp.liteQr')} />
                <a className="button button--outline" href={webClipUrl} download>
                  <DownloadIcon />
                  <span>{t('installApp.lite.download')}</span>
                </a>
              </div>
            ) : null}
            {guide.id === 'android' && androidUrl !== undefined ? (
              <div className="install-guide__download">
                <QrCode value={absolute(androidUrl)} label={t('installApp.androidQr')} />
                <a className="button button--outline" href={absolute(androidUrl)} rel="noopener noreferrer">
                  <DownloadIcon />
                  <span>{t('installApp.android.download')}</span>
                </a>
              </div>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
