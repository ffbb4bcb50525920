import { CHAT_ROOM_TEXT_MAX_LENGTH } from '@plaza/contracts/chat-room';
import type { ChatRoomId, ChatRoomMessage, ChatRoomStanding } from '@plaza/contracts/chat-room';
import { LANGUAGE_NATIVE_NAMES } from '@plaza/contracts/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ChatIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import type { LiveSocketStatus } from '../../../lib/live-socket';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { useErrorText } from '../../../lib/use-error-text';
import { useFeature } from '../../../lib/use-feature';
import { useSessionToken } from '../../../lib/use-session-token';
import { listHistoryMessages, useRoomHistory } from '../api/get-room-history';
import { useRooms } from '../api/get-rooms';
import { standingKey, useStanding } from '../api/get-standing';
import { usePostRoomMessageMutation } from '../api/post-room-message';
import { useRoomLive } from '../hooks/use-room-live';
import '../../../components/field.css';
import './chat-room.css';

/** How close to the top of the log (in pixels) the member scrolls before older messages load. */
const LOAD_OLDER_AT_PX = 48;
/** How close to the bottom counts as "reading the newest": new messages then scroll into view. */
const STICK_TO_BOTTOM_PX = 80;

/**
 * The members' chat room (CHATROOM3, docs/product/member-services.md#chat-room, decision 037): one room per
 * language, live; older messages load as the member scrolls up; signed-in members write (text only, links shown as
 * text), their own messages marked; a mute and a moderator's removal show at once.
 */
export function ChatRoomPage() {
  const { t } = useTranslation();
  const isOpen = useFeature('CHATROOM3');
  const rooms = useRooms(isOpen);
  return (
    <div className="page chat-room">
      <header className="chat-room__header">
        <h1 className="chat-room__title">
          <ChatIcon /> {t('chatRoom.title')}
        </h1>
        <p className="chat-room__intro">{t('chatRoom.intro')}</p>
      </header>
      {isOpen ? (
        <QueryContent query={rooms} skeleton={{ rows: 6, rowHeight: 48 }}>
          {(data) => <Rooms roomIds={data.list.map((room) => room.id)} />}
        </QueryContent>
      ) : (
        <StateMessage icon={<ChatIcon />} title={t('chatRoom.closed')} text={t('chatRoom.closedText')} />
      )}
    </div>
  );
}

