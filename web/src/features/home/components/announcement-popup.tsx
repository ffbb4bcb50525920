import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal, useIsDialogOpen } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format-date-time';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useAnnouncementPopup } from '../hooks/use-announcement-popup';

/**
 * The public announcement pop-up (docs/product/content.md#pop-ups-and-their-audiences): each item shows its title
 * and start date; a title expands or collapses its content. Shown once per session per audience until closed.
 */
export function AnnouncementPopup() {
  const { t } = useTranslation();
  const baseId = useId();
  const { items, close } = useAnnouncementPopup();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  // It waits while the visitor is in another dialog (the account modal on /login, say), never covering it.
  const isDialogOpen = useIsDialogOpen();
  const firstItem = items[0];
  if (firstItem === undefined || isDialogOpen) {
    return null;
  }
  // The first announcement starts expanded until the visitor picks another (or collapses it: -1).
  const openId = expandedId ?? firstItem.id;

  return (
    <Modal title={t('popup.title')} onClose={close} className="announcement-popup" isDeferred>
      <ul className="announcement-popup__list">
        {items.map((item) => {
          const isExpanded = item.id === openId;
          const contentId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className="announcement-popup__item">
              <button
                type="button"
                className="announcement-popup__toggle"
                aria-expanded={isExpanded}
                aria-controls={contentId}
                onClick={() => setExpandedId(isExpanded ? -1 : item.id)}
              >
                <span className="announcement-popup__title">{item.title}</span>
                <time className="announcement-popup__date" dateTime={item.startDateStr}>
                  {formatDateTime(item.startDateStr)}
                </time>
              </button>
              <div
                id={contentId}
                className="announcement-popup__content rich-text"
                hidden={!isExpanded}
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
              />
            </li>
          );
        })}
      </ul>
      <div className="announcement-popup__footer">
        <button type="button" className="button button--primary" onClick={close}>
          {t('popup.confirm')}
        </button>
      </div>
    </Modal>
  );
}
