import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

import type { AppContext } from '../../app-context';
import type { ClusterBus } from '../../cluster/cluster-bus';
import { authenticateMember } from '../accounts/member-session.service';
import { INBOX_LIVE_CHANNEL } from '../inbox/inbox-live';
import type { InboxLiveMessage } from '../inbox/inbox-live';
import { messageSegmentOf } from '../inbox/inbox.service';
import { readJackpotAmount } from '../jackpot/jackpot.service';
import { LOTTERY_LIVE_CHANNEL } from '../lottery/lottery-live';
import { LIVE_CHANNELS } from './ledger-watch';
import type { JackpotMessage, WalletMessage } from './ledger-watch';

/**
 * The live connection (docs/decisions/082-live-wallet-events.md), a WebSocket at `/lgw/live` open to everyone: it
 * hears every `jackpot` and `lottery` frame (a lottery issue drawn, decision 101) at once, and after a first frame
 * `{type:"auth", token}` naming a member's session, that member's own `wallet` and `inbox` frames (`{type:"ready"}`
 * says so; a bad session closes with 4401). What the watches and the draw job publish on the cluster bus reaches the
 * connections open on this node; a node that closes (draining) ends its connections so that they reconnect elsewhere. A WebSocket rather than a long response: pages that hold one
 * open still count as idle to tools that wait for the network to settle, and proxies pass it as the crash game's.
 */
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_GOING_AWAY = 1012;
const PING_MS = 25_000;

interface Connection {
  memberId: number | undefined;
  /** The member's broadcast segment (decision 050): which broadcast messages reach them. */
  segment: 'PLAYERS' | 'AGENTS' | null;
  socket: WebSocket;
}

function send(connection: Connection, frame: unknown): void {
  connection.socket.send(JSON.stringify(frame));
}

/** The connections open on this node, by member. */
class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly byMember = new Map<number, Set<Connection>>();
  private readonly timer: NodeJS.Timeout;

  constructor(bus: ClusterBus) {
    bus.subscribe(LIVE_CHANNELS.wallet, (body) => {
      for (const memberId of (body as WalletMessage).memberIds) {
        for (const connection of this.byMember.get(memberId) ?? []) {
          send(connection, { type: 'wallet' });
        }
      }
    });
    bus.subscribe(INBOX_LIVE_CHANNEL, (body) => {
      const message = body as InboxLiveMessage;
      const told = new Set<Connection>();
      for (const memberId of message.memberIds) {
        for (const connection of this.byMember.get(memberId) ?? []) {
          told.add(connection);
        }
      }
      if (message.audiences.length > 0) {
        // A broadcast: every signed-in member of its audience (trial members have no inbox).
        for (const connections of this.byMember.values()) {
          for (const connection of connections) {
            const { segment } = connection;
            if (
              segment !== null &&
              (message.audiences.includes('ALL') || message.audiences.includes(segment))
            ) {
              told.add(connection);
            }
          }
        }
      }
      for (const connection of told) {
        send(connection, { type: 'inbox' });
      }
    });
    // Public: every connection, signed in or not, hears each issue drawn (the frame as the publisher read it).
    bus.subscribe(LOTTERY_LIVE_CHANNEL, (body) => {
      const text = JSON.stringify(body);
      for (const connection of this.connections) {
        connection.socket.send(text);
      }
    });
    bus.subscribe(LIVE_CHANNELS.jackpot, (body) => {
      const message = body as JackpotMessage;
      for (const connection of this.connections) {
        send(connection, { type: 'jackpot', amount: message.amount, win: message.win });
      }
    });
    // Keeps proxies from closing a quiet connection.
    this.timer = setInterval(() => {
      for (const connection of this.connections) {
        connection.socket.ping();
      }
    }, PING_MS);
    this.timer.unref();
  }

  add(socket: WebSocket): Connection {
    const connection: Connection = { memberId: undefined, segment: null, socket };
    this.connections.add(connection);
    socket.on('close', () => this.remove(connection));
    return connection;
  }

  follow(connection: Connection, memberId: number, segment: 'PLAYERS' | 'AGENTS' | null): void {
    connection.memberId = memberId;
    connection.segment = segment;
    const set = this.byMember.get(memberId) ?? new Set();
    set.add(connection);
    this.byMember.set(memberId, set);
  }

  private remove(connection: Connection): void {
    this.connections.delete(connection);
    if (connection.memberId !== undefined) {
      const set = this.byMember.get(connection.memberId);
      set?.delete(connection);
      if (set?.size === 0) {
        this.byMember.delete(connection.memberId);
      }
    }
  }

  /** Ends every connection (the node is closing): the browsers reconnect. */
  closeAll(): void {
    clearInterval(this.timer);
    for (const connection of this.connections) {
      connection.socket.close(CLOSE_GOING_AWAY, 'reconnect');
    }
    this.connections.clear();
    this.byMember.clear();
  }
}

function readAuthToken(data: unknown): string | undefined {
  try {
    const frame = JSON.parse(String(data)) as unknown;
    if (typeof frame === 'object' && frame !== null && 'type' in frame && 'token' in frame) {
      const { type, token } = frame;
      return type === 'auth' && typeof token === 'string' && token.length <= 512 ? token : undefined;
    }
  } catch {
    // Not JSON: ignored, as any frame it does not understand.
  }
  return undefined;
}

export function registerLiveEventsRoutes(app: FastifyInstance, context: AppContext): void {
  const hub = new LiveHub(app.cluster.bus);
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  // @fastify/websocket is registered on the root by the crash game's routes.
  void app.register((scope, _options, done) => {
    scope.get(
      '/lgw/live',
      {
        websocket: true,
        schema: {
          tags: ['live'],
          summary:
            'Live events (WebSocket): jackpot and lottery for everyone; wallet and inbox after a first frame {type:"auth", token}',
        },
      },
      (socket) => {
        const connection = hub.add(socket);
        let hasAuthenticated = false;
        socket.on('message', (data: unknown) => {
          const token = readAuthToken(data);
          if (token === undefined || hasAuthenticated) {
            return;
          }
          hasAuthenticated = true;
          void authenticateMember(context.database, token, Date.now())
            .then((member) => {
              hub.follow(connection, member.id, messageSegmentOf(member));
              send(connection, { type: 'ready' });
            })
            .catch(() => socket.close(CLOSE_UNAUTHENTICATED));
        });
        void readJackpotAmount(context.database)
          .then((amount) => {
            if (amount !== undefined) {
              send(connection, { type: 'jackpot', amount, win: null });
            }
          })
          .catch(() => undefined);
      },
    );
    done();
  });
}
