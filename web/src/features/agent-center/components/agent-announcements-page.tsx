import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MegaphoneIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { QueryContent } from '../../../components/query-content';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAgentAnnouncements } from '../api/get-agent-announcements';

/** Announcements (docs/product/agent-center.md): the notices the operator addressed to agents, newest first. */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const announcements = useAgentAnnouncements(pageNum);
  return (
    <div aria-busy={announcements.isFetching}>
      <QueryContent query={announcements} skeleton={{ rows: 3, rowHeight: 96 }}>
        {(page) =>
          page.content.length === 0 ? (
            <StateMessage
              icon={<MegaphoneIcon />}
              title={t('agentCenter.announcements.emptyTitle')}
              text={t('agentCenter.announcements.emptyText')}
            />
          ) : (
            <div className="agent-stack">
              {page.content.map((notice) => (
                <article
                  key={notice.id}
                  className="agent-panel agent-notice"
                  aria-labelledby={`agent-notice-${notice.id}`}
                >
                  <h3 id={`agent-notice-${notice.id}`} className="agent-subtitle">
                    {notice.title}
                  </h3>
                  <time className="agent-muted" dateTime={notice.publishedAt}>
                    {formatDateTime(notice.publishedAt)}
                  </time>
                  {/* Announcements are written as HTML in the back office, as the site's other notices are. */}
                  <div
                    className="agent-notice__text rich-text"
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
                  />
                </article>
              ))}
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={setPageNum}
                isBusy={announcements.isPlaceholderData}
              />
            </div>
          )
        }
      </QueryContent>
    </div>
  );
}
