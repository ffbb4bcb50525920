import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';

import type { AppContext } from '../../app-context';
import type { ClusterBus } from '../../cluster/cluster-bus';
import { requireMember } from '../accounts/member-authentication';
import { readJackpotAmount } from '../jackpot/jackpot.service';
import { LIVE_CHANNELS } from './ledger-watch';
import type { JackpotMessage, WalletMessage } from './ledger-watch';

/**
 * The live streams (docs/decisions/082-live-wallet-events.md), server-sent events: `GET /wps/live` for a signed-in
 * member (their own `wallet` events and every `jackpot` event; 401 without a session) and `GET /lgw/live` for
 * everyone (`jackpot` only). What the ledger watch publishes on the cluster bus reaches the streams open on this
 * node. A comment every HEARTBEAT_MS keeps proxies from closing a quiet stream; `retry` tells the browser when to
 * come back after a drop, and a node that closes (draining) ends its streams so they reconnect elsewhere.
 */
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

interface Stream {
  memberId: number | undefined;
  response: ServerResponse;
}

function send(stream: Stream, event: string, data: unknown): void {
  stream.response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The streams open on this node, by member. */
class LiveHub {
  private readonly streams = new Set<Stream>();
  private readonly byMember = new Map<number, Set<Stream>>();
  private readonly timer: NodeJS.Timeout;

  constructor(bus: ClusterBus) {
    bus.subscribe(LIVE_CHANNELS.wallet, (body) => {
      for (const memberId of (body as WalletMessage).memberIds) {
        for (const stream of this.byMember.get(memberId) ?? []) {
          send(stream, 'wallet', {});
        }
      }
    });
    bus.subscribe(LIVE_CHANNELS.jackpot, (body) => {
      const message = body as JackpotMessage;
      for (const stream of this.streams) {
        send(stream, 'jackpot', { amount: message.amount, win: message.win });
      }
    });
    this.timer = setInterval(() => {
      for (const stream of this.streams) {
        stream.response.write(': keep-alive\n\n');
      }
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  open(reply: FastifyReply, memberId: number | undefined, jackpot: number | undefined): void {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Proxies (nginx) would otherwise hold the events back.
      'X-Accel-Buffering': 'no',
    });
    response.write(`retry: ${RETRY_MS}\n\n`);
    const stream: Stream = { memberId, response };
    this.streams.add(stream);
    if (memberId !== undefined) {
      const set = this.byMember.get(memberId) ?? new Set();
      set.add(stream);
      this.byMember.set(memberId, set);
    }
    if (jackpot !== undefined) {
      send(stream, 'jackpot', { amount: jackpot, win: null });
    }
    response.on('close', () => this.remove(stream));
  }

  private remove(stream: Stream): void {
    this.streams.delete(stream);
    if (stream.memberId !== undefined) {
      const set = this.byMember.get(stream.memberId);
      set?.delete(stream);
      if (set?.size === 0) {
        this.byMember.delete(stream.memberId);
      }
    }
  }

  /** Ends every stream (the node is closing): the browsers reconnect after `retry`. */
  closeAll(): void {
    clearInterval(this.timer);
    for (const stream of this.streams) {
      stream.response.end();
    }
    this.streams.clear();
    this.byMember.clear();
  }
}

export function registerLiveEventsRoutes(app: FastifyInstance, context: AppContext): void {
  const hub = new LiveHub(app.cluster.bus);
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  const tags = ['live'];
  app.get(
    '/wps/live',
    { schema: { tags, summary: "The member's live events (server-sent events: wallet, jackpot)" } },
    async (request, reply) => {
      const member = await requireMember(context.database, request);
      hub.open(reply, member.id, await readJackpotAmount(context.database));
    },
  );
  app.get(
    '/lgw/live',
    { schema: { tags, summary: 'Live events for everyone (server-sent events: jackpot)' } },
    async (_request, reply) => {
      hub.open(reply, undefined, await readJackpotAmount(context.database));
    },
  );
}
