import { HOME_BANNER_CAROUSEL } from '@plaza/contracts/constants';
import type { Announcement } from '@plaza/contracts/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Carousel } from '../../../components/carousel/carousel';
import { LazyImage } from '../../../components/lazy-image';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { useAnnouncements } from '../../../lib/api/list-announcements';
import { buildImageUrl } from '../../../lib/image-url';
import { getBannerTarget } from './banner-target';

function BannerSlide({ banner, index }: { banner: Announcement; index: number }) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  const target = getBannerTarget(banner);
  const content = (
    <>
      <LazyImage
        className="home-banner__image"
        src={buildImageUrl(imageCDN, banner.url ?? '')}
        alt=""
        width={1920}
        height={560}
        isEager={index === 0}
      />
      <span className="home-banner__caption">
        <span className="home-banner__title">{banner.title}</span>
        {target !== null ? <span className="button button--highlight">{t('home.seeMore')}</span> : null}
      </span>
    </>
  );
  if (target === null) {
    return <div className="home-banner__slide">{content}</div>;
  }
  if (target.kind === 'internal') {
    return (
      <Link className="home-banner__slide home-banner__slide--link" to={target.path}>
        {content}
      </Link>
    );
  }
  return (
    <a
      className="home-banner__slide home-banner__slide--link"
      href={target.url}
      target="_blank"
      rel="noreferrer"
    >
      {content}
    </a>
  );
}

/** The home banner carousel (group w_home): 1000 ms moves, 5000 ms autoplay, clickable pagination. */
export function HomeBannerCarousel() {
  const { t } = useTranslation();
  const banners = useAnnouncements({ type: 'B', platform: 'W', groupName: 'w_home' });

  if (banners.isPending) {
    return <div className="home-banner home-banner--loading" aria-hidden="true" />;
  }
  const list = (banners.data ?? []).filter((banner) => banner.url !== null);
  if (list.length === 0) {
    return null;
  }
  return (
    <Carousel
      // A new list (another language) starts again from its first banner.
      key={list.map((banner) => banner.id).join('-')}
      className="home-banner"
      label={t('home.bannersLabel')}
      items={list}
      getKey={(banner) => banner.id}
      renderSlide={(banner, index) => <BannerSlide banner={banner} index={index} />}
      speedMs={HOME_BANNER_CAROUSEL.speedMs}
      autoplayMs={HOME_BANNER_CAROUSEL.autoplayDelayMs}
      hasPagination
    />
  );
}
