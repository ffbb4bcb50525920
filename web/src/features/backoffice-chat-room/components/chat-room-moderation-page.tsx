import {
  CHAT_ROOM_MUTE_CHOICES,
  CHAT_ROOM_REASON_MAX_LENGTH,
  chatRoomServerFrameSchema,
} from '@plaza/contracts/chat-room';
import type { ChatRoomId, ChatRoomModerationMessage, ChatRoomMute } from '@plaza/contracts/chat-room';
import { LANGUAGE_NATIVE_NAMES } from '@plaza/contracts/languages';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionDialog } from '../../../components/back-office/action-dialog';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { openLiveSocket } from '../../../lib/live-socket';
import type { LiveSocketStatus } from '../../../lib/live-socket';
import { useErrorText } from '../../../lib/use-error-text';
import {
  chatRoomModerationKey,
  fetchModerationPage,
  fetchModerationRooms,
  fetchRoomMutes,
  muteRoomMember,
  removeRoomMessage,
  unmuteRoomMember,
} from '../api/moderation';
import './chat-room-moderation.css';

const LIVE_PATH = '/wps/chat-room/live';
/** Without the live connection (the room switched off, a drop) the screen reads the room again this often. */
const FALLBACK_REFRESH_MS = 15_000;

/**
 * The room as members see it, followed live through its public connection: every message or removal reads the
 * page again (the moderators' page carries who wrote what). Off while the room is switched off.
 */
function useRoomFollow(roomId: ChatRoomId, isOpen: boolean): LiveSocketStatus | 'off' {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    return openLiveSocket(LIVE_PATH, {
      onStatus: setStatus,
      onOpen: (socket) => socket.send(JSON.stringify({ type: 'join', roomId })),
      onMessage: (raw) => {
        const parsed = chatRoomServerFrameSchema.safeParse(raw);
        if (parsed.success && (parsed.data.type === 'message' || parsed.data.type === 'removed')) {
          void queryClient.invalidateQueries({ queryKey: chatRoomModerationKey });
        }
      },
    });
  }, [isOpen, queryClient, roomId]);
  return isOpen ? status : 'off';
}

type Dialog =
  | { kind: 'remove'; message: ChatRoomModerationMessage }
  | { kind: 'mute'; memberId: number; username: string }
  | { kind: 'unmute'; memberId: number; username: string };

/**
 * The chat room's moderation screen (docs/decisions/037-chat-room.md): a room's messages live, newest first,
 * removed ones kept and marked; remove a message, mute its author for a time with a reason, and the
 * members muted now with their unmute. Every action is audited.
 */
export function ChatRoomModerationPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rooms = useQuery({ queryKey: [...chatRoomModerationKey, 'rooms'], queryFn: fetchModerationRooms });
  const [chosen, setChosen] = useState<ChatRoomId | null>(null);
  const roomId = chosen ?? rooms.data?.list[0]?.id ?? null;
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.chatRoom')}</h1>
        {rooms.data === undefined ? null : (
          <span className={`back-office-badge back-office-badge--${rooms.data.isOpen ? 'on' : 'off'}`}>
            {rooms.data.isOpen ? t('backoffice.chatRoom.open') : t('backoffice.chatRoom.closed')}
          </span>
        )}
      </div>
      <p className="back-office-screen__text">{t('backoffice.chatRoom.text')}</p>
      {rooms.isPending ? (
        <StateMessage title={t('backoffice.chatRoom.loading')} />
      ) : rooms.isError ? (
        <StateMessage role="alert" title={errorText(rooms.error)} />
      ) : roomId === null ? (
        <StateMessage title={t('backoffice.chatRoom.noRooms')} />
      ) : (
        <>
          <label className="back-office-chat-room__picker">
            <span>{t('backoffice.chatRoom.room')}</span>
            <select
              className="field__input"
              value={roomId}
              onChange={(event) => {
                const next = rooms.data.list.find((room) => room.id === event.target.value);
                if (next !== undefined) {
                  setChosen(next.id);
                }
              }}
            >
              {rooms.data.list.map((room) => (
                <option key={room.id} value={room.id}>
                  {LANGUAGE_NATIVE_NAMES[room.id]}
                </option>
              ))}
            </select>
          </label>
          <div className="back-office-chat-room">
            <RoomMessages key={roomId} roomId={roomId} isOpen={rooms.data.isOpen} />
            <MutedMembers />
          </div>
        </>
      )}
    </div>
  );
}

