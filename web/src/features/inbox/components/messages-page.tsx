import type { MemberMessage } from '@plaza/contracts/inbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Pagination } from '../../../components/pagination';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useMessages } from '../api/get-messages';
import { useDeleteMessageMutation, useReadMessagesMutation } from '../api/change-messages';
import { MailIcon } from './inbox-icons';
import './inbox.css';

/**
 * Platform messages (messageV2, docs/product/member-services.md): the member's messages, newest first, a page at a time. Opening an
 * unread message marks it read (the badges clear); "mark all read" and deleting a message are one step each.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = useMessages(pageNum);
  const readMutation = useReadMessagesMutation();
  const deleteMutation = useDeleteMessageMutation();
  const failure = readMutation.error ?? deleteMutation.error;

  const toggle = (message: MemberMessage) => {
    setOpenId((current) => (current === message.id ? null : message.id));
    if (!message.isRead) {
      readMutation.mutate({ ids: [message.id] });
    }
  };

  return (
    <div className="inbox-page" aria-busy={messages.isFetching}>
      <QueryContent query={messages} skeleton={{ rows: 4, rowHeight: 56 }}>
        {(page) =>
          page.content.length === 0 ? (
            <StateMessage
              icon={<MailIcon />}
              title={t('memberServices.inbox.empty')}
              text={t('memberServices.inbox.emptyText')}
            />
          ) : (
            <>
              <div className="inbox-page__toolbar">
                <p className="inbox-page__summary">
                  {t('memberServices.inbox.unreadCount', { count: page.unread })}
                </p>
                <button
                  type="button"
                  className="button button--outline"
                  disabled={page.unread === 0 || readMutation.isPending}
                  onClick={() => readMutation.mutate({})}
                >
                  {t('memberServices.inbox.markAllRead')}
                </button>
              </div>
              {failure !== null ? (
                <p className="inbox-page__error" role="alert">
                  {errorText(failure)}
                </p>
              ) : null}
              <ul className="inbox-list">
                {page.content.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    isOpen={openId === message.id}
                    onToggle={() => toggle(message)}
                    onDelete={() => deleteMutation.mutate(message.id)}
                    isDeleting={deleteMutation.isPending && deleteMutation.variables === message.id}
                  />
                ))}
              </ul>
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={setPageNum}
                isBusy={messages.isFetching}
              />
            </>
          )
        }
      </QueryContent>
    </div>
  );
}

interface MessageItemProps {
  message: MemberMessage;
  isOpen: boolean;
  onToggle: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}

/** One message: its title and time as a button that opens the content, and a delete button once open. */
function MessageItem({ message, isOpen, onToggle, onDelete, isDeleting }: MessageItemProps) {
  const { t } = useTranslation();
  const contentId = `inbox-message-${message.id}`;
  return (
    <li className={`inbox-item${message.isRead ? '' : ' inbox-item--unread'}`}>
      <button
        type="button"
        className="inbox-item__head"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={onToggle}
      >
        {message.isRead ? null : (
          <span className="inbox-item__dot" aria-label={t('memberServices.inbox.unread')} />
        )}
        <span className="inbox-item__title">{message.title}</span>
        <span className="inbox-item__meta">
          {message.sender === 'SYSTEM'
            ? t('memberServices.inbox.fromSystem')
            : t('memberServices.inbox.fromSite')}
          {' · '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
      </button>
      {isOpen ? (
        <div id={contentId} className="inbox-item__body">
          <p className="inbox-item__content">{message.content}</p>
          <button type="button" className="button button--quiet" onClick={onDelete} disabled={isDeleting}>
            {t('memberServices.inbox.delete')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
