import { PROMOTION_CAROUSEL } from '@plaza/contracts/constants';
import type { Announcement } from '@plaza/contracts/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Carousel } from '../../../components/carousel/carousel';
import { LazyImage } from '../../../components/lazy-image';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { useAnnouncements } from '../../../lib/api/list-announcements';
import { buildImageUrl } from '../../../lib/image-url';
import { useMediaQuery } from '../../../lib/use-media-query';

const PHONE_GAP = 16;
const TABLET_GAP = 24;

function getCover(promotion: Announcement): string | undefined {
  return promotion.announcementImages.find((image) => image.sequence === 1)?.url;
}

function PromotionSlide({ promotion }: { promotion: Announcement }) {
  const { imageCDN } = useWhitelabel();
  const cover = getCover(promotion);
  return (
    <Link className="promotion-card" to={`/promotions#${promotion.id}`}>
      <LazyImage
        className="promotion-card__image"
        src={cover === undefined ? '' : buildImageUrl(imageCDN, cover)}
        alt=""
        width={640}
        height={360}
      />
      <span className="promotion-card__title">{promotion.title}</span>
    </Link>
  );
}

/**
 * The promotions carousel (type PR covers): 4 per view with a 48 px gap on wide screens, fewer on smaller
 * ones, looping, with arrows only when there are more promotions than fit (docs/product/content.md#promotions).
 */
export function PromotionCarousel() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 639px)');
  const isTablet = useMediaQuery('(max-width: 1023px)');
  const promotions = useAnnouncements({ type: 'PR', platform: 'W' });
  const list = promotions.data ?? [];
  if (list.length === 0) {
    return null;
  }
  const slidesPerView = isPhone ? 1 : isTablet ? 2 : PROMOTION_CAROUSEL.slidesPerView;
  const gap = isPhone ? PHONE_GAP : isTablet ? TABLET_GAP : PROMOTION_CAROUSEL.gap;

  return (
    <section className="home-promotions" aria-labelledby="home-promotions-title">
      <div className="home-section__header">
        <h2 id="home-promotions-title" className="home-section__title">
          {t('home.promotions')}
        </h2>
        <Link className="home-section__more" to="/promotions">
          {t('home.viewAll')}
        </Link>
      </div>
      <Carousel
        key={`${slidesPerView}-${list.map((promotion) => promotion.id).join('-')}`}
        className="home-promotions__carousel"
        label={t('home.promotions')}
        items={list}
        getKey={(promotion) => promotion.id}
        renderSlide={(promotion) => <PromotionSlide promotion={promotion} />}
        slidesPerView={slidesPerView}
        gap={gap}
        isLoopRequested={PROMOTION_CAROUSEL.loop}
        speedMs={500}
      />
    </section>
  );
}
