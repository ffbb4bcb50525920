import { useTranslation } from 'react-i18next';

import { MegaphoneIcon } from '../../../components/icons';
import { useAnnouncements } from '../../../lib/api/list-announcements';

const SECONDS_PER_CHARACTER = 0.18;
const MINIMUM_DURATION_SECONDS = 12;

/** The scrolling line of player notices (type PL); it pauses under the pointer and with keyboard focus. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const notices = useAnnouncements({ type: 'PL', platform: 'W' });
  const list = notices.data ?? [];
  if (list.length === 0) {
    return null;
  }
  const characters = list.reduce((total, notice) => total + notice.title.length, 0);
  const duration = Math.max(MINIMUM_DURATION_SECONDS, characters * SECONDS_PER_CHARACTER);
  const items = list.map((notice) => (
    <li key={notice.id} className="notice-marquee__item">
      {notice.title}
    </li>
  ));

  return (
    <section className="notice-marquee" aria-label={t('home.notices')}>
      <span className="notice-marquee__icon">
        <MegaphoneIcon />
      </span>
      <div className="notice-marquee__viewport">
        <div className="notice-marquee__track" style={{ '--marquee-duration': `${duration}s` }}>
          <ul className="notice-marquee__list">{items}</ul>
          <ul className="notice-marquee__list notice-marquee__list--copy" aria-hidden="true">
            {items}
          </ul>
        </div>
      </div>
    </section>
  );
}
