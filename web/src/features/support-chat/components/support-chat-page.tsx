import { CHAT_TEXT_MAX_LENGTH } from '@plaza/contracts/support';
import type { ChatMessage } from '@plaza/contracts/support';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { HeadsetIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { addImageFiles, IMAGE_FILE_ACCEPT } from '../../../lib/image-files';
import { useErrorText } from '../../../lib/use-error-text';
import { useProtectedImage } from '../../../lib/use-protected-image';
import { useSessionToken } from '../../../lib/use-session-token';
import { useConversation } from '../api/get-conversation';
import { markChatRead, useSendChatMessageMutation } from '../api/send-chat-message';
import { useChatLive } from '../hooks/use-chat-live';
import '../../../components/field.css';
import './support-chat.css';

/**
 * Plaza's own customer service chat (CBS3, docs/product/member-services.md#live-chat), the page CBS_launchChat
 * opens in the 440x750 service window: the conversation, live; pictures; typing and read state; a note when no
 * one is online (the message waits for an operator).
 */
export function SupportChatPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  return (
    <main className="support-chat">
      <header className="support-chat__header">
        <HeadsetIcon />
        <h1 className="support-chat__title">{t('support.chat.title')}</h1>
      </header>
      {token === null ? (
        <StateMessage icon={<HeadsetIcon />} title={t('support.chat.loginNeeded')} isFullPage />
      ) : (
        <Conversation token={token} />
      )}
    </main>
  );
}

function Conversation({ token }: { token: string }) {
  const { t } = useTranslation();
  const conversation = useConversation();
  const live = useChatLive(token);

  return (
    <QueryContent query={conversation} skeleton={{ rows: 5, rowHeight: 48 }}>
      {(data) => (
        <>
          <p
            className={`support-chat__presence${data.isOperatorOnline ? ' support-chat__presence--online' : ''}`}
            role="status"
          >
            {live.status === 'open'
              ? data.isOperatorOnline
                ? t('support.chat.online')
                : t('support.chat.offline')
              : live.status === 'connecting'
                ? t('support.chat.connecting')
                : t('support.chat.reconnecting')}
          </p>
          <MessageLog
            messages={data.messages}
            operatorReadId={data.operatorReadId}
            memberReadId={data.memberReadId}
            isOperatorTyping={live.isOperatorTyping}
          />
          <Composer onTyping={live.sendTyping} />
        </>
      )}
    </QueryContent>
  );
}

interface MessageLogProps {
  messages: readonly ChatMessage[];
  operatorReadId: string;
  memberReadId: string;
  isOperatorTyping: boolean;
}

function MessageLog({ messages, operatorReadId, memberReadId, isOperatorTyping }: MessageLogProps) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const lastOwnId = messages.findLast((message) => message.sender === 'MEMBER')?.id;
  const lastOperatorId = messages.findLast((message) => message.sender === 'OPERATOR')?.id;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, isOperatorTyping]);

  // What the member sees is read: the operator hears it.
  useEffect(() => {
    if (lastOperatorId !== undefined && Number(lastOperatorId) > Number(memberReadId)) {
      void markChatRead(lastOperatorId).catch(() => undefined);
    }
  }, [lastOperatorId, memberReadId]);

  return (
    <div className="support-chat__log" role="log" aria-label={t('support.chat.messages')} tabIndex={0}>
      {messages.length === 0 ? <p className="support-chat__empty">{t('support.chat.empty')}</p> : null}
      {messages.map((message) => {
        const isOwn = message.sender === 'MEMBER';
        return (
          <div key={message.id} className={`chat-bubble${isOwn ? ' chat-bubble--own' : ''}`}>
            <span className="chat-bubble__who">
              {isOwn ? t('support.chat.you') : t('support.chat.agent')}
            </span>
            {message.hasImage ? <ChatPicture id={message.id} /> : null}
            {message.text === null ? null : <p className="chat-bubble__text">{message.text}</p>}
            <span className="chat-bubble__meta">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              {message.id === lastOwnId ? (
                <span className="chat-bubble__state">
                  {Number(operatorReadId) >= Number(message.id)
                    ? t('support.chat.read')
                    : t('support.chat.sent')}
                </span>
              ) : null}
            </span>
          </div>
        );
      })}
      {isOperatorTyping ? <p className="support-chat__typing">{t('support.chat.typing')}</p> : null}
      <div ref={endRef} />
    </div>
  );
}

function ChatPicture({ id }: { id: string }) {
  const { t } = useTranslation();
  const url = useProtectedImage(`/wps/support/chat/images/${id}`);
  return url === undefined ? (
    <span
      className="chat-bubble__picture chat-bubble__picture--loading"
      aria-label={t('support.chat.picture')}
    />
  ) : (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="chat-bubble__picture" src={url} alt={t('support.chat.picture')} />
    </a>
  );
}

function Composer({ onTyping }: { onTyping: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [pictureError, setPictureError] = useState<string | null>(null);
  const mutation = useSendChatMessageMutation();
  const isTooLong = [...text].length > CHAT_TEXT_MAX_LENGTH;
  const failure = isTooLong
    ? t('support.chat.tooLong', { max: CHAT_TEXT_MAX_LENGTH })
    : (pictureError ?? (mutation.error === null ? null : errorText(mutation.error)));

  const send = () => {
    const trimmed = text.trim();
    if (trimmed === '' || isTooLong || mutation.isPending) {
      return;
    }
    mutation.mutate({ text: trimmed }, { onSuccess: () => setText('') });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="support-chat__composer" onSubmit={onSubmit}>
      {failure === null ? null : (
        <p className="support-chat__error" role="alert">
          {failure}
        </p>
      )}
      <div className="support-chat__row">
        <button
          type="button"
          className="button button--outline support-chat__picture-button"
          aria-label={t('support.chat.sendImage')}
          title={t('support.chat.sendImage')}
          disabled={mutation.isPending}
          onClick={() => fileInput.current?.click()}
        >
          +
        </button>
        <input
          ref={fileInput}
          tabIndex={-1}
          aria-hidden="true"
          className="visually-hidden"
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          onChange={(event) => {
            const picked = addImageFiles([], [...(event.target.files ?? [])], 1);
            event.target.value = '';
            const [image] = picked.files;
            const [rejection] = picked.rejections;
            setPictureError(
              rejection === undefined ? null : t('support.images.wrongType', { name: rejection.name }),
            );
            if (image !== undefined) {
              mutation.mutate({ image });
            }
          }}
        />
        <textarea
          className="field__input support-chat__input"
          aria-label={t('support.chat.placeholder')}
          placeholder={t('support.chat.placeholder')}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary" disabled={mutation.isPending || isTooLong}>
          {t('support.chat.send')}
        </button>
      </div>
    </form>
  );
}
