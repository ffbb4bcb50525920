import type { ReactNode } from 'react';

import { JackpotBanner } from '../../../components/jackpot-banner';
import { AnnouncementPopup } from './announcement-popup';
import { HomeBannerCarousel } from './home-banner-carousel';
import { NoticeMarquee } from './notice-marquee';
import { PromotionCarousel } from './promotion-carousel';
import './home-page.css';

export interface HomePageProps {
  /**
   * The games of the home page (docs/product/home.md), given by the app from the lobby and loaded on demand (rows
   * of card-shaped placeholders stand in for them until their code arrives).
   */
  games?: ReactNode;
}

/**
 * Home (docs/product/content.md#the-home-page, docs/product/home.md): banner carousel, notice marquee, the games,
 * the jackpot figure (docs/product/games.md#the-jackpot-ticker), promotions carousel and the announcement pop-up.
 */
export function HomePage({ games }: HomePageProps) {
  return (
    <div className="home-page">
      <HomeBannerCarousel />
      <div className="home-page__content">
        <NoticeMarquee />
        <JackpotBanner />
        {games}
        <PromotionCarousel />
      </div>
      <AnnouncementPopup />
    </div>
  );
}
