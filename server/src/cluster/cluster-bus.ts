import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import { Redis } from 'ioredis';

/** Where a message on the bus came from: this node, or another. */
export interface BusDelivery {
  from: string;
  isOwn: boolean;
}

export type BusHandler = (body: unknown, delivery: BusDelivery) => void;

/**
 * The cluster bus (docs/architecture/scale-out.md): fire-and-forget messages to every node of the deployment,
 * this one included. Redis publish/subscribe when `REDIS_URL` is set; in the process otherwise (one process, the
 * embedded SQLite default). A message is delivered at most once to each node that is subscribed when it is sent;
 * a node that is down or reconnecting misses it, so every reader that depends on the bus keeps a time bound of its
 * own as well (a cache's lifetime, a lease's expiry).
 */
export interface ClusterBus {
  /** This node's id (NODE_ID, or host, process id and a random suffix). */
  readonly nodeId: string;
  /** 'redis' or 'memory'. */
  readonly kind: 'redis' | 'memory';
  /** Sends `body` (JSON) on `channel` to every subscribed node, this one included. */
  publish: (channel: string, body: unknown) => void;
  /** Calls `handler` for each message on `channel`; answers a function that ends the subscription. */
  subscribe: (channel: string, handler: BusHandler) => () => void;
  /** True while messages reach other nodes (the memory bus always; Redis while both connections are up). */
  isConnected: () => boolean;
  close: () => Promise<void>;
}

/** This node's id: NODE_ID when set, else one unique to this process. */
export function makeNodeId(configured: string | undefined): string {
  if (configured !== undefined && configured !== '') {
    return configured;
  }
  return `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

class Subscriptions {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  add(channel: string, handler: BusHandler): { isFirst: boolean; remove: () => boolean } {
    let set = this.handlers.get(channel);
    const isFirst = set === undefined;
    if (set === undefined) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return {
      isFirst,
      remove: () => {
        set.delete(handler);
        if (set.size === 0 && this.handlers.get(channel) === set) {
          this.handlers.delete(channel);
          return true;
        }
        return false;
      },
    };
  }

  deliver(channel: string, body: unknown, delivery: BusDelivery, onError: (error: unknown) => void): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(body, delivery);
      } catch (error) {
        onError(error);
      }
    }
  }
}

/** The bus of one process: messages go to this process's subscribers, after the current task. */
export function createMemoryBus(nodeId: string, onError: (error: unknown) => void = () => {}): ClusterBus {
  const subscriptions = new Subscriptions();
  return {
    nodeId,
    kind: 'memory',
    publish: (channel, body) => {
      // Copied as Redis would: a subscriber never shares an object with the sender.
      const copy: unknown = JSON.parse(JSON.stringify(body ?? null));
      queueMicrotask(() => subscriptions.deliver(channel, copy, { from: nodeId, isOwn: true }, onError));
    },
    subscribe: (channel, handler) => subscriptions.add(channel, handler).remove,
    isConnected: () => true,
    close: async () => {},
  };
}

interface Envelope {
  from: string;
  body: unknown;
}

/**
 * The bus over Redis publish/subscribe: one connection publishes, one subscribes (a subscribed Redis connection
 * can do nothing else). Channels are named `plaza:<merchant>:<channel>`, so deployments sharing a Redis never hear
 * each other. ioredis reconnects by itself and subscribes again to the channels it had.
 */
export function createRedisBus(options: {
  url: string;
  nodeId: string;
  merchant: string;
  onError?: (error: unknown) => void;
}): ClusterBus {
  const { nodeId } = options;
  const onError = options.onError ?? (() => {});
  const prefix = `plaza:${options.merchant}:`;
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.url);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const subscriptions = new Subscriptions();
  subscriber.on('message', (fullChannel: string, text: string) => {
    if (!fullChannel.startsWith(prefix)) {
      return;
    }
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (error) {
      onError(error);
      return;
    }
    subscriptions.deliver(
      fullChannel.slice(prefix.length),
      envelope.body,
      { from: envelope.from, isOwn: envelope.from === nodeId },
      onError,
    );
  });
  return {
    nodeId,
    kind: 'redis',
    publish: (channel, body) => {
      const envelope: Envelope = { from: nodeId, body: body ?? null };
      publisher.publish(prefix + channel, JSON.stringify(envelope)).catch(onError);
    },
    subscribe: (channel, handler) => {
      const { isFirst, remove } = subscriptions.add(channel, handler);
      if (isFirst) {
        subscriber.subscribe(prefix + channel).catch(onError);
      }
      return () => {
        if (remove()) {
          subscriber.unsubscribe(prefix + channel).catch(onError);
        }
      };
    },
    isConnected: () => publisher.status === 'ready' && subscriber.status === 'ready',
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** The bus a deployment uses: Redis when `redisUrl` is set, else the process's own. */
export function createClusterBus(options: {
  redisUrl: string | undefined;
  nodeId: string;
  merchant: string;
  onError?: (error: unknown) => void;
}): ClusterBus {
  return options.redisUrl === undefined
    ? createMemoryBus(options.nodeId, options.onError)
    : createRedisBus({ ...options, url: options.redisUrl });
}

/**
 * Waits until a Redis bus's subscriptions are in place (a subscribe is asynchronous): publishes probes on
 * `channel` until one comes back. For tests and start-up; the memory bus answers at once. The limit only ends a
 * hang (a subscription beside two busy loops is not bounded by a quiet machine's time).
 */
export async function waitUntilSubscribed(
  bus: ClusterBus,
  channel: string,
  timeoutMs = 60_000,
): Promise<void> {
  let heard = false;
  const stop = bus.subscribe(channel, (_body, delivery) => {
    if (delivery.isOwn) {
      heard = true;
    }
  });
  try {
    const deadline = Date.now() + timeoutMs;
    while (!heard) {
      if (Date.now() > deadline) {
        throw new Error(`the bus did not deliver on ${channel} within ${timeoutMs} ms`);
      }
      bus.publish(channel, { probe: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    stop();
  }
}
