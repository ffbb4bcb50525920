import { JackpotBanner } from '../../../components/jackpot-banner';
import { AnnouncementPopup } from './announcement-popup';
import { HomeBannerCarousel } from './home-banner-carousel';
import { NoticeMarquee } from './notice-marquee';
import { PromotionCarousel } from './promotion-carousel';
import './home-page.css';

/**
 * Home (spec.md §2.1): banner carousel, notice marquee, the jackpot figure (spec.md §9), promotions carousel and
 * the announcement pop-up.
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