function RoomMessages({ roomId, isOpen }: { roomId: ChatRoomId; isOpen: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const follow = useRoomFollow(roomId, isOpen);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const pages = useInfiniteQuery({
    queryKey: [...chatRoomModerationKey, 'messages', roomId],
    queryFn: ({ pageParam }) => fetchModerationPage(roomId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.list[0]?.id : undefined),
    refetchInterval: FALLBACK_REFRESH_MS,
  });
  if (pages.isPending) {
    return <StateMessage title={t('backoffice.chatRoom.loading')} />;
  }
  if (pages.isError) {
    return <StateMessage role="alert" title={errorText(pages.error)} />;
  }
  // Newest first, as the back office's lists: what just happened is at the top, older pages load below.
  const messages = pages.data.pages.flatMap((page) => page.list.toReversed());
  return (
    <section className="back-office-chat-room__messages" aria-label={t('backoffice.chatRoom.messages')}>
      <div className="back-office-chat-room__bar">
        <span className={`back-office-badge back-office-badge--${follow === 'open' ? 'on' : 'off'}`}>
          {t(`backoffice.chatRoom.live.${follow}`)}
        </span>
      </div>
      {messages.length === 0 ? (
        <StateMessage title={t('backoffice.chatRoom.empty')} />
      ) : (
        <DataTable
          caption={t('backoffice.chatRoom.messages')}
          rows={messages}
          rowKey={(message) => message.id}
          columns={[
            {
              key: 'time',
              header: t('backoffice.chatRoom.time'),
              render: (message) => formatDateTime(message.createdAt),
            },
            {
              key: 'member',
              header: t('backoffice.chatRoom.member'),
              render: (message) => (
                <span className="back-office-chat-room__member">
                  <strong>{message.displayName}</strong>
                  <span>
                    {message.username} #{message.memberId}
                  </span>
                  {message.isMuted ? (
                    <span className="back-office-badge back-office-badge--off">
                      {t('backoffice.chatRoom.muted')}
                    </span>
                  ) : null}
                </span>
              ),
            },
            {
              key: 'text',
              header: t('backoffice.chatRoom.message'),
              render: (message) =>
                message.removedAt === null ? (
                  <span className="back-office-chat-room__text">{message.text}</span>
                ) : (
                  <span className="back-office-chat-room__text back-office-chat-room__text--removed">
                    <s>{message.text}</s>
                    <span>
                      {t('backoffice.chatRoom.removedAt', { time: formatDateTime(message.removedAt) })}
                      {message.removalReason === null ? '' : ` · ${message.removalReason}`}
                    </span>
                  </span>
                ),
            },
            {
              key: 'actions',
              header: t('backoffice.chatRoom.actions'),
              align: 'end',
              render: (message) => (
                <span className="back-office-chat-room__actions">
                  {message.removedAt === null ? (
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={t('backoffice.chatRoom.removeNamed', { member: message.displayName })}
                      onClick={() => setDialog({ kind: 'remove', message })}
                    >
                      {t('backoffice.chatRoom.remove')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={t('backoffice.chatRoom.muteNamed', { member: message.username })}
                    onClick={() =>
                      setDialog(
                        message.isMuted
                          ? { kind: 'unmute', memberId: message.memberId, username: message.username }
                          : { kind: 'mute', memberId: message.memberId, username: message.username },
                      )
                    }
                  >
                    {message.isMuted ? t('backoffice.chatRoom.unmute') : t('backoffice.chatRoom.mute')}
                  </button>
                </span>
              ),
            },
          ]}
        />
      )}
      {pages.hasNextPage ? (
        <button
          type="button"
          className="button button--quiet"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('backoffice.chatRoom.loadOlder')}
        </button>
      ) : null}
      <ModerationDialog dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

function MutedMembers() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const mutes = useQuery({
    queryKey: [...chatRoomModerationKey, 'mutes'],
    queryFn: fetchRoomMutes,
    refetchInterval: FALLBACK_REFRESH_MS,
  });
  return (
    <section className="back-office-chat-room__mutes" aria-label={t('backoffice.chatRoom.mutes')}>
      <h2 className="back-office-chat-room__heading">{t('backoffice.chatRoom.mutes')}</h2>
      {mutes.isPending ? (
        <StateMessage title={t('backoffice.chatRoom.loading')} />
      ) : mutes.isError ? (
        <StateMessage role="alert" title={errorText(mutes.error)} />
      ) : mutes.data.length === 0 ? (
        <p className="back-office-chat-room__none">{t('backoffice.chatRoom.noMutes')}</p>
      ) : (
        <ul className="back-office-chat-room__mute-list">
          {mutes.data.map((mute: ChatRoomMute) => (
            <li key={mute.memberId}>
              <strong>
                {mute.username} #{mute.memberId}
              </strong>
              <span>{t('backoffice.chatRoom.mutedUntil', { time: formatDateTime(mute.mutedUntil) })}</span>
              <span>{mute.reason}</span>
              <button
                type="button"
                className="button button--quiet"
                onClick={() =>
                  setDialog({ kind: 'unmute', memberId: mute.memberId, username: mute.username })
                }
              >
                {t('backoffice.chatRoom.unmute')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ModerationDialog dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

function ModerationDialog({ dialog, onClose }: { dialog: Dialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (dialog === null) {
    return null;
  }
  switch (dialog.kind) {
    case 'remove':
      return (
        <ActionDialog
          title={t('backoffice.chatRoom.removeTitle')}
          confirmLabel={t('backoffice.chatRoom.remove')}
          summary={
            <p className="back-office-chat-room__quote">
              <strong>{dialog.message.displayName}</strong>: {dialog.message.text}
            </p>
          }
          input="reason"
          isDanger
          run={(reason) => removeRoomMessage(dialog.message.id, reason)}
          queryKey={chatRoomModerationKey}
          onClose={onClose}
        />
      );
    case 'unmute':
      return (
        <ActionDialog
          title={t('backoffice.chatRoom.unmuteTitle', { member: dialog.username })}
          confirmLabel={t('backoffice.chatRoom.unmute')}
          summary={<p>{t('backoffice.chatRoom.unmuteText')}</p>}
          input="none"
          run={() => unmuteRoomMember(dialog.memberId)}
          queryKey={chatRoomModerationKey}
          onClose={onClose}
        />
      );
    case 'mute':
      return <MuteDialog memberId={dialog.memberId} username={dialog.username} onClose={onClose} />;
  }
}

function MuteDialog({
  memberId,
  username,
  onClose,
}: {
  memberId: number;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState<number>(CHAT_ROOM_MUTE_CHOICES[1]);
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () => muteRoomMember(memberId, minutes, reason.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chatRoomModerationKey });
      onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  return (
    <ConfirmDialog
      title={t('backoffice.chatRoom.muteTitle', { member: username })}
      confirmLabel={t('backoffice.chatRoom.mute')}
      isBusy={mutation.isPending}
      error={mutation.error !== null && fieldError('reason') !== null ? null : mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      isDanger
    >
      <p>{t('backoffice.chatRoom.muteText')}</p>
      <Field label={t('backoffice.chatRoom.duration')} isRequired>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {CHAT_ROOM_MUTE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`backoffice.chatRoom.for.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('backoffice.finance.reason')} error={fieldError('reason')} isRequired>
        {(control) => (
          <input
            {...control}
            className="field__input"
            maxLength={CHAT_ROOM_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
