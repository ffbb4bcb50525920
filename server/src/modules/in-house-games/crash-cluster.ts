import { writeGameMaintenanceDetails } from '@plaza/contracts/catalogue';
import type { CrashBetResult, CrashPlayerState } from '@plaza/contracts/bgs';
import type { ErrorCode } from '@plaza/contracts/error-codes';
import { randomBytes } from 'node:crypto';

import type { ClusterBus } from '../../cluster/cluster-bus';
import type { Lease } from '../../cluster/lease';
import { AppError } from '../../http/app-error';
import type { CrashRounds, CrashSettings } from './crash.service';

/** What the crash game's routes and live socket call: the rounds of this process, or the cluster's (below). */
export interface CrashCalls {
  getPlayerState: (token: string) => Promise<CrashPlayerState>;
  placeBet: (token: string, stake: number, autoCashOut: number | undefined) => Promise<CrashBetResult>;
  cashOut: (token: string, roundId: string) => Promise<CrashBetResult>;
  /** Each live state (one JSON text), the latest one at once; answers the unsubscribe. */
  subscribe: (listener: (message: string) => void) => () => void;
}

/** How long a node waits for the leader's answer to a forwarded call before it answers "game in maintenance". */
export const FORWARDED_CALL_TIMEOUT_MS = 5_000;

const CHANNELS = { live: 'crash.live', call: 'crash.call', reply: 'crash.reply' } as const;

type Method = 'getPlayerState' | 'placeBet' | 'cashOut';

interface CallMessage {
  id: string;
  from: string;
  method: Method;
  args: unknown[];
}

interface ReplyMessage {
  id: string;
  to: string;
  value?: unknown;
  error?: { code: string; details?: unknown };
}

function maintenance(): AppError {
  return new AppError(
    'game.maintenance',
    writeGameMaintenanceDetails({ vendorCode: 'BGS', gameCode: 'BGS_CRASH', suggestions: [] }),
  );
}

/**
 * The crash game on several nodes (decision 092): the loop runs on the holder of the `crash` lease alone; it
 * publishes each live state on the bus, and every node (the holder too) hands it to its own WebSocket clients. A
 * call (state, bet, cash-out) that reaches another node is forwarded over the bus to the holder, which answers it
 * as if it had come in itself; the list of crashed games is read from the database by any node. When the holder
 * dies, the node that takes the lease starts new rounds, which finish the game in flight at its committed crash
 * point (CrashRounds.start) and go on. While the lease has no holder (up to 7.5 s), calls answer "in maintenance".
 */
