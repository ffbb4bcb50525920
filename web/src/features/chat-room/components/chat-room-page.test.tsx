import type { ChatRoomMessage } from '@plaza/contracts/chat-room';
import type { Whitelabel } from '@plaza/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { startI18n } from '../../../i18n/i18n';
import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { storeSessionToken } from '../../../lib/session-token';
import { serveApi, TEST_WHITELABEL } from '../../../test/render-with-member';
import { ChatRoomPage } from './chat-room-page';

/** A WebSocket the test drives: it opens when told, records what the page sends, and hears frames on demand. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  readyState = 0;

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.readyState = 3;
  }

  open() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  hear(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const OPEN_ROOM: Whitelabel = {
  ...TEST_WHITELABEL,
  featureSwitches: [{ modId: 'CHATROOM3', enabled: '1', childrenNodes: [] }],
};

function roomMessage(id: number, displayName: string, text: string, isOwn = false): ChatRoomMessage {
  return {
    id: String(id),
    roomId: 'en',
    displayName,
    text,
    isOwn,
    createdAt: new Date(Date.UTC(2026, 10, 27, 9, id)).toISOString(),
  };
}

function renderRoom(whitelabel: Whitelabel = OPEN_ROOM) {
  const promptLogin = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(whitelabelQueryKey, whitelabel);
  render(
    <QueryClientProvider client={client}>
      <LoginPromptContext value={promptLogin}>
        <ChatRoomPage />
      </LoginPromptContext>
    </QueryClientProvider>,
  );
  return { promptLogin };
}

async function openSocket(): Promise<FakeSocket> {
  const socket = await waitFor(() => {
    const found = FakeSocket.instances.at(-1);
    if (found === undefined) {
      throw new Error('no live connection yet');
    }
    expect(found.url).toMatch(/\/wps\/chat-room\/live$/);
    return found;
  });
  act(() => socket.open());
  return socket;
}

beforeAll(async () => {
  await startI18n('en');
});

beforeEach(() => {
  sessionStorage.clear();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the chat room page', () => {
  it('shows the room live to a member: own messages marked, older ones on demand, removals and a mute at once', async () => {
    storeSessionToken('member-token');
    const server = serveApi({
      'GET /wps/chat-room/rooms': { value: { list: [{ id: 'en' }] } },
      'GET /wps/chat-room/rooms/en/messages': (call) =>
        call.query.get('before') === '2'
          ? { value: { list: [roomMessage(1, 'Ana Lucky', 'First of the day')], hasMore: false } }
          : {
              value: {
                list: [roomMessage(2, 'Minh 88', 'Anyone here?'), roomMessage(3, 'de***r', 'Yes, me', true)],
                hasMore: true,
              },
            },
      'GET /wps/chat-room/standing': { value: { mutedUntil: null, muteReason: null } },
      'POST /wps/chat-room/rooms/en/messages': { value: roomMessage(5, 'de***r', 'Good luck all', true) },
    });
    renderRoom();

    const log = await screen.findByRole('log', { name: 'Messages' });
    const own = (await within(log).findByText('Yes, me')).closest('li');
    expect(own?.classList.contains('chat-room__message--own')).toBe(true);
    expect(own?.textContent).toContain('You');
    expect(
      within(log).getByText('Anyone here?').closest('li')?.classList.contains('chat-room__message--own'),
    ).toBe(false);

    const socket = await openSocket();
    expect(socket.sent).toEqual([{ type: 'join', roomId: 'en', token: 'member-token' }]);
    const linked = 'Draw in ten minutes, see https://example.com';
    act(() => socket.hear({ type: 'message', message: roomMessage(4, 'Somchai', linked) }));
    await within(log).findByText(linked);
    // Links stay text.
    expect(log.querySelector('a')).toBeNull();

    // A moderator's removal empties the message in place, at once.
    act(() => socket.hear({ type: 'removed', roomId: 'en', messageId: '2' }));
    await waitFor(() => expect(within(log).queryByText('Anyone here?')).toBeNull());
    within(log).getByText('This message was removed by a moderator.');

    fireEvent.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    await within(log).findByText('First of the day');
    within(log).getByText('This is where the room’s history begins.');

    const input = screen.getByRole('textbox', { name: 'Write a message' });
    fireEvent.change(input, { target: { value: '  Good luck all  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(log).findByText('Good luck all');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Good luck all' });

    // A mute arrives on the connection: the message box gives way to its end and reason.
    const until = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    act(() =>
      socket.hear({ type: 'standing', standing: { mutedUntil: until, muteReason: 'Spamming links' } }),
    );
    expect((await screen.findByText(/A moderator has muted you until/)).textContent).toContain(
      'Reason: Spamming links',
    );
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
  });

  it('says a refused post in the server’s words and counts the characters', async () => {
    storeSessionToken('member-token');
    serveApi({
      'GET /wps/chat-room/rooms': { value: { list: [{ id: 'en' }] } },
      'GET /wps/chat-room/rooms/en/messages': { value: { list: [], hasMore: false } },
      'GET /wps/chat-room/standing': { value: { mutedUntil: null, muteReason: null } },
      'POST /wps/chat-room/rooms/en/messages': {
        status: 429,
        errorCode: 'chat.room.too.fast',
        message: 'Please wait a moment before sending another message.',
      },
    });
    renderRoom();
    await screen.findByText('No messages yet');
    const input = screen.getByRole('textbox', { name: 'Write a message' });
    fireEvent.change(input, { target: { value: 'Hi' } });
    screen.getByText('2 / 200');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please wait a moment before sending another message.',
    );
    fireEvent.change(input, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByRole('alert').textContent).toBe('A message has at most 200 characters.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });

  it('lets a guest read and asks them to log in to write', async () => {
    const server = serveApi({
      'GET /wps/chat-room/rooms': { value: { list: [{ id: 'en' }] } },
      'GET /wps/chat-room/rooms/en/messages': {
        value: { list: [roomMessage(1, 'Ana Lucky', 'Hi all')], hasMore: false },
      },
    });
    const { promptLogin } = renderRoom();
    await screen.findByText('Hi all');
    const socket = await openSocket();
    expect(socket.sent).toEqual([{ type: 'join', roomId: 'en' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Log in to chat' }));
    expect(promptLogin).toHaveBeenCalledOnce();
    expect(server.calls.some((call) => call.path === '/wps/chat-room/standing')).toBe(false);
  });

  it('says the room is closed while CHATROOM3 is off, asking the server nothing', () => {
    const server = serveApi({});
    renderRoom(TEST_WHITELABEL);
    screen.getByText('The chat room is closed');
    expect(server.calls).toEqual([]);
    expect(FakeSocket.instances).toEqual([]);
  });
});
