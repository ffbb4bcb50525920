import { useTranslation } from 'react-i18next';

import { GiftIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { useAnnouncements } from '../../../lib/api/list-announcements';
import { buildImageUrl } from '../../../lib/image-url';
import { useErrorText } from '../../../lib/use-error-text';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import './promotions-page.css';

/** The promotion list (type PR); each promotion's element id is its id, so `/promotions#<id>` scrolls to it. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { imageCDN } = useWhitelabel();
  const promotions = useAnnouncements({ type: 'PR', platform: 'W' });

  return (
    <div className="page">
      <h1 className="page__title">{t('pageTitle.promotions')}</h1>
      {promotions.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {promotions.isError ? (
        <StateMessage
          role="alert"
          title={t('errors.loadFailedTitle')}
          text={errorText(promotions.error)}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => void promotions.refetch()}
            >
              {t('common.retry')}
            </button>
          }
        />
      ) : null}
      {promotions.data?.length === 0 ? (
        <StateMessage
          icon={<GiftIcon />}
          title={t('promotions.emptyTitle')}
          text={t('promotions.emptyText')}
        />
      ) : null}
      <div className="promotions-list">
        {promotions.data?.map((promotion) => {
          const cover = promotion.announcementImages.find((image) => image.sequence === 1)?.url;
          return (
            <article key={promotion.id} id={String(promotion.id)} className="promotion-item">
              {cover !== undefined ? (
                <LazyImage
                  className="promotion-item__image"
                  src={buildImageUrl(imageCDN, cover)}
                  alt=""
                  width={640}
                  height={360}
                />
              ) : null}
              <div className="promotion-item__body">
                <h2 className="promotion-item__title">{promotion.title}</h2>
                <div
                  className="rich-text promotion-item__content"
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }}
                />
              </div>
            </article>
          );
        })}
      </div>
    </div>
  );
}