export function startCrashCluster(options: {
  bus: ClusterBus;
  lease: Lease;
  /** New rounds for this node's turn as the leader, started by the cluster and stopped when the turn ends. */
  createRounds: () => CrashRounds;
  /** The rounds' settings (tests: shorter phases); the game's own by default. */
  settings?: CrashSettings;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}): { calls: CrashCalls; stop: () => Promise<void> } {
  const { bus, lease, log } = options;
  const nodeId = bus.nodeId;
  const listeners = new Set<(message: string) => void>();
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: AppError) => void }>();
  let latest: string | undefined;
  let leading: { rounds: CrashRounds; unsubscribe: () => void } | undefined;
  let turn: Promise<void> = Promise.resolve();
  let isStopped = false;

  const stepDown = async () => {
    const current = leading;
    leading = undefined;
    if (current !== undefined) {
      current.unsubscribe();
      await current.rounds.stop();
      log.info({ node: nodeId }, 'crash: this node no longer runs the game');
    }
  };
  const lead = async () => {
    if (leading !== undefined || isStopped || !lease.isHeld()) {
      return;
    }
    const rounds = options.createRounds();
    try {
      await rounds.start(options.settings);
    } catch (error) {
      // Holding the lease without running the game would leave it stopped on every node: give the lease up (another
      // node, or this one at its next try, starts again).
      log.error({ err: error }, 'crash: starting the game failed');
      await rounds.stop();
      await lease.release();
      if (!isStopped) {
        lease.start();
      }
      return;
    }
    // The leader always listens: in a cluster the game does not idle (the watchers are on other nodes).
    const unsubscribe = rounds.subscribe((message) => bus.publish(CHANNELS.live, { message }));
    leading = { rounds, unsubscribe };
    log.info({ node: nodeId, term: lease.term() }, 'crash: this node runs the game');
    if (!lease.isHeld()) {
      await stepDown();
    }
  };
  const follow = (isHeld: boolean) => {
    turn = turn
      .then(() => (isHeld ? lead() : stepDown()))
      .catch((error: unknown) => log.error({ err: error }, 'crash: changing the leader failed'));
  };
  const stopListening = lease.onChange(follow);
  if (lease.isHeld()) {
    follow(true);
  }

  const unsubscribeLive = bus.subscribe(CHANNELS.live, (body) => {
    const message = (body as { message?: unknown }).message;
    if (typeof message !== 'string') {
      return;
    }
    latest = message;
    for (const listener of listeners) {
      listener(message);
    }
  });

  const runLocally = (rounds: CrashRounds, method: Method, args: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'getPlayerState':
        return rounds.getPlayerState(String(args[0]));
      case 'placeBet':
        return rounds.placeBet(
          String(args[0]),
          Number(args[1]),
          args[2] === null ? undefined : Number(args[2]),
        );
      case 'cashOut':
        return rounds.cashOut(String(args[0]), String(args[1]));
    }
  };

  const unsubscribeCalls = bus.subscribe(CHANNELS.call, (body) => {
    const call = body as CallMessage;
    const current = leading;
    if (current === undefined || !lease.isHeld() || typeof call.id !== 'string') {
      return;
    }
    runLocally(current.rounds, call.method, Array.isArray(call.args) ? call.args : []).then(
      (value) => bus.publish(CHANNELS.reply, { id: call.id, to: call.from, value } satisfies ReplyMessage),
      (error: unknown) => {
        const answer =
          error instanceof AppError
            ? { code: error.code, details: error.details }
            : { code: 'unknown.error' as const };
        if (!(error instanceof AppError)) {
          log.error({ err: error }, 'crash: a forwarded call failed');
        }
        bus.publish(CHANNELS.reply, { id: call.id, to: call.from, error: answer } satisfies ReplyMessage);
      },
    );
  });

  const unsubscribeReplies = bus.subscribe(CHANNELS.reply, (body) => {
    const reply = body as ReplyMessage;
    if (reply.to !== nodeId) {
      return;
    }
    const waiting = pending.get(reply.id);
    if (waiting === undefined) {
      return;
    }
    pending.delete(reply.id);
    if (reply.error === undefined) {
      waiting.resolve(reply.value);
    } else {
      waiting.reject(new AppError(reply.error.code as ErrorCode, reply.error.details));
    }
  });

  const call = <T>(method: Method, args: unknown[]): Promise<T> => {
    const current = leading;
    if (current !== undefined && lease.isHeld()) {
      return runLocally(current.rounds, method, args) as Promise<T>;
    }
    const id = randomBytes(8).toString('hex');
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(maintenance());
      }, FORWARDED_CALL_TIMEOUT_MS);
      timer.unref();
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      bus.publish(CHANNELS.call, { id, from: nodeId, method, args } satisfies CallMessage);
    });
  };

  return {
    calls: {
      getPlayerState: (token) => call('getPlayerState', [token]),
      placeBet: (token, stake, autoCashOut) => call('placeBet', [token, stake, autoCashOut ?? null]),
      cashOut: (token, roundId) => call('cashOut', [token, roundId]),
      subscribe: (listener) => {
        listeners.add(listener);
        if (latest !== undefined) {
          listener(latest);
        }
        return () => listeners.delete(listener);
      },
    },
    stop: async () => {
      isStopped = true;
      stopListening();
      unsubscribeLive();
      unsubscribeCalls();
      unsubscribeReplies();
      await turn;
      await stepDown();
    },
  };
}
