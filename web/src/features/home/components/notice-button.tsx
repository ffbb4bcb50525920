import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronLeftIcon, ChevronRightIcon, MegaphoneIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useAnnouncements } from '../../../lib/api/list-announcements';
import { useMemberCenter } from '../../../lib/member-center';
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { sanitizeHtml } from '../../../lib/sanitize-html';

/**
 * Session storage key of the notice the pop-up last showed (docs/product/content.md#pop-ups-and-their-audiences:
 * it opens at a remembered index).
 */
const NOTICE_INDEX_KEY = 'noticePopupIndex';

function readRememberedIndex(): number {
  const stored = Number(readStorage(sessionStorage, NOTICE_INDEX_KEY));
  return Number.isInteger(stored) && stored >= 0 ? stored : 0;
}

/**
 * The header's notice button (docs/product/content.md#notices-and-home-notices): opens the player notices one at a
 * time, at the one last shown this session, with previous and next; a notice linked to a promotion switches to the
 * member center's reward center.
 */
export function NoticeButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('support.notice.open')}
        onClick={() => setIsOpen(true)}
      >
        <MegaphoneIcon />
      </button>
      {isOpen ? <NoticePopup onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

function NoticePopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notices = useAnnouncements({ type: 'PL', platform: 'W' });
  const { openMemberCenter } = useMemberCenter();
  const [index, setIndex] = useState(readRememberedIndex);
  const items = notices.data ?? [];
  const shown = Math.min(index, Math.max(items.length - 1, 0));
  const notice = items[shown];
  const move = (step: number) => {
    const next = (shown + step + items.length) % items.length;
    setIndex(next);
    writeStorage(sessionStorage, NOTICE_INDEX_KEY, String(next));
  };

  return (
    <Modal title={t('support.notice.title')} onClose={onClose} className="announcement-popup">
      {notice === undefined ? (
        <p>{notices.isPending ? t('common.loading') : t('support.notice.empty')}</p>
      ) : (
        <article className="notice-popup__item" aria-live="polite">
          <h3 className="announcement-popup__title">{notice.title}</h3>
          <div
            className="announcement-popup__content rich-text"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
          />
          {notice.linkageType === 'PROMOTION' ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onClose();
                openMemberCenter('rewardCenter');
              }}
            >
              {t('support.notice.rewardCenter')}
            </button>
          ) : null}
        </article>
      )}
      {items.length > 1 ? (
        <div className="announcement-popup__footer">
          <button
            type="button"
            className="icon-button"
            aria-label={t('support.notice.previous')}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <span>{t('support.notice.position', { index: shown + 1, total: items.length })}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('support.notice.next')}
            onClick={() => move(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
