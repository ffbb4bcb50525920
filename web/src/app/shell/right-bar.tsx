import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChatIcon, DownloadIcon, GiftIcon, TelegramIcon } from '../../components/icons';
import { LiveChatButton } from '../../features/support-chat/components/live-chat-button';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import { openServiceWindow } from '../../lib/open-service-window';
import { useFeature } from '../../lib/use-feature';
import { AppDownloads, useAppDownloads } from './app-downloads';
import { SocialLinks } from './social-links';

/**
 * The right-hand bar (docs/product/site.md#routes-and-screens): promotions, social links, the app download QR
 * codes and one icon per customer service contact, each opening a 440x750 service window.
 */
export function RightBar() {
  const { t } = useTranslation();
  const { customerService } = useWhitelabel();
  const hasDownloads = useAppDownloads().length > 0;
  const hasLiveChat = useFeature('CBS3');
  const downloadsId = useId();
  const [isDownloadOpen, setIsDownloadOpen] = useState(false);

  return (
    <aside className="right-bar" aria-label={t('shell.quickLinks')}>
      <Link className="right-bar__button" to="/promotions" aria-label={t('navigation.promotions')}>
        <GiftIcon />
        <span className="right-bar__tooltip" aria-hidden="true">
          {t('navigation.promotions')}
        </span>
      </Link>
      {hasDownloads ? (
        <div
          className="right-bar__download"
          onMouseEnter={() => setIsDownloadOpen(true)}
          onMouseLeave={() => setIsDownloadOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setIsDownloadOpen(false);
            }
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) {
              setIsDownloadOpen(false);
            }
          }}
        >
          <button
            type="button"
            className="right-bar__button"
            aria-label={t('download.title')}
            aria-expanded={isDownloadOpen}
            aria-controls={downloadsId}
            onClick={() => setIsDownloadOpen((isOpen) => !isOpen)}
          >
            <DownloadIcon />
          </button>
          <div id={downloadsId} className="right-bar__popover" hidden={!isDownloadOpen}>
            <p className="right-bar__popover-title">{t('download.scan')}</p>
            <AppDownloads className="app-downloads--popover" />
          </div>
        </div>
      ) : null}
      {hasLiveChat ? <LiveChatButton className="right-bar__button" /> : null}
      {customerService.map((contact, index) => {
        const link = contact.links[0];
        if (link === undefined) {
          return null;
        }
        return (
          <button
            key={contact.title}
            type="button"
            className="right-bar__button"
            aria-label={contact.title}
            onClick={() => openServiceWindow(link, `customer-service-${index}`)}
          >
            {contact.csType === 'TELEGRAM' ? <TelegramIcon /> : <ChatIcon />}
            <span className="right-bar__tooltip" aria-hidden="true">
              {contact.title}
            </span>
          </button>
        );
      })}
      <SocialLinks className="right-bar__social" />
    </aside>
  );
}
