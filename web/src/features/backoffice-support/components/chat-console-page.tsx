import { CHAT_TEXT_MAX_LENGTH, chatServerEventSchema } from '@plaza/contracts/support';
import type { ChatMessage } from '@plaza/contracts/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useFieldError } from '../../../components/back-office/use-field-error';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { openLiveSocket } from '../../../lib/live-socket';
import type { LiveSocketStatus } from '../../../lib/live-socket';
import { useOperatorSession } from '../../../lib/operator-session';
import { useErrorText } from '../../../lib/use-error-text';
import { useProtectedImage } from '../../../lib/use-protected-image';
import { chatImagePath, chatsKey, fetchChat, fetchChats, markChatRead, sendChatText } from '../api/chats';

const LIVE_PATH = '/wps/support/chat/live';
/** How long "the member is typing" stays after the member's last typing event. */
const TYPING_SHOWN_MS = 4_000;
/** The operator's own typing is told at most this often. */
const TYPING_SENT_EVERY_MS = 2_000;
/** Without the live connection the lists are read again this often. */
const FALLBACK_REFRESH_MS = 15_000;

/**
 * The operator's live connection: every message or read mark reads the lists again; a member's typing is shown
 * for a few seconds. Being connected is what members see as "customer service online".
 */
function useSupportLive(token: string | null) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const lastTypingRef = useRef(0);
  useEffect(() => {
    if (token === null) {
      return undefined;
    }
    let typingTimer: number | undefined;
    const close = openLiveSocket(LIVE_PATH, {
      onStatus: setStatus,
      onOpen: (socket) => {
        socketRef.current = socket;
        socket.send(JSON.stringify({ type: 'auth', token }));
        void queryClient.invalidateQueries({ queryKey: chatsKey });
      },
      onMessage: (raw) => {
        const parsed = chatServerEventSchema.safeParse(raw);
        if (!parsed.success) {
          return;
        }
        const event = parsed.data;
        if (event.type === 'message' || event.type === 'read') {
          void queryClient.invalidateQueries({ queryKey: chatsKey });
        }
        if (event.type === 'typing' && event.sender === 'MEMBER') {
          setTypingIn(event.conversationId);
          window.clearTimeout(typingTimer);
          typingTimer = window.setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
        }
        if (event.type === 'message' && event.message.sender === 'MEMBER') {
          setTypingIn(null);
        }
      },
    });
    return () => {
      window.clearTimeout(typingTimer);
      socketRef.current = null;
      close();
    };
  }, [queryClient, token]);
  const sendTyping = (conversationId: string) => {
    const now = Date.now();
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN && now - lastTypingRef.current > TYPING_SENT_EVERY_MS) {
      lastTypingRef.current = now;
      socket.send(JSON.stringify({ type: 'typing', conversationId }));
    }
  };
  return { status, typingIn, sendTyping };
}

function ChatPicture({ id }: { id: string }) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const url = useProtectedImage(chatImagePath(id), session?.token ?? null);
  return url === undefined ? (
    <span className="back-office-image back-office-image--loading" aria-busy="true" />
  ) : (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="back-office-image" src={url} alt={t('backoffice.support.chatPicture')} />
    </a>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  return (
    <li className={`back-office-chat__message back-office-chat__message--${message.sender.toLowerCase()}`}>
      {message.text === null ? null : <p>{message.text}</p>}
      {message.hasImage ? <ChatPicture id={message.id} /> : null}
      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
    </li>
  );
}

/** One conversation: its messages (marked read as they show), the member's typing, and the answer box. */
function Conversation({
  id,
  isMemberTyping,
  onTyping,
}: {
  id: string;
  isMemberTyping: boolean;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const conversation = useQuery({
    queryKey: [...chatsKey, id],
    queryFn: () => fetchChat(id),
    refetchInterval: FALLBACK_REFRESH_MS,
  });
  const send = useMutation({
    mutationFn: () => sendChatText(id, text.trim()),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: chatsKey });
    },
  });
  const fieldError = useFieldError(send.error);
  const newest = conversation.data?.messages.at(-1)?.id;
  const operatorReadId = conversation.data?.operatorReadId;
  useEffect(() => {
    if (newest !== undefined && newest !== operatorReadId) {
      void markChatRead(id, newest).then(() => queryClient.invalidateQueries({ queryKey: chatsKey }));
    }
  }, [id, newest, operatorReadId, queryClient]);
  const endRef = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [newest]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  if (conversation.isPending) {
    return <StateMessage title={t('backoffice.support.loading')} />;
  }
  if (conversation.isError) {
    return <StateMessage role="alert" title={errorText(conversation.error)} />;
  }
  const chat = conversation.data;
  return (
    <section className="back-office-chat__conversation" aria-label={chat.username}>
      <h2 className="back-office-chat__title">
        {chat.username} (#{chat.memberId})
      </h2>
      <ol className="back-office-chat__messages" aria-live="polite">
        {chat.messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        <li ref={endRef} className="back-office-chat__typing">
          {isMemberTyping ? t('backoffice.support.memberTyping', { member: chat.username }) : null}
        </li>
      </ol>
      <form className="back-office-chat__compose" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor="chat-answer">
          {t('backoffice.support.answerLabel')}
        </label>
        <textarea
          id="chat-answer"
          className="field__input"
          rows={2}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          value={text}
          aria-invalid={fieldError('text') !== null}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send.mutate();
            }
          }}
        />
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {t('backoffice.support.sendMessage')}
        </button>
        {send.error === null ? null : (
          <p className="back-office-form__error" role="alert">
            {fieldError('text') ?? errorText(send.error)}
          </p>
        )}
      </form>
    </section>
  );
}

/** The live-chat console: conversations newest first with their unread counts, and the one open beside them. */
export function ChatConsolePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useOperatorSession();
  const [params, setParams] = useSearchParams();
  const live = useSupportLive(session?.token ?? null);
  const chats = useQuery({ queryKey: chatsKey, queryFn: fetchChats, refetchInterval: FALLBACK_REFRESH_MS });
  const openId = params.get('chat') ?? chats.data?.[0]?.id ?? null;
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.liveChat')}</h1>
        <span className={`back-office-badge back-office-badge--${live.status === 'open' ? 'on' : 'off'}`}>
          {t(`backoffice.support.live.${live.status}`)}
        </span>
      </div>
      {chats.isPending ? (
        <StateMessage title={t('backoffice.support.loading')} />
      ) : chats.isError ? (
        <StateMessage role="alert" title={errorText(chats.error)} />
      ) : chats.data.length === 0 || openId === null ? (
        <StateMessage title={t('backoffice.support.noChats')} text={t('backoffice.support.noChatsText')} />
      ) : (
        <div className="back-office-chat">
          <nav className="back-office-chat__list" aria-label={t('backoffice.support.conversations')}>
            <ul>
              {chats.data.map((chat) => (
                <li key={chat.id}>
                  <button
                    type="button"
                    className="back-office-chat__item"
                    aria-current={chat.id === openId ? 'true' : undefined}
                    onClick={() => setParams({ chat: chat.id })}
                  >
                    <span className="back-office-chat__name">{chat.username}</span>
                    <span className="back-office-chat__when">{formatDateTime(chat.lastMessageAt)}</span>
                    {chat.unread > 0 ? (
                      <span className="back-office-chat__unread">
                        {t('backoffice.support.unread', { count: chat.unread })}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <Conversation
            key={openId}
            id={openId}
            isMemberTyping={live.typingIn === openId}
            onTyping={() => live.sendTyping(openId)}
          />
        </div>
      )}
    </div>
  );
}