function Rooms({ roomIds }: { roomIds: ChatRoomId[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionToken();
  const [chosen, setChosen] = useState<ChatRoomId | null>(null);
  const roomId = chosen ?? (roomIds.includes(language) ? language : roomIds[0]);
  if (roomId === undefined) {
    return <StateMessage icon={<ChatIcon />} title={t('chatRoom.closed')} text={t('chatRoom.closedText')} />;
  }
  return (
    <section className="chat-room__panel" aria-label={t('chatRoom.title')}>
      {roomIds.length > 1 ? (
        <div className="chat-room__rooms" role="group" aria-label={t('chatRoom.rooms')}>
          {roomIds.map((id) => (
            <button
              key={id}
              type="button"
              lang={id}
              className="chat-room__room"
              aria-pressed={id === roomId}
              onClick={() => setChosen(id)}
            >
              {LANGUAGE_NATIVE_NAMES[id]}
            </button>
          ))}
        </div>
      ) : null}
      <Room key={`${roomId}:${token ?? ''}`} roomId={roomId} token={token} />
    </section>
  );
}

function Room({ roomId, token }: { roomId: ChatRoomId; token: string | null }) {
  const history = useRoomHistory(roomId, token);
  const status = useRoomLive(roomId, token);
  return (
    <>
      <LiveStatus status={status} />
      <QueryContent query={history} skeleton={{ rows: 6, rowHeight: 44 }}>
        {(data) => (
          <MessageLog
            messages={listHistoryMessages(data)}
            hasOlder={history.hasNextPage}
            isLoadingOlder={history.isFetchingNextPage}
            onLoadOlder={() => void history.fetchNextPage()}
          />
        )}
      </QueryContent>
      {token === null ? <GuestComposer /> : <MemberComposer roomId={roomId} token={token} />}
    </>
  );
}

function LiveStatus({ status }: { status: LiveSocketStatus }) {
  const { t } = useTranslation();
  return (
    <p className={`chat-room__status chat-room__status--${status}`} role="status">
      <span className="chat-room__dot" aria-hidden="true" />
      {status === 'open'
        ? t('chatRoom.live')
        : status === 'connecting'
          ? t('chatRoom.connecting')
          : t('chatRoom.reconnecting')}
    </p>
  );
}

interface MessageLogProps {
  messages: ChatRoomMessage[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}

function MessageLog({ messages, hasOlder, isLoadingOlder, onLoadOlder }: MessageLogProps) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  // Where the log stood when older messages were asked for, so that they arrive above without moving the view.
  const heightBeforeOlderRef = useRef<number | null>(null);
  const isAtBottomRef = useRef(true);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log === null) {
      return;
    }
    if (heightBeforeOlderRef.current !== null) {
      log.scrollTop += log.scrollHeight - heightBeforeOlderRef.current;
      heightBeforeOlderRef.current = null;
    } else if (isAtBottomRef.current) {
      log.scrollTop = log.scrollHeight;
    }
  }, [newestId, oldestId]);

  const loadOlder = () => {
    if (!hasOlder || isLoadingOlder) {
      return;
    }
    heightBeforeOlderRef.current = logRef.current?.scrollHeight ?? null;
    onLoadOlder();
  };
  const onScroll = () => {
    const log = logRef.current;
    if (log === null) {
      return;
    }
    isAtBottomRef.current = log.scrollHeight - log.scrollTop - log.clientHeight < STICK_TO_BOTTOM_PX;
    if (log.scrollTop < LOAD_OLDER_AT_PX) {
      loadOlder();
    }
  };

  return (
    <div
      ref={logRef}
      className="chat-room__log"
      role="log"
      aria-label={t('chatRoom.messages')}
      aria-live="polite"
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder ? (
        <button type="button" className="button button--quiet chat-room__older" onClick={loadOlder}>
          {isLoadingOlder ? t('chatRoom.loadingOlder') : t('chatRoom.loadOlder')}
        </button>
      ) : messages.length > 0 ? (
        <p className="chat-room__start">{t('chatRoom.start')}</p>
      ) : null}
      {messages.length === 0 ? (
        <StateMessage icon={<ChatIcon />} title={t('chatRoom.empty')} text={t('chatRoom.emptyText')} />
      ) : (
        <ol className="chat-room__messages">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}

function MessageItem({ message }: { message: ChatRoomMessage }) {
  const { t } = useTranslation();
  const isRemoved = message.text === '';
  const time = formatDateTime(message.createdAt);
  return (
    <li
      className={`chat-room__message${message.isOwn ? ' chat-room__message--own' : ''}${isRemoved ? ' chat-room__message--removed' : ''}`}
      data-message-id={message.id}
    >
      <span className="chat-room__author">
        {message.displayName}
        {message.isOwn ? <span className="chat-room__you">{t('chatRoom.you')}</span> : null}
        <time className="chat-room__time" dateTime={message.createdAt} title={time}>
          {time.slice(11, 16)}
        </time>
      </span>
      {/* Plain text: links stay words, never anchors. */}
      <p className="chat-room__text">{isRemoved ? t('chatRoom.removed') : message.text}</p>
    </li>
  );
}

function GuestComposer() {
  const { t } = useTranslation();
  const promptLogin = useLoginPrompt();
  return (
    <div className="chat-room__composer chat-room__composer--guest">
      <p className="chat-room__note">{t('chatRoom.loginText')}</p>
      <button type="button" className="button button--primary" onClick={promptLogin}>
        {t('chatRoom.login')}
      </button>
    </div>
  );
}

/** Whether a standing mutes the member now; re-renders when the mute ends. */
function useIsMuted(standing: ChatRoomStanding | undefined): boolean {
  const until =
    standing?.mutedUntil === null || standing === undefined ? null : Date.parse(standing.mutedUntil);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= now) {
      return undefined;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(until - now + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return until !== null && until > now;
}

function MemberComposer({ roomId, token }: { roomId: ChatRoomId; token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const standing = useStanding(token);
  const isMuted = useIsMuted(standing.data);
  const [text, setText] = useState('');
  const mutation = usePostRoomMessageMutation(roomId);
  const length = [...text].length;
  const isTooLong = length > CHAT_ROOM_TEXT_MAX_LENGTH;

  if (isMuted && standing.data?.mutedUntil) {
    return (
      <div className="chat-room__composer chat-room__composer--muted" role="status">
        <p className="chat-room__note">
          {t('chatRoom.muted', { time: formatDateTime(standing.data.mutedUntil) })}
          {standing.data.muteReason === null ? null : (
            <> {t('chatRoom.muteReason', { reason: standing.data.muteReason })}</>
          )}
        </p>
      </div>
    );
  }

  const send = () => {
    const trimmed = text.trim();
    if (trimmed === '' || isTooLong || mutation.isPending) {
      return;
    }
    mutation.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'chat.room.muted') {
          void queryClient.invalidateQueries({ queryKey: standingKey(token) });
        }
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const failure = isTooLong
    ? t('chatRoom.tooLong', { max: CHAT_ROOM_TEXT_MAX_LENGTH })
    : mutation.error === null
      ? null
      : errorText(mutation.error);

  return (
    <form className="chat-room__composer" onSubmit={onSubmit}>
      {failure === null ? null : (
        <p className="chat-room__error" role="alert">
          {failure}
        </p>
      )}
      <div className="chat-room__row">
        <input
          className="field__input chat-room__input"
          aria-label={t('chatRoom.placeholder')}
          placeholder={t('chatRoom.placeholder')}
          value={text}
          maxLength={CHAT_ROOM_TEXT_MAX_LENGTH * 2}
          onChange={(event) => {
            setText(event.target.value);
            if (mutation.error !== null) {
              mutation.reset();
            }
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary" disabled={mutation.isPending || isTooLong}>
          {t('chatRoom.send')}
        </button>
      </div>
      <p className={`chat-room__hint${isTooLong ? ' chat-room__hint--over' : ''}`}>
        <span>{t('chatRoom.rules')}</span>
        <span>{t('chatRoom.count', { length, max: CHAT_ROOM_TEXT_MAX_LENGTH })}</span>
      </p>
    </form>
  );
}
