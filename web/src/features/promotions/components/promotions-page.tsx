import type { Promotion, PromotionType } from '@plaza/contracts/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { GiftIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { formatDateTime } from '../../../lib/format-date-time';
import { buildImageUrl } from '../../../lib/image-url';
import { useErrorText } from '../../../lib/use-error-text';
import { usePromotions } from '../api/get-promotions';
import { PromotionDetail } from './promotion-detail';
import { PromotionStatus } from './promotion-status';
import './promotions-page.css';

/** The filter chips: every type the list has, and "all". */
function TypeFilter(props: {
  types: readonly PromotionType[];
  value: PromotionType | undefined;
  onChange: (type: PromotionType | undefined) => void;
}) {
  const { t } = useTranslation();
  const options: Array<PromotionType | undefined> = [undefined, ...props.types];
  return (
    <div className="promotion-filter" role="group" aria-label={t('promotions.filterLabel')}>
      {options.map((type) => (
        <button
          key={type ?? 'ALL'}
          type="button"
          className="promotion-filter__chip"
          aria-pressed={props.value === type}
          onClick={() => props.onChange(type)}
        >
          {type === undefined ? t('promotions.allTypes') : t(`promotions.type.${type}`)}
        </button>
      ))}
    </div>
  );
}

function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  return (
    <article id={String(promotion.id)} className="promotion-item">
      {promotion.coverUrl !== null ? (
        <LazyImage
          className="promotion-item__image"
          src={buildImageUrl(imageCDN, promotion.coverUrl)}
          alt=""
          width={640}
          height={360}
        />
      ) : null}
      <div className="promotion-item__body">
        <div className="promotion-item__meta">
          <span className="promotion-item__type">{t(`promotions.type.${promotion.type}`)}</span>
          <PromotionStatus status={promotion.status} />
        </div>
        <h2 className="promotion-item__title">{promotion.title}</h2>
        <p className="promotion-item__content">{promotion.summary}</p>
        <p className="promotion-item__dates">
          {promotion.endsAt === null
            ? t('promotions.from', { start: formatDateTime(promotion.startsAt) })
            : t('promotions.period', {
                start: formatDateTime(promotion.startsAt),
                end: formatDateTime(promotion.endsAt),
              })}
        </p>
        <button type="button" className="button button--primary promotion-item__open" onClick={onOpen}>
          {t('promotions.details')}
        </button>
      </div>
    </article>
  );
}

/**
 * The promotion list (/promotions): filter chips by type, a card per promotion with its status; a card's detail
 * opens as a dialog, and `/promotions#<id>` opens that promotion's detail.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [type, setType] = useState<PromotionType | undefined>(undefined);
  const promotions = usePromotions(type);
  const openId = /^#\d+$/.test(hash) ? Number(hash.slice(1)) : null;
  const setOpen = (id: number | null) =>
    void navigate({ hash: id === null ? '' : `#${id}` }, { replace: true });

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
      {promotions.data?.bonusesEnabled === false ? (
        <StateMessage icon={<GiftIcon />} title={t('promotions.offTitle')} text={t('promotions.offText')} />
      ) : null}
      {promotions.data !== undefined && promotions.data.types.length > 1 ? (
        <TypeFilter types={promotions.data.types} value={type} onChange={setType} />
      ) : null}
      {promotions.data?.bonusesEnabled === true && promotions.data.list.length === 0 ? (
        <StateMessage
          icon={<GiftIcon />}
          title={t('promotions.emptyTitle')}
          text={t('promotions.emptyText')}
        />
      ) : null}
      <div className="promotions-list" aria-busy={promotions.isFetching}>
        {promotions.data?.list.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} onOpen={() => setOpen(promotion.id)} />
        ))}
      </div>
      {openId !== null ? <PromotionDetail id={openId} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
