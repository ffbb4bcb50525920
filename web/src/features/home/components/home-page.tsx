import { JackpotBanner } from '../../../components/jackpot-banner';
import { AnnouncementPopup } from './announcement-popup';
import { HomeBannerCarousel } from './home-banner-carousel';
import { NoticeMarquee } from './notice-marquee';
import { PromotionCarousel } from './promotion-carousel';
import './home-page.css';

/**
 * Home (docs/product/content.md#the-home-page): banner carousel, notice marquee, the jackpot figure
 * (docs/product/games.md#the-jackpot-ticker), promotions carousel and the announcement pop-up.
 */
export function HomePage() {
  return (
    <div className="home-page">
      <HomeBannerCarousel />
      <div className="home-page__content">
        <NoticeMarquee />
        <JackpotBanner />
        <PromotionCarousel />
      </div>
      <AnnouncementPopup />
    </div>
  );
}
